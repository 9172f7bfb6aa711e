"""Void (red; main player; mandatory; the outcome is known): when its side wins as a main player, the losing
side's defeated ships are eradicated, removed from the game instead of going to the warp (before any other
effect on ships going to the warp).  No player goes below the ships it needs to win (five): the ships beyond
that go to the warp as usual.  With its super flare it uses the power as an ally too.

Eradicated ships are counted in ``state["removed"]`` (:func:`engine.cosmic.board.remove_from_game`).  Compensation
still counts them as defeated, as for any ship kept out of the warp (unless ``compensation=warped``).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, flare
from engine.cosmic.events import event
from engine.cosmic.four_planets import scale
from engine.cosmic.powers import Power, alien, role, side_of, used

State = dict[str, Any]
NAME = "Void"


@alien
class Void(Power):
    name, alert, who, optional = NAME, "red", "main or ally", False  # an ally only with its super flare
    points = frozenset({"resolution"})
    summary = "when its side wins, the losing side's defeated ships are removed from the game instead of the warp"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        mine = role(state, seat)
        allowed = mine in ("offense", "defense") or flare.played(state, seat, NAME, "super")
        return allowed and state["enc"]["winner"] == side_of(state, seat)

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """Counts every player's ships before the defeat: the floor of five is measured against these."""
        state["enc"]["void"] = {str(s): board.ships_in_play(state, s) for s in range(state["n"])}
        ev.append(event("power.void", seat=seat))

    def hook_defeated(self, state: State, owner: int, count: int, seat: int, ev: list[Event]) -> int:
        if not used(state, owner, NAME) or side_of(state, seat) in (None, side_of(state, owner)):
            return count
        left = state["enc"]["void"]
        gone = min(count, max(0, left[str(seat)] - scale(state).foreign_colonies_to_win))
        left[str(seat)] -= gone
        board.remove_from_game(state, seat, gone, ev, "eradicated by the Void")
        return count - gone
