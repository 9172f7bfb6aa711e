"""Calculator: may call "equalize" after cards are chosen: of two attacks, the higher is reduced by the lower."""

from __future__ import annotations

from typing import Any

from tests.engine.cosmic.aliens.encounter import outcome, to_planning, totals_text
from tests.engine.cosmic.table import NEGOTIATES, artifact, attack, kinds, play

WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def chosen(aliens: dict, off: int, dfn: int, extra: dict | None = None, **kw: Any) -> dict:
    """Red (offense, 2 ships) and Blue (defense, 4 ships) have chosen ``off`` and ``dfn``."""
    state = to_planning(aliens, {0: [off, attack(4)], 1: [dfn, attack(4, 1)], **(extra or {})}, **kw)
    state, _ = play(state, "planning.card", f"c{off}", 0)
    state, _ = play(state, "planning.card", f"c{dfn}", 1)
    return state


def test_calculator_as_offense_reduces_the_higher_attack_by_the_lower() -> None:
    state = chosen({0: "Calculator"}, attack(13), attack(15))
    assert kinds(state) == [("response", 0)]
    _, events = play(state, "response", "power:", 0)
    assert "offense 15, defense 6" in totals_text(events)  # Blue's 15 counts 15 - 13 = 2
    assert outcome(events) == "offense"


def test_calculator_as_defense_cuts_the_offense_s_higher_card() -> None:
    state = chosen({1: "Calculator"}, attack(14), attack(10))
    _, events = play(state, "response", "power:", 1)
    assert "offense 6, defense 14" in totals_text(events)
    assert outcome(events) == "defense"


def test_calculator_is_asked_only_after_both_cards_are_chosen() -> None:
    state = to_planning({0: "Calculator"}, {0: [attack(13)], 1: [attack(15)]})
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_an_equalize_on_equal_attacks_or_a_negotiate_changes_nothing() -> None:
    state = chosen({0: "Calculator"}, attack(8), attack(8, 1))
    _, events = play(state, "response", "power:", 0)
    assert "offense 10, defense 12" in totals_text(events)
    state = chosen({0: "Calculator"}, attack(13), NEGOTIATES[0])
    state, events = play(state, "response", "power:", 0)
    assert outcome(events) == "offense" and state["planets"][5][0] == 2  # the attack won and landed


def test_a_zapped_equalize_does_not_happen() -> None:
    zap = artifact("Cosmic Zap")
    state = chosen({0: "Calculator"}, attack(13), attack(15), {2: [zap, attack(5)]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:", 0)
    _, events = play(state, "response", f"cosmiczap:c{zap}:", 2)
    assert "offense 15, defense 19" in totals_text(events)


def test_calculator_below_three_home_colonies_is_not_asked() -> None:
    state = chosen({0: "Calculator"}, attack(13), attack(15), ships=WEAK)
    assert ("response", 0) not in kinds(state)
