"""Philanthropist's flare.  Super (main player or ally, before cards are chosen): the encounter card the
power gave a main player this encounter must be that player's encounter card.  (Its wild half, lending your
power to another player, is not in: a seat holds one power.)"""

from __future__ import annotations

from typing import Any

from engine.cosmic.cards import COSMIC
from engine.cosmic.flare import Half, flare, played

State = dict[str, Any]


def gift(state: State) -> tuple[int, int] | None:
    """The receiver and the encounter card the power gave this encounter, while the receiver still holds it."""
    given = state["enc"].get("gift")
    if given is None or given[1] not in state["hands"][given[0]] or not COSMIC[given[1]].is_encounter:
        return None
    return given[0], given[1]


@flare
class PhilanthropistSuper(Half):
    alien, half, who, points = "Philanthropist", "super", "main or ally", frozenset({"planning.before"})
    text = "the encounter card you gave must be played"

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return gift(state) is not None

    def hook_encounter_cards(self, state: State, owner: int, cards: list[int], seat: int) -> list[int]:
        given = gift(state)
        if given is None or given[0] != seat or given[1] not in cards:
            return cards
        return [given[1]] if played(state, owner, "Philanthropist", "super") else cards
