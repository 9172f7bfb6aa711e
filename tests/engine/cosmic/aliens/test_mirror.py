"""Mirror: may call a reversal after cards are chosen: the digits of every revealed attack card swap."""

from __future__ import annotations

import pytest

from engine.cosmic.aliens.mirror import reversed_value
from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.aliens.test_calculator import WEAK, chosen
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, play


@pytest.mark.parametrize("value, expected", [(15, 51), (20, 2), (8, 80), (40, 4), (0, 0), (11, 11)])
def test_reversal_rule(value: int, expected: int) -> None:
    assert reversed_value(value) == expected


def test_mirror_reverses_both_revealed_attacks() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20))
    assert kinds(state) == [("response", 0)]
    _, events = play(state, "response", "power:", 0)
    assert "offense 82, defense 6" in totals_text(events)  # 08 counts 80, 20 counts 02
    assert outcome(events) == "offense"
    assert sum(e.kind == "power.mirror.reversed" for e in events) == 2


def test_mirror_as_defense_reverses_both_cards_too() -> None:
    state = chosen({1: "Mirror"}, attack(15), attack(40))
    _, events = play(state, "response", "power:", 1)
    assert "offense 53, defense 8" in totals_text(events)


def test_mirror_is_asked_only_after_both_cards_are_chosen() -> None:
    state = to_planning({0: "Mirror"}, {0: [attack(8)], 1: [attack(20)]})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_a_reversal_leaves_a_negotiate_alone() -> None:
    state = chosen({0: "Mirror"}, attack(8), NEGOTIATES[0])
    state, events = play(state, "response", "power:", 0)
    assert [e.kind for e in events].count("power.mirror.reversed") == 1
    assert outcome(events) == "offense"


def test_a_zapped_reversal_does_not_happen() -> None:
    zap = artifact("Cosmic Zap")
    state = chosen({0: "Mirror"}, attack(8), attack(20), {2: [zap, attack(5)]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    _, events = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert "offense 10, defense 24" in totals_text(events)
    assert not any(e.kind == "power.mirror.reversed" for e in events)


def test_mirror_below_three_home_colonies_is_not_asked() -> None:
    state = chosen({0: "Mirror"}, attack(8), attack(20), ships=WEAK)
    assert ("response", 0) not in kinds(state)
