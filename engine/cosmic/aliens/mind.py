"""Mind (yellow; any player; optional; alliance, before invitations): looks at one main player's hand (its
opponent's when it is a main player).  Only the Mind sees what it saw."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say


def main_players(state: dict[str, Any], seat: int) -> list[int]:
    """The hands the Mind may look at: its opponent's, or either main player's."""
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    return [defense] if seat == off else [off] if seat == defense else [off, defense]


@alien
class Mind(Power):
    name, alert, who, optional = "Mind", "yellow", "any", True
    points = frozenset({"alliance.before"})
    summary = "may look at a main player's hand before allies are invited"

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("power.mind", seat=s)) for s in main_players(state, seat)]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = int(arg)
        hand = sorted(state["hands"][other])
        ev.append(event("power.mind", seat=seat, other=other))
        ev.append(event("power.mind.hand", (seat,), seat=other, cards=hand))
