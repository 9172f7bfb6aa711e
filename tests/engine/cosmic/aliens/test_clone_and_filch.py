"""Clone keeps its own encounter card; Filch takes its opponent's; Clone's claim comes first."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import artifact, attack, kinds, play


def test_clone_takes_its_encounter_card_back() -> None:
    state, _ = revealed({0: "Clone"}, attack(20), attack(4), hands={0: [attack(6)]})
    assert kinds(state) == [("response", 0)]
    state, _ = play(state, "response", "power:", 0)
    assert attack(20) in state["hands"][0] and attack(4) in state["discard"]


def test_filch_takes_its_opponents_card() -> None:
    state, _ = revealed({1: "Filch"}, attack(20), attack(4), hands={0: [attack(6)]})
    state, _ = play(state, "response", "power:", 1)
    assert attack(20) in state["hands"][1]


def test_clone_keeps_its_card_even_when_filch_asked_for_it_first() -> None:
    state, _ = revealed({0: "Filch", 1: "Clone"}, attack(20), attack(4), hands={0: [attack(6)]})
    assert sorted(kinds(state)) == [("response", 0), ("response", 1)]
    state, _ = play(state, "response", "power:", 1)
    state, _ = play(state, "response", "power:", 0)  # Filch first in priority: takes the 4
    state, _ = play(state, "response", "power:", 1)  # then Clone reclaims it
    assert attack(4) in state["hands"][1] and attack(4) not in state["hands"][0]


def test_a_zapped_clone_discards_as_usual() -> None:
    zap = artifact("Cosmic Zap")
    state, _ = revealed({0: "Clone"}, attack(20), attack(4), hands={0: [attack(6)], 2: [zap, attack(5)]},
                        options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert attack(20) in state["discard"]


def test_clone_below_three_home_colonies_is_not_asked() -> None:
    state, _ = revealed({0: "Clone"}, attack(20), attack(4), hands={0: [attack(6)]},
                        ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)


def test_in_priority_order_the_first_claim_on_a_card_keeps_it() -> None:
    """Rulings note 11, the other reading (table option ``clone_filch=priority``)."""
    state, _ = revealed({0: "Filch", 1: "Clone"}, attack(20), attack(4), hands={0: [attack(6)]},
                        options={"clone_filch": "priority"})
    state, _ = play(state, "response", "power:", 1)
    state, _ = play(state, "response", "power:", 0)  # Filch first in priority: takes the 4
    assert ("response", 1) not in kinds(state)  # the Clone has nothing left to claim
    assert attack(4) in state["hands"][0] and attack(4) not in state["hands"][1]
