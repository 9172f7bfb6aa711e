"""Mutant (green; main player; optional; alliance, before invitations): with fewer than eight cards, refills
its hand to eight, one card at a time, each drawn from the deck or taken at random from another player's hand."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import flow, hands
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
DECK = "deck"


def sources(state: State, seat: int) -> list[Option]:
    """Where the next card may come from: the deck (while it or the discard pile has cards), any other hand."""
    deck = state["deck"] or state["discard"]
    out = [Option(DECK, say("mutant.take.deck", count=len(state["deck"])))] if deck else []
    return out + [Option(str(s), say("mutant.take.hand", seat=s, count=len(state["hands"][s])))
                  for s in range(state["n"]) if s != seat and state["hands"][s]]


def missing(state: State, seat: int) -> int:
    return hands.HAND_SIZE - len(state["hands"][seat])


def ask_next(state: State, seat: int) -> None:
    if missing(state, seat) > 0 and sources(state, seat):
        flow.ask(state, "mutant.take", seat)


@alien
class Mutant(Power):
    name, alert, who, optional = "Mutant", "green", "main", True
    points = frozenset({"alliance.before"})
    summary = "may refill its hand to eight cards from the deck or at random from other hands"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return missing(state, seat) > 0 and bool(sources(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.mutant", count=hands.HAND_SIZE))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        ev.append(event("power.mutant", seat=seat, hand_size=hands.HAND_SIZE))
        ask_next(state, seat)


@flow.decision
class MutantTake(flow.Decision):
    kind = "mutant.take"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("mutant.take", count=missing(state, spec["seat"]))

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return sources(state, spec["seat"])

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        flow.done(state, spec)
        if choice == DECK:
            hands.draw(state, seat, 1, ev, "Mutant")
        else:
            giver = int(choice)
            taken = hands.take_random(state, giver, seat, 1)
            ev.append(event("power.mutant.take", seat=seat, **{"from": giver}))
            ev.append(event("power.mutant.card", (seat, giver), cards=taken, taken=taken[0]))
        ask_next(state, seat)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The deck: it takes nothing from anyone."""
        return self.options(state, spec)[0].key
