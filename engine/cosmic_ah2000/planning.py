"""Steps 8 and 9: each main player plays an encounter card face down, then both are revealed.

Before the cards are chosen, a defense with no encounter card discards its artifacts and draws seven;
an offense with none ends its turn at once, its ships and its allies' going home ("Quando si pescano
nuove carte?").
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic_ah2000 import flow, hands, powers
from engine.cosmic_ah2000.cards import DECK, ENCOUNTER_IDS, distinct, key
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import card, say
from engine.cosmic_ah2000.windows import open_window

State = dict[str, Any]


def role_of(state: State, seat: int) -> str:
    return "offense" if seat == state["turn"]["offense"] else "defense"


@flow.step("planning")
def planning(state: State, ev: list[Event]) -> None:
    enc, off = state["enc"], state["turn"]["offense"]
    if not hands.has_encounter_card(state, off):
        ev.append(event("turn.no_cards", seat=off))
        enc["turn_over"] = True
        flow.goto(state, "end_encounter")
        return
    defense = enc["defense"]
    while not hands.has_encounter_card(state, defense) and any(
            c in ENCOUNTER_IDS for c in state["deck"] + state["discard"]):  # else artifacts would cycle forever
        hands.new_hand(state, defense, ev)
    if not hands.has_encounter_card(state, defense):
        ev.append(event("encounter.void", seat=defense))
        flow.goto(state, "end_encounter")
        return
    flow.goto(state, "cards_chosen")
    for seat in (off, defense):
        forced = powers.run("forced_card", state, None, seat=seat, ev=ev)  # Laser
        if forced is not None:
            play_card(state, seat, forced, ev)
        elif powers.run("chooses_second", state, False, seat=seat):  # Oracle
            enc["second"] = seat
        else:
            flow.ask(state, "planning.card", seat)
    if enc["second"] is not None and enc["cards"][role_of(state, powers.opponent(state, enc["second"]))] is not None:
        _choose_second(state, ev)


def play_card(state: State, seat: int, cid: int, ev: list[Event]) -> None:
    enc = state["enc"]
    state["hands"][seat].remove(cid)
    enc["cards"][role_of(state, seat)] = cid
    ev.append(event("planning.played", seat=seat))
    ev.append(event("planning.mine", (seat,), card=cid))
    if enc["second"] is not None and enc["second"] != seat:
        _choose_second(state, ev)


def _choose_second(state: State, ev: list[Event]) -> None:
    """The Oracle sees the card its opponent played, then chooses its own."""
    enc = state["enc"]
    second, enc["second"] = enc["second"], None
    other = powers.opponent(state, second)
    cid = enc["cards"][role_of(state, other)]
    powers.used(state, second, ev, "sees_first")
    ev.append(event("power.oracle.card", (second,), card=cid, other=other))
    flow.ask(state, "planning.card", second)


@flow.step("cards_chosen")
def cards_chosen(state: State, ev: list[Event]) -> None:
    open_window(state, "cards_chosen", "reveal", ev)


@flow.decision
class ChooseCard(flow.Decision):
    kind = "planning.card"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say(f"planning.card.{role_of(state, spec['seat'])}")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(key(c), card(c)) for c in distinct(hands.encounter_cards(state, spec["seat"]))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        play_card(state, spec["seat"], int(choice[1:]), ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The highest attack; with none, a negotiate."""
        cards = hands.encounter_cards(state, spec["seat"])
        return key(max(cards, key=lambda c: (DECK[c].type == "attack", DECK[c].value, -c)))


@flow.step("reveal")
def reveal(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    enc["revealed"] = True
    off_card, def_card = enc["cards"]["offense"], enc["cards"]["defense"]
    ev.append(event("reveal", offense=off_card, defense=def_card, offense_2=state['turn']['offense'],
                    defense_2=enc['defense']))
    open_window(state, "reveal", "resolution", ev)
