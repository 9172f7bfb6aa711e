"""Anti-Matter (yellow; main player; mandatory; reveal): when both cards are attacks, the lower total wins, and
the ships of its side (its own and its allies') are subtracted from its total instead of added.
Ties still go to the defense."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used


@alien
class AntiMatter(Power):
    name, alert, who, optional = "Anti-Matter", "yellow", "main", False
    points = frozenset({"reveal"})
    summary = "when both cards are attacks the lower total wins; its side's ships subtract from its total"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.antimatter", seat=seat, seat_2=role(state, seat)))

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            parts[side]["ships"] = {s: -n for s, n in parts[side]["ships"].items()}
        return parts

    def hook_winner(self, state: dict[str, Any], seat: int, winner: str, totals: Any = None) -> str:
        if totals is None or not used(state, seat, self.name) or state["enc"]["outcome_kind"] != "attack":
            return winner
        return "offense" if totals["offense"] < totals["defense"] else "defense"
