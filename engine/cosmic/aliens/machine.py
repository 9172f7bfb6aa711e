"""Machine (red; offense; optional; resolution): may have another encounter after any encounter, won or lost,
while it holds an encounter card."""

from __future__ import annotations

from typing import Any

from engine.cosmic.powers import Power, alien


@alien
class Machine(Power):
    name, alert, who, optional = "Machine", "red", "offense", True
    summary = "may keep having encounters on its turn while it holds an encounter card"

    def hook_another_encounter(self, state: dict[str, Any], owner: int, allowed: bool) -> bool:
        return allowed or owner == state["turn"]["offense"]
