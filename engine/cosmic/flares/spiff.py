"""Spiff's flare.  Wild (defense, once the outcome is known): losing, one of your ships stays on the planet
instead of going to the warp.  Super (offense, once the outcome is known): the Spiff crash-lands when it lost
by 5 or more instead of 10."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board
from engine.cosmic.aliens.spiff import MARGIN, SUPER_MARGIN, lost_by
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played

State = dict[str, Any]


@flare
class SpiffWild(Half):
    alien, half, who, points = "Spiff", "wild", "defense", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        return enc["winner"] == "offense" and state["planets"][enc["target"]][seat] > 0

    def hook_to_warp(self, state: State, owner: int, count: int, seat: int, ev: list[Event]) -> int:
        """The defense's ships leave the planet for the warp together (the planet is emptied first): one of
        them stays, once."""
        enc = state["enc"]
        if (seat != owner or count <= 0 or not played(state, seat, "Spiff", "wild") or enc.get("spiff_kept")
                or enc["winner"] != "offense" or state["planets"][enc["target"]][seat] != 0):
            return count
        enc["spiff_kept"] = True
        state["planets"][enc["target"]][seat] = 1
        ev.append(event("flare.spiff", seat=seat, target=board.planet_ref(state, enc['target'])))
        return count - 1


@flare
class SpiffSuper(Half):
    alien, half, who, points = "Spiff", "super", "offense", frozenset({"resolution"})
    params = {"margin": SUPER_MARGIN}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Only when it makes a difference: a loss by 5 to 9 of two attacks, the power not used yet."""
        by = lost_by(state)
        return by is not None and SUPER_MARGIN <= by < MARGIN and board.gate_ships(state, seat) > 0
