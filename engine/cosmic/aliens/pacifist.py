"""Pacifist (green; main player; mandatory; reveal): a negotiate it reveals against an attack wins."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used


@alien
class Pacifist(Power):
    name, alert, who, optional = "Pacifist", "green", "main", False
    points = frozenset({"reveal"})
    summary = "wins when it reveals a negotiate against an attack"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        effective = state["enc"]["effective"]
        mine = role(state, seat)
        other = "defense" if mine == "offense" else "offense"
        return effective[mine][0] == "negotiate" and effective[other][0] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.pacifist", seat=seat))

    def hook_winner(self, state: dict[str, Any], seat: int, winner: str, totals: Any = None) -> str:
        main = role(state, seat) in ("offense", "defense")
        return role(state, seat) if main and used(state, seat, self.name) else winner
