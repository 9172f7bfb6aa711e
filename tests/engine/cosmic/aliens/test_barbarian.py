"""Barbarian: winning as the offense, it keeps one card of the defense's hand per own ship; the rest is discarded."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
LOOT = [attack(12), attack(15), NEGOTIATES[1]]


def test_barbarian_keeps_one_card_per_ship_and_discards_the_rest() -> None:
    state, events = revealed({0: "Barbarian"}, attack(20), attack(4), hands={1: LOOT})
    assert kinds(state) == [("barbarian.keep", 0)]
    private = next(e for e in events if e.kind == "power.barbarian.hand")
    assert private.seats == (0, 1)
    state, _ = play(state, "barbarian.keep", {"cards": [f"c{attack(15)}", f"c{NEGOTIATES[1]}"]}, 0)
    assert state["hands"][1] == []
    assert attack(15) in state["hands"][0] and NEGOTIATES[1] in state["hands"][0]
    assert attack(12) in state["discard"]


def test_barbarian_keeps_a_hand_no_bigger_than_its_ships_without_asking() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(20), attack(4), hands={1: [attack(12)]})
    assert "barbarian.keep" not in [k for k, _ in kinds(state)]
    assert attack(12) in state["hands"][0] and state["hands"][1] == []


def test_barbarian_plunders_before_the_defense_takes_compensation() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(20), NEGOTIATES[0], hands={0: [attack(6)], 1: [attack(12)]})
    assert sorted(state["hands"][1]) == sorted([attack(6), attack(12)])  # compensation took the loot back
    assert state["hands"][0] == []


def test_barbarian_timeout_keeps_the_best_cards() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(20), attack(4), hands={1: LOOT})
    prompt = open_prompt(state, "barbarian.keep")
    assert sorted(RULES.timeout_action(state, prompt).choice["cards"]) == sorted([f"c{attack(12)}", f"c{attack(15)}"])


def test_barbarian_does_nothing_when_it_loses_or_defends() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(4), attack(20), hands={1: LOOT})
    assert sorted(state["hands"][1]) == sorted(LOOT)
    state, _ = revealed({1: "Barbarian"}, attack(4), attack(20), hands={0: LOOT})
    assert sorted(state["hands"][0]) == sorted(LOOT)


def test_a_zapped_barbarian_leaves_the_hand_alone() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(20), attack(4), hands={1: LOOT, 2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, _ = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert sorted(state["hands"][1]) == sorted(LOOT)


def test_barbarian_below_three_home_colonies_takes_nothing() -> None:
    state, _ = revealed({0: "Barbarian"}, attack(20), attack(4), hands={1: LOOT},
                        ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert sorted(state["hands"][1]) == sorted(LOOT)
