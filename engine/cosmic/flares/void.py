"""Void's flare.  Wild (any player, when an artifact is played): send one of your ships from a colony outside
the encounter to the warp to cancel that artifact (it is discarded).  Super (ally, once the outcome is known):
the Void uses its power as an ally too, when its side wins (see ``aliens/void.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.cards import COSMIC
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import side_of
from engine.cosmic.prompt_text import colony, say

State = dict[str, Any]


def outside(state: State, seat: int) -> list[int]:
    """Colonies whose ships are not in the encounter (a defense's on the target planet are)."""
    enc = state["enc"]
    return [p for p in board.colonies(state, seat) if not (seat == enc["defense"] and p == enc["target"])]


def artifact_on_top(state: State) -> bool:
    stack = state["stack"]
    return bool(stack) and stack[-1]["card"] is not None and COSMIC[stack[-1]["card"]].type == "artifact"


@flare
class VoidWild(Half):
    alien, half, who, points = "Void", "wild", "any", frozenset({"card.played"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return artifact_on_top(state) and bool(outside(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        top = state["stack"][-1]
        return [(str(p), say("flare.void.wild.colony", colony=colony(state, p, seat).to_dict(), artifact=top["card"]))
                for p in outside(state, seat)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        planet = int(arg)
        if state["planets"][planet][seat] > 0:
            state["planets"][planet][seat] -= 1
            board.to_warp(state, seat, 1, ev, "Void wild flare")
        if artifact_on_top(state):
            state["stack"][-1]["cancelled"] = True


@flare
class VoidSuper(Half):
    alien, half, who, points = "Void", "super", "ally", frozenset({"resolution"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["winner"] == side_of(state, seat)
