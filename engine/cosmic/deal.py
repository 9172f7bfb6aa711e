"""Deals after two negotiates.

The main players trade structured terms: specific cards from their own
hand, a number of cards of the giver's choice, and at most one colony each
way, on a planet where the granting player already has one.  Each main
player has one open ``deal.propose`` prompt for the whole negotiation (its id
and deadline stay the same while offers go back and forth); the deal is made
when one accepts the other's standing offer, and it must exchange at least
one card or colony.  A power may add terms of its own (hooks ``deal_fields``,
``deal_terms``, ``deal_made``): they ride in the giver's ``extras`` with their
part of the terms as event data (``said``).  Walking away, or the negotiation deadline passing, fails the deal:
each main player loses three ships of its choice to the warp.
Afterwards the offense's ships on the gate go home.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Prompt, Say
from engine.cosmic import board, flow, hands, homeward, hooks
from engine.cosmic.cards import from_key, keep_rank, key
from engine.cosmic.events import EVENTS, event
from engine.cosmic.launch import random_ships
from engine.cosmic.prompt_text import card_option, colony, planet, say
from engine.cosmic.windows import open_window
from engine.eventtext import ENGLISH

State = dict[str, Any]
ROLES = ("offense", "defense")
PENALTY_SHIPS = 3


def seat_of(state: State, role: str) -> int:
    return state["turn"]["offense"] if role == "offense" else state["enc"]["defense"]


def other_role(role: str) -> str:
    return "defense" if role == "offense" else "offense"


def terms_said(state: State, terms: dict[str, Any], show_cards: bool) -> list[list[Any]]:
    """The terms as event data (:data:`engine.cosmic.events.SPECS` ``terms``): the named cards themselves
    only for the two main players (``show_cards``), their number for everyone else."""
    parts: list[list[Any]] = []
    for role in ROLES:
        give, who, to = terms[role], seat_of(state, role), seat_of(state, other_role(role))
        if give["cards"]:
            parts.append(["cards", who, to, list(give["cards"])] if show_cards
                         else ["named", who, to, len(give["cards"])])
        if give["count"]:
            parts.append(["choice", who, to, give["count"]])
        if give["colony"] is not None:
            parts.append(["colony", who, to, board.planet_ref(state, give["colony"])])
        parts += [extra.get("said", extra.get("text")) for extra in give.get("extras", [])]  # "text": older games
    return parts


def describe(state: State, terms: dict[str, Any], show_cards: bool) -> str:
    """The terms in English words, for a prompt."""
    return EVENTS.specs["terms"].write(terms_said(state, terms, show_cards), ENGLISH)


@flow.step("deal.start")
def start(state: State, ev: list[Event]) -> None:
    state["enc"]["deal"] = {"offer": None, "by": None, "proposals": 0, "made": None, "quashed": False}
    ev.append(event("deal.open"))
    flow.goto(state, "deal.end")
    for role in ROLES:
        flow.ask(state, "deal.propose", seat_of(state, role), role=role)


@flow.step("deal.end")
def end(state: State, ev: list[Event]) -> None:
    off = state["turn"]["offense"]
    homeward.send_home(state, off, state["enc"]["gate"][off], ev)
    state["enc"]["gate"][off] = {}
    flow.goto(state, "end_encounter")


def close_negotiation(state: State) -> None:
    for spec in flow.pending_of(state, "deal.propose"):
        flow.done(state, spec)


def fail(state: State, ev: list[Event], why: Any) -> None:
    close_negotiation(state)
    enc = state["enc"]
    enc["deal"]["made"] = False
    ev.append(event("deal.failed", why=why, penalty_ships=PENALTY_SHIPS))
    off = state["turn"]["offense"]
    homeward.send_home(state, off, enc["gate"][off], ev)
    enc["gate"][off] = {}
    for role in ROLES:
        seat = seat_of(state, role)
        ships = hooks.run("penalty", state, PENALTY_SHIPS, seat=seat)
        lose_ships(state, seat, "deal.penalty", ev, "failed deal", ships)


def lose_ships(state: State, seat: int, kind: str, ev: list[Event], why: str, count: int = PENALTY_SHIPS) -> None:
    """Ships of the player's choice to the warp (three unless a flare says otherwise); asked only when there is
    a choice."""
    if count <= 0:
        return
    if len(board.colonies(state, seat)) > 1 and board.ships_on_colonies(state, seat) > count:
        flow.ask(state, kind, seat, ships=count)
        return
    lose = board.safest_sources(state, seat, count)
    board.take_from_planets(state, seat, lose)
    board.to_warp(state, seat, sum(lose.values()), ev, why)


def agree(state: State, ev: list[Event]) -> None:
    """Both accepted the same terms; anyone holding a Quash may still cancel them."""
    close_negotiation(state)
    ev.append(event("deal.agreed"))
    flow.goto(state, "deal.agreed")


@flow.step("deal.agreed")
def agreed(state: State, ev: list[Event]) -> None:
    open_window(state, "deal", "deal.execute", ev)


@flow.step("deal.execute")
def execute(state: State, ev: list[Event]) -> None:
    flow.goto(state, "deal.end")
    if state["enc"]["deal"]["quashed"]:
        fail(state, ev, "quashed")
    else:
        make(state, ev)


def make(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    terms = enc["deal"]["offer"]
    enc["deal"]["made"] = True
    enc["success"] = True
    seats = (seat_of(state, "offense"), seat_of(state, "defense"))
    ev.append(event("deal.made", terms=terms_said(state, terms, show_cards=False)))
    ev.append(event("deal.made.cards", seats, terms=terms_said(state, terms, show_cards=True)))
    for role in ROLES:
        giver, taker = seat_of(state, role), seat_of(state, other_role(role))
        give = terms[role]
        # a named card played since the offer (a Quash, itself zapped) is no longer the giver's to give
        hands.give(state, giver, taker, [c for c in give["cards"] if c in state["hands"][giver]])
        if give["count"]:
            if len(state["hands"][giver]) <= give["count"]:
                hands.give(state, giver, taker, list(state["hands"][giver]))
            else:
                flow.ask(state, "deal.give_cards", giver, count=give["count"], to=taker)
        if give["colony"] is not None and board.ships_on_colonies(state, taker) + board.gate_ships(state, taker):
            flow.ask(state, "deal.colony", taker, planet=give["colony"])
    hooks.run("deal_made", state, terms, ev=ev)


@flow.decision
class Propose(flow.Decision):
    kind = "deal.propose"
    deadline_class = "negotiation"

    def text(self, state: State, spec: flow.Spec) -> Say:
        deal = state["enc"]["deal"]
        other = seat_of(state, other_role(spec["role"]))
        if deal["offer"] is None:
            return say("deal.propose.first", seat=other)
        return say("deal.propose.mine" if deal["by"] == spec["seat"] else "deal.propose.theirs",
                   seat=other, terms=terms_said(state, deal["offer"], show_cards=True))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat, other = spec["seat"], seat_of(state, other_role(spec["role"]))
        deal = state["enc"]["deal"]
        actions = [Option("propose", say("deal.propose.propose"))]
        if deal["offer"] is not None and deal["by"] == other:
            actions.append(Option("accept", say("deal.propose.accept")))
        actions.append(Option("end", say("deal.propose.end")))
        hand = sorted(state["hands"][seat])
        mine = [Option.later(str(p), planet, state, p) for p in board.colonies(state, seat)
                if state["planets"][p][other] == 0]
        theirs = [Option.later(str(p), planet, state, p) for p in board.colonies(state, other)
                  if state["planets"][p][seat] == 0]
        return [
            Field("do", say("deal.propose.do"), "choice", tuple(actions)),
            Field("give_cards", say("deal.propose.give_cards"), "multi",
                  tuple(card_option(c) for c in hand), max=len(hand)),
            Field("give_count", say("deal.propose.give_count"), "int", max=len(hand)),
            Field("give_colony", say("deal.propose.give_colony"), "choice", tuple(mine), required=False),
            Field("get_count", say("deal.propose.get_count"), "int", max=len(state["hands"][other])),
            Field("get_colony", say("deal.propose.get_colony"), "choice", tuple(theirs), required=False),
            *hooks.run("deal_fields", state, [], seat=seat, other=other),
        ]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        deal = state["enc"]["deal"]
        if deal["offer"] is not None and deal["by"] != spec["seat"]:
            return {"do": "accept"}
        return None

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        deal = state["enc"]["deal"]
        if choice["do"] == "end":
            fail(state, ev, ["walked", spec["seat"]])
        elif choice["do"] == "accept":
            agree(state, ev)
        else:
            terms = self.terms(state, spec, choice)
            deal.update(offer=terms, by=spec["seat"], proposals=deal["proposals"] + 1)
            seats = (seat_of(state, "offense"), seat_of(state, "defense"))
            ev.append(event("deal.offer", seat=spec["seat"]))
            ev.append(event("deal.offer.terms", seats, seat=spec["seat"],
                            terms=terms_said(state, terms, show_cards=True)))

    def terms(self, state: State, spec: flow.Spec, choice: dict[str, Any]) -> dict[str, Any]:
        role = spec["role"]
        cards = [from_key(k) for k in choice["give_cards"]]
        if len(cards) + choice["give_count"] > len(state["hands"][spec["seat"]]):
            raise IllegalAction(say("refused.deal.cards"))
        terms = {
            role: {"cards": cards, "count": choice["give_count"], "colony": _planet(choice["give_colony"])},
            other_role(role): {"cards": [], "count": choice["get_count"], "colony": _planet(choice["get_colony"])},
        }
        if not any(t["cards"] or t["count"] or t["colony"] is not None for t in terms.values()):
            raise IllegalAction(say("refused.deal.empty"))
        other = seat_of(state, other_role(role))
        for extra in hooks.run("deal_terms", state, [], seat=spec["seat"], other=other, choice=choice):
            terms[role if extra["from"] == spec["seat"] else other_role(role)].setdefault("extras", []).append(extra)
        return terms

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"do": "end"}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return _random_proposal(self.fields(state, spec), r)

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        return _random_proposal(prompt.fields, r)


def _random_proposal(form: Sequence[Field], r: random.Random) -> dict[str, Any]:
    """A random answer within the proposal form: accept what the other side offers at even odds when it offers,
    else walk away once in ten, else propose a card, a colony or a count, sometimes with one more term."""
    fields = {f.name: f for f in form}
    can_accept = any(o.key == "accept" for o in fields["do"].options)
    if can_accept and r.random() < 0.5:
        return {"do": "accept"}
    if r.random() < 0.1:
        return {"do": "end"}
    offers = []
    if fields["give_cards"].options:
        offers.append({"give_cards": [r.choice(fields["give_cards"].options).key]})
        offers.append({"give_count": 1})
    if fields["get_count"].max:
        offers.append({"get_count": r.randint(1, min(3, fields["get_count"].max))})
    for name in ("give_colony", "get_colony"):
        if fields[name].options:
            offers.append({name: r.choice(fields[name].options).key})
    if not offers:
        return {"do": "end"}
    choice: dict[str, Any] = {"do": "propose", **r.choice(offers)}  # a card or colony: a deal needs one
    offers += [{f.name: r.randint(1, f.max)} for f in fields.values() if f.name not in _OWN_FIELDS and f.max]
    if r.random() < 0.5:
        choice.update(r.choice(offers))
    if len(choice.get("give_cards", [])) + choice.get("give_count", 0) > fields["give_count"].max:
        choice.pop("give_count")
    return choice


_OWN_FIELDS = frozenset({"do", "give_cards", "give_count", "give_colony", "get_count", "get_colony"})


def _planet(value: str | None) -> int | None:
    return None if value is None else int(value)


@flow.decision
class GiveCards(flow.Decision):
    kind = "deal.give_cards"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("deal.give_cards", count=spec["count"], seat=spec["to"])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        hand = sorted(state["hands"][spec["seat"]])
        return [Field("cards", say("deal.give_cards.field"), "multi", tuple(card_option(c) for c in hand),
                      min=spec["count"], max=spec["count"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        cards = [from_key(k) for k in choice["cards"]]
        hands.give(state, spec["seat"], spec["to"], cards)
        ev.append(event("deal.cards", seat=spec['seat'], cards_count=len(cards)))
        ev.append(event("deal.cards.named", (spec["seat"], spec["to"]), cards=cards))

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The cards the giver would miss least: low attacks first."""
        hand = sorted(state["hands"][spec["seat"]], key=lambda c: (keep_rank(c), c))
        return {"cards": [key(c) for c in hand[: spec["count"]]]}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return {"cards": [key(c) for c in r.sample(sorted(state["hands"][spec["seat"]]), spec["count"])]}


@flow.decision
class Colony(flow.Decision):
    kind = "deal.colony"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("deal.colony", planet=board.planet_ref(state, spec["planet"]))

    def sources(self, state: State, seat: int) -> tuple[list[Option], list[int]]:
        opts = [Option(str(p), colony(state, p, seat)) for p in board.colonies(state, seat)]
        caps = [state["planets"][p][seat] for p in board.colonies(state, seat)]
        if board.gate_ships(state, seat):
            opts.append(Option("gate", say("gate", ships=board.gate_ships(state, seat))))
            caps.append(board.gate_ships(state, seat))
        return opts, caps

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        opts, caps = self.sources(state, spec["seat"])
        return [Field("ships", say("deal.colony.ships"), "count_map", tuple(opts), min=1,
                      max=board.MAX_ENCOUNTER_SHIPS, caps=tuple(caps))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, ships = spec["seat"], dict(choice["ships"])
        from_gate = ships.pop("gate", 0)
        board.take_from_planets(state, seat, ships)
        gate = state["enc"]["gate"][seat]
        for origin in sorted(gate):
            moved = min(from_gate, gate[origin])
            gate[origin] -= moved
            from_gate -= moved
        state["enc"]["gate"][seat] = {k: v for k, v in gate.items() if v}
        count = sum(choice["ships"].values())
        state["planets"][spec["planet"]][seat] += count
        ev.append(event("deal.colony", seat=seat, planet=board.planet_ref(state, spec['planet']), count=count))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """One ship, from the gate if there is one there, else from the biggest colony."""
        seat = spec["seat"]
        if board.gate_ships(state, seat):
            return {"ships": {"gate": 1}}
        return {"ships": board.safest_sources(state, seat, 1)}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        seat = spec["seat"]
        if board.gate_ships(state, seat) and r.random() < 0.5:
            return {"ships": {"gate": r.randint(1, min(board.MAX_ENCOUNTER_SHIPS, board.gate_ships(state, seat)))}}
        total = r.randint(1, min(board.MAX_ENCOUNTER_SHIPS, max(1, board.ships_on_colonies(state, seat))))
        if not board.ships_on_colonies(state, seat):
            return {"ships": {"gate": 1}}
        return {"ships": random_ships(state, seat, total, r)}


@flow.decision
class Penalty(flow.Decision):
    kind = "deal.penalty"
    why = "failed deal"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("deal.penalty", count=count(spec))

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        own = board.colonies(state, seat)
        opts = [Option(str(p), colony(state, p, seat)) for p in own]
        return [Field("ships", say("deal.penalty.ships"), "count_map", tuple(opts), min=count(spec), max=count(spec),
                      caps=tuple(state["planets"][p][seat] for p in own))]

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        board.take_from_planets(state, spec["seat"], choice["ships"])
        board.to_warp(state, spec["seat"], count(spec), ev, self.why)

    def default(self, state: State, spec: flow.Spec) -> Any:
        return {"ships": board.safest_sources(state, spec["seat"], count(spec))}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return {"ships": random_ships(state, spec["seat"], count(spec), r)}


def count(spec: flow.Spec) -> int:
    """The ships this prompt takes (three when it names no count: a prompt opened before counts were kept)."""
    return spec.get("ships", PENALTY_SHIPS)


CARRYING_OUT = frozenset({GiveCards.kind, Colony.kind})  # a made deal's prompts: its terms are not all met yet

def carrying_out(state: State) -> bool:
    """Whether a made deal's terms are still being met (one of its prompts is pending); read after every step by
    the power and victory check, so in a plain loop (a generator costs more, and so does a lookup in C over the
    one or two prompts mostly pending)."""
    for spec in state["pending"]:  # noqa: SIM110 (see above)
        if spec["kind"] in CARRYING_OUT:
            return True
    return False

