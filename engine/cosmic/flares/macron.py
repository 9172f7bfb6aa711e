"""Macron's flare.  Wild (main player or ally, reveal): with an attack card, +1 per ship of yours in the
encounter.  Super (offense after destiny, or a possible ally before invitations): the Macron may send up to 4
ships to this encounter, launching them as the offense or joining an alliance with them."""

from __future__ import annotations

from typing import Any

from engine.cosmic import resolution
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role, side_of


@flare
class MacronWild(Half):
    alien, half, who, points = "Macron", "wild", "main or ally", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def hook_totals(self, state: dict[str, Any], seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        """Counts the ships themselves, not what a power made of them (a Virus's or an Anti-Matter's)."""
        side = side_of(state, seat)
        if side and played(state, seat, "Macron", "wild"):
            parts[side]["bonus"] += resolution.parts(state)[side]["ships"].get(seat, 0)
        return parts


@flare
class MacronSuper(Half):
    alien, half, who, points = "Macron", "super", "any", frozenset({"destiny", "alliance.before"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """The offense before it launches; anyone else but the defense before the invitations it may accept."""
        return role(state, seat) == ("offense" if point == "destiny" else "bystander")
