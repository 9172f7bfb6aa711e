"""Tripler (red; main player; mandatory; reveal): its attack card is tripled if 10 or less, else a third (up)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flare
from engine.cosmic.events import event
from engine.cosmic.flares.tripler import SUPER_LIMIT
from engine.cosmic.powers import Power, alien, role, used


def tripled(value: int, limit: int = 10) -> int:
    return value * 3 if value <= limit else -(-value // 3)


@alien
class Tripler(Power):
    name, alert, who, optional = "Tripler", "red", "main", False
    points = frozenset({"reveal"})
    summary = "its attack card counts triple if 10 or less, a third (rounded up) if more"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["effective"][role(state, seat)][0] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        value = state["enc"]["effective"][role(state, seat)][1]
        ev.append(event("power.tripler", seat=seat, value=value, value_2=tripled(value)))

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            limit = SUPER_LIMIT if flare.played(state, seat, "Tripler", "super") else 10
            parts[side]["card"] = tripled(parts[side]["card"], limit)
        return parts
