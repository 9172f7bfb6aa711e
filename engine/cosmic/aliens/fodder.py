"""Fodder (yellow; main player; optional; reveal): when both revealed cards are attacks, it discards attack
cards from its hand valued between its card and its opponent's, and adds their values to its side's total.

"Between" leaves out the two values themselves and is read on the cards as revealed (a morph as the attack it
copies).  Which of those cards go is a prompt of its own (``fodder.cards``), asked only when there is a choice.
Its super flare, used instead of the power, discards every attack card lower than the opponent's card instead.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import flow, hands
from engine.cosmic.cards import COSMIC, from_key, key
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]


def values(state: State, seat: int) -> tuple[int, int]:
    """Its own revealed attack value and its opponent's."""
    eff = state["enc"]["effective"]
    mine = role(state, seat)
    return eff[mine][1], eff["defense" if mine == "offense" else "offense"][1]


def between(state: State, seat: int) -> list[int]:
    """The attack cards in its hand strictly between the two revealed values, lowest first."""
    low, high = sorted(values(state, seat))
    return sorted((c for c in state["hands"][seat] if COSMIC[c].type == "attack" and low < COSMIC[c].value < high),
                  key=lambda c: (COSMIC[c].value, c))


def feed(state: State, seat: int, cards: list[int], ev: list[Event], why: str) -> None:
    """Discard the cards and count their values for the seat's side."""
    for c in cards:
        state["hands"][seat].remove(c)
    added = sum(COSMIC[c].value for c in cards)
    bonus = state["enc"].setdefault("fodder", {})
    bonus[str(seat)] = bonus.get(str(seat), 0) + added
    ev.append(event("power.fodder", seat=seat, cards=cards, added=added, why=why))
    hands.discard(state, seat, cards, ev, why)


def fed(state: State, seat: int) -> int:
    return state["enc"].get("fodder", {}).get(str(seat), 0)


@alien
class Fodder(Power):
    name, alert, who, optional = "Fodder", "yellow", "main", True
    points = frozenset({"reveal"})
    summary = "with two attacks revealed, may discard attack cards valued between them, adding their values"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return state["enc"]["outcome_kind"] == "attack" and bool(between(state, seat))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        low, high = sorted(values(state, seat))
        return [("", say("power.fodder", low=low, high=high))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cards = between(state, seat)
        if len(cards) == 1:
            feed(state, seat, cards, ev, "Fodder")
        elif cards:
            flow.ask(state, "fodder.cards", seat)

    def hook_totals(self, state: State, seat: int, parts: dict[str, Any]) -> dict[str, Any]:
        side = role(state, seat)
        if side in parts and used(state, seat, self.name):
            parts[side]["bonus"] += fed(state, seat)
        return parts


@flow.decision
class FodderCards(flow.Decision):
    """The cards the Fodder discards; on timeout, all of them (the use was asked for, so it adds all it can)."""

    kind = "fodder.cards"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("fodder.cards")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        cards = between(state, spec["seat"])
        return [Field("cards", say("cards.discard"), "multi", tuple(Option(key(c), card(c)) for c in cards),
                      min=1, max=len(cards))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        cards = [c for c in (from_key(k) for k in choice["cards"]) if c is not None]
        if cards:
            feed(state, spec["seat"], cards, ev, "Fodder")

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"cards": [key(c) for c in between(state, spec["seat"])]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        cards = between(state, spec["seat"])
        return {"cards": [key(c) for c in r.sample(cards, r.randint(1, len(cards)))]}
