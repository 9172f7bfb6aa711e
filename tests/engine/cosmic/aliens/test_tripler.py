"""Tripler: its attack card counts triple if 10 or less, a third (rounded up) if more."""

from __future__ import annotations

import pytest

from engine.cosmic.aliens.tripler import tripled
from tests.engine.cosmic.aliens.encounter import revealed, totals_text
from tests.engine.cosmic.table import artifact, attack, kinds, play

ZAP = artifact("Cosmic Zap")


@pytest.mark.parametrize("value, expected", [(0, 0), (4, 12), (10, 30), (11, 4), (20, 7), (40, 14)])
def test_tripling_rule(value: int, expected: int) -> None:
    assert tripled(value) == expected


def test_tripler_as_offense_triples_a_low_card_and_cuts_a_high_one() -> None:
    _, events = revealed({0: "Tripler"}, attack(6), attack(9))
    assert "offense 20, defense 13" in totals_text(events)  # 18 + 2 ships
    _, events = revealed({0: "Tripler"}, attack(30), attack(9))
    assert "offense 12, defense 13" in totals_text(events)  # 10 + 2 ships


def test_tripler_only_changes_its_own_card() -> None:
    _, events = revealed({1: "Tripler"}, attack(6), attack(4))
    assert "offense 8, defense 16" in totals_text(events)


def test_a_zapped_tripler_counts_its_card_as_printed() -> None:
    state, _ = revealed({0: "Tripler"}, attack(6), attack(9), hands={2: [ZAP, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    _, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert "offense 8, defense 13" in totals_text(events)


def test_tripler_below_three_home_colonies_has_no_power() -> None:
    _, events = revealed({0: "Tripler"}, attack(6), attack(9), ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert "offense 8, defense 13" in totals_text(events)
