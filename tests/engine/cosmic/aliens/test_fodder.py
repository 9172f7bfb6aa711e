"""Fodder: with two attacks revealed, may discard attack cards valued between them and add their values."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}
FEED = [attack(6), attack(8), attack(10), attack(23)]  # 06, 08 and 10 lie between 04 and 20


def test_fodder_discards_the_cards_it_names_between_the_two_attacks_and_adds_them() -> None:
    state, _ = revealed({0: "Fodder"}, attack(4), attack(20), hands={0: FEED})
    assert kinds(state) == [("response", 0)]
    state, _ = play(state, "response", "power:", 0)
    field = open_prompt(state, "fodder.cards", 0).fields[0]
    assert [o.label for o in field.options] == ["Attack 06", "Attack 08", "Attack 10"]
    state, events = play(state, "fodder.cards", {"cards": [f"c{attack(6)}", f"c{attack(10)}"]}, 0)
    assert "offense 22, defense 24" in totals_text(events)
    assert attack(6) in state["discard"] and attack(8) in state["hands"][0]


def test_fodder_cards_left_unanswered_discard_them_all() -> None:
    state, _ = revealed({0: "Fodder"}, attack(4), attack(20), hands={0: FEED})
    state, _ = play(state, "response", "power:", 0)
    state, events = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "fodder.cards")))
    assert "offense 30, defense 24" in totals_text(events) and outcome(events) == "offense"


def test_a_fodder_defense_with_one_card_between_discards_it_without_a_question() -> None:
    state, _ = revealed({1: "Fodder"}, attack(20), attack(8), hands={1: [attack(10), attack(4)]})
    state, events = play(state, "response", "power:", 1)
    assert "offense 22, defense 22" in totals_text(events) and outcome(events) == "defense"


def test_fodder_is_asked_only_at_the_reveal_of_two_attacks_with_cards_between() -> None:
    state, _ = revealed({0: "Fodder"}, attack(4), NEGOTIATES[0], hands={0: FEED})
    assert ("response", 0) not in kinds(state)
    state, _ = revealed({0: "Fodder"}, attack(4), attack(6), hands={0: FEED})
    assert ("response", 0) not in kinds(state)  # nothing between 04 and 06


def test_a_zapped_fodder_discards_nothing() -> None:
    state, _ = revealed({0: "Fodder"}, attack(4), attack(20), hands={0: FEED, 2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert "offense 6, defense 24" in totals_text(events) and attack(6) in state["hands"][0]


def test_fodder_below_three_home_colonies_is_not_asked() -> None:
    state, _ = revealed({0: "Fodder"}, attack(4), attack(20), hands={0: FEED}, ships=WEAK)
    assert ("response", 0) not in kinds(state)
