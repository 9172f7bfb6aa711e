"""Hate's flare.  Wild (main player, before cards are chosen): your opponent discards a card at random; if it is
then left without an encounter card, you win the encounter (the encounter goes on, a defense draws its new
hand, and the outcome is yours whatever the cards).  Super (offense, start of the turn): the card chosen for the
power is shown instead of discarded, and kept.  The power is mandatory and goes on the stack as the turn
starts; the super is played in the reaction to it (``card.played``, where a Cosmic Zap on the use would be), so
it resolves first and the power then shows the card it asks for (``hate.card``) without discarding it.  A Card
Zap on the flare leaves the card to be discarded as usual."""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic import hands
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role

State = dict[str, Any]


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


@flare
class HateWild(Half):
    alien, half, who, points = "Hate", "wild", "main", frozenset({"planning.before"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["hands"][opponent(state, seat)])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = opponent(state, seat)
        hand = state["hands"][other]
        if not hand:
            return
        cid = hand.pop(rng.randbelow(state, len(hand)))
        ev.append(event("flare.hate", seat=other, card=cid))
        hands.discard(state, other, [cid], ev, "Hate wild flare")
        if not hands.has_encounter_card(state, other):
            state["enc"]["forced_winner"] = role(state, seat)
            ev.append(event("flare.hate.win", seat=seat, other=other))


@flare
class HateSuper(Half):
    alien, half, who, points = "Hate", "super", "offense", frozenset({"card.played"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        top = state["stack"][-1] if state["stack"] else None
        return (top is not None and top["seat"] == seat and top["key"].startswith("power:")
                and top["point"] == "start_turn" and not top["cancelled"] and state["aliens"][seat] == "Hate"
                and len(state["hands"][seat]) > 0)

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        state["enc"]["hate_keeps"] = seat
