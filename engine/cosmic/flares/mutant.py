"""Mutant's flare.  Wild (main player, end of the encounter): after a win or a deal, take one card at random
from the opponent and one from each of its allies.  Super (main player, before invitations): used instead
of the power, discard up to three cards, then refill to eight as the power does."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option
from engine.cosmic import flow, hands
from engine.cosmic.aliens import mutant
from engine.cosmic.cards import from_key, key
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import mark_used, role
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]
MOST_DISCARDED = 3
POINT = "alliance.before"


def opponents(state: State, seat: int) -> list[int]:
    """The opponent, then its allies."""
    enc = state["enc"]
    if role(state, seat) == "offense":
        return [enc["defense"], *enc["allies_def"]]
    return [state["turn"]["offense"], *enc["allies_off"]]


@flare
class MutantWild(Half):
    alien, half, who, points = "Mutant", "wild", "main", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        won = enc["winner"] == role(state, seat) or (enc["deal"] is not None and enc["deal"]["made"] is True)
        return won and any(state["hands"][s] for s in opponents(state, seat))

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        for giver in opponents(state, seat):
            taken = hands.take_random(state, giver, seat, 1)
            if taken:
                ev.append(event("flare.mutant.take", seat=seat, **{"from": giver}))
                ev.append(event("flare.mutant.card", (seat, giver), cards=taken, taken=taken[0]))


@flare
class MutantSuper(Half):
    alien, half, who, points = "Mutant", "super", "main", frozenset({POINT})
    params = {"most": MOST_DISCARDED, "hand": hands.HAND_SIZE}

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return [self.alien, POINT] not in state["enc"]["used_at"] and bool(state["hands"][seat])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """This is the power's use for the encounter: it is not offered again here."""
        mark_used(state, self.alien, POINT)
        flow.ask(state, "mutant.discard", seat)


@flow.decision
class MutantDiscard(flow.Decision):
    kind = "mutant.discard"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("mutant.discard", count=MOST_DISCARDED, size=hands.HAND_SIZE)

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        hand = sorted(state["hands"][spec["seat"]])
        return [Field("cards", say("cards.discard"), "multi", tuple(Option(key(c), card(c)) for c in hand),
                      min=0, max=min(MOST_DISCARDED, len(hand)))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        flow.done(state, spec)
        cards = [from_key(k) for k in choice["cards"]]
        for c in cards:
            state["hands"][seat].remove(c)
        if cards:
            ev.append(event("flare.mutant.discard", seat=seat, cards=cards))
            hands.discard(state, seat, cards, ev, "Mutant")
        mutant.ask_next(state, seat)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Discard nothing: the refill alone is the power as printed."""
        return {"cards": []}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        hand = sorted(state["hands"][spec["seat"]])
        return {"cards": [key(c) for c in r.sample(hand, r.randint(0, min(MOST_DISCARDED, len(hand))))]}
