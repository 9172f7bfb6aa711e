"""Barbarian (green; offense; mandatory; resolution): after winning as the offense, before compensation, it
takes the defense's hand, keeps one card per ship of its own in the encounter and discards the rest.

With its super flare it uses the power as an offensive ally too (one card per ship of its own on the gate).

The whole hand goes into the Barbarian's hand at once (only the Barbarian and the defense learn what it
was); the Barbarian then chooses what to keep, and the others are discarded face up.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, flare, flow, hands
from engine.cosmic.cards import COSMIC, from_key, keep_rank, key
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]


def labels(cards: list[int]) -> str:
    return ", ".join(COSMIC[c].label for c in sorted(cards)) or "nothing"


def discard(state: State, seat: int, cards: list[int], ev: list[Event]) -> None:
    for c in cards:
        state["hands"][seat].remove(c)
    hands.discard(state, seat, cards, ev, "Barbarian")  # through the hook, so a Vulch takes the artifacts
    ev.append(event("power.barbarian.discard", seat=seat, cards=cards))


@alien
class Barbarian(Power):
    name, alert, who, optional = "Barbarian", "green", "main or ally", False  # the offense: see can_use
    points = frozenset({"resolution"})
    summary = "after winning as the offense, keeps one card of the defense's hand per ship it had; discards the rest"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        """The offense; an offensive ally once it played the super flare."""
        mine = role(state, seat)
        allowed = mine == "offense" or (mine == "offensive ally" and flare.played(state, seat, "Barbarian", "super"))
        return allowed and state["enc"]["winner"] == "offense" and bool(state["hands"][state["enc"]["defense"]])

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        defense = state["enc"]["defense"]
        taken = list(state["hands"][defense])
        keep = board.gate_ships(state, seat)
        state["hands"][defense] = []
        state["hands"][seat].extend(taken)
        who, whom = board.name(state, seat), board.name(state, defense)
        ev.append(event("power.barbarian", seat=seat, count=len(taken), keep=keep, who=who, whom=whom))
        ev.append(event("power.barbarian.hand", (seat, defense), whom=whom, taken=taken))
        if keep >= len(taken):
            return
        if keep == 0:
            discard(state, seat, taken, ev)
            return
        flow.ask(state, "barbarian.keep", seat, cards=taken, keep=keep, victim=defense)


@flow.decision
class BarbarianKeep(flow.Decision):
    """Which plundered cards the Barbarian keeps; on timeout, the ones it would miss most."""

    kind = "barbarian.keep"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("barbarian.keep", count=spec["keep"], seat=spec["victim"])

    def held(self, state: State, spec: flow.Spec) -> list[int]:
        """The plundered cards still in the Barbarian's hand."""
        return sorted(c for c in spec["cards"] if c in state["hands"][spec["seat"]])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        held = self.held(state, spec)
        most = min(spec["keep"], len(held))
        return [Field("cards", say("cards.keep"), "multi", tuple(Option(key(c), card(c)) for c in held),
                      min=most, max=most)]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        kept = [from_key(k) for k in choice["cards"]]
        seat = spec["seat"]
        ev.append(event("power.barbarian.kept", (seat, spec["victim"]), kept=kept))
        discard(state, seat, [c for c in self.held(state, spec) if c not in kept], ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The best cards: high attacks, then artifacts, morphs and the rest, as a player would rather keep."""
        best = sorted(self.held(state, spec), key=lambda c: (keep_rank(c), c), reverse=True)
        return {"cards": [key(c) for c in best[: spec["keep"]]]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        held = self.held(state, spec)
        return {"cards": [key(c) for c in r.sample(held, min(spec["keep"], len(held)))]}
