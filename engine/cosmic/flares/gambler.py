"""Gambler's flare.  Wild (main player, once cards are chosen): name a spread; when both revealed cards are
attacks differing by at least that much, the spread is added to your side.  Super (main player, once the Gambler has
stated its value, before its opponent answers: timing point ``claim``): raise the stakes, 1 to 20 more ships for
whoever is wrong about the claim (shown to the opponent with the claim)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic.aliens.gambler import gamble
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
SPREADS = (2, 4, 6, 8, 10, 15, 20)
STAKES = (1, 2, 3, 4, 5, 10, 15, 20)


@flare
class GamblerWild(Half):
    alien, half, who, points = "Gambler", "wild", "main", frozenset({"planning.after"})

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(n), say("flare.gambler.wild.spread", count=n)) for n in SPREADS]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["spread"] = int(arg) if arg.isdigit() else SPREADS[0]

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        enc, mine = state["enc"], role(state, seat)
        spread = enc.get("spread")
        apart = abs(enc["effective"]["offense"][1] - enc["effective"]["defense"][1])
        if spread and mine in parts and played(state, seat, "Gambler", "wild") and apart >= spread:
            parts[mine]["bonus"] += spread
        return parts


@flare
class GamblerSuper(Half):
    alien, half, who, points = "Gambler", "super", "main", frozenset({"claim"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        bet = gamble(state)
        return bet is not None and bet["seat"] == seat and bet["claim"] is not None and bet["challenged"] is None

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(n), say("flare.gambler.super.stakes", count=n)) for n in STAKES]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        bet = gamble(state)
        if bet is not None:
            bet["stakes"] = int(arg) if arg.isdigit() else STAKES[0]
