"""Pacifist: a negotiate it reveals against an attack wins (and earns no compensation)."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, revealed
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")


def test_pacifist_defense_wins_with_a_negotiate_against_an_attack() -> None:
    state, events = revealed({1: "Pacifist"}, attack(20), NEGOTIATES[0], hands={0: [attack(4)]})
    assert outcome(events) == "defense"
    assert state["warp"][0] == 2 and state["hands"][0] == [attack(4)]  # a winning negotiate takes nothing


def test_pacifist_offense_lands_with_a_negotiate() -> None:
    state, events = revealed({0: "Pacifist"}, NEGOTIATES[0], attack(20))
    assert outcome(events) == "offense" and state["planets"][5][0] == 2


def test_pacifist_negotiate_against_negotiate_is_still_a_deal() -> None:
    state, events = revealed({0: "Pacifist"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(4)], 1: [attack(5)]})
    assert sorted(k for k, _ in kinds(state)) == ["deal.propose", "deal.propose"]


def test_a_zapped_pacifist_loses_with_its_negotiate() -> None:
    state, _ = revealed({1: "Pacifist"}, attack(20), NEGOTIATES[0], hands={0: [attack(4)], 2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    _, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert outcome(events) == "offense"


def test_pacifist_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({1: "Pacifist"}, attack(20), NEGOTIATES[0], hands={0: [attack(4)]},
                         ships={(7, 1): 0, (8, 1): 0, (9, 1): 0})
    assert outcome(events) == "offense"
