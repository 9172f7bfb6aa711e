"""Machine: may have another encounter after any encounter, won or lost, while it holds an encounter card."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import attack, cards, kinds, launch, no_invites, play


def test_machine_may_go_on_after_losing() -> None:
    state, _ = revealed({0: "Machine"}, attack(4), attack(30), hands={0: [attack(6)]})
    assert kinds(state) == [("encounter.second", 0)]


def test_machine_may_have_a_third_encounter() -> None:
    state, _ = revealed({0: "Machine"}, attack(30), attack(4), hands={0: [attack(20), attack(6)]},
                        destiny=["color:blue", "color:green"])
    state, _ = play(state, "encounter.second", "yes")
    state = no_invites(launch(state, 10, {1: 1}))
    state, _ = cards(state, attack(20), attack(5))
    state, _ = play(state, "encounter.second", "yes")
    assert state["turn"]["encounter"] == 3


def test_machine_without_an_encounter_card_stops() -> None:
    state, _ = revealed({0: "Machine"}, attack(4), attack(30))
    assert ("encounter.second", 0) not in kinds(state)


def test_machine_below_three_home_colonies_stops_after_a_loss() -> None:
    state, _ = revealed({0: "Machine"}, attack(4), attack(30), hands={0: [attack(6)]},
                        ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("encounter.second", 0) not in kinds(state)
