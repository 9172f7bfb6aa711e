"""Healer's flare.  Wild (any player, on the stack's ``card.played`` reaction point): ignore a Cosmic Zap aimed
at your power: the zap is cancelled and discarded.  Super (any player, end of the encounter, before the power is
used): the Healer charges each healed player one card per ship healed instead of drawing (see
``aliens/healer.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import POWER_UNITS, usable_now

State = dict[str, Any]


@flare
class HealerWild(Half):
    alien, half, who, points = "Healer", "wild", "any", frozenset({"card.played"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        stack = state["stack"]
        return (len(stack) > 1 and stack[-1]["key"].startswith("cosmiczap:") and not stack[-1]["cancelled"]
                and stack[-2]["key"].split(":", 1)[0] in POWER_UNITS and stack[-2]["seat"] == seat)

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """The Cosmic Zap is the next item on the stack."""
        if state["stack"]:
            state["stack"][-1]["cancelled"] = True


@flare
class HealerSuper(Half):
    alien, half, who, points = "Healer", "super", "any", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Only worth playing before the power is used: it changes what the use does."""
        return usable_now(state, seat, point) is not None
