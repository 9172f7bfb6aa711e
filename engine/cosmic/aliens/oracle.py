"""Oracle (green; main player; mandatory; planning): the opponent chooses first, face up; then Oracle chooses."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role


@alien
class Oracle(Power):
    name, alert, who, optional = "Oracle", "green", "main", False
    points = frozenset({"planning.before"})
    summary = "sees its opponent's encounter card, played face up, before choosing its own"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = "defense" if role(state, seat) == "offense" else "offense"
        state["enc"]["card_first"] = other
        ev.append(event("power.oracle", seat=seat, other=other))
