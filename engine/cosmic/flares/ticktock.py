"""Tick-Tock's flare.  Wild (any player): in an encounter where the cosmic discard pile was shuffled into a new
deck, place a colony of up to four ships on another player's planet.  Super (main player, end of the encounter,
after its side won or a deal was made): send one of your ships to the warp to discard one more token.

The reshuffle happens inside a draw, where no one may play; the wild is offered at the next timing point of that
encounter (``enc["reshuffled"]``).  Its ships come one at a time from the biggest stacks, emptying no colony.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, timing
from engine.cosmic.aliens.ticktock import discard_token, tokens
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import side_of

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
    text = "place a colony of up to 4 ships on another player's planet"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["enc"].get("reshuffled")) and spare(state, seat) > 0 and bool(targets(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, str]]:
        count = min(MOST, spare(state, seat))
        return [(str(p), f"found a colony of {board.ships(count)} on {board.planet_label(state, p)}")
                for p in targets(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg) if arg.isdigit() else -1
        count = min(MOST, spare(state, seat))
        if planet not in targets(state, seat) or count <= 0:
            return  # the board changed while the flare waited
        board.take_from_planets(state, seat, board.safest_sources(state, seat, count))
        state["planets"][planet][seat] += count
        ev.append(event("flare.ticktock", seat=seat, planet=planet, count=count,
                        planet_2=board.planet_ref(state, planet)))


@flare
class TickTockSuper(Half):
    alien, half, who, points = "Tick-Tock", "super", "main", frozenset({"end_encounter"})
    text = "send one of your ships to the warp to discard one more token"

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

