"""Clone (green; main player; optional; resolution): takes its own encounter card back into its hand
instead of discarding it.  Clone's claim wins over Filch's on the same card, unless the table plays them in
priority order (table option ``clone_filch``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import table_options
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say


@alien
class Clone(Power):
    name, alert, who, optional = "Clone", "green", "main", True
    points = frozenset({"end_encounter"})
    summary = "may take its encounter card back into its hand after the encounter"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        card = state["enc"]["cards"][role(state, seat)]
        if card is None:
            return False
        claimed = state["enc"]["to_hand"].get(str(card))
        return claimed is None if table_options.get(state, "clone_filch") == "priority" else claimed != seat

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        card = state["enc"]["cards"][role(state, seat)]
        return [("", say("power.clone", card=card))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        card = state["enc"]["cards"][role(state, seat)]
        state["enc"]["to_hand"][str(card)] = seat
        ev.append(event("power.clone", seat=seat, card=card))
