"""Macron (green; main player or ally; mandatory; launch, alliance, reveal): sends only one ship to an
encounter; each of its ships counts 4 in the totals and 2 for compensation and rewards."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import flare
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, side_of, used

WORTH = 4


@alien
class Macron(Power):
    name, alert, who, optional = "Macron", "green", "main or ally", False
    points = frozenset({"reveal"})
    summary = "commits only 1 ship to an encounter, but each ship counts 4 (and 2 for compensation and rewards)"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.macron", seat=seat, worth=WORTH))

    def hook_totals(self, state: dict[str, Any], owner: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = side_of(state, owner)
        if side and used(state, owner, self.name):
            parts[side]["ships"][owner] *= WORTH
        return parts

    def hook_encounter_ships(self, state: dict[str, Any], owner: int, most: int, seat: int) -> int:
        if seat != owner or flare.played(state, owner, "Macron", "super"):
            return most
        return min(most, 1)

    def hook_compensation(self, state: dict[str, Any], owner: int, count: int, seat: int) -> int:
        return count * 2 if seat == owner else count

    def hook_rewards(self, state: dict[str, Any], owner: int, count: int, seat: int) -> int:
        return count * 2 if seat == owner else count
