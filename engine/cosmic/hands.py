"""Cards moving between the cosmic deck, the discard pile and hands.

When the deck runs out its discard pile is shuffled into a new one (``shared/rules/cosmic-ffg2008.md``
§3 and §10 item 18; the 2008 rulebook says nothing more).  With both empty nothing more is drawn until
cards are discarded, unless the table plays the cosmic quake of later editions (option ``cosmic_quake``):
every hand is discarded, the pile shuffled into a new deck and eight cards dealt to each player.
"""

from __future__ import annotations

from typing import Any

from engine import rng
from engine.core import Event
from engine.cosmic import hooks, table_options
from engine.cosmic.cards import ENCOUNTER_IDS
from engine.cosmic.events import event

State = dict[str, Any]
HAND_SIZE = 8


def playable(state: State, seat: int) -> list[int]:
    """The cards a seat may play at a timing point: its hand, and what a power keeps for it elsewhere (the
    Miser's hoard)."""
    return state["hands"][seat] + hooks.run("playable", state, [], seat=seat)


def take_played(state: State, seat: int, cid: int, ev: list[Event]) -> None:
    """A card of :func:`playable` leaves where it is as it is played."""
    if cid in state["hands"][seat]:
        state["hands"][seat].remove(cid)
    else:
        hooks.run("play_from", state, cid, seat=seat, ev=ev)


def draw(state: State, seat: int, count: int, ev: list[Event], why: str, quaking: bool = False) -> list[int]:
    """Draw from the deck, shuffling the discard pile in when the deck runs out (a quake when both are
    empty, if the table plays it; ``quaking``: this is the quake's own deal, which never sets off another)."""
    drawn: list[int] = []
    for _ in range(count):
        if not state["deck"]:
            if not state["discard"]:
                if quaking or table_options.get(state, "cosmic_quake") != "on":
                    break
                quake(state, ev)  # the drawer's new hand replaces the cards it was to draw
                return []
            state["deck"] = state["discard"]
            state["discard"] = []
            rng.shuffle(state, state["deck"])
            ev.append(event("deck.reshuffle"))
            if state["aliens"]:  # a flare answers it (Tick-Tock's wild); kept only where flares can be
                state["enc"]["reshuffled"] = True
        drawn.append(state["deck"].pop())
    state["hands"][seat].extend(drawn)
    if drawn:
        ev.append(event("cards.draw", seat=seat, count=len(drawn), why=why))
        seen = hooks.run("drawn", state, [seat], drawer=seat)
        ev.append(event("cards.drawn", tuple(seen), seat=seat, cards=list(drawn)))
        hooks.run("cards_drawn", state, drawn, drawer=seat, ev=ev)
    return drawn


def quake(state: State, ev: list[Event]) -> None:
    """The cosmic quake: every player discards its hand, the pile becomes the deck, eight cards each.

    Hands go in seat order through :func:`discard`, so a power that takes discards (Vulch) still takes
    them; the deal is in seat order too, and stops short if the table holds fewer cards than it needs."""
    ev.append(event("deck.quake"))
    for seat in range(state["n"]):
        hand, state["hands"][seat] = state["hands"][seat], []
        discard(state, seat, hand, ev, "cosmic quake")
    state["deck"], state["discard"] = state["discard"], []
    rng.shuffle(state, state["deck"])
    for seat in range(state["n"]):
        draw(state, seat, HAND_SIZE, ev, "cosmic quake", quaking=True)


def encounter_card_to_draw(state: State) -> bool:
    """Whether drawing could bring an encounter card at all: from the deck or its pile, or, when a cosmic quake
    would deal new hands from every hand, from any hand."""
    piles = [state["deck"], state["discard"]]
    if table_options.get(state, "cosmic_quake") == "on" and not state["deck"] and not state["discard"]:
        piles = state["hands"]
    return any(c in ENCOUNTER_IDS for pile in piles for c in pile)


def has_encounter_card(state: State, seat: int) -> bool:
    return any(c in ENCOUNTER_IDS for c in state["hands"][seat])


def new_hand(state: State, seat: int, ev: list[Event]) -> None:
    """Reveal the hand, discard it and draw eight: the rule for a hand with no encounter card."""
    hand = state["hands"][seat]
    ev.append(event("cards.new_hand", seat=seat, cards=list(hand)))
    state["hands"][seat] = []
    discard(state, seat, hand, ev, "new hand")
    draw(state, seat, HAND_SIZE, ev, "new hand")


def discard(state: State, seat: int, cards: list[int], ev: list[Event], why: str) -> None:
    """A player's cards go to the discard pile, unless a power takes them first (``discard`` hook)."""
    state["discard"].extend(hooks.run("discard", state, list(cards), seat=seat, why=why, ev=ev))


def take_random(state: State, giver: int, taker: int, count: int) -> list[int]:
    taken: list[int] = []
    hand = state["hands"][giver]
    for _ in range(min(count, len(hand))):
        taken.append(hand.pop(rng.randbelow(state, len(hand))))
    state["hands"][taker].extend(taken)
    return taken


def give(state: State, giver: int, taker: int, cards: list[int]) -> None:
    for c in cards:
        state["hands"][giver].remove(c)
    state["hands"][taker].extend(cards)
