"""Seeded random Avalon Hill games to the end, checking every invariant after every action."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cosmic_ah2000.invariants import check_accounting, check_all, check_events
from engine.playout import playout
from tests.engine.cosmic_ah2000.table import RULES
from tests.engine.playouts import check_replay, check_simulate_is_deterministic, checked_playout, walk


@pytest.mark.parametrize("options", [{}, {"aliens": "on"}])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_random_game_keeps_every_invariant_after_every_action_and_ends_with_a_winner(
        players: int, seed: int, options: dict) -> None:
    result = checked_playout(RULES, players, 1000 * players + seed, options, check=check_all)
    winners = RULES.result(result.state)
    assert winners and all(0 <= w < players for w in winners)


@pytest.mark.long
def test_many_random_games_end_with_accounted_ships_and_cards() -> None:
    def light(state, action, events) -> None:
        check_accounting(state)
        check_events(events)

    for seed in range(30):
        result = playout(RULES, 2 + seed % 3, 60_000 + seed, {"aliens": "on"} if seed % 2 else {}, check=light)
        assert RULES.result(result.state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), steps=st.integers(1, 150),
       timeout_rate=st.floats(0, 1), aliens=st.booleans())
def test_any_sequence_of_legal_answers_keeps_the_invariants(seed: int, players: int, steps: int,
                                                            timeout_rate: float, aliens: bool) -> None:
    walk(RULES, {"aliens": "on"} if aliens else {}, players, seed, steps, timeout_rate, check_all)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), steps=st.integers(1, 200))
def test_replaying_the_action_log_rebuilds_the_same_state(seed: int, players: int, steps: int) -> None:
    check_replay(RULES, {"aliens": "on"}, players, seed, steps)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_finishes_every_game_with_the_same_digest_twice(players: int) -> None:
    check_simulate_is_deterministic(RULES, players, 4)


def test_simulate_command_with_aliens_all_deals_the_editions_twenty() -> None:
    def run(*extra: str) -> dict:
        out = subprocess.run([sys.executable, "-m", "engine", "simulate", "cosmic-ah2000", "--players", "3",
                              "--games", "2", "--seed", "11", *extra], capture_output=True, text=True, check=True)
        return json.loads(out.stdout)

    plain, aliens = run(), run("--aliens", "all")
    assert plain["errors"] == aliens["errors"] == 0 and plain["digest"] != aliens["digest"]
    assert aliens["digest"] == run("--option", "aliens=on")["digest"]
