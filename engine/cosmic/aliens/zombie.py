"""Zombie (green; any player; mandatory; any phase): its ships never go to the warp; they go to its colonies."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board
from engine.cosmic.powers import Power, alien


@alien
class Zombie(Power):
    name, alert, who, optional = "Zombie", "green", "any", False
    summary = "its ships never go to the warp: they go back to its colonies"

    def hook_to_warp(self, state: dict[str, Any], owner: int, count: int, seat: int, ev: list[Event]) -> int:
        own = board.colonies(state, owner)
        if seat != owner or count <= 0 or not own:
            return count
        home = [p for p in own if board.system_of(p) == owner] or own
        state["planets"][home[0]][owner] += count
        ev.append(Event("power.zombie", f"{board.name(state, owner)} (Zombie) sends {count} ship(s) to "
                        f"{board.planet_name(state, home[0])} instead of the warp."))
        return 0
