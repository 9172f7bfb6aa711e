"""What must hold after every action of every game."""

from __future__ import annotations

import json
from typing import Any

from engine.core import Action, Event
from engine.cosmic import powers
from engine.cosmic.cards import COSMIC
from engine.cosmic.four_planets import scale
from engine.cosmic.techs.registry import TECHS
from engine.cosmic.techs.use import unit_name
from tests.engine.cosmic.table import RULES, ships_of

PRIVATE_KINDS = {"cards.drawn", "planning.mine", "resolution.compensation.cards", "deal.offer.terms",
                 "power.barbarian.hand", "power.barbarian.kept",
                 "deal.made.cards", "deal.cards.named", "power.mind.hand", "power.mutant.card",
                 "power.philanthropist.card", "flare.healer.cards", "flare.mutant.card", "flare.trader.card",
                 "flare.trader.given",
                 "flare.vulch.card", "flare.will.hand", "power.mite.cards", "response.not_carried_out",
                 "alien.changed.mine",
                 "tech.kept.mine", "tech.completed.mine"}


def check_accounting(state: dict[str, Any]) -> None:
    for seat in range(state["n"]):
        assert ships_of(state, seat) == scale(state).ships, f"seat {seat} has {ships_of(state, seat)} ships"
    enc = state["enc"]
    table_cards = [c for c in enc["cards"].values() if c is not None] + [c for c, _, _ in enc["reinforcements"]]
    table_cards += [item["card"] for item in state["stack"] if item["card"] is not None]
    table_cards += powers.cards_aside(state) + [c for kept in enc.get("aside", {}).values() for c in kept]
    table_cards += [t["card"] for held in state.get("techs", {}).get("held", []) for t in held
                    if t.get("card") is not None]  # stored under a Quark Battery
    everything = state["deck"] + state["discard"] + state["box"] + table_cards + [c for h in state["hands"] for c in h]
    assert sorted(everything) == list(range(len(COSMIC))), "a card was lost or duplicated"
    assert len(state["destiny_deck"]) + len(state["destiny_discard"]) == 3 * state["n"] + 5
    if "techs" in state:
        techs = state["techs"]
        every_tech = (techs["deck"] + techs["discard"] + techs["box"] + [t for o in techs["offers"] for t in o]
                      + [t["name"] for held in techs["held"] for t in held])
        assert sorted(every_tech) == sorted(TECHS), "a tech was lost or duplicated"


def _disclosed(state: dict[str, Any], viewer: int | None) -> set[int]:
    """Cards another seat may legitimately know: the terms a dealer put on the table, and a hand a power lets
    the viewer look at in its own prompt (``shown``: Hacker)."""
    shown = {c for spec in state["pending"] if spec["seat"] == viewer for c in spec.get("shown", ())}
    deal = state["enc"]["deal"]
    dealers = (state["turn"]["offense"], state["enc"]["defense"])
    if deal is None or deal["offer"] is None or viewer not in dealers:
        return shown
    return shown | {c for terms in deal["offer"].values() for c in terms["cards"]}


def check_hidden(state: dict[str, Any]) -> None:
    enc = state["enc"]
    face_down = {
        c: (state["turn"]["offense"] if role == "offense" else enc["defense"])
        for role, c in enc["cards"].items() if c is not None and enc["card_first"] != role
        and (not enc["revealed"] or enc.get("face_down") == role)  # a card a power keeps face down (Gambler)
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
    for owner, name in enumerate(state["aliens"] or []):
        if name in state.get("face_down", ()):  # Hidden Powers: the sheet is its owner's to know
            for viewer in [None, *range(state["n"])]:
                if viewer != owner:
                    shown = RULES.view(state, viewer)["aliens"]
                    assert name not in json.dumps([shown["players"], shown["powers"], shown["summaries"]])
    for owner, held in enumerate(state.get("techs", {}).get("held", [])):
        played = " ".join(item["key"] for item in state["stack"])  # a hidden tech is revealed as it is played
        secret = [t["name"] for t in held if (not t["up"] or TECHS[t["name"]].hidden)
                  and unit_name(t["name"]) + ":" not in played]
        for viewer in [None, *range(state["n"])]:
            if viewer != owner:
                text = json.dumps(RULES.view(state, viewer)) + json.dumps(
                    [p.to_dict() for p in prompts if p.seat == viewer])
                assert not any(name in text for name in secret), f"seat {viewer} can see a face-down tech"
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
    """Each button of a prompt reads differently: two copies of a card are one choice."""
    for prompt in RULES.prompts(state):
        labels = [o.label for o in prompt.options]
        assert len(labels) == len(set(labels)), f"{prompt.kind} offers the same choice twice: {labels}"


def check_all(state: dict[str, Any], action: Action | None, events: list[Event]) -> None:
    check_accounting(state)
    check_hidden(state)
    check_events(events)
    check_distinct_options(state)
    assert json.loads(json.dumps(state)) == state
