"""Philanthropist (yellow; main player or ally; optional; alliance, after alliances are formed): gives one card
from its hand to a main player (to its opponent when it is a main player).  A main player left without an
encounter card by the gift draws a new hand."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Say
from engine.cosmic import hands
from engine.cosmic.cards import COSMIC, keep_rank
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien, role
from engine.cosmic.prompt_text import say

State = dict[str, Any]
MAIN = ("offense", "defense")


def receivers(state: State, seat: int) -> list[int]:
    off, defense = state["turn"]["offense"], state["enc"]["defense"]
    return [defense] if seat == off else [off] if seat == defense else [off, defense]


@alien
class Philanthropist(Power):
    name, alert, who, optional = "Philanthropist", "yellow", "main or ally", True
    points = frozenset({"alliance"})
    summary = "may give a card to a main player (its opponent when it is one) after alliances are formed"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["hands"][seat])

    def choices(self, state: State, seat: int, point: str) -> list[tuple[str, Say]]:
        """One choice per kind of card, the card it would miss least first, for each receiver."""
        seen: dict[str, int] = {}
        for c in sorted(state["hands"][seat], key=lambda c: (keep_rank(c), c)):
            seen.setdefault(COSMIC[c].label, c)
        return [(f"{to}:c{c}", say("power.philanthropist", card=c, seat=to))
                for to in receivers(state, seat) for label, c in seen.items()]

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        to, card = int(arg.split(":")[0]), int(arg.split(":")[1][1:])
        if card not in state["hands"][seat]:
            return
        hands.give(state, seat, to, [card])
        state["enc"]["gift"] = [to, card]  # its super flare may make the receiver play it
        ev.append(event("power.philanthropist", seat=seat, to=to))
        ev.append(event("power.philanthropist.card", (seat, to), cards=[card], card=card))
        if role(state, seat) in MAIN and not hands.has_encounter_card(state, seat):
            hands.new_hand(state, seat, ev)
