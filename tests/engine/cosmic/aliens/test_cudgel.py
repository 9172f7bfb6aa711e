"""Cudgel: winning with an attack card, its opponent also loses as many ships as the Cudgel had in the encounter."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import (
    NEGOTIATES,
    RULES,
    artifact,
    as_encounter_left,
    attack,
    encounter_warp,
    kinds,
    open_prompt,
    play,
)

ZAP = artifact("Cosmic Zap")


def test_offense_cudgel_crushes_the_defense_by_its_ships_on_the_gate() -> None:
    state, _ = revealed({0: "Cudgel"}, attack(20), attack(4))
    assert kinds(state) == [("cudgel.ships", 1)]
    assert open_prompt(state, "cudgel.ships").fields[0].max == 2
    state, _ = play(state, "cudgel.ships", {"ships": {"6": 2}}, 1)
    state = as_encounter_left(state)
    assert state["warp"][1] == 6  # 4 defending + 2 crushed
    assert state["planets"][6][1] == 2


def test_defense_cudgel_crushes_the_offense_by_its_ships_on_the_planet() -> None:
    state, _ = revealed({1: "Cudgel"}, attack(4), attack(20))
    state, _ = play(state, "cudgel.ships", {"ships": {"1": 4}}, 0)
    assert state["warp"][0] == 6  # 2 on the gate + 4 crushed
    assert state["planets"][1][0] == 0


def test_cudgel_winning_against_a_negotiate_still_crushes() -> None:
    state, _ = revealed({0: "Cudgel"}, attack(20), NEGOTIATES[0])
    assert ("cudgel.ships", 1) in kinds(state)


def test_cudgel_does_nothing_when_it_loses() -> None:
    state, events = revealed({0: "Cudgel"}, attack(4), attack(20))
    assert not any(e.kind == "power.cudgel" for e in events)
    assert state["warp"][1] == 0


def test_cudgel_timeout_empties_no_colony_when_it_can_avoid_it() -> None:
    state, _ = revealed({0: "Cudgel"}, attack(20), attack(4), ships={(6, 1): 1, (7, 1): 3})
    choice = RULES.timeout_action(state, open_prompt(state, "cudgel.ships")).choice
    assert "6" not in choice["ships"] and sum(choice["ships"].values()) == 2


def test_a_zapped_cudgel_crushes_nobody() -> None:
    state, _ = revealed({0: "Cudgel"}, attack(20), attack(4), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, _ = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert state["warp"][1] == 4


def test_cudgel_below_three_home_colonies_crushes_nobody() -> None:
    state, _ = revealed({0: "Cudgel"}, attack(20), attack(4), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert encounter_warp(state)[1] == 4
