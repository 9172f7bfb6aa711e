"""Barbarian's flare.  Super (offensive ally, the outcome is known, when the offense won): the Barbarian uses its
power as an offensive ally, keeping one card of the defense's hand per ship of its own on the gate (see
``aliens/barbarian.py``).  Wild (main player or ally, the outcome is known, when it will take compensation or
defensive rewards): it sees the cards it takes and discards those it does not want."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option
from engine.cosmic import flow, hands
from engine.cosmic.cards import key
from engine.cosmic.flare import Half, flare, played
from engine.cosmic.powers import role
from engine.cosmic.prompt_text import card, say


@flare
class BarbarianSuper(Half):
    alien, half, who, points = "Barbarian", "super", "ally", frozenset({"resolution"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        enc = state["enc"]
        return role(state, seat) == "offensive ally" and enc["winner"] == "offense" and bool(
            state["hands"][enc["defense"]])


@flare
class BarbarianWild(Half):
    alien, half, who, points = "Barbarian", "wild", "main or ally", frozenset({"resolution"})

    def can_use(self, state: dict[str, Any], seat: int, point: str) -> bool:
        enc = state["enc"]
        mine = role(state, seat)
        if enc["outcome_kind"] == "compensation" and mine in ("offense", "defense") and enc["winner"] != mine:
            return enc["effective"][mine][0] == "negotiate"
        return mine == "defensive ally" and enc["winner"] == "defense"

    def hook_received_cards(self, state: dict[str, Any], owner: int, cards: list[int], seat: int,
                            ev: list[Event]) -> list[int]:
        if seat == owner and played(state, owner, "Barbarian", "wild"):
            flow.ask(state, "barbarian.sift", owner, cards=list(cards))
        return cards


@flow.decision
class Sift(flow.Decision):
    kind = "barbarian.sift"

    def text(self, state: dict[str, Any], spec: flow.Spec) -> str:
        return say("barbarian.sift")

    def held(self, state: dict[str, Any], spec: flow.Spec) -> list[int]:
        return [c for c in spec["cards"] if c in state["hands"][spec["seat"]]]

    def fields(self, state: dict[str, Any], spec: flow.Spec) -> list[Field]:
        cards = self.held(state, spec)
        return [Field("keep", say("cards.keep"), "multi", tuple(Option(key(c), card(c)) for c in cards),
                      max=len(cards))]

    def suggested(self, state: dict[str, Any], spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: dict[str, Any], spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        dropped = [c for c in self.held(state, spec) if key(c) not in choice["keep"]]
        for dropped_card in dropped:
            state["hands"][spec["seat"]].remove(dropped_card)
        hands.discard(state, spec["seat"], dropped, ev, "Barbarian wild flare")

    def default(self, state: dict[str, Any], spec: flow.Spec) -> Any:
        """Keep everything: nothing is lost by waiting."""
        return {"keep": [key(c) for c in self.held(state, spec)]}

    def random(self, state: dict[str, Any], spec: flow.Spec, r: random.Random) -> Any:
        return {"keep": [key(c) for c in self.held(state, spec) if r.random() < 0.5]}
