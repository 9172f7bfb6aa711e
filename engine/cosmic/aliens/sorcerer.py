"""Sorcerer (green; main player; optional; planning, after cards are chosen): swap the two face-down cards."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say


@alien
class Sorcerer(Power):
    name, alert, who, optional = "Sorcerer", "green", "main", True
    points = frozenset({"planning.after"})
    summary = "may swap the two encounter cards after they are chosen, before they are revealed"

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.sorcerer"))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cards = state["enc"]["cards"]
        cards["offense"], cards["defense"] = cards["defense"], cards["offense"]
        ev.append(event("power.sorcerer", seat=seat))
