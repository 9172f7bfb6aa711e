"""Warpish (red; main player; mandatory; reveal): with an attack card, +1 for every ship in the warp,
whoever's it is."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used


@alien
class Warpish(Power):
    name, alert, who, optional = "Warpish", "red", "main", False
    points = frozenset({"reveal"})
    summary = "with an attack card, adds 1 for every ship in the warp (all players')"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only when both cards are attacks: otherwise no total decides the encounter."""
        return state["enc"]["outcome_kind"] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.warpish", seat=seat, warp=sum(state['warp'])))

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        """Counts the warp as the totals are taken, so ships lost to it after the reveal count too."""
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            parts[side]["bonus"] += sum(state["warp"])
        return parts
