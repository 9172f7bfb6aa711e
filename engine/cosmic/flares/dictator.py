"""Dictator's flare.  Wild (anyone but the offense, destiny): once the destiny card is seen, the offense
discards it and draws again.  Super (offense, before the destiny draw): the Dictator uses its power on its own
turn."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import board, windows
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare

State = dict[str, Any]


@flare
class DictatorWild(Half):
    alien, half, who, points = "Dictator", "wild", "not offense", frozenset({"destiny"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["destiny"] is not None and not state["enc"]["recolonize"]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        board.name(state, state["turn"]["offense"])
        ev.append(event("flare.dictator", seat=seat, offense=state["turn"]["offense"], destiny=enc["destiny"]))
        enc["defense"] = enc["system"] = enc["target"] = None
        windows.continue_at(state, "destiny")


@flare
class DictatorSuper(Half):
    alien, half, who, points = "Dictator", "super", "offense", frozenset({"regroup"})
