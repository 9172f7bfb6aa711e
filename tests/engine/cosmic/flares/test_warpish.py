"""Warpish's flare: the wild adds your own ships in the warp; the super makes the opponent subtract its own."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed, to_planning, totals_text
from tests.engine.cosmic.flares.windows import offered, settle, use
from tests.engine.cosmic.table import ARTIFACTS, NEGOTIATES, artifact, attack, flare_card, open_prompt, play

CARD = flare_card("Warpish")
ZAP = artifact("Card Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def test_warpish_wild_adds_one_for_each_of_your_own_ships_in_the_warp() -> None:
    state, _ = revealed({}, attack(6), attack(9), hands={1: [CARD, attack(4)]}, warp={1: 2, 2: 4})
    assert offered(state, 1) == {f"flare:c{CARD}:"}
    state, events = use(state, 1, CARD)
    assert "offense 8, defense 15" in totals_text(events)  # 9 + 4 ships + Blue's 2 (not Green's 4)
    assert CARD in state["hands"][1]


def test_warpish_wild_is_offered_only_at_the_reveal_of_two_attacks_with_ships_in_your_warp() -> None:
    state = to_planning({}, {0: [attack(6), CARD], 1: [attack(9)]}, warp={0: 3})
    assert offered(state, 0) == set()  # before the cards are chosen: not its timing
    state, _ = revealed({}, attack(6), NEGOTIATES[0], hands={0: [CARD]}, warp={0: 3})
    assert offered(state, 0) == set()
    state, _ = revealed({}, attack(6), attack(9), hands={0: [CARD]}, warp={2: 3})
    assert offered(state, 0) == set()  # none of its own ships in the warp


def test_warpish_wild_is_for_main_players_only() -> None:
    state, _ = revealed({}, attack(6), attack(9), hands={2: [CARD, attack(5)]}, warp={2: 3})
    assert offered(state, 2) == set()


def test_warpish_super_makes_the_opponent_subtract_its_ships_in_the_warp() -> None:
    state, _ = revealed({0: "Warpish"}, attack(6), attack(12), hands={0: [CARD]}, warp={1: 3})
    assert offered(state, 0) == {f"flare:c{CARD}:"}
    assert any("Warpish super flare" in o.label for o in open_prompt(state, "response", 0).options)
    state, events = use(state, 0, CARD)
    assert "offense 11, defense 13" in totals_text(events)  # 6 + 2 + 3 (power); 12 + 4 - 3 (super)
    assert CARD in state["hands"][0]


def test_warpish_super_is_for_the_warpish_as_a_main_player_at_the_reveal() -> None:
    state = to_planning({0: "Warpish"}, {0: [attack(6), CARD], 1: [attack(9)]}, warp={1: 3})
    assert offered(state, 0) == set()
    state, _ = revealed({2: "Warpish"}, attack(6), attack(9), hands={2: [CARD, attack(5)]}, warp={0: 3, 1: 3})
    assert offered(state, 2) == set()
    state, _ = revealed({0: "Warpish"}, attack(6), attack(12), hands={0: [CARD]}, warp={2: 3})
    assert offered(state, 0) == set()  # the opponent has nothing in the warp


def test_warpish_super_only_while_the_power_works_else_its_wild() -> None:
    state, _ = revealed({0: "Warpish"}, attack(6), attack(12), hands={0: [CARD]}, warp={0: 2, 1: 3},
                        ships=WEAK)
    labels = [o.label for o in open_prompt(state, "response", 0).options]
    assert any("Warpish wild flare" in label for label in labels)
    assert not any("Warpish super flare" in label for label in labels)


def test_a_card_zap_cancels_warpish_super_and_it_is_discarded() -> None:
    state, _ = revealed({0: "Warpish"}, attack(6), attack(12), hands={0: [CARD], 2: [ZAP, attack(5)]},
                        warp={1: 3}, options=ARTIFACTS)
    state, _ = use(state, 0, CARD)
    state, events = play(state, "response", f"cardzap:c{ZAP}:", 2)
    assert "offense 11, defense 16" in totals_text(events)
    assert outcome(events) == "defense" and CARD in state["discard"]


def test_a_card_zap_cancels_warpish_wild() -> None:
    state, _ = revealed({}, attack(6), attack(9), hands={1: [CARD, attack(4)], 2: [ZAP, attack(5)]},
                        warp={1: 2, 2: 4}, options=ARTIFACTS)
    state, _ = use(state, 1, CARD)
    state, events = settle(*play(state, "response", f"cardzap:c{ZAP}:", 2))
    assert "offense 8, defense 13" in totals_text(events) and CARD in state["discard"]
