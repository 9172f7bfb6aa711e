"""Human (yellow; main player or ally; mandatory; reveal): +4 to its side; zapped, its side wins."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, flare
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, side_of, used

BONUS = 4
SUPER_BONUS = 8


@alien
class Human(Power):
    name, alert, who, optional = "Human", "yellow", "main or ally", False
    points = frozenset({"reveal"})
    summary = "adds 4 to its side's total; if the power is zapped, its side wins"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        who, side = board.name(state, seat), side_of(state, seat)
        ev.append(event("power.human", who=who, bonus=BONUS, side=side))

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = side_of(state, seat)
        if side and used(state, seat, self.name):
            parts[side]["bonus"] += SUPER_BONUS if flare.played(state, seat, "Human", "super") else BONUS
        return parts

    def on_zapped(self, state: dict[str, Any], seat: int, ev: list[Event]) -> None:
        side = side_of(state, seat)
        if side:
            state["enc"]["forced_winner"] = side
            ev.append(event("power.human.zapped", side=side))
