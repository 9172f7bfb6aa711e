"""Techs that move cosmic cards: Delta Scanner, Vacuum Turbines, Enigma Device."""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Event, Field, Option, Say
from engine.cosmic import flow, hands
from engine.cosmic.cards import COSMIC, from_key, key
from engine.cosmic.events import event
from engine.cosmic.prompt_text import card, say
from engine.cosmic.techs.registry import Tech, tech

State = dict[str, Any]


@tech
class DeltaScanner(Tech):
    name, research = "Delta Scanner", 2
    points = frozenset({"regroup"})
    summary = "discard at regroup: take any one card from the cosmic discard pile"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["discard"])

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        """Copies of a card are one choice (the lowest id)."""
        first: dict[str, int] = {}
        for c in state["discard"]:
            label = COSMIC[c].label
            first[label] = min(c, first.get(label, c))
        return [(f"c{c}", say("tech.take", card=c)) for label, c in sorted(first.items(), key=lambda kv: kv[1])]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        card = int(arg[1:])
        if card not in state["discard"]:
            return
        state["discard"].remove(card)
        state["hands"][seat].append(card)
        ev.append(event("tech.delta", seat=seat, card=card))


@tech
class VacuumTurbines(Tech):
    name, research = "Vacuum Turbines", 2
    points = frozenset({"regroup"})
    summary = "discard at the start of an encounter: draw 4 cards (you keep them all: a hand has no limit)"
    DRAWN = 4

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        hands.draw(state, seat, self.DRAWN, ev, "Vacuum Turbines")


@tech
class EnigmaDevice(Tech):
    name, research = "Enigma Device", 4
    points = frozenset({"regroup"})
    summary = ("discard at the start of an encounter: you may first discard any cards; then from you clockwise, "
               "every player draws or discards at random to exactly 8 cards")

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        if state["hands"][seat]:
            flow.ask(state, "tech.enigma", seat)
        else:
            even_out(state, seat, ev)


def even_out(state: State, seat: int, ev: list[Event]) -> None:
    """From the Enigma's holder clockwise, each hand is refilled or cut at random to exactly 8."""
    n = state["n"]
    for s in [(seat + i) % n for i in range(n)]:
        hand = state["hands"][s]
        if len(hand) < hands.HAND_SIZE:
            hands.draw(state, s, hands.HAND_SIZE - len(hand), ev, "Enigma Device")
        elif len(hand) > hands.HAND_SIZE:
            gone = list(hand)
            rng.shuffle(state, gone)
            gone = gone[:len(hand) - hands.HAND_SIZE]
            for c in gone:
                hand.remove(c)
            ev.append(event("tech.enigma.discard", seat=s, gone=gone))
            hands.discard(state, s, gone, ev, "Enigma Device")


@flow.decision
class EnigmaDiscard(flow.Decision):
    """Rules data §8: "you may first discard any cards" (the cards it would rather draw again)."""

    kind = "tech.enigma"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.enigma", size=hands.HAND_SIZE)

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        hand = sorted(state["hands"][spec["seat"]])
        return [Field("cards", say("cards.discard"), "multi", tuple(Option(key(c), card(c)) for c in hand),
                      min=0, max=len(hand))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        flow.done(state, spec)
        cards = [c for c in (from_key(k) for k in choice["cards"]) if c in state["hands"][seat]]
        for c in cards:
            state["hands"][seat].remove(c)
        if cards:
            ev.append(event("tech.enigma.chosen", seat=seat, cards=cards))
            hands.discard(state, seat, cards, ev, "Enigma Device")
        even_out(state, seat, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Discard nothing: the refill or cut alone, as before the choice was offered."""
        return {"cards": []}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        hand = sorted(state["hands"][spec["seat"]])
        return {"cards": [key(c) for c in r.sample(hand, r.randint(0, len(hand)))]}
