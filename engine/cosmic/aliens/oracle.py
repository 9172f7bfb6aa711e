"""Oracle (green; main player; mandatory; planning): the opponent chooses first, face up; then Oracle chooses."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board
from engine.cosmic.powers import Power, alien, role


@alien
class Oracle(Power):
    name, alert, who, optional = "Oracle", "green", "main", False
    points = frozenset({"planning.before"})
    summary = "sees its opponent's encounter card, played face up, before choosing its own"

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = "defense" if role(state, seat) == "offense" else "offense"
        state["enc"]["card_first"] = other
        ev.append(Event("power.oracle", f"{board.name(state, seat)} (Oracle): the {other} plays its card face up "
                        "first."))
