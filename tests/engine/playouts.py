"""Random walks over a ruleset's legal answers, for the playout tests of every edition: the same
walk, replay and determinism checks, given the ruleset, its table options and its player counts, and
whole games checked after every action, kept to a length the suite can afford."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from engine.core import Action, Ruleset
from engine.playout import Check, Playout, TooLong, playout, simulate, state_digest

# A checked game costs a few milliseconds an action; a random game now and then drags on for ten
# thousand actions or more.  Those belong to `python -m engine simulate --check`, not to the suite.
CHECKED_ACTIONS = 1_500
_STRIDE = 100_000


def walk(rules: Ruleset, options: Mapping[str, Any], players: int, seed: int, steps: int,
         timeout_rate: float, check: Check) -> None:
    """Up to ``steps`` legal answers (a share of them timeouts), checking the state after each."""
    r = random.Random(seed)
    state, _ = rules.setup(options, players, seed)
    for _ in range(steps):
        if rules.result(state):
            break
        prompt = r.choice(rules.prompts(state))
        timed_out = r.random() < timeout_rate
        action = rules.timeout_action(state, prompt) if timed_out else rules.random_action(state, prompt, r)
        state, events = rules.apply(state, action)
        check(state, action, events)


def checked_playout(rules: Ruleset, players: int, seed: int, options: Mapping[str, Any] | None = None,
                    check: Check | None = None, **kwargs: Any) -> Playout:
    """The first game of ``seed``, ``seed + 100_000``, ``seed + 200_000``, ... that ends within
    :data:`CHECKED_ACTIONS` actions, played with ``check`` after every action (the stride keeps the
    neighbouring seeds of a parametrized test on games of their own).

    Each candidate is first played unchecked, which costs a tiny fraction of a checked game, so a
    rule change that lengthens one seed's game moves the test to the next seed instead of making it
    slow."""
    candidates = range(seed, seed + 50 * _STRIDE, _STRIDE)
    for candidate in candidates:
        try:
            playout(rules, players, candidate, options, max_actions=CHECKED_ACTIONS, **kwargs)
        except TooLong:
            continue
        return playout(rules, players, candidate, options, check=check, max_actions=CHECKED_ACTIONS, **kwargs)
    raise AssertionError(f"none of the games of seeds {candidates} ends within {CHECKED_ACTIONS} actions")


def check_replay(rules: Ruleset, options: Mapping[str, Any], players: int, seed: int, steps: int) -> None:
    """Replaying the JSON action log of a random game from its seed rebuilds the same state."""
    r = random.Random(seed)
    state, _ = rules.setup(options, players, seed)
    log: list[dict] = []
    for _ in range(steps):
        if rules.result(state):
            break
        action = rules.random_action(state, r.choice(rules.prompts(state)), r)
        log.append(json.loads(json.dumps(action.to_dict())))
        state, _ = rules.apply(state, action)
    replayed, _ = rules.setup(options, players, seed)
    for entry in log:
        replayed, _ = rules.apply(replayed, Action.from_dict(entry))
    assert state_digest(replayed) == state_digest(state)


def check_simulate_is_deterministic(rules: Ruleset, players: int, games: int) -> None:
    """Every game finishes without error; the same seed gives the same digest, another seed another."""
    first = simulate(rules, players, games, seed=11)
    second = simulate(rules, players, games, seed=11)
    assert (first.finished, first.errors) == (games, 0)
    assert first.digest == second.digest and first.actions == second.actions
    assert simulate(rules, players, games, seed=12).digest != first.digest
