"""Clone's flare.  Wild (any player, when an artifact of yours was just played): after its effect the artifact
goes back to your hand instead of the discard pile.  Super (main player, the outcome is known): a losing
negotiator Clone takes double compensation (a shorter hand is taken whole)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.cards import COSMIC
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role


@flare
class CloneWild(Half):
    alien, half, who, points = "Clone", "wild", "any", frozenset({"card.played"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        if not state["stack"]:
            return False
        top = state["stack"][-1]
        return (top["seat"] == seat and top["card"] is not None and COSMIC[top["card"]].type == "artifact"
                and not top["cancelled"] and "keeper" not in top)

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The artifact is still on the stack below this flare: it names its keeper (see ``Artifact.keeper``)."""
        if state["stack"]:
            state["stack"][-1]["keeper"] = seat


@flare
class CloneSuper(Half):
    alien, half, who, points = "Clone", "super", "main", frozenset({"resolution"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        enc, mine = state["enc"], role(state, seat)
        return (enc["outcome_kind"] == "compensation" and enc["effective"][mine][0] == "negotiate"
                and enc["winner"] != mine and not enc["ionic_gas"])

    def hook_compensation(self, state: dict[str, Any], owner: int, count: int, seat: int) -> int:
        return count * 2 if seat == owner and played(state, owner, "Clone", "super") else count
