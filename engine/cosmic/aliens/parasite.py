"""Parasite (green; not a main player; optional; alliance): may join either side without an invitation."""

from __future__ import annotations

from typing import Any

from engine.cosmic.powers import Power, alien


@alien
class Parasite(Power):
    name, alert, who, optional = "Parasite", "green", "not main", True
    summary = "may ally with either side without being invited"

    def hook_sides(self, state: dict[str, Any], owner: int, sides: list[str], seat: int) -> list[str]:
        return ["offense", "defense"] if seat == owner else sides
