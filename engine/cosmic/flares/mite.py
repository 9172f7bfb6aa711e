"""Mite's flare.  Wild (main player, after alliances): when your opponent's allies have more ships in the
encounter than yours, every ally goes home.  Super (offense, after destiny): when the defense discards to the
Mite's power, the Mite keeps any of those cards (the engine has no window between the launch and the power, so
it is played before the launch)."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option
from engine.cosmic import board, flow, homeward
from engine.cosmic.aliens.mite import KEPT
from engine.cosmic.cards import from_key, key
from engine.cosmic.events import event
from engine.cosmic.flare import Half, flare
from engine.cosmic.powers import side_of
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]


def allied_ships(state: State, side: str) -> int:
    enc = state["enc"]
    allies = enc["allies_off"] if side == "offense" else enc["allies_def"]
    return sum(board.gate_ships(state, s) + board.ally_ships(state, s) for s in allies)


@flare
class MiteWild(Half):
    alien, half, who, points = "Mite", "wild", "main", frozenset({"alliance"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        mine = side_of(state, seat)
        other = "defense" if mine == "offense" else "offense"
        return allied_ships(state, other) > allied_ships(state, mine)

    def effect(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        enc = state["enc"]
        for ally in enc["allies_off"] + enc["allies_def"]:
            homeward.send_home(state, ally, enc["gate"][ally], ev)
            homeward.send_home(state, ally, enc["dallies"][ally], ev)
            enc["gate"][ally], enc["dallies"][ally] = {}, {}
        enc["allies_off"], enc["allies_def"] = [], []
        ev.append(event("flare.mite", seat=seat))


@flare
class MiteSuper(Half):
    alien, half, who, points = "Mite", "super", "offense", frozenset({"destiny"})

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """Only when the power will ask: the defense holds more than three cards."""
        defense = state["enc"]["defense"]
        return defense is not None and len(state["hands"][defense]) > KEPT


@flow.decision
class MiteKeep(flow.Decision):
    """With its super flare, the Mite keeps any of the cards discarded to its power."""

    kind = "mite.keep"

    def text(self, state: State, spec: flow.Spec) -> str:
        return say("mite.keep")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        cards = [c for c in spec["cards"] if c in state["discard"]]
        return [Field("cards", say("cards.keep"), "multi", tuple(Option(key(c), card(c)) for c in cards),
                      min=0, max=len(cards))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        kept = [c for c in (from_key(k) for k in choice["cards"]) if c is not None and c in state["discard"]]
        for c in kept:
            state["discard"].remove(c)
        state["hands"][spec["seat"]].extend(kept)
        ev.append(event("power.mite.kept", seat=spec["seat"], count=len(kept), seat_2=spec['seat']))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """All of them: the super flare was played to keep them."""
        return {"cards": [key(c) for c in spec["cards"] if c in state["discard"]]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        cards = [key(c) for c in spec["cards"] if c in state["discard"]]
        return {"cards": r.sample(cards, r.randint(0, len(cards)))}
