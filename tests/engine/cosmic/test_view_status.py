"""The view's ``status_lines``: each power's state as the game page shows it beside the power, which the emails
carry, so a player deciding by email knows the tokens and hoards in play without seeing what is hidden."""

from __future__ import annotations

from engine.core import status_lines
from engine.cosmic.cards import COSMIC
from tests.engine.cosmic.aliens.test_citadel import placed
from tests.engine.cosmic.table import RULES, attack, table


def test_each_power_s_state_is_a_line_and_the_hoard_s_cards_are_the_miser_s_alone() -> None:
    state = table(destiny=["color:blue"], aliens={0: "Tick-Tock", 1: "Miser", 2: "Warrior"}, hands={2: [attack(5)]},
                  sheets={"Warrior": {"tokens": 3}})
    hoard = ", ".join(COSMIC[c].label for c in sorted(state["alien_data"]["Miser"]["hoard"]))
    for viewer in (0, 1, 2, None):
        lines = RULES.view(state, viewer)["status_lines"]
        assert lines[0] == "{p:0}: Tick-Tock (tokens: 10)"
        assert lines[1] == "{p:1}: Miser (hoard: 8 cards" + (f" ({hoard}))" if viewer == 1 else ")")
        assert lines[2] == "{p:2}: Warrior (3 tokens (+3 with an attack card))"
        assert status_lines(RULES, state, viewer) == list(zip(lines, RULES.view(state, viewer)["status_says"],
                                                              strict=True))  # as the emails read them


def test_a_face_down_power_s_state_is_its_owner_s_alone() -> None:
    """Hidden Powers: the tokens would name the alien."""
    state = table(destiny=["color:blue"], aliens={0: "Tick-Tock", 1: "Oracle"}, hands={2: [attack(5)]},
                  options={"aliens": "red", "hidden_powers": "on"})
    state["face_down"] = ["Tick-Tock", "Oracle"]
    assert RULES.view(state, 0)["status_lines"] == ["{p:0}: Tick-Tock (tokens: 10)"]
    assert [line for line, _say in status_lines(RULES, state, 0)] == ["{p:0}: Tick-Tock (tokens: 10)"]
    for viewer in (1, 2, None):
        assert RULES.view(state, viewer)["status_lines"] == []
        assert status_lines(RULES, state, viewer) == []


def test_a_game_without_aliens_has_no_lines() -> None:
    assert RULES.view(table(destiny=["color:blue"]), 0)["status_lines"] == []


def test_the_citadels_are_a_line_for_every_reader_and_the_citadel_s_hand_is_not() -> None:
    state = placed("5")  # Green placed its Attack 08 by Blue 1; it still holds an Attack 12
    for viewer in (0, 1, 2, None):
        lines = RULES.view(state, viewer)["status_lines"]
        assert lines == ["{p:2}: Citadel (citadels: Blue 1: Attack 08)"]
        assert "Attack 12" not in lines[0]
