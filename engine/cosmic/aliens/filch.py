"""Filch (green; main player; optional; resolution): takes the opponent's encounter card into its hand
when the cards are discarded (not one the Clone kept)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say


def opponents_card(state: dict[str, Any], seat: int) -> int | None:
    other = "defense" if role(state, seat) == "offense" else "offense"
    return state["enc"]["cards"][other]


@alien
class Filch(Power):
    name, alert, who, optional = "Filch", "green", "main", True
    points = frozenset({"end_encounter"})
    summary = "may take its opponent's encounter card after the encounter"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        card = opponents_card(state, seat)
        return card is not None and str(card) not in state["enc"]["to_hand"]

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.filch", card=opponents_card(state, seat)))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        card = opponents_card(state, seat)
        state["enc"]["to_hand"][str(card)] = seat
        ev.append(event("power.filch", seat=seat, card=card))
