"""Tripler's flare.  Wild (main player, reveal): an opponent's attack of 15 or more is divided by 3,
rounded up.  Super (main player, reveal): the Tripler triples cards up to 13 instead of up to 10."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role

WILD_FROM = 15
SUPER_LIMIT = 13


def opponent(state: dict[str, Any], seat: int) -> str:
    return "defense" if role(state, seat) == "offense" else "offense"


@flare
class TriplerWild(Half):
    alien, half, who, points = "Tripler", "wild", "main", frozenset({"reveal"})
    params = {"least": WILD_FROM}

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        card = state["enc"]["effective"][opponent(state, seat)]
        return card[0] == "attack" and card[1] >= WILD_FROM

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        card = state["enc"]["effective"][opponent(state, seat)]
        card[1] = -(-card[1] // 3)


@flare
class TriplerSuper(Half):
    alien, half, who, points = "Tripler", "super", "main", frozenset({"reveal"})
    params = {"most": SUPER_LIMIT}

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        card = state["enc"]["effective"][role(state, seat)]
        return card[0] == "attack" and 10 < card[1] <= SUPER_LIMIT
