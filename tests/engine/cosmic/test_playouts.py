"""Seeded random games to the end, checking every invariant after every action."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cosmic.invariants import check_accounting, check_all, check_events
from engine.playout import playout
from tests.engine.cosmic.table import RULES
from tests.engine.playouts import check_replay, check_simulate_is_deterministic, checked_playout, walk


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(6))
def test_random_game_keeps_every_invariant_after_every_action_and_ends_with_a_winner(players: int, seed: int) -> None:
    result = checked_playout(RULES, players, 1000 * players + seed, check=check_all)
    winners = RULES.result(result.state)
    assert winners and all(0 <= w < players for w in winners)


def test_many_random_games_end_with_accounted_ships_and_cards() -> None:
    def light(state, action, events) -> None:
        check_accounting(state)
        check_events(events)

    for seed in range(60):
        result = playout(RULES, 3 + seed % 3, 50_000 + seed, check=light)
        assert RULES.result(result.state)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 5), steps=st.integers(1, 150),
       timeout_rate=st.floats(0, 1))
def test_any_sequence_of_legal_answers_keeps_the_invariants(seed: int, players: int, steps: int,
                                                            timeout_rate: float) -> None:
    walk(RULES, {}, players, seed, steps, timeout_rate, check_all)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 5), steps=st.integers(1, 200))
def test_replaying_the_action_log_rebuilds_the_same_state(seed: int, players: int, steps: int) -> None:
    check_replay(RULES, {}, players, seed, steps)


def test_simulate_reports_figures_and_the_same_digest_twice() -> None:
    check_simulate_is_deterministic(RULES, 4, 5)


def test_simulate_command_prints_one_json_line() -> None:
    out = subprocess.run([sys.executable, "-m", "engine", "simulate", "cosmic", "--players", "3", "--games", "3",
                          "--seed", "11"], capture_output=True, text=True, check=True)
    line = json.loads(out.stdout)
    assert {"ruleset", "players", "games", "finished", "errors", "actions", "seconds", "actions_per_s",
            "digest"} <= set(line)
    assert line["finished"] == 3 and line["errors"] == 0
    with_artifacts = subprocess.run([sys.executable, "-m", "engine", "simulate", "cosmic", "--players", "3",
                                     "--games", "2", "--seed", "11", "--option", "artifacts=on"],
                                    capture_output=True, text=True, check=True)
    assert json.loads(with_artifacts.stdout)["digest"] != line["digest"]
