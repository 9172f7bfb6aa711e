"""What must hold after every action of every Avalon Hill game: the checks both editions share
(:mod:`engine.cosmic.edition_checks`) with this edition's deck, twenty ships and order tokens."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.cosmic.edition_checks import (
    Sight,
    check_cards_hidden,
    check_cards_once,
    check_private_events,
    check_responses_hidden,
    every_action,
)
from engine.cosmic_ah2000.board import SHIPS_PER_PLAYER, ships_of
from engine.cosmic_ah2000.cards import DECK
from engine.cosmic_ah2000.ruleset import CosmicAH2000Ruleset

PRIVATE_KINDS = {"cards.drawn", "planning.mine", "resolution.compensation.cards", "deal.offer.terms",
                 "deal.made.cards", "power.mind.hand", "power.mutant.card", "power.philanthropist.card",
                 "power.healer.card", "power.oracle.card"}

RULES = CosmicAH2000Ruleset()


def check_accounting(state: dict[str, Any]) -> None:
    for seat in range(state["n"]):
        assert ships_of(state, seat) == SHIPS_PER_PLAYER, f"seat {seat} has {ships_of(state, seat)} ships"
        assert min(row[seat] for row in state["planets"]) >= 0 and state["warp"][seat] >= 0
    table_cards = [c for c in state["enc"]["cards"].values() if c is not None]
    check_cards_once(state["deck"] + state["discard"] + table_cards + [c for h in state["hands"] for c in h],
                     len(DECK))
    assert sorted(state["orders"] + state["orders_discard"]) == [s for s in range(state["n"]) for _ in range(3)]


def _disclosed(state: dict[str, Any], viewer: int | None) -> set[int]:
    """Cards another seat may legitimately know: those a dealer offered in its terms."""
    deal = state["enc"]["deal"]
    dealers = (state["turn"]["offense"], state["enc"]["defense"])
    if deal is None or deal["offer"] is None or viewer not in dealers:
        return set()
    return set(deal["offer"]["give"])


def check_hidden(state: dict[str, Any]) -> None:
    enc = state["enc"]
    face_down = {} if enc["revealed"] else {
        c: (state["turn"]["offense"] if role == "offense" else enc["defense"])
        for role, c in enc["cards"].items() if c is not None
    }
    sight = Sight(RULES, state)
    check_cards_hidden(sight, face_down, _disclosed)
    check_responses_hidden(sight)


def check_events(events: list[Event]) -> None:
    check_private_events(events, PRIVATE_KINDS)


check_all = every_action(RULES, check_accounting, check_hidden, PRIVATE_KINDS)
