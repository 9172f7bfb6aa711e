"""Virus (red; main player; mandatory; reveal): its attack card is multiplied by its own ships instead of added."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flare
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used


@alien
class Virus(Power):
    name, alert, who, optional = "Virus", "red", "main", False
    points = frozenset({"reveal"})
    summary = "multiplies its attack card by its ships in the encounter instead of adding them"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.virus", seat=seat))

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            every = flare.played(state, seat, "Virus", "super")
            counted = [s for s in parts[side]["ships"] if every or s == seat]
            parts[side]["card"] *= sum(parts[side]["ships"][s] for s in counted)
            for s in counted:
                parts[side]["ships"][s] = 0
        return parts
