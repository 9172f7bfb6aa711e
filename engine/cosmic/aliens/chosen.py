"""Chosen (green; main player; optional; reveal): once per encounter, after the cards are revealed, it draws the
top three cards of the deck face up.  It may play one drawn encounter card as its new encounter card, or, when
its card and a drawn card are both attacks, add the drawn card's value to its own.  The drawn cards it does not
play are discarded.  With its super flare played first, it keeps the drawn cards that are not encounter cards.

The three cards are shown to everyone and go to the discard pile at once; the one played as the new
encounter card comes back out of it (the old encounter card is discarded instead).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import flare, flow, hands
from engine.cosmic.cards import COSMIC, distinct_copies, key
from engine.cosmic.events import event
from engine.cosmic.planning import allies_go_home, effective, outcome_kind
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
DRAWN = 3
KEEP = "keep"


@alien
class Chosen(Power):
    name, alert, who, optional = "Chosen", "green", "main", True
    points = frozenset({"reveal"})
    summary = "after the reveal, draws three cards: may play one as its encounter card, or add an attack's value"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["deck"] or state["discard"])

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.chosen"))]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        drawn = hands.draw(state, seat, DRAWN, ev, "Chosen")
        keep = flare.played(state, seat, "Chosen", "super")
        shown = [c for c in drawn if not (keep and not COSMIC[c].is_encounter)]
        for c in shown:
            state["hands"][seat].remove(c)
        hands.discard(state, seat, shown, ev, "Chosen")  # through the hook, so a Vulch takes the artifacts
        ev.append(event("power.chosen", seat=seat, cards=drawn))
        if picks(state, seat, drawn):
            flow.ask(state, "chosen.pick", seat, cards=drawn)


def picks(state: State, seat: int, drawn: list[int]) -> list[Option]:
    """Play a drawn encounter card instead of its own, or add a drawn attack to its own attack."""
    mine = state["enc"]["effective"][role(state, seat)]
    out = []
    for c in distinct_copies([c for c in drawn if c in state["discard"]]):
        card = COSMIC[c]
        if card.is_encounter:
            out.append(Option(f"play:{key(c)}", say("chosen.pick.play", card=c)))
        if card.type == "attack" and mine[0] == "attack":
            out.append(Option(f"add:{key(c)}", say("chosen.pick.add", value=card.value, total=mine[1])))
    return out


@flow.decision
class ChosenPick(flow.Decision):
    """What the Chosen does with the drawn cards; on timeout, it adds the highest attack it may, else keeps its card."""

    kind = "chosen.pick"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("chosen.pick", cards=list(spec["cards"]))

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(KEEP, say("chosen.pick.keep")),
                *picks(state, spec["seat"], spec["cards"])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, enc = spec["seat"], state["enc"]
        if choice == KEEP:
            ev.append(event("power.chosen.keep", seat=seat))
            return
        what, card_key = choice.split(":")
        cid = int(card_key[1:])
        mine = role(state, seat)
        if what == "add":
            enc["effective"][mine][1] += COSMIC[cid].value
            ev.append(event("power.chosen.add", seat=seat, value=COSMIC[cid].value,
                            effective=enc['effective'][mine][1]))
            return
        state["discard"].remove(cid)
        state["discard"].append(enc["cards"][mine])
        enc["cards"][mine] = cid
        o, d = enc["cards"]["offense"], enc["cards"]["defense"]
        enc["effective"] = {"offense": list(effective(o, d)), "defense": list(effective(d, o))}
        was = enc["outcome_kind"]
        enc["outcome_kind"] = outcome_kind(tuple(enc["effective"]["offense"]), tuple(enc["effective"]["defense"]))
        ev.append(event("power.chosen.play", seat=seat, card=cid))
        if enc["outcome_kind"] == "deal" and was != "deal":
            allies_go_home(state, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        adds = [o.key for o in self.options(state, spec) if o.key.startswith("add:")]
        return max(adds, key=lambda k: COSMIC[int(k.split(":")[1][1:])].value) if adds else KEEP
