"""Kamikaze: before cards are chosen, may send up to four ships to the warp and draw two cards for each."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from tests.engine.cosmic.aliens.encounter import to_planning
from tests.engine.cosmic.table import RULES, artifact, attack, kinds, open_prompt, play

ZAP = artifact("Cosmic Zap")
WEAK = {(2, 0): 0, (3, 0): 0, (4, 0): 0}


def at_planning(aliens: dict, extra: dict | None = None, **kw) -> dict:
    """Red launched 2 ships from Red 1 (2 left there; 4 on each of its other planets) at Blue 1."""
    return to_planning(aliens, {0: [attack(8), attack(4)], 1: [attack(9), attack(4, 1)], **(extra or {})}, **kw)


def test_kamikaze_sends_the_ships_it_names_and_draws_two_cards_each() -> None:
    state = at_planning({0: "Kamikaze"})
    assert kinds(state) == [("response", 0)] and state["pending"][0]["point"] == "planning.before"
    assert {o.key for o in open_prompt(state, "response", 0).options} >= {"power:1", "power:4"}
    state, _ = play(state, "response", "power:3", 0)
    assert open_prompt(state, "kamikaze.ships", 0).fields[0].min == 3
    state, _ = play(state, "kamikaze.ships", {"ships": {"0": 2, "3": 1}}, 0)
    assert state["warp"][0] == 3 and state["planets"][0][0] == 0 and state["planets"][3][0] == 3
    assert len(state["hands"][0]) == 2 + 6
    assert sorted(kinds(state)) == [("planning.card", 0), ("planning.card", 1)]


def test_kamikaze_ships_left_unanswered_empty_no_colony() -> None:
    state = at_planning({0: "Kamikaze"})
    state, _ = play(state, "response", "power:2", 0)
    state, _ = RULES.apply(state, RULES.timeout_action(state, open_prompt(state, "kamikaze.ships")))
    assert state["planets"][0][0] == 2 and state["warp"][0] == 2 and len(state["hands"][0]) == 6


def test_kamikaze_ships_refuses_the_wrong_count_and_changes_nothing() -> None:
    state = at_planning({0: "Kamikaze"})
    state, _ = play(state, "response", "power:2", 0)
    with pytest.raises(IllegalAction):
        play(state, "kamikaze.ships", {"ships": {"1": 3}}, 0)
    assert state["warp"][0] == 0 and ("kamikaze.ships", 0) in kinds(state)


def test_kamikaze_is_offered_before_cards_are_chosen_to_main_players_only() -> None:
    state = at_planning({1: "Kamikaze"})
    assert kinds(state) == [("response", 1)]
    state = at_planning({2: "Kamikaze"})
    assert ("response", 2) not in kinds(state)


def test_a_zapped_kamikaze_loses_no_ship_and_draws_nothing() -> None:
    state = at_planning({0: "Kamikaze"}, {2: [ZAP, attack(5)]}, options={"artifacts": "on"})
    state, _ = play(state, "response", "power:2", 0)
    state, events = play(state, "response", f"cosmiczap:c{ZAP}:", 2)
    assert any(e.kind == "power.zapped" for e in events)
    assert state["warp"][0] == 0 and len(state["hands"][0]) == 2


def test_kamikaze_below_three_home_colonies_is_not_asked() -> None:
    state = at_planning({0: "Kamikaze"}, ships=WEAK)
    assert ("response", 0) not in kinds(state)
