"""Trader's flare.  Wild (main player, after alliances): take a card at random from your opponent, then give
it any card of yours.  Super (main player, before cards are chosen): used instead of the power, swap hands
with any other player."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import flow, hands
from engine.cosmic.cards import distinct_copies, keep_rank, key
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import mark_used, role
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]
POINT = "planning.before"


def opponent(state: State, seat: int) -> int:
    return state["enc"]["defense"] if role(state, seat) == "offense" else state["turn"]["offense"]


@flare
class TraderWild(Half):
    alien, half, who, points = "Trader", "wild", "main", frozenset({"alliance"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["hands"][opponent(state, seat)])

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        other = opponent(state, seat)
        taken = hands.take_random(state, other, seat, 1)
        if not taken:
            return
        ev.append(event("flare.trader.take", seat=seat, **{"from": other}))
        ev.append(event("flare.trader.card", (seat, other), cards=taken, taken=taken[0]))
        flow.ask(state, "trader.give", seat, to=other)


@flow.decision
class TraderGive(flow.Decision):
    kind = "trader.give"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("trader.give", seat=spec["to"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(key(c), card(c)) for c in distinct_copies(state["hands"][spec["seat"]])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, to, card = spec["seat"], spec["to"], int(choice[1:])
        flow.done(state, spec)
        hands.give(state, seat, to, [card])
        ev.append(event("flare.trader.give", seat=seat, to=to))
        ev.append(event("flare.trader.given", (seat, to), cards=[card], card=card))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The card the giver would miss least: low attacks first."""
        return key(min(state["hands"][spec["seat"]], key=lambda c: (keep_rank(c), c)))


@flare
class TraderSuper(Half):
    alien, half, who, points = "Trader", "super", "main", frozenset({POINT})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return [self.alien, POINT] not in state["enc"]["used_at"]

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(str(s), say("flare.trader.super.seat", seat=s)) for s in range(state["n"]) if s != seat]

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        """This is the power's use for the encounter: it is not offered again here."""
        other = int(arg)
        mark_used(state, self.alien, POINT)
        held = state["hands"]
        held[seat], held[other] = held[other], held[seat]
        ev.append(event("flare.trader", seat=seat, other=other))
