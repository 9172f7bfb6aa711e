"""Sorcerer's flare.  Wild (any player, before cards are chosen, while the Sorcerer is not a main player):
the main players swap alien powers for good; the flare then goes to the Sorcerer's player (discarded if no
one is the Sorcerer).  Super (ally, once cards are chosen): the Sorcerer swaps the two face-down cards as an
ally."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare

State = dict[str, Any]


def sorcerer_seat(state: State) -> int | None:
    return next((s for s, a in enumerate(state["aliens"] or []) if a == "Sorcerer"), None)


@flare
class SorcererWild(Half):
    alien, half, who, points = "Sorcerer", "wild", "any", frozenset({"planning.before"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["aliens"] is not None and sorcerer_seat(state) not in (state["turn"]["offense"],
                                                                            state["enc"]["defense"])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        aliens = state["aliens"]
        off, defense = state["turn"]["offense"], state["enc"]["defense"]
        aliens[off], aliens[defense] = aliens[defense], aliens[off]
        ev.append(event("flare.sorcerer", off=off, defense=defense, aliens=aliens[off], aliens_2=aliens[defense]))

    def afterwards(self, state: State, seat: int, arg: str) -> int | None:
        return sorcerer_seat(state)


@flare
class SorcererSuper(Half):
    alien, half, who, points = "Sorcerer", "super", "ally", frozenset({"planning.after"})

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cards = state["enc"]["cards"]
        cards["offense"], cards["defense"] = cards["defense"], cards["offense"]
        ev.append(event("flare.sorcerer.swap", seat=seat))
