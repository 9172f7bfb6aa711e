"""Destiny: the card that names the defense and the system of the encounter.

Own colour (or a special card naming the offense): draw again, attack a
foreign colony in your home system, or re-found an empty home planet.
Wild: the offense picks any other player.  Special: the named criterion,
ties going to the tied player closest to the offense's left.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.cards import COLORS
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say
from engine.cosmic.windows import open_window

State = dict[str, Any]


def refill(state: State, ev: list[Event]) -> None:
    """With one card left, the destiny deck is shuffled with the discards (before a draw, or a look through it)."""
    if len(state["destiny_deck"]) <= 1:
        state["destiny_deck"].extend(state["destiny_discard"])
        state["destiny_discard"] = []
        rng.shuffle(state, state["destiny_deck"])
        ev.append(event("destiny.reshuffle"))


def draw_destiny(state: State, ev: list[Event]) -> str:
    """Draw a destiny card; with one card left, shuffle it with the discards first."""
    refill(state, ev)
    card = state["destiny_deck"].pop()
    state["destiny_discard"].append(card)
    return card


def named_player(state: State, card: str) -> int | None:
    """Who the card names as the defense (``None`` for a wild card)."""
    if card.startswith("color:"):
        return COLORS.index(card[6:])
    if card == "wild":
        return None
    n, off = state["n"], state["turn"]["offense"]
    order = [(off + i) % n for i in range(1, n + 1)]  # closest to the offense's left first
    score = {
        "special:colonies": lambda s: board.foreign_colonies(state, s),
        "special:cards": lambda s: len(state["hands"][s]),
        "special:warp": lambda s: -state["warp"][s],
    }[card]
    best = max(score(s) for s in order)
    return next(s for s in order if score(s) == best)


def _asks_offense(state: State, named: int | None) -> str | None:
    """The decision the offense is asked when a card naming ``named`` (``None``: wild) is drawn: a wild card, or
    its own colour with more than a redraw to choose; ``None`` when the card names the defense or is drawn again."""
    if named is None:
        return "destiny.wild"
    if named == state["turn"]["offense"] and len(own_colour_options(state)) > 1:
        return "destiny.own"
    return None


def next_draw_asks(state: State) -> bool:
    """Whether the next draw surely asks the offense (:func:`destiny`), told from the top of the deck without
    drawing; only with cards under it (no reshuffle), and never for a special card (it counts what may change
    before the draw)."""
    deck = state["destiny_deck"]
    if len(deck) <= 1:
        return False
    card = deck[-1]
    return ((card == "wild" or card.startswith("color:"))
            and _asks_offense(state, named_player(state, card)) is not None)


def set_defense(state: State, defense: int, system: int, target: int | None, ev: list[Event]) -> None:
    enc = state["enc"]
    enc["defense"], enc["system"], enc["target"] = defense, system, target
    if target is None:
        ev.append(event("destiny.defense.home", defense=defense, system=system, target=target))
    else:
        ev.append(event("destiny.defense", defense=defense, system=system, target=target,
                        planet=board.planet_ref(state, target)))


@flow.step("destiny")
def destiny(state: State, ev: list[Event]) -> None:
    off = state["turn"]["offense"]
    card = draw_destiny(state, ev)
    state["enc"]["destiny"] = card
    ev.append(event("destiny.draw", card=card, off=off))
    flow.goto(state, "destiny.after")
    named = named_player(state, card)
    asked = _asks_offense(state, named)
    if asked is not None:
        flow.ask(state, asked, off)
    elif named != off:
        set_defense(state, named, named, None, ev)
    else:
        ev.append(event("destiny.redraw.home", off=off))
        flow.goto(state, "destiny")


def _wild_seat(state: State, seat: int) -> Say:
    """A player a wild destiny card may name, with the colonies and cards that make them worth naming."""
    return say("destiny.wild.seat", seat=seat, colonies=board.foreign_colonies(state, seat),
               cards=len(state["hands"][seat]))


def own_colour_options(state: State) -> list[Option]:
    off = state["turn"]["offense"]
    opts = [Option("redraw", say("destiny.own.redraw"))]
    for p in board.home_planets(state, off):
        ships = state["planets"][p]
        for other in range(state["n"]):
            if other != off and ships[other] > 0:
                opts.append(Option.later(f"attack:{p}:{other}", _attack, state, p, other))
        if not any(ships) and board.ships_on_colonies(state, off) > 0 and board.in_play(state, p):
            opts.append(Option.later(f"recolonize:{p}", _recolonize, state, p))
    return opts


def _attack(state: State, planet: int, seat: int) -> Say:
    """A colony of another player in the offense's own system, as the offense may choose to attack it."""
    return say("destiny.own.attack", seat=seat, planet=board.planet_ref(state, planet),
               ships=state["planets"][planet][seat])


def _recolonize(state: State, planet: int) -> Say:
    return say("destiny.own.recolonize", planet=board.planet_ref(state, planet))


@flow.decision
class DestinyOwn(flow.Decision):
    kind = "destiny.own"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("destiny.own")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return own_colour_options(state)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        off = spec["seat"]
        parts = choice.split(":")
        if parts[0] == "redraw":
            ev.append(event("destiny.redraw", off=off))
            flow.goto(state, "destiny")
        elif parts[0] == "attack":
            set_defense(state, int(parts[2]), off, int(parts[1]), ev)
        else:
            state["enc"]["recolonize"] = True
            state["enc"]["system"] = off
            state["enc"]["target"] = int(parts[1])
            ev.append(event("destiny.recolonize", off=off, parts=board.planet_ref(state, int(parts[1]))))

    def default(self, state: State, spec: flow.Spec) -> Any:
        return "redraw"


@flow.decision
class DestinyWild(flow.Decision):
    kind = "destiny.wild"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("destiny.wild")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        off = spec["seat"]
        n = state["n"]
        return [Option.later(str(s), _wild_seat, state, s) for s in ((off + i) % n for i in range(1, n))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        set_defense(state, int(choice), int(choice), None, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The player to the offense's left, as the turn order would."""
        return self.options(state, spec)[0].key


@flow.step("destiny.after")
def destiny_after(state: State, ev: list[Event]) -> None:
    open_window(state, "destiny", "launch", ev)
