"""What must hold after every action of every game: the checks both editions share
(:mod:`engine.cosmic.edition_checks`) with this edition's cards, ships, techs and hidden powers."""

from __future__ import annotations

import json
from typing import Any

from engine.core import Event
from engine.cosmic import board, powers
from engine.cosmic.cards import COSMIC
from engine.cosmic.edition_checks import (
    Sight,
    check_cards_hidden,
    check_cards_once,
    check_private_events,
    check_responses_hidden,
    every_action,
)
from engine.cosmic.edition_checks import check_distinct_options as _distinct_options
from engine.cosmic.four_planets import scale
from engine.cosmic.ruleset import CosmicRuleset
from engine.cosmic.techs.registry import TECHS
from engine.cosmic.techs.use import unit_name

PRIVATE_KINDS = {"cards.drawn", "planning.mine", "resolution.compensation.cards", "deal.offer.terms",
                 "power.barbarian.hand", "power.barbarian.kept",
                 "deal.made.cards", "deal.cards.named", "power.mind.hand", "power.mutant.card",
                 "power.philanthropist.card", "flare.healer.cards", "flare.mutant.card", "flare.trader.card",
                 "flare.trader.given",
                 "flare.vulch.card", "flare.will.hand", "power.mite.cards", "response.not_carried_out",
                 "alien.changed.mine",
                 "tech.kept.mine", "tech.completed.mine"}

RULES = CosmicRuleset()


def ships_of(state: dict[str, Any], seat: int) -> int:
    """Every ship a player owns, wherever it is: colonies, gate, allied, warp, on techs, out of the game."""
    enc = state["enc"]
    on_techs = sum(t["ships"] for t in state["techs"]["held"][seat]) if "techs" in state else 0
    return (sum(p[seat] for p in state["planets"]) + state["warp"][seat] + on_techs + board.removed(state, seat)
            + sum(enc["gate"][seat].values()) + sum(enc["dallies"][seat].values()))


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
    check_cards_once(everything, len(COSMIC))
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
    sight = Sight(RULES, state)
    check_cards_hidden(sight, face_down, _disclosed)
    face_down_sheets = [(owner, name) for owner, name in enumerate(state["aliens"] or [])
                        if name in state.get("face_down", ())]  # Hidden Powers: the sheet is its owner's to know
    for viewer in [None, *range(state["n"])] if face_down_sheets else []:
        shown = json.loads(sight.view(viewer))["aliens"]
        text = json.dumps([shown["players"], shown["powers"], shown["summaries"]])
        assert not any(name in text for owner, name in face_down_sheets if owner != viewer), \
            f"seat {viewer} can see a face-down alien"
    for owner, held in enumerate(state.get("techs", {}).get("held", [])):
        played = " ".join(item["key"] for item in state["stack"])  # a hidden tech is revealed as it is played
        secret = [t["name"] for t in held if (not t["up"] or TECHS[t["name"]].hidden)
                  and unit_name(t["name"]) + ":" not in played]
        for viewer in [None, *range(state["n"])]:
            if viewer != owner:
                text = sight.text(viewer)
                assert not any(name in text for name in secret), f"seat {viewer} can see a face-down tech"
    check_responses_hidden(sight)


def check_events(events: list[Event]) -> None:
    check_private_events(events, PRIVATE_KINDS)


def check_distinct_options(state: dict[str, Any]) -> None:
    _distinct_options(RULES, state)


check_all = every_action(RULES, check_accounting, check_hidden, PRIVATE_KINDS)
