"""Oracle: the opponent chooses its encounter card first, face up; then the Oracle chooses."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.table import RULES, artifact, attack, kinds, play


def test_the_oracles_opponent_plays_face_up_first() -> None:
    state = to_planning({0: "Oracle"}, {0: [attack(8), attack(20)], 1: [attack(10)]})
    assert kinds(state) == [("planning.card", 1)]
    state, events = play(state, "planning.card", f"c{attack(10)}", 1)
    assert any(e.kind == "planning.face_up" for e in events)
    assert RULES.view(state, 2)["encounter"]["cards"]["defense"]["label"] == "Attack 10"
    assert kinds(state) == [("planning.card", 0)]


def test_a_zapped_oracle_chooses_at_the_same_time_as_its_opponent() -> None:
    zap = artifact("Cosmic Zap")
    state = to_planning({0: "Oracle"}, {0: [attack(8)], 1: [attack(10)], 2: [zap, attack(5)]},
                        options={"artifacts": "on"})
    assert kinds(state) == [("response", 2)]
    state, _ = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_oracle_below_three_home_colonies_has_no_power() -> None:
    state = to_planning({0: "Oracle"}, {0: [attack(8)], 1: [attack(10)]}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]
