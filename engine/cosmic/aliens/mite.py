"""Mite (yellow; offense; mandatory; launch): once its ships are on the gate, a defense holding more than three
cards chooses (``mite.demand``): keep three of its cards at random and discard the rest, or let the Mite land
its ships on the target planet at once, a successful encounter with no cards played.

The discarded cards are shown to the defense and the Mite only (the table is told how many).  With its super
flare the Mite then keeps any of them (``mite.keep``), taken back from the discard pile.
"""

from __future__ import annotations

import random
from typing import Any

from engine import rng
from engine.core import Event, Option, Say
from engine.cosmic import board, flare, flow, hands, windows
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say
from engine.cosmic.resolution import land_gate

State = dict[str, Any]
KEPT = 3
DISCARD, COLONY = "discard", "colony"


@alien
class Mite(Power):
    name, alert, who, optional = "Mite", "yellow", "offense", False
    points = frozenset({"launch"})
    summary = "once launched, a defense holding more than 3 cards keeps 3 at random or lets the Mite land at once"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        enc = state["enc"]
        return (enc["defense"] is not None and enc["target"] is not None and board.gate_ships(state, seat) > 0
                and len(state["hands"][enc["defense"]]) > KEPT)

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        defense = state["enc"]["defense"]
        ev.append(event("power.mite", seat=seat, defense=defense, kept=KEPT))
        flow.ask(state, "mite.demand", defense, mite=seat)


def discard_down(state: State, defense: int, mite: int, ev: list[Event]) -> None:
    hand = state["hands"][defense]
    rng.shuffle(state, hand)
    gone = sorted(hand[KEPT:])
    state["hands"][defense] = hand[:KEPT]
    ev.append(event("power.mite.discard", seat=defense, count=len(gone), kept=KEPT))
    ev.append(event("power.mite.cards", (defense, mite), cards=gone))
    hands.discard(state, defense, gone, ev, "Mite")
    left = [c for c in gone if c in state["discard"]]
    if left and flare.played(state, mite, "Mite", "super"):
        flow.ask(state, "mite.keep", mite, cards=left)


def let_land(state: State, defense: int, mite: int, ev: list[Event]) -> None:
    ev.append(event("power.mite.land", defense=defense, mite=mite))
    land_gate(state, ev)
    state["enc"]["success"] = True
    windows.continue_at(state, "end_encounter")


@flow.decision
class MiteDemand(flow.Decision):
    kind = "mite.demand"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("mite.demand", count=KEPT)

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        enc = state["enc"]
        count = len(state["hands"][spec["seat"]]) - KEPT
        return [Option(DISCARD, say("mite.demand.discard", kept=KEPT, count=count)),
                Option(COLONY, say("mite.demand.colony", ships=board.gate_ships(state, spec["mite"]),
                                   planet=board.planet_ref(state, enc["target"])))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        if choice == COLONY:
            let_land(state, spec["seat"], spec["mite"], ev)
        elif len(state["hands"][spec["seat"]]) > KEPT:
            discard_down(state, spec["seat"], spec["mite"], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Keep the Mite off the planet: cards come back, a colony is a step towards winning."""
        return DISCARD

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return r.choice([DISCARD, COLONY])
