"""Citadel's flare.  Wild (main player or ally, once the cards are revealed): +5 to the defense's total (the
source's record of this half is partly garbled; this is its reading in ``shared/rules``).  Super (any player,
once cards are chosen, when the target planet has the Citadel's citadels): the activated citadels subtract from
the defense's total instead of adding (the power's totals read this half)."""

from __future__ import annotations

from typing import Any

from engine.cosmic.aliens.citadel import at_target
from engine.cosmic.flare import Half, flare, played

State = dict[str, Any]
WILD_BONUS = 5


@flare
class CitadelWild(Half):
    alien, half, who, points = "Citadel", "wild", "main or ally", frozenset({"reveal"})
    params = {"bonus": WILD_BONUS}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack"

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        if played(state, seat, "Citadel", "wild"):
            parts["defense"]["bonus"] += WILD_BONUS
        return parts


@flare
class CitadelSuper(Half):
    alien, half, who, points = "Citadel", "super", "any", frozenset({"planning.after"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(at_target(state))
