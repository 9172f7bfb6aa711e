"""Macron: commits only one ship; each of its ships counts 4, and 2 for compensation and rewards."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import NEGOTIATES, attack, play, table


def test_macron_may_launch_only_one_ship() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Macron"}, hands={0: [attack(8)], 1: [attack(9)],
                                                                       2: [attack(4)]})
    with pytest.raises(IllegalAction, match="between 1 and 1"):
        play(state, "launch.ships", {"planet": "5", "ships": {"0": 2}})


def test_each_macron_ship_counts_four() -> None:
    _, events = revealed({0: "Macron"}, attack(8), attack(9), launched=1)
    assert "offense 12, defense 13" in totals_text(events)


def test_a_macron_negotiator_takes_two_cards_per_ship_lost() -> None:
    hand = [attack(4), attack(5), attack(6), attack(7)]
    state, _ = revealed({0: "Macron"}, NEGOTIATES[0], attack(9), launched=1, hands={1: hand})
    assert len(state["hands"][0]) == 2


def test_macron_below_three_home_colonies_counts_one_per_ship() -> None:
    _, events = revealed({0: "Macron"}, attack(8), attack(9), launched=2, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "offense 10, defense 13" in totals_text(events)


def test_a_macron_losing_its_third_home_colony_loses_the_power_at_once_with_no_last_use() -> None:
    """Rulebook: the power is lost immediately; here, before the compensation it would have doubled."""
    state, events = revealed({1: "Macron"}, attack(20), NEGOTIATES[0], hands={0: [attack(4), attack(5), attack(6)]},
                             ships={(5, 1): 1, (8, 1): 0, (9, 1): 0})
    assert len(state["hands"][1]) == 1  # one ship lost, one card: the power no longer doubles it
