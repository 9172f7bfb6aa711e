"""Loser's flare: the wild makes both sides lose; the super declares the upset after the reveal."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning
from tests.engine.cosmic.table import (
    ARTIFACTS,
    NEGOTIATES,
    artifact,
    attack,
    cards,
    encounter_warp,
    flare_card,
    kinds,
    open_prompt,
    play,
)

CARD = flare_card("Loser")
ZAP = artifact("Card Zap")


def test_loser_wild_makes_both_sides_lose_and_every_ship_goes_to_the_warp() -> None:
    state = to_planning({}, {0: [attack(30), CARD], 1: [attack(4)]})
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    state, events = cards(state, attack(30), attack(4))
    assert outcome(events) == "none"
    assert encounter_warp(state)[0] == 2 and encounter_warp(state)[1] == 4 and CARD in state["hands"][0]


def test_loser_wild_gives_a_negotiator_no_compensation() -> None:
    state = to_planning({}, {0: [attack(30)], 1: [NEGOTIATES[0], CARD]})
    state, _ = play(state, "response", f"flare:c{CARD}:", 1)
    state, events = cards(state, attack(30), NEGOTIATES[0])
    assert outcome(events) == "none" and encounter_warp(state)[1] == 4
    assert sum(e.data["count"] for e in events if e.kind == "resolution.compensation") == 0


def test_loser_wild_is_for_main_players_before_cards_are_chosen() -> None:
    state = to_planning({}, {0: [attack(30)], 1: [attack(4)], 2: [attack(5), CARD]})
    assert ("response", 2) not in kinds(state)


def test_a_card_zap_cancels_loser_wild() -> None:
    state = to_planning({}, {0: [attack(30), CARD], 1: [attack(4), ZAP]}, options=ARTIFACTS)
    state, _ = play(state, "response", f"flare:c{CARD}:", 0)
    state, _ = play(state, "response", f"cardzap:c{ZAP}:", 1)
    state, events = cards(state, attack(30), attack(4))
    assert outcome(events) == "offense" and CARD in state["discard"]


def test_loser_super_declares_the_upset_after_the_reveal() -> None:
    state = to_planning({0: "Loser"}, {0: [attack(30), NEGOTIATES[0], CARD], 1: [attack(4)]})
    state, _ = play(state, "response", "pass", 0)  # no upset before cards are chosen
    state, _ = play(state, "planning.card", f"c{NEGOTIATES[0]}", 0)  # not forced to play an attack
    state, _ = play(state, "planning.card", f"c{attack(4)}", 1)
    state, events = play(state, "response", f"flare:c{CARD}:", 0)
    assert outcome(events) == "offense"


def test_loser_super_is_not_offered_after_the_power_declared_the_upset() -> None:
    state = to_planning({0: "Loser"}, {0: [attack(30), CARD], 1: [attack(4)]})
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert not any("Loser wild" in label for label in labels)  # its own flare: super only
    state, _ = play(state, "response", "power:", 0)
    state, events = cards(state, attack(30), attack(4))
    assert outcome(events) == "defense" and ("response", 0) not in kinds(state)
