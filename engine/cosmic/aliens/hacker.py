"""Hacker (green; main player; optional; resolution): when it collects compensation, it chooses which player
gives it (``hacker.player``), looks at that hand and takes the cards it wants (``hacker.cards``); when it must
give compensation, it chooses the cards it gives (``hacker.give``).

The power is used in the window once the outcome is known, when compensation will follow (a negotiate lost to
an attack, the Hacker on either side); compensation then asks instead of taking at random.  The hand the Hacker
looks at is shown in its own prompt alone (``shown`` in the prompt's record).
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, Option, Say
from engine.cosmic import board, flow, hands
from engine.cosmic.cards import from_key, keep_rank, key
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role, used
from engine.cosmic.prompt_text import card, say
from engine.cosmic.resolution import pay_compensation

State = dict[str, Any]


def compensation_sides(state: State) -> tuple[str, str] | None:
    """(taker, giver) roles when this encounter's outcome gives compensation, else ``None``."""
    enc = state["enc"]
    if enc["outcome_kind"] != "compensation" or enc["ionic_gas"] or enc["winner"] not in ("offense", "defense"):
        return None
    loser = "defense" if enc["winner"] == "offense" else "offense"
    return (loser, enc["winner"]) if enc["effective"][loser][0] == "negotiate" else None


def cards_field(cards: list[int], count: int, words: Say) -> Field:
    most = min(count, len(cards))
    return Field("cards", words, "multi", tuple(Option(key(c), card(c)) for c in sorted(cards)),
                 min=most, max=most)


def chosen(choice: Any, among: list[int]) -> list[int]:
    return [c for c in (from_key(k) for k in choice["cards"]) if c is not None and c in among]


@alien
class Hacker(Power):
    name, alert, who, optional = "Hacker", "green", "main", True
    points = frozenset({"resolution"})
    summary = ("collecting compensation, chooses who gives it and takes the cards it wants from that hand; giving "
               "compensation, chooses the cards")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return compensation_sides(state) is not None

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        taking = compensation_sides(state)[0] == role(state, seat)
        return [("", say("power.hacker.take" if taking else "power.hacker.give"))]

    def hook_compensation_choice(self, state: State, seat: int, asked: bool, taker: int, giver: int, count: int,
                                 ev: list[Event]) -> bool:
        if asked or not used(state, seat, self.name):
            return asked
        if seat == taker and any(state["hands"][s] for s in range(state["n"]) if s != seat):
            flow.ask(state, "hacker.player", seat, count=count, opponent=giver)
            return True
        if seat == giver and len(state["hands"][seat]) > count:
            flow.ask(state, "hacker.give", seat, count=count, taker=taker)
            return True
        return asked


@flow.decision
class HackerPlayer(flow.Decision):
    kind = "hacker.player"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("hacker.player", count=spec["count"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(str(s), say("hacker.player.seat", seat=s, cards=len(state["hands"][s])))
                for s in board.priority_order(state) if s != spec["seat"] and state["hands"][s]]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, giver = spec["seat"], int(choice)
        ev.append(event("power.hacker.player", seat=seat, giver=giver))
        if len(state["hands"][giver]) <= spec["count"]:
            taken = list(state["hands"][giver])
            hands.give(state, giver, seat, taken)
            pay_compensation(state, seat, giver, taken, ev)
            return
        flow.ask(state, "hacker.cards", seat, count=spec["count"], giver=giver, shown=sorted(state["hands"][giver]))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The opponent, as without the power."""
        options = self.options(state, spec)
        return next((o.key for o in options if o.key == str(spec["opponent"])), options[0].key if options else "")


@flow.decision
class HackerCards(flow.Decision):
    kind = "hacker.cards"

    def held(self, state: State, spec: flow.Spec) -> list[int]:
        return [c for c in spec["shown"] if c in state["hands"][spec["giver"]]]

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("hacker.cards", seat=spec["giver"], count=spec["count"])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        return [cards_field(self.held(state, spec), spec["count"], say("hacker.cards.field"))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        taken = chosen(choice, self.held(state, spec))
        hands.give(state, spec["giver"], spec["seat"], taken)
        pay_compensation(state, spec["seat"], spec["giver"], taken, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The cards a player would rather keep: high attacks, artifacts and flares first."""
        best = sorted(self.held(state, spec), key=lambda c: (keep_rank(c), c), reverse=True)
        return {"cards": [key(c) for c in best[:spec["count"]]]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        held = self.held(state, spec)
        return {"cards": [key(c) for c in r.sample(held, min(spec["count"], len(held)))]}


class GiveFromHand(flow.Decision):
    """A choice of cards to give from one's own hand (the Hacker's compensation, its super flare's return):
    one form, one default and one random answer for both."""

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        return [cards_field(state["hands"][spec["seat"]], spec["count"], say("cards.give"))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The cards it would miss least: attacks below 10 first, lowest first."""
        least = sorted(state["hands"][spec["seat"]], key=lambda c: (keep_rank(c), c))
        return {"cards": [key(c) for c in least[:spec["count"]]]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        hand = state["hands"][spec["seat"]]
        return {"cards": [key(c) for c in r.sample(hand, min(spec["count"], len(hand)))]}


@flow.decision
class HackerGive(GiveFromHand):
    kind = "hacker.give"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("hacker.give", count=spec["count"], seat=spec["taker"])

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        given = chosen(choice, state["hands"][spec["seat"]])
        hands.give(state, spec["seat"], spec["taker"], given)
        pay_compensation(state, spec["taker"], spec["seat"], given, ev)
