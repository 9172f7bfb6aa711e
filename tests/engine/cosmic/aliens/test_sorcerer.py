"""Sorcerer: may swap the two face-down encounter cards after they are chosen."""

from __future__ import annotations

from tests.engine.cosmic.aliens.encounter import outcome, to_planning
from tests.engine.cosmic.table import artifact, attack, kinds, play


def chosen(aliens: dict, extra: dict | None = None, **kw) -> dict:
    state = to_planning(aliens, {0: [attack(4)], 1: [attack(30)], **(extra or {})}, **kw)
    state, _ = play(state, "planning.card", f"c{attack(4)}", 0)
    state, _ = play(state, "planning.card", f"c{attack(30)}", 1)
    return state


def test_sorcerer_swaps_the_face_down_cards() -> None:
    state = chosen({0: "Sorcerer"})
    assert kinds(state) == [("response", 0)]
    _, events = play(state, "response", "power:", 0)
    assert outcome(events) == "offense"  # Red now has the 30


def test_sorcerer_is_asked_only_after_both_cards_are_chosen() -> None:
    state = to_planning({0: "Sorcerer"}, {0: [attack(4)], 1: [attack(30)]})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_a_zapped_swap_does_not_happen() -> None:
    zap = artifact("Cosmic Zap")
    state = chosen({0: "Sorcerer"}, {2: [zap, attack(5)]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    _, events = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert outcome(events) == "defense"


def test_sorcerer_below_three_home_colonies_is_not_asked() -> None:
    state = chosen({0: "Sorcerer"}, ships={(2, 0): 0, (3, 0): 0, (4, 0): 0})
    assert ("response", 0) not in kinds(state)
