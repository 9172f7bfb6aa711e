"""Fido (yellow; any player; optional; end of the encounter): when the encounter cards are about to be
discarded, Fido takes one of them and offers it to another player (``fido.offer``).  If that player accepts,
the card goes to its hand and Fido retrieves a ship from the warp or draws a card; if it refuses, Fido keeps
the card or discards it (both asked in ``fido.after``).  The other players may answer Fido's offers in
advance (unit ``fido_offer``: always accept, never accept, or ask).

The card is claimed as the Clone and the Filch claim theirs (``enc["to_hand"]``), so a card one of them took is
not offered.  Once per encounter; with its super flare, once for each encounter card.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flare, flow, hands
from engine.cosmic.cards import distinct_copies
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import say

State = dict[str, Any]
ACCEPT, REFUSE = "accept", "refuse"
CARD, KEEP, DISCARD = "card", "keep", "discard"
OFFER_UNIT = "fido_offer"  # the other players' answer in advance to Fido's offers


def unclaimed(state: State) -> list[int]:
    """The encounter cards still bound for the discard pile."""
    enc = state["enc"]
    return [c for c in enc["cards"].values() if c is not None and str(c) not in enc["to_hand"]]


@alien
class Fido(Power):
    name, alert, who, optional = "Fido", "yellow", "any", True
    points = frozenset({"end_encounter"})
    summary = ("takes a used encounter card and offers it to another player: accepted, Fido retrieves a ship or "
               "draws a card; refused, Fido keeps or discards it")
    repeatable = True  # once per encounter; once per card with the super flare (see can_use)
    others_answer = (OFFER_UNIT, say("standing.fido_offer"))

    def can_use(self, state: State, seat: int, point: str) -> bool:
        again = self.name not in state["enc"]["used"] or flare.played(state, seat, "Fido", "super")
        return again and bool(unclaimed(state))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [(f"{cid}:{other}", say("power.fido", card=cid, seat=other))
                for cid in distinct_copies(unclaimed(state)) for other in board.priority_order(state) if other != seat]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        cid, other = (int(x) for x in arg.split(":"))
        if cid not in unclaimed(state):
            return
        state["enc"]["to_hand"][str(cid)] = seat
        ev.append(event("power.fido", seat=seat, card=cid, to=other))
        spec = flow.ask(state, "fido.offer", other, card=cid, fido=seat)
        answer = state["standing"][other].get(OFFER_UNIT)  # given in advance: always accept, never accept (or ask)
        if answer in ("always", "never"):
            answer_offer(state, spec, ACCEPT if answer == "always" else REFUSE, ev)


@flow.decision
class FidoOffer(flow.Decision):
    kind = "fido.offer"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("fido.offer", seat=spec["fido"], card=spec["card"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(ACCEPT, say("fido.offer.accept", card=spec["card"])), Option(REFUSE, say("fido.offer.refuse"))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        answer_offer(state, spec, choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Refuse: an unanswered offer changes nothing for the player and gives Fido nothing."""
        return REFUSE


def answer_offer(state: State, spec: flow.Spec, choice: str, ev: list[Event]) -> None:
    """The offered player's answer, given now or in advance."""
    flow.done(state, spec)
    seat, fido = spec["seat"], spec["fido"]
    kind = "power.fido.answer.accepts" if choice == ACCEPT else "power.fido.answer.refuses"
    ev.append(event(kind, seat=seat, accepted=choice == ACCEPT))
    if choice == ACCEPT:
        state["enc"]["to_hand"][str(spec["card"])] = seat
    flow.ask(state, "fido.after", fido, card=spec["card"], accepted=choice == ACCEPT)


@flow.decision
class FidoAfter(flow.Decision):
    kind = "fido.after"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("fido.after.accepted" if spec["accepted"] else "fido.after.refused", card=spec["card"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        seat = spec["seat"]
        if not spec["accepted"]:
            return [Option(KEEP, say("fido.after.keep", card=spec["card"])), Option(DISCARD, say("fido.after.discard"))]
        ships = [Option(str(p), say("fido.after.retrieve", planet=board.planet_ref(state, p),
                                    ships=state["planets"][p][seat]))
                 for p in board.colonies(state, seat)] if state["warp"][seat] else []
        return [Option(CARD, say("fido.after.draw")), *ships]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat = spec["seat"]
        if choice == DISCARD:
            state["enc"]["to_hand"].pop(str(spec["card"]), None)
            ev.append(event("power.fido.discard", seat=seat, card=spec['card']))
        elif choice == CARD:
            hands.draw(state, seat, 1, ev, "Fido")
        elif choice != KEEP and board.retrieve(state, seat, int(choice)):
            ev.append(event("power.fido.ship", seat=seat, choice=board.planet_ref(state, int(choice))))

    def default(self, state: State, spec: flow.Spec) -> Any:
        """Draw a card when accepted, keep the card when refused: each is the gain that needs no further choice."""
        return CARD if spec["accepted"] else KEEP
