"""Machine: may have another encounter after any encounter, won or lost, while it holds an encounter card."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import artifact, attack, cards, kinds, launch, no_invites, play


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


def test_a_zapped_machine_ends_its_turn_after_a_loss() -> None:
    zap = artifact("Cosmic Zap")
    state, _ = revealed({0: "Machine"}, attack(4), attack(30), hands={0: [attack(6)], 2: [zap, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]  # the Machine's use is on the stack
    state, events = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert ("encounter.second", 0) not in kinds(state) and state["turn"]["offense"] == 1


def test_the_machine_is_not_used_where_the_rulebook_already_allows_a_second_encounter() -> None:
    state, events = revealed({0: "Machine"}, attack(30), attack(4), hands={0: [attack(6)]})
    assert kinds(state) == [("encounter.second", 0)] and not any(e.kind == "power.machine" for e in events)
