"""Virus's flare.  Wild (main player, reveal): your ships are multiplied by your allies' ships instead of
added to them.  Super (main player, reveal): the Virus multiplies its card by every ship on its side."""

from __future__ import annotations

from typing import Any

from engine.cosmic import resolution
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role


@flare
class VirusWild(Half):
    alien, half, who, points = "Virus", "wild", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only with allies' ships on your side: without them there is nothing to multiply by."""
        if state["enc"]["outcome_kind"] != "attack":
            return False
        ships = resolution.parts(state)[role(state, seat)]["ships"]
        return any(n for s, n in ships.items() if s != seat)

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side not in parts or not played(state, seat, "Virus", "wild"):
            return parts
        ships = parts[side]["ships"]
        allies = sum(n for s, n in ships.items() if s != seat)
        if allies:
            ships[seat] = ships[seat] * allies
            for other in ships:
                if other != seat:
                    ships[other] = 0
        return parts


@flare
class VirusSuper(Half):
    alien, half, who, points = "Virus", "super", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"
