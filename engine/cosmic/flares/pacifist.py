"""Pacifist's flare.  Wild (main player, reveal): a negotiate you revealed against an attack becomes an
attack 15.  Super (main player, when two negotiates are revealed): if the deal then fails, you lose 2 ships
fewer and your opponent 2 more (the engine has no window once a deal has failed, so it is played before)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.planning import outcome_kind
from engine.cosmic.powers import role

WILD_ATTACK = 15
SUPER_SHIFT = 2


@flare
class PacifistWild(Half):
    alien, half, who, points = "Pacifist", "wild", "main", frozenset({"reveal"})
    params = {"attack": WILD_ATTACK}

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        effective = state["enc"]["effective"]
        mine = role(state, seat)
        other = "defense" if mine == "offense" else "offense"
        return effective[mine][0] == "negotiate" and effective[other][0] == "attack"

    def effect(self, state: dict[str, Any], seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        enc["effective"][role(state, seat)] = ["attack", WILD_ATTACK]
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))


@flare
class PacifistSuper(Half):
    alien, half, who, points = "Pacifist", "super", "main", frozenset({"reveal"})
    params = {"shift": SUPER_SHIFT}

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "deal"

    def hook_penalty(self, state: dict[str, Any], owner: int, ships: int, seat: int) -> int:
        if not played(state, owner, "Pacifist", "super"):
            return ships
        return max(0, ships - SUPER_SHIFT) if seat == owner else ships + SUPER_SHIFT
