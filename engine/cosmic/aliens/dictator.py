"""Dictator (red; not the offense; mandatory; before the destiny draw): looks through the destiny deck and
picks the card the offense draws (``dictator.destiny``); zapped, the deck is shuffled instead.

The engine's moment "before the draw" is the regroup window.  The first option of the prompt leaves the draw
to chance, so an unanswered Dictator plays as if it had no power.  On its own turn the Dictator has no say,
unless it played its super flare.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event, Option, Say
from engine.cosmic import flare, flow
from engine.cosmic.destiny import refill
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
CHANCE = "random"


def put_on_top(state: State, card: str) -> None:
    deck = state["destiny_deck"]
    deck.remove(card)
    deck.append(card)


@alien
class Dictator(Power):
    name, alert, who, optional = "Dictator", "red", "any", False  # not the offense: see can_use
    points = frozenset({"regroup"})
    summary = "picks the destiny card the offense draws (not on its own turn)"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Anyone but the offense; the offense once it played the super flare."""
        return role(state, seat) != "offense" or flare.played(state, seat, "Dictator", "super")

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        refill(state, ev)
        flow.ask(state, "dictator.destiny", seat)

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        """Zapped, it is shuffled and drawn at random."""
        rng.shuffle(state, state["destiny_deck"])
        ev.append(event("power.dictator.shuffle"))


@flow.decision
class DictatorDestiny(flow.Decision):
    kind = "dictator.destiny"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("dictator.destiny", seat=state["turn"]["offense"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        cards = sorted(set(state["destiny_deck"]))  # what the deck holds, not its order
        return [Option(CHANCE, say("dictator.destiny.chance")),
                *(Option(c, say("dictator.destiny.card", card=c)) for c in cards)]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if choice == CHANCE:
            return
        put_on_top(state, choice)
        ev.append(event("power.dictator", seat=spec['seat'], offense=state['turn']['offense']))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The draw as it would be without the power."""
        return CHANCE
