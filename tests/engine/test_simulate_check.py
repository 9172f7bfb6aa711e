"""``python -m engine simulate --check``: the ruleset's invariants after every action of every game, a broken
one reported as an error like a crash."""

from __future__ import annotations

import json

import pytest

from engine import get_ruleset
from engine.__main__ import main
from engine.playout import simulate


def test_check_runs_the_invariants_and_reports_a_clean_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "cosmic", "--players", "3", "--games", "1", "--seed", "11", "--check"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["finished"] == 1 and line["errors"] == 0


def test_a_broken_invariant_is_an_error_naming_the_game_and_what_broke() -> None:
    seen: list[int] = []

    def ships_vanish(state, action, events) -> None:
        seen.append(1)
        if action is not None:
            raise AssertionError("seat 0 has 19 ships")

    report = simulate(get_ruleset("cosmic"), 3, 2, 11, check=ships_vanish)
    assert report.errors == 2 and report.finished == 0 and len(seen) == 4  # setup, then the first action
    assert report.failures[0] == "seed 11: AssertionError: seat 0 has 19 ships"


def test_a_ruleset_without_invariant_checks_says_so() -> None:
    with pytest.raises(SystemExit, match="has no invariant checks"):
        main(["simulate", "starfarers", "--games", "1", "--check"])
