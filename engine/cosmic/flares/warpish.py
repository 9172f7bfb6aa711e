"""Warpish's flare.  Wild (main player, reveal): with an attack card, +1 for each of your own ships in the
warp.  Super (main player, reveal): your opponent subtracts 1 for each of its own ships in the warp."""

from __future__ import annotations

from typing import Any

from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role


def opponent_side(state: dict[str, Any], seat: int) -> str:
    return "defense" if role(state, seat) == "offense" else "offense"


def opponent_seat(state: dict[str, Any], seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


@flare
class WarpishWild(Half):
    alien, half, who, points = "Warpish", "wild", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only when both cards are attacks (totals decide) and you have ships in the warp."""
        return state["enc"]["outcome_kind"] == "attack" and state["warp"][seat] > 0

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and played(state, seat, "Warpish", "wild"):
            parts[side]["bonus"] += state["warp"][seat]
        return parts


@flare
class WarpishSuper(Half):
    alien, half, who, points = "Warpish", "super", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only when both cards are attacks (totals decide) and the opponent has ships in the warp."""
        return state["enc"]["outcome_kind"] == "attack" and state["warp"][opponent_seat(state, seat)] > 0

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in ("offense", "defense") and played(state, seat, "Warpish", "super"):
            parts[opponent_side(state, seat)]["bonus"] -= state["warp"][opponent_seat(state, seat)]
        return parts

