"""Chosen's flare.  Wild (main player, before cards are chosen): draw one card.  Super (main player, reveal):
the Chosen keeps the drawn cards that are not encounter cards when it uses its power (see ``aliens/chosen.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import usable_now


@flare
class ChosenWild(Half):
    alien, half, who, points = "Chosen", "wild", "main", frozenset({"planning.before"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return bool(state["deck"] or state["discard"])

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hands.draw(state, seat, 1, ev, "Chosen flare")


@flare
class ChosenSuper(Half):
    alien, half, who, points = "Chosen", "super", "main", frozenset({"reveal"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        """Only worth playing before the power is used: it changes what the use does."""
        return usable_now(state, seat, point) is not None
