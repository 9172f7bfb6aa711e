"""Trader (green; main player; optional; planning, before cards are chosen): swap hands with the opponent."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say


@alien
class Trader(Power):
    name, alert, who, optional = "Trader", "green", "main", True
    points = frozenset({"planning.before"})
    summary = "may swap hands with its opponent before encounter cards are chosen"

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.trader"))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]
        hands = state["hands"]
        hands[seat], hands[other] = hands[other], hands[seat]
        ev.append(event("power.trader", seat=seat, other=other))
