"""Pacifist's flare.  Wild (main player, reveal): a negotiate you revealed against an attack becomes an
attack 15.  (Its super half, about failed deals, is not in yet.)"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.flare import Half, flare
from engine.cosmic.planning import outcome_kind
from engine.cosmic.powers import role

WILD_ATTACK = 15


@flare
class PacifistWild(Half):
    alien, half, who, points = "Pacifist", "wild", "main", frozenset({"reveal"})
    text = f"your negotiate becomes an attack {WILD_ATTACK}"

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        effective = state["enc"]["effective"]
        mine = role(state, seat)
        other = "defense" if mine == "offense" else "offense"
        return effective[mine][0] == "negotiate" and effective[other][0] == "attack"

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["effective"][role(state, seat)] = ["attack", WILD_ATTACK]
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
