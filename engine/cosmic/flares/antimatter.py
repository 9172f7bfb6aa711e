"""Anti-Matter's flare: both halves answer another player's flare as it is played (the stack's ``card.played``
reaction point), like a Card Zap limited to flares.  Wild (main player or ally): cancel a wild flare.  Super (any
player): cancel a wild or super flare.  The cancelled flare is discarded; once per encounter, as every flare."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.cards import COSMIC
from engine.cosmic.flare import Half, flare, half_for
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def flare_on_top(state: State, seat: int) -> tuple[str, str] | None:
    """The alien and half of the flare another player just played (top of the stack, not yet cancelled)."""
    top = state["stack"][-1] if state["stack"] else None
    if top is None or top["seat"] == seat or top["cancelled"] or not top["key"].startswith("flare:"):
        return None
    alien = COSMIC[top["card"]].name
    half = half_for(state, top["seat"], alien)
    return (alien, half.half) if half is not None else None


class Cancel(Half):
    alien, points = "Anti-Matter", frozenset({"card.played"})
    halves: frozenset[str] = frozenset()

    def can_use(self, state: State, seat: int, point: str) -> bool:
        top = flare_on_top(state, seat)
        return top is not None and top[1] in self.halves

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        top = flare_on_top(state, seat)
        if top is None:  # the flare is gone meanwhile: say what this half does
            return [("", self.text())]
        return [("", say(f"flare.antimatter.cancel.{top[1]}", seat=state["stack"][-1]["seat"], alien=top[0]))]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The cancelled flare is the next item on the stack; it is discarded when the stack resolves."""
        if state["stack"]:
            state["stack"][-1]["cancelled"] = True


@flare
class AntiMatterWild(Cancel):
    half, who, halves = "wild", "main or ally", frozenset({"wild"})


@flare
class AntiMatterSuper(Cancel):
    half, who, halves = "super", "any", frozenset({"wild", "super"})
