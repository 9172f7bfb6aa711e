"""Machine (red; offense; optional; end of the encounter): may have another encounter after any encounter, won or
lost, while it holds an encounter card.

The use is put on the stack by itself at the end of an encounter after which the turn would otherwise end, so a
Cosmic Zap can meet it; whether the Machine takes the further encounter stays its choice (the "another encounter"
question)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import hands
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, used
from engine.cosmic.prompt_text import say


@alien
class Machine(Power):
    name, alert, who, optional = "Machine", "red", "offense", False
    points = frozenset({"end_encounter"})
    summary = "may keep having encounters on its turn while it holds an encounter card"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only where the rulebook would end the turn, and only with an encounter card to play."""
        usual = state["enc"]["success"] and state["turn"]["encounter"] == 1
        return not usual and hands.has_encounter_card(state, seat)

    def choices(self, state: dict[str, Any], seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.machine"))]

    def use(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.machine", seat=seat))

    def hook_another_encounter(self, state: dict[str, Any], owner: int, allowed: bool) -> bool:
        return allowed or used(state, owner, self.name)
