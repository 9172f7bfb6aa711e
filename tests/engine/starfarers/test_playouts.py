"""Seeded random games to the end, checking every invariant after every action."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Action
from engine.playout import playout, state_digest
from tests.engine.starfarers.invariants import RULES, check_all

LAYOUTS = ("beginner", "strategic", "exploration", "crazy")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("layout", LAYOUTS)
def test_random_game_keeps_every_invariant_after_every_action_and_ends_with_a_winner(players: int,
                                                                                       layout: str) -> None:
    result = playout(RULES, players, 100 * players + len(layout), {"layout": layout}, check=check_all)
    winners = RULES.result(result.state)
    assert winners and len(winners) == 1
    assert RULES.view(result.state, None)["players"][winners[0]]["vp"] >= 15


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 4), steps=st.integers(1, 200),
       layout=st.sampled_from(LAYOUTS), timeout_rate=st.floats(0, 1))
def test_any_sequence_of_legal_answers_keeps_the_invariants(seed: int, players: int, steps: int, layout: str,
                                                            timeout_rate: float) -> None:
    r = random.Random(seed)
    state, events = RULES.setup({"layout": layout}, players, seed)
    check_all(state, None, events)
    for _ in range(steps):
        if RULES.result(state):
            break
        prompt = r.choice(RULES.prompts(state))
        timed_out = r.random() < timeout_rate
        action = RULES.timeout_action(state, prompt) if timed_out else RULES.random_action(state, prompt, r)
        state, events = RULES.apply(state, action)
        check_all(state, action, events)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 4), steps=st.integers(1, 300),
       layout=st.sampled_from(LAYOUTS))
def test_the_same_seed_and_actions_give_the_same_state(seed: int, players: int, steps: int, layout: str) -> None:
    r = random.Random(seed)
    state, _ = RULES.setup({"layout": layout}, players, seed)
    log: list[dict] = []
    for _ in range(steps):
        if RULES.result(state):
            break
        action = RULES.random_action(state, r.choice(RULES.prompts(state)), r)
        log.append(json.loads(json.dumps(action.to_dict())))
        state, _ = RULES.apply(json.loads(json.dumps(state)), action)
    replayed, _ = RULES.setup({"layout": layout}, players, seed)
    for entry in log:
        replayed, _ = RULES.apply(replayed, Action.from_dict(entry))
    assert state_digest(replayed) == state_digest(state)


def test_simulate_prints_one_json_line_with_the_same_digest_twice() -> None:
    cmd = [sys.executable, "-m", "engine", "simulate", "starfarers", "--players", "3", "--games", "2", "--seed", "5"]
    first = subprocess.run(cmd, capture_output=True, text=True, check=True)
    second = subprocess.run(cmd, capture_output=True, text=True, check=True)
    line = json.loads(first.stdout)
    assert line["finished"] == 2 and line["errors"] == 0 and line["actions"] > 0
    assert line["digest"] == json.loads(second.stdout)["digest"]
