"""Tick-Tock's flare.  Wild (any player): in an encounter where the cosmic discard pile was shuffled into a new
deck, place a colony of up to four ships on another player's planet.  Super (main player, end of the encounter,
after its side won or a deal was made): send one of your ships to the warp to discard one more token.

The reshuffle happens inside a draw, where no one may play; the wild is offered at the next timing point of that
encounter (``enc["reshuffled"]``).  The planet is the flare's choice; how many ships (one to four) and from
which colonies is a prompt of its own (``ticktock.ships``), asked as the flare takes effect.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, flow, timing
from engine.cosmic.aliens.ticktock import discard_token, tokens
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.launch import random_ships
from engine.cosmic.powers import side_of
from engine.cosmic.prompt_text import colony, say, target

State = dict[str, Any]
MOST = 4


def spare(state: State, seat: int) -> int:
    """Ships it may move without emptying a colony."""
    return sum(state["planets"][p][seat] - 1 for p in board.colonies(state, seat))


def targets(state: State, seat: int) -> list[int]:
    """Other players' planets where it has no colony yet."""
    return [p for p, ships in enumerate(state["planets"]) if board.system_of(state, p) != seat and ships[seat] == 0]


@flare
class TickTockWild(Half):
    alien, half, who = "Tick-Tock", "wild", "any"
    points = frozenset(p for p in timing.POINTS if p != "card.played")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return (bool(state["enc"].get("reshuffled")) and board.ships_on_colonies(state, seat) > 0
                and bool(targets(state, seat)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("flare.ticktock.wild.planet", target=target(state, p).to_dict()))
                for p in targets(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg) if arg.isdigit() else -1
        if planet in targets(state, seat) and board.ships_on_colonies(state, seat) > 0:  # else the board changed
            flow.ask(state, "ticktock.ships", seat, planet=planet)


@flow.decision
class TickTockShips(flow.Decision):
    """The ships of the colony the wild flare founds; on timeout, as many as can go (up to four) without emptying
    a colony, from the biggest stacks (one ship from the biggest when every colony has one)."""

    kind = "ticktock.ships"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("ticktock.ships", count=MOST, planet=board.planet_ref(state, spec["planet"]))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        return [Field("ships", say("deal.colony.ships"), "count_map",
                      tuple(Option(str(p), colony(state, p, seat)) for p in own), min=1,
                      max=min(MOST, board.ships_on_colonies(state, seat)),
                      caps=tuple(state["planets"][p][seat] for p in own))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, planet = spec["seat"], spec["planet"]
        board.take_from_planets(state, seat, choice["ships"])
        count = sum(choice["ships"].values())
        state["planets"][planet][seat] += count
        ev.append(event("flare.ticktock", seat=seat, planet=planet, count=count,
                        planet_2=board.planet_ref(state, planet)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        seat = spec["seat"]
        return {"ships": board.safest_sources(state, seat, min(MOST, max(1, spare(state, seat))))}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        seat = spec["seat"]
        return {"ships": random_ships(state, seat, r.randint(1, min(MOST, board.ships_on_colonies(state, seat))), r)}


@flare
class TickTockSuper(Half):
    alien, half, who, points = "Tick-Tock", "super", "main", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        won = enc["winner"] == side_of(state, seat) and enc["outcome_kind"] != "deal"
        made = enc["deal"] is not None and bool(enc["deal"]["made"])
        return (won or made) and tokens(state) > 0 and board.ships_on_colonies(state, seat) > 0

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if tokens(state) == 0 or not board.ships_on_colonies(state, seat):
            return
        board.take_from_planets(state, seat, board.safest_sources(state, seat, 1))
        board.to_warp(state, seat, 1, ev, "Tick-Tock super flare")
        discard_token(state, seat, "its super flare", ev)

