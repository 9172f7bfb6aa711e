"""Fido's flare.  Wild (main player, before cards are chosen): your opponent takes the top card of the discard
pile, then you draw a card.  Super (any player, end of the encounter): Fido may use its power once for each
encounter card, offering them one by one (see ``aliens/fido.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.aliens.fido import unclaimed
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role

State = dict[str, Any]


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


@flare
class FidoWild(Half):
    alien, half, who, points = "Fido", "wild", "main", frozenset({"planning.before"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["discard"])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = opponent(state, seat)
        if state["discard"]:
            card = state["discard"].pop()
            state["hands"][other].append(card)
            ev.append(event("flare.fido", seat=other, card=card))
        hands.draw(state, seat, 1, ev, "Fido wild flare")


@flare
class FidoSuper(Half):
    alien, half, who, points = "Fido", "super", "any", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return len(unclaimed(state)) > 1
