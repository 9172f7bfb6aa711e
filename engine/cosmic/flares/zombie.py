"""Zombie's flare.  Wild (any player, any time): once you have lost ships to the warp this encounter, one
of them comes back to a colony of yours.  Super (main player, after alliances): each ally on your side adds
one of its ships from the warp to the encounter (beyond its four)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board, timing
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import side_of
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")
FROM_WARP = "-1"  # an encounter ship with no colony of origin: it goes home to the first colony


def allies(state: State, seat: int) -> list[int]:
    enc = state["enc"]
    side = enc["allies_off"] if side_of(state, seat) == "offense" else enc["allies_def"]
    return [s for s in side if state["warp"][s] > 0]


@flare
class ZombieWild(Half):
    alien, half, who, points = "Zombie", "wild", "any", ANY_TIME

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["warped"][seat] > 0 and state["warp"][seat] > 0 and bool(board.colonies(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(p), say("flare.zombie.wild.planet", planet=board.planet_ref(state, p)))
                for p in board.colonies(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        if not board.retrieve(state, seat, planet):
            return
        ev.append(event("flare.zombie", seat=seat, planet=board.planet_ref(state, planet)))


@flare
class ZombieSuper(Half):
    alien, half, who, points = "Zombie", "super", "main", frozenset({"alliance"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(allies(state, seat))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        stacks = enc["gate"] if side_of(state, seat) == "offense" else enc["dallies"]
        for ally in allies(state, seat):
            state["warp"][ally] -= 1
            stacks[ally][FROM_WARP] = stacks[ally].get(FROM_WARP, 0) + 1
            ev.append(event("flare.zombie.ally", seat=ally))
