"""Calculator's flare.  Wild (main player, after cards are chosen): call odd or even; if both revealed cards
are attacks and the parity of their sum is the one called, the opponent's card is reduced by yours, else
yours by the opponent's (to no less than 0).  Super (ally, after cards are chosen): the Calculator may use its
power as an ally (see :mod:`engine.cosmic.aliens.calculator`)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.aliens.calculator import revealed_attacks
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
CALLS = {"odd": 1, "even": 0}


@flare
class CalculatorWild(Half):
    alien, half, who, points = "Calculator", "wild", "main", frozenset({"planning.after"})

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(call, say(f"flare.calculator.wild.{call}")) for call in CALLS]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["calculator_call"] = [seat, arg]

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        values = revealed_attacks(state)
        call = state["enc"].get("calculator_call")
        if values is None or not played(state, seat, "Calculator", "wild") or call is None or call[0] != seat:
            return parts
        mine = role(state, seat)
        other = "defense" if mine == "offense" else "offense"
        value = dict(zip(("offense", "defense"), values, strict=True))
        right = sum(values) % 2 == CALLS[call[1]]
        reduced, by = (other, mine) if right else (mine, other)
        parts[reduced]["card"] = max(0, parts[reduced]["card"] - value[by])
        return parts


@flare
class CalculatorSuper(Half):
    alien, half, who, points = "Calculator", "super", "ally", frozenset({"planning.after"})

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("flare.calculator", seat=seat))
