"""Zombie: its ships never go to the warp; they go back to its colonies."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import revealed
from tests.engine.cosmic.table import NEGOTIATES, attack, play


def test_defeated_zombie_ships_go_home_instead_of_the_warp() -> None:
    state, events = revealed({0: "Zombie"}, attack(4), attack(30))
    assert state["warp"][0] == 0
    assert state["planets"][0][0] == 4  # Red 1 gave 2 and got them back
    assert any(e.kind == "power.zombie" for e in events)


def test_zombie_loses_no_ships_to_a_failed_deal() -> None:
    state, _ = revealed({1: "Zombie"}, NEGOTIATES[0], NEGOTIATES[1], hands={0: [attack(4)], 1: [attack(5)]})
    state, _ = play(state, "deal.propose", {"do": "end"}, 0)
    assert state["warp"][1] == 0


def test_other_players_ships_still_go_to_the_warp() -> None:
    state, _ = revealed({1: "Zombie"}, attack(4), attack(30))
    assert state["warp"][0] == 2


def test_zombie_below_three_home_colonies_loses_ships_as_usual() -> None:
    state, _ = revealed({0: "Zombie"}, attack(4), attack(30), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert state["warp"][0] == 2
