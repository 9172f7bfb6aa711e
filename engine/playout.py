"""Random legal games to the end: the simulator, the fuzz tests and the benchmark share this."""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action, Event, Prompt, Ruleset, State, stand_in_action

Check = Callable[[State, Action | None, list[Event]], None]


@dataclass
class Playout:
    state: State
    actions: int


class Stuck(RuntimeError):
    """A game that neither ended nor asked anyone anything, or ran past its action budget."""


class TooLong(Stuck):
    """A game that ran past its action budget: long, not necessarily broken."""


def playout(
    ruleset: Ruleset,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    timeout_rate: float = 0.1,
    max_actions: int = 50_000,
    check: Check | None = None,
    stand_ins: frozenset[int] = frozenset(),
) -> Playout:
    """Play one game with random answers; some prompts time out to exercise the defaults. The seats in
    ``stand_ins`` are played by the ruleset's stand-in instead (never timing out)."""
    r = random.Random(seed)
    state, events = ruleset.setup(options or {}, players, seed)
    if check:
        check(state, None, events)
    actions = 0
    while ruleset.result(state) is None:
        prompts = open_prompts(ruleset, state)
        if not prompts:
            raise Stuck(f"seed {seed}: no open prompt and no result")
        prompt = r.choice(prompts)
        if prompt.seat in stand_ins:
            action = stand_in_action(ruleset, state, prompt)
        elif r.random() < timeout_rate:
            action = ruleset.timeout_action(state, prompt)
        else:
            action = ruleset.random_action(state, prompt, r)
        state, events = ruleset.apply(state, action, owned=True, prompt=prompt)  # nothing keeps the old state
        actions += 1
        if check:
            check(state, action, events)
        if actions >= max_actions:
            raise TooLong(f"seed {seed}: no winner after {actions} actions")
    return Playout(state, actions)


def open_prompts(ruleset: Ruleset, state: State) -> Sequence[Prompt]:
    """``ruleset.prompts(state)``, or the same prompts built only when read if the ruleset offers
    ``lazy_prompts`` (same length and order): a playout answers one prompt of the several open."""
    lazy = getattr(ruleset, "lazy_prompts", None)
    return lazy(state) if lazy is not None else ruleset.prompts(state)


def state_digest(state: State) -> str:
    return hashlib.sha256(json.dumps(state, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@dataclass
class Report:
    ruleset: str
    players: int
    games: int
    finished: int = 0
    errors: int = 0
    actions: int = 0
    seconds: float = 0.0
    actions_per_s: float = 0.0
    digest: str = ""
    failures: list[str] = field(default_factory=list)


def simulate(ruleset: Ruleset, players: int, games: int, seed: int,
             options: Mapping[str, Any] | None = None, check: Check | None = None) -> Report:
    """Many seeded random games; the digest hashes every final state so two runs can be compared.  With
    ``check``, a game whose state breaks it after any action is a failure, as a crash is."""
    report = Report(ruleset.name, players, games)
    digest = hashlib.sha256()
    start = time.perf_counter()
    for i in range(games):
        try:
            result = playout(ruleset, players, seed + i, options, check=check)
        except Exception as exc:  # a simulator reports every failure and carries on
            report.errors += 1
            report.failures.append(f"seed {seed + i}: {type(exc).__name__}: {exc}")
            continue
        report.finished += 1
        report.actions += result.actions
        digest.update(state_digest(result.state).encode())
    report.seconds = round(time.perf_counter() - start, 3)
    report.actions_per_s = round(report.actions / report.seconds, 1) if report.seconds else 0.0
    report.digest = digest.hexdigest()
    return report
