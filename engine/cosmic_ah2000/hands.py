"""Cards moving between the main deck, the discard pile and hands.

New cards come only when a player must play an encounter card and has none ("Quando si pescano
nuove carte?"): its remaining cards are all artifacts, which it discards, and it draws seven.
Passing cards from hand to hand (``give``, ``take_random``) is the same in both editions, so it is the
2008 ruleset's, imported from :mod:`engine.cosmic.hands`.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic.hands import give as give
from engine.cosmic.hands import take_random as take_random
from engine.cosmic_ah2000 import powers
from engine.cosmic_ah2000.cards import DECK, ENCOUNTER_IDS, HAND_SIZE
from engine.cosmic_ah2000.events import event

State = dict[str, Any]


def draw(state: State, seat: int, count: int, ev: list[Event], why: str) -> list[int]:
    """Draw from the deck, shuffling the discard pile in when the deck runs out."""
    drawn: list[int] = []
    for _ in range(count):
        if not state["deck"]:
            if not state["discard"]:
                break
            state["deck"], state["discard"] = state["discard"], []
            rng.shuffle(state, state["deck"])
            ev.append(event("deck.reshuffle"))
        drawn.append(state["deck"].pop())
    state["hands"][seat].extend(drawn)
    if drawn:
        ev.append(event("cards.draw", seat=seat, count=len(drawn), why=why))
        ev.append(event("cards.drawn", (seat,), seat=seat, cards=list(drawn)))
    return drawn


def has_encounter_card(state: State, seat: int) -> bool:
    return any(c in ENCOUNTER_IDS for c in state["hands"][seat])


def encounter_cards(state: State, seat: int) -> list[int]:
    return [c for c in state["hands"][seat] if c in ENCOUNTER_IDS]


def new_hand(state: State, seat: int, ev: list[Event]) -> None:
    """No encounter card: the artifacts left are shown and discarded, and seven cards are drawn."""
    hand = state["hands"][seat]
    ev.append(event("cards.new_hand", seat=seat, cards=list(hand), hand_size=HAND_SIZE))
    state["hands"][seat] = []
    discard(state, seat, hand, ev)
    draw(state, seat, HAND_SIZE, ev, "new hand")


def discard(state: State, seat: int, cards: list[int], ev: list[Event]) -> None:
    """Cards to the discard pile, unless a power takes them first (Vulch takes artifacts)."""
    state["discard"].extend(powers.run("discard", state, list(cards), seat=seat, ev=ev))


def of_type(state: State, seat: int, kind: str) -> list[int]:
    return [c for c in state["hands"][seat] if DECK[c].type == kind]
