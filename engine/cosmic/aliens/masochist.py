"""Masochist (red; any player; mandatory; regroup): at the start of any regroup, when all its ships are lost (in
the warp or out of the game), it wins the game.  It never loses its power for lack of home colonies.

The use is made at the regroup timing point, after the offense has taken its ship from the warp: an offense
Masochist whose only ship outside the warp is the one just retrieved had lost them all at the start of the
regroup.  The win itself is the ``victory`` hook, so a normal victory at the same moment is shared, and a Cosmic
Zap on the use leaves the game going.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, data, peek
from engine.cosmic.prompt_text import say

State = dict[str, Any]
NAME = "Masochist"


def ships_in_play(state: State, seat: int) -> int:
    """Its ships on planets and in the encounter."""
    return board.ships_on_colonies(state, seat) + board.gate_ships(state, seat) + board.ally_ships(state, seat)


def all_lost(state: State, seat: int) -> bool:
    """Whether every ship was lost as the regroup began (the offense's retrieved ship does not count)."""
    left = ships_in_play(state, seat)
    just_back = seat == state["turn"]["offense"] and state["enc"]["regrouped"] is not None
    return left == 0 or (just_back and left == 1)


@alien
class Masochist(Power):
    name, alert, who, optional = NAME, "red", "any", False
    points = frozenset({"regroup"})
    needs_home_colonies = False
    summary = ("wins the game when, at the start of a regroup, all its ships are lost; never loses its power for "
               "lack of home colonies")

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        return say("status.masochist", ships=ships_in_play(state, seat))

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return all_lost(state, seat)

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        data(state, NAME)["won"] = True
        ev.append(event("power.masochist", seat=seat))

    def hook_victory(self, state: State, seat: int, winners: dict[int, str]) -> dict[int, str]:
        if peek(state, NAME).get("won"):
            winners[seat] = "as the Masochist: all its ships are lost"
        return winners
