"""Hate's flare.  Wild (main player, before cards are chosen): your opponent discards a card at random; if it is
then left without an encounter card, you win the encounter (the encounter goes on, a defense draws its new
hand, and the outcome is yours whatever the cards).  Super (offense, start of the turn): the card shown for the
power is kept: the engine uses the power as soon as the turn starts, so the flare is played once the others
have answered and takes the card back from the discard pile."""

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
    text = "your opponent discards a card at random; left without an encounter card, it loses the encounter"

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
    alien, half, who, points = "Hate", "super", "offense", frozenset({"start_turn"})
    text = "keep the card you discarded to your power"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        hate = state["enc"].get("hate")
        return hate is not None and hate["hate"] == seat and hate["card"] in state["discard"]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cid = state["enc"]["hate"]["card"]
        if cid in state["discard"]:
            state["discard"].remove(cid)
            state["hands"][seat].append(cid)
            ev.append(event("flare.hate.keep", seat=seat, card=cid))
