"""Masochist's flare.  Wild (any player, regroup): another player, not the offense, retrieves the regroup ship
instead: the offense's ship goes back to the warp and the player named takes one of its own from the warp to its
first colony (home first); not when the offense would then have no ship to launch.  Super (offense, regroup):
the ship the Masochist retrieved is removed from the game instead (it counts as lost for its victory).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def regrouped_to(state: State) -> int | None:
    """The colony the offense's regrouped ship joined (``None`` when there was none, or it went to the gate)."""
    where = state["enc"]["regrouped"]
    return None if where is None or where == "gate" else int(where)


def take_back(state: State) -> int | None:
    """Lift the offense's regrouped ship off its colony; returns the offense, or ``None`` when it cannot be."""
    off, planet = state["turn"]["offense"], regrouped_to(state)
    if planet is None or state["planets"][planet][off] == 0:
        return None
    state["planets"][planet][off] -= 1
    state["enc"]["regrouped"] = None
    return off


@flare
class MasochistWild(Half):
    alien, half, who, points = "Masochist", "wild", "any", frozenset({"regroup"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        off = state["turn"]["offense"]
        return (regrouped_to(state) is not None and board.ships_on_colonies(state, off) > 1
                and bool(self.choices(state, seat, point)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        off = state["turn"]["offense"]
        return [(str(s), say("flare.masochist.wild.seat", seat=s))
                for s in range(state["n"]) if s != off and state["warp"][s] and board.colonies(state, s)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        who = int(arg) if arg.isdigit() else -1
        if not (0 <= who < state["n"]) or not state["warp"][who] or board.first_colony(state, who) is None:
            return
        off = state["turn"]["offense"]
        if board.ships_on_colonies(state, off) <= 1 or take_back(state) is None:
            return
        state["warp"][off] += 1
        state["warp"][who] -= 1
        planet = board.first_colony(state, who)
        state["planets"][planet][who] += 1
        ev.append(event("flare.masochist", seat=who, off=off, planet=board.planet_ref(state, planet)))


@flare
class MasochistSuper(Half):
    alien, half, who, points = "Masochist", "super", "offense", frozenset({"regroup"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return regrouped_to(state) is not None

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if take_back(state) is None:
            return
        board.remove_from_game(state, seat, 1, ev, "Masochist's super flare")
