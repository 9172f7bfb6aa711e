"""Miser (green; any player; optional; Game Setup): a second hand of eight cards, its hoard, dealt at setup, whose
cards may be played whenever a card may be played.  New cards never join it and nobody may see or take it; once
it holds no encounter card, it is shown, discarded and eight new cards are dealt to it.

Encounter cards: a main player Miser uses the power before cards are chosen ("play from the hoard this
encounter"); its encounter card may then come from the hoard as well as the hand (``encounter_cards`` hook).
The use goes on the stack, so a Cosmic Zap keeps the hoard shut for the encounter.  Every other card
(reinforcements, artifacts, flares) is offered at each timing point from the hoard as from the hand, while the
power works and is not zapped (``playable`` hook), to a Miser in any role; playing one is the card's play, which
a Card Zap may cancel as from a hand.  A card played from the hoard leaves it (``play_from``); a flare played
from it comes back to the hand, as any used flare, since the hoard only ever shrinks.  The hoard does not count
for the new-hand rule (a hand without an encounter card is replaced as usual).  Every seat sees the hoard's
size; only the Miser sees what is in it.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import hands
from engine.cosmic.cards import ENCOUNTER_IDS
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, data, peek, used
from engine.cosmic.prompt_text import say

State = dict[str, Any]
NAME = "Miser"
HOARD = 8


def hoard(state: State) -> list[int]:
    """The hoard, to change."""
    return data(state, NAME).setdefault("hoard", [])


def hoarded(state: State) -> list[int]:
    """The hoard, to read."""
    return peek(state, NAME).get("hoard", [])


def deal_hoard(state: State, seat: int, ev: list[Event]) -> None:
    """Eight cards from the deck into the hoard, drawn as a hand is (the discard pile reshuffled if need be)."""
    before = list(state["hands"][seat])
    drawn = hands.draw(state, seat, HOARD, ev, "Miser's hoard")
    state["hands"][seat] = before
    hoard(state).extend(drawn)


def check_hoard(state: State, seat: int, ev: list[Event]) -> None:
    """A hoard without an encounter card is shown, discarded and dealt anew, until it has one (while the deck and
    the discard pile still hold one)."""
    while not any(c in ENCOUNTER_IDS for c in hoarded(state)):
        if not any(c in ENCOUNTER_IDS for c in state["deck"] + state["discard"]):
            return
        cards = hoard(state)
        ev.append(event("power.miser.new_hoard", seat=seat, cards=list(cards)))
        data(state, NAME)["hoard"] = []
        hands.discard(state, seat, cards, ev, "new hoard")
        deal_hoard(state, seat, ev)


@alien
class Miser(Power):
    name, alert, who, optional = NAME, "green", "main", True
    game_setup = True
    points = frozenset({"planning.before"})
    summary = "keeps a second hand of 8 cards, its hoard, that nobody may see or take, and may play from it"

    def set_up(self, state: State, seat: int, ev: list[Event]) -> None:
        deal_hoard(state, seat, ev)
        check_hoard(state, seat, ev)

    def status(self, state: State, seat: int, viewer: int | None) -> Say | None:
        cards = hoarded(state)
        if viewer == seat and cards:
            return say("status.miser.mine", count=len(cards), cards=sorted(cards))
        return say("status.miser", count=len(cards))

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return any(c in ENCOUNTER_IDS for c in hoarded(state))

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        return [("", say("power.miser"))]

    def hook_encounter_cards(self, state: State, owner: int, cards: list[int], seat: int) -> list[int]:
        if seat != owner or not used(state, owner, NAME):
            return cards
        return cards + [c for c in hoarded(state) if c in ENCOUNTER_IDS]

    def hook_playable(self, state: State, owner: int, cards: list[int], seat: int) -> list[int]:
        if seat != owner:
            return cards
        return cards + [c for c in hoarded(state) if c not in ENCOUNTER_IDS]

    def hook_play_from(self, state: State, owner: int, card: int | None, seat: int, ev: list[Event]) -> int | None:
        if card is None or seat != owner or card not in hoarded(state):
            return card
        hoard(state).remove(card)
        check_hoard(state, owner, ev)
        return None

    def cards_aside(self, state: State) -> list[int]:
        return list(hoarded(state))
