"""Will's flare.  Wild (offense, destiny): when destiny drew another player's colour, you may attack that
player's colony in any system.  Super (offense, regroup): look at one other player's hand before the Will
chooses the defense (the engine has no window between the destiny draw and the Will's choice, so it is played
at the regroup)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import board
from engine.cosmic.destiny import named_player, set_defense
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.prompt_text import say

State = dict[str, Any]


def foreign_targets(state: State) -> list[int]:
    """The named defense's colonies outside the system destiny chose."""
    enc = state["enc"]
    return [p for p in board.colonies(state, enc["defense"]) if board.system_of(state, p) != enc["system"]]


@flare
class WillWild(Half):
    alien, half, who, points = "Will", "wild", "offense", frozenset({"destiny"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        card = enc["destiny"] or ""
        return (card.startswith("color:") and enc["defense"] is not None and named_player(state, card) == enc["defense"]
                and bool(foreign_targets(state)))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        defense = state["enc"]["defense"]
        return [(str(p), say("flare.will.wild.planet", seat=defense, planet=board.planet_ref(state, p)))
                for p in foreign_targets(state)]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if arg.isdigit() and int(arg) in foreign_targets(state):
            set_defense(state, state["enc"]["defense"], board.system_of(state, int(arg)), int(arg), ev)


@flare
class WillSuper(Half):
    alien, half, who, points = "Will", "super", "offense", frozenset({"regroup"})

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("flare.will.super.seat", seat=s)) for s in board.priority_order(state) if s != seat]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = int(arg) if arg.isdigit() else None
        if other is None or other == seat or other >= state["n"]:
            return
        hand = sorted(state["hands"][other])
        ev.append(event("flare.will.hand", (seat,), seat=other, cards=hand))
