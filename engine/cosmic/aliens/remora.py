"""Remora (yellow; any player; optional; any time): whenever another player retrieves ships from the warp, the
Remora may retrieve one of its own too (not one that entered the warp this encounter); whenever another player
draws cards from the deck, it may draw one card.

Each time it happens the Remora is owed one follow (``enc["remora"]``: cards, ships), which it takes like any
optional power (so a Cosmic Zap can stop it, and "always" in advance takes every follow, a card before a ship)
at the next timing point: draws and retrievals happen inside steps where no one may play, and the next point is
the first moment the rules let anyone act, so a card drawn so may already be played in that encounter.  A
follow not taken by the end of the encounter (or owed as it is cleared) lapses.  Draws are seen through the
``cards_drawn`` hook.  Ships leave the warp in many places (regroup, rewards, Mobius Tubes, powers), so instead
of a hook in each, a check after every step compares the warp with what it held before.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, flow, hands, timing
from engine.cosmic.events import event
from engine.cosmic.powers import Power, active, alien, data, held, peek

State = dict[str, Any]
NAME = "Remora"
CARD, SHIP, EITHER = "card", "ship", "either"  # EITHER: a card or a ship, as the Remora chooses (super flare)


def owed(state: State) -> dict[str, int]:
    return state["enc"].setdefault("remora", {CARD: 0, SHIP: 0})


def holder(state: State) -> int | None:
    """The seat whose Remora power works now (its own, or lent to it)."""
    return next((s for s in range(state["n"]) if any(p.name == NAME for p in held(state, s))
                 and active(state, s, NAME)), None)


def retrievable(state: State, seat: int) -> int:
    """Ships of the Remora's in the warp that did not enter it this encounter."""
    return state["warp"][seat] - state["enc"]["warped"][seat]


def follow(state: State, kind: str, ev: list[Event], other: int) -> None:
    """The Remora may follow ``other``: a card when it drew from the deck, a ship when it left the warp."""
    owed(state)[kind] += 1
    seat = holder(state)
    ev.append(event(f"power.remora.owed.{kind}", seat=seat, other=other))


@alien
class Remora(Power):
    name, alert, who, optional = NAME, "yellow", "any", True
    points = frozenset(p for p in timing.POINTS if p != "card.played")
    summary = ("when another player retrieves ships from the warp, retrieves one too; when another player draws "
               "from the deck, draws one card")
    repeatable = True

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return "remora" in state["enc"] and bool(self.choices(state, seat, point))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        due = state["enc"].get("remora", {})
        out = [(CARD, "draw a card")] if due.get(CARD) or due.get(EITHER) else []
        if (due.get(SHIP) or due.get(EITHER)) and retrievable(state, seat) > 0:
            out += [(str(p), f"retrieve a ship from the warp to {board.colony_label(state, p, seat)}")
                    for p in board.colonies(state, seat)]
        return out

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        due = owed(state)
        kind = CARD if arg == CARD else SHIP
        spent = kind if due.get(kind) else EITHER  # its own kind of follow first, then one of its choice
        if not due.get(spent):
            return
        if kind == CARD:
            due[spent] -= 1
            hands.draw(state, seat, 1, ev, "Remora")
        elif retrievable(state, seat) > 0 and board.retrieve(state, seat, int(arg)):
            due[spent] -= 1
            ev.append(event("power.remora.ship", seat=seat, arg=board.planet_ref(state, int(arg))))

    def hook_cards_drawn(self, state: State, seat: int, drawn: list[int], drawer: int,
                         ev: list[Event]) -> list[int]:
        if drawer != seat and drawn:
            follow(state, CARD, ev, drawer)
        return drawn


def _warp_seen(state: State) -> Any:
    """What the retrieval check reads, in a game with a Remora: the warp, and the warp at the last look (so the
    check runs, and changes something, only while the two differ)."""
    if not state["aliens"] or NAME not in state["aliens"]:
        return None
    return tuple(state["warp"]), tuple(peek(state, NAME).get("warp", ()))


@flow.after_each_step(_warp_seen)
def ships_retrieved(state: State, ev: list[Event]) -> None:
    """Another player's ships left the warp since the last look: the Remora is owed one ship each time."""
    seen = _warp_seen(state)
    if seen is None or seen[0] == seen[1]:
        return
    now = seen[0]
    mine = data(state, NAME)
    before, mine["warp"] = mine.get("warp"), list(now)
    seat = holder(state)
    if before is None or seat is None or state["step"] == "over":
        return
    for other in range(state["n"]):
        if other != seat and now[other] < before[other] and retrievable(state, seat) > 0:
            follow(state, SHIP, ev, other)
