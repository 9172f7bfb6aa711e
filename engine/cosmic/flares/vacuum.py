"""Vacuum's flare.  Wild (any player, reveal): retrieve one ship from the warp for each main player other than
you who revealed an attack card, to a colony you name.  Super (any player, any time): for the rest of the
encounter the Vacuum chooses the exact ships that go to the warp with its own, colonies too (see
``aliens/vacuum.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, timing
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import colony, say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")


def attackers(state: State, seat: int) -> int:
    """Main players other than ``seat`` whose revealed card is an attack (a morph counts as what it copies)."""
    enc = state["enc"]
    mains = {"offense": state["turn"]["offense"], "defense": enc["defense"]}
    return sum(1 for side, who in mains.items() if who != seat and enc["effective"][side][0] == "attack")


def ships_back(state: State, seat: int) -> int:
    return min(attackers(state, seat), state["warp"][seat])


@flare
class VacuumWild(Half):
    alien, half, who, points = "Vacuum", "wild", "any", frozenset({"reveal"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["effective"] is not None and ships_back(state, seat) > 0 and bool(
            board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        count = ships_back(state, seat)
        return [(str(p), say("flare.vacuum.wild.colony", count=count, colony=colony(state, p, seat).to_dict()))
                for p in board.colonies(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        count = ships_back(state, seat)
        planet = int(arg)
        if state["planets"][planet][seat] == 0:
            return
        state["warp"][seat] -= count
        state["planets"][planet][seat] += count
        ev.append(event("flare.vacuum", seat=seat, count=count, planet=board.planet_ref(state, planet)))


@flare
class VacuumSuper(Half):
    alien, half, who, points = "Vacuum", "super", "any", ANY_TIME
