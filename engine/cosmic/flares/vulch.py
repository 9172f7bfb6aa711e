"""Vulch's flare.  Wild (main player, end of the encounter): after a win or a deal, your opponent hands you
its cards one at a time (at random); you discard each until you keep one.  Super (any player, any time): for
the rest of the encounter the Vulch also takes the flares other players discard (see ``aliens/vulch.py``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.cosmic import flow, hands, timing
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ANY_TIME = frozenset(p for p in timing.POINTS if p != "card.played")


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


def hand_over(state: State, seat: int, giver: int, ev: list[Event]) -> None:
    """The giver hands the Vulch its next card, which the Vulch then keeps or discards."""
    taken = hands.take_random(state, giver, seat, 1)
    if not taken:
        return
    ev.append(event("flare.vulch.hand", seat=seat, **{"from": giver}))
    ev.append(event("flare.vulch.card", (seat, giver), cards=taken, taken=taken[0]))
    flow.ask(state, "vulch.keep", seat, card=taken[0], giver=giver)


@flare
class VulchWild(Half):
    alien, half, who, points = "Vulch", "wild", "main", frozenset({"end_encounter"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        won = enc["winner"] == role(state, seat) or (enc["deal"] is not None and enc["deal"]["made"] is True)
        return won and bool(state["hands"][opponent(state, seat)])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hand_over(state, seat, opponent(state, seat), ev)


@flow.decision
class VulchKeep(flow.Decision):
    kind = "vulch.keep"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("vulch.keep", seat=spec["giver"], card=spec["card"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option("keep", say("vulch.keep.keep")), Option("discard", say("vulch.keep.discard"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, card = spec["seat"], spec["card"]
        flow.done(state, spec)
        if choice == "keep" or card not in state["hands"][seat]:
            return
        state["hands"][seat].remove(card)
        ev.append(event("flare.vulch.discard", seat=seat, card=card))
        hands.discard(state, seat, [card], ev, "Vulch flare")
        hand_over(state, seat, spec["giver"], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Keep the card: the flare then surely gains one."""
        return "keep"


@flare
class VulchSuper(Half):
    alien, half, who, points = "Vulch", "super", "any", ANY_TIME
