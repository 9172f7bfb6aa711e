"""Negotiate against negotiate: the deal ("Discutere un accordo").

The allies take their ships home, and so does the offense's mothership.  The two main players have one
minute to agree to swap cards and/or let each other found one colony on a planet where the granting
player has one; nothing need change hands.  By email the minute is the negotiation deadline and the
talk is at most three messages: the offense proposes (or refuses), the defense accepts, refuses or
counter-proposes, and the offense accepts or refuses the counter-proposal.  No deal: each loses three
ships of its choice to the warp and the offense's turn ends.  Terms are seen only by the two dealers;
the cards a player gives for "n cards of your choice" are chosen when it accepts.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Say
from engine.cosmic_ah2000 import board, flow, hands
from engine.cosmic_ah2000.cards import key
from engine.cosmic_ah2000.events import EVENTS, event
from engine.cosmic_ah2000.launch import random_ships
from engine.cosmic_ah2000.prompt_text import card, colony, say, target
from engine.eventtext import ENGLISH

State = dict[str, Any]
ANSWERS = {0: ("propose", "refuse"), 1: ("accept", "counter", "refuse"), 2: ("accept", "refuse")}


def dealers(state: State) -> tuple[int, int]:
    return state["turn"]["offense"], state["enc"]["defense"]


def other(state: State, seat: int) -> int:
    off, defense = dealers(state)
    return defense if seat == off else off


@flow.step("deal.start")
def start(state: State, ev: list[Event]) -> None:
    enc, off = state["enc"], state["turn"]["offense"]
    for seat in range(state["n"]):
        board.go_home(state, seat, enc["mothership"][seat], ev)
        board.go_home(state, seat, enc["transports"][seat], ev)
        enc["mothership"][seat], enc["transports"][seat] = {}, {}
    enc["allies_off"], enc["allies_def"] = [], []
    enc["deal"] = {"offer": None}
    ev.append(event("deal.start", seats=list(dealers(state)), off=off, defense=enc['defense']))
    flow.goto(state, "end_encounter")
    flow.ask(state, "deal.terms", off, round=0)


def _colony_options(state: State, grantor: int, receiver: int) -> tuple[Option, ...]:
    return tuple(Option(str(p), target(state, p)) for p in board.colonies(state, grantor)
                 if state["planets"][p][receiver] == 0)


@flow.decision
class Terms(flow.Decision):
    kind = "deal.terms"
    deadline_class = "negotiation"

    def text(self, state: State, spec: flow.Spec) -> Say:
        offer = state["enc"]["deal"]["offer"]
        if offer is None:
            return say("deal.terms")
        return say("deal.terms.counter" if spec["round"] == 1 else "deal.terms.last", seat=offer["by"],
                   offer=terms_said(state, offer))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat, rnd = spec["seat"], spec["round"]
        opp = other(state, seat)
        words = {"counter": "counter_propose"}  # its key beside the text's own "deal.terms.counter"
        out = [Field("answer", say("deal.terms.answer"), "choice",
                     tuple(Option(a, say(f"deal.terms.{words.get(a, a)}")) for a in ANSWERS[rnd]))]
        offer = state["enc"]["deal"]["offer"]
        if offer is not None and offer["ask"]:
            mine = sorted(state["hands"][seat])
            out.append(Field("cards", say("deal.terms.cards", count=offer["ask"]), "multi",
                             tuple(Option(key(c), card(c)) for c in mine), min=0, max=offer["ask"],
                             required=False))
        if rnd < 2:
            mine = sorted(state["hands"][seat])
            out += [
                Field("give", say("deal.terms.give"), "multi", tuple(Option(key(c), card(c)) for c in mine),
                      min=0, max=len(mine), required=False),
                Field("ask", say("deal.terms.ask"), "int", min=0, max=len(state["hands"][opp]),
                      required=False, default=0),
                Field("colony_for_me", say("deal.terms.colony_for_me"), "choice",
                      _colony_options(state, opp, seat), required=False),
                Field("colony_for_you", say("deal.terms.colony_for_you"), "choice",
                      _colony_options(state, seat, opp), required=False),
            ]
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, answer = spec["seat"], choice["answer"]
        deal = state["enc"]["deal"]
        if answer == "refuse":
            flow.done(state, spec)
            ev.append(event("deal.refused", seat=seat))
            _fail(state, ev)
            return
        if answer == "accept":
            offer = deal["offer"]
            given = [int(k[1:]) for k in choice.get("cards") or []]
            if len(given) != offer["ask"]:
                raise IllegalAction(say("refused.deal.give", count=offer["ask"]))
            flow.done(state, spec)
            _carry_out(state, offer, seat, given, ev)
            return
        flow.done(state, spec)
        deal["offer"] = {"by": seat, "give": [int(k[1:]) for k in choice.get("give") or []],
                         "ask": choice.get("ask") or 0,
                         "colony_for_me": _planet(choice.get("colony_for_me")),
                         "colony_for_you": _planet(choice.get("colony_for_you"))}
        opp = other(state, seat)
        ev.append(event("deal.offer", seat=seat, opp=opp))
        ev.append(event("deal.offer.terms", (seat, opp), seat=seat, offer=terms_said(state, deal["offer"])))
        flow.ask(state, "deal.terms", opp, round=spec["round"] + 1)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"answer": "refuse"}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        fields = {f.name: f for f in self.fields(state, spec)}
        answers = [o.key for o in fields["answer"].options]
        answer = rng.choice(answers + [a for a in answers if a != "refuse"])
        out: dict[str, Any] = {"answer": answer}
        if answer == "accept" and "cards" in fields:
            out["cards"] = [o.key for o in rng.sample(fields["cards"].options, fields["cards"].max)]
        if answer in ("propose", "counter"):
            hand = [o.key for o in fields["give"].options]
            out["give"] = [k for k in hand if rng.random() < 0.15]
            out["ask"] = rng.randint(0, min(2, fields["ask"].max))
            for name in ("colony_for_me", "colony_for_you"):
                options = fields[name].options
                out[name] = rng.choice(options).key if options and rng.random() < 0.6 else None
        return out


def _planet(value: str | None) -> int | None:
    return None if value in (None, "") else int(value)


def terms_said(state: State, offer: dict[str, Any]) -> list[list[Any]]:
    """The offer as event data, in the parts of the 2008 edition's deal terms
    (:func:`engine.cosmic.events.terms`): ``[kind, giver, taker, what]``."""
    by, to = offer["by"], other(state, offer["by"])
    parts: list[list[Any]] = []
    if offer["give"]:
        parts.append(["cards", by, to, list(offer["give"])])
    if offer["ask"]:
        parts.append(["choice", to, by, offer["ask"]])
    if offer["colony_for_me"] is not None:
        parts.append(["colony", to, by, board.planet_ref(state, offer["colony_for_me"])])
    if offer["colony_for_you"] is not None:
        parts.append(["colony", by, to, board.planet_ref(state, offer["colony_for_you"])])
    return parts


def describe(state: State, offer: dict[str, Any]) -> str:
    """The offer in English words, for a prompt."""
    return EVENTS.specs["terms"].write(terms_said(state, offer), ENGLISH)


def _carry_out(state: State, offer: dict[str, Any], accepter: int, given: list[int], ev: list[Event]) -> None:
    by = offer["by"]
    state["enc"]["success"] = True
    ev.append(event("deal.made", seats=[by, accepter], offer=terms_said(state, offer)))
    hands.give(state, by, accepter, offer["give"])
    hands.give(state, accepter, by, given)
    if offer["give"] or given:
        ev.append(event("deal.made.cards", (by, accepter), by=by, gives=list(offer["give"]), accepter=accepter,
                        given=list(given)))
    for seat, planet in ((by, offer["colony_for_me"]), (accepter, offer["colony_for_you"])):
        if planet is None:
            continue
        if any(state["planets"][p][seat] for p in board.colonies(state, seat) if p != planet):
            flow.ask(state, "deal.colony", seat, planet=planet)
        else:
            ev.append(event("deal.colony.none", seat=seat))


@flow.decision
class Colony(flow.Decision):
    """The ships (1–4, from any colonies) that found a colony granted in a deal."""

    kind = "deal.colony"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("deal.colony", planet=board.planet_ref(state, spec["planet"]))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = [p for p in board.colonies(state, seat) if p != spec["planet"]]
        total = sum(state["planets"][p][seat] for p in own)
        return [Field("ships", say("deal.colony.ships"), "count_map", tuple(Option(str(p), colony(state, p, seat))
                                                           for p in own),
                      min=1, max=min(board.MAX_ENCOUNTER_SHIPS, total),
                      caps=tuple(state["planets"][p][seat] for p in own))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, planet = spec["seat"], spec["planet"]
        flow.done(state, spec)
        board.lift(state, seat, choice["ships"])
        count = board.total(choice["ships"])
        state["planets"][planet][seat] += count
        ev.append(event("deal.colony", seat=seat, planet=planet, count=count, planet_2=board.planet_ref(state, planet)))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """One ship from the biggest other colony."""
        seat = spec["seat"]
        own = [p for p in board.colonies(state, seat) if p != spec["planet"]]
        return {"ships": {str(max(own, key=lambda p: (state["planets"][p][seat], -p))): 1}}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        count = rng.randint(1, self.fields(state, spec)[0].max)
        return {"ships": random_ships(state, spec["seat"], count, rng, exclude=spec["planet"])}


def _fail(state: State, ev: list[Event]) -> None:
    state["enc"]["turn_over"] = True
    ev.append(event("deal.failed"))
    for seat in dealers(state):
        if board.colonies(state, seat):
            flow.ask(state, "deal.penalty", seat)


@flow.decision
class Penalty(flow.Decision):
    kind = "deal.penalty"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("deal.penalty")

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        count = min(3, sum(state["planets"][p][seat] for p in own))
        return [Field("ships", say("deal.penalty.ships"), "count_map",
                      tuple(Option(str(p), colony(state, p, seat)) for p in own),
                      min=count, max=count, caps=tuple(state["planets"][p][seat] for p in own))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        flow.done(state, spec)
        board.lift(state, seat, choice["ships"])
        board.to_warp(state, seat, board.total(choice["ships"]), ev, "no deal")

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"ships": board.safest_sources(state, spec["seat"], self.fields(state, spec)[0].min)}

    def random(self, state: State, spec: flow.Spec, rng: random.Random) -> Any:
        return {"ships": random_ships(state, spec["seat"], self.fields(state, spec)[0].min, rng)}
