"""What must hold after every action of every Avalon Hill game."""

from __future__ import annotations

import json
from typing import Any

from engine.core import Action, Event
from engine.cosmic_ah2000.cards import DECK
from tests.engine.cosmic_ah2000.table import RULES, ships_of

PRIVATE_KINDS = {"cards.drawn", "planning.mine", "resolution.compensation.cards", "deal.offer.terms",
                 "deal.made.cards", "power.mind.hand", "power.mutant.card", "power.philanthropist.card",
                 "power.healer.card", "power.oracle.card"}


def check_accounting(state: dict[str, Any]) -> None:
    for seat in range(state["n"]):
        assert ships_of(state, seat) == 20, f"seat {seat} has {ships_of(state, seat)} ships"
        assert min(row[seat] for row in state["planets"]) >= 0 and state["warp"][seat] >= 0
    table_cards = [c for c in state["enc"]["cards"].values() if c is not None]
    everything = state["deck"] + state["discard"] + table_cards + [c for h in state["hands"] for c in h]
    assert sorted(everything) == list(range(len(DECK))), "a card was lost or duplicated"
    assert sorted(state["orders"] + state["orders_discard"]) == [s for s in range(state["n"]) for _ in range(3)]
    assert all(len(hand) >= 0 for hand in state["hands"])


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
    prompts = RULES.prompts(state)
    for viewer in [None, *range(state["n"])]:
        text = json.dumps(RULES.view(state, viewer))
        text += json.dumps([p.to_dict() for p in prompts if p.seat == viewer])
        allowed = _disclosed(state, viewer)
        for owner in range(state["n"]):
            if owner == viewer:
                continue
            for c in state["hands"][owner]:
                assert c in allowed or f'"c{c}"' not in text, f"seat {viewer} can see card {c} of seat {owner}"
        for c, owner in face_down.items():
            if owner != viewer:
                assert f'"c{c}"' not in text, f"seat {viewer} can see a face-down card"
    answers = [key for window in state["windows"] for key in window["answers"].values() if key != "pass"]
    for viewer in range(state["n"]):
        text = json.dumps(RULES.view(state, viewer))
        for key in answers:
            assert key not in text, "an undisclosed response is visible"


def check_events(events: list[Event]) -> None:
    for e in events:
        if e.kind in PRIVATE_KINDS:
            assert e.seats is not None, f"private event {e.kind} is public"


def check_distinct_options(state: dict[str, Any]) -> None:
    for prompt in RULES.prompts(state):
        labels = [o.label for o in prompt.options]
        assert len(labels) == len(set(labels)), f"{prompt.kind} offers the same choice twice: {labels}"


def check_all(state: dict[str, Any], action: Action | None, events: list[Event]) -> None:
    check_accounting(state)
    check_hidden(state)
    check_events(events)
    check_distinct_options(state)
    assert json.loads(json.dumps(state)) == state
