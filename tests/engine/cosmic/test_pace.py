"""The pace of a Cosmic game by email, pinned for seed 7 (``python -m engine pace``): a change that adds a
sequential wait or an email per encounter fails here loudly.

The issue's goal is a median of at most 4 waits per encounter (5 with all aliens) and at most 2 decision
emails per player per encounter.  The base game meets it (the invitations asked with the launch); with all
aliens it is not met yet: those figures are pinned where they stand, so waits only go down.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.cosmic.windows import PASSES, Response
from engine.pace import pace
from engine.playout import playout
from tests.engine.cosmic.table import RULES


def _command(*extra: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "engine", "pace", "cosmic", "--players", "4", "--games", "20",
                          "--seed", "7", *extra], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_a_base_game_by_email_at_the_default_table_options() -> None:
    line = _command()
    assert line["encounters"] > 500
    assert line["waits_median"] <= 4 and line["waits_p90"] <= 6  # before: 7 and 9; 5 and 7 before with_launch
    assert line["emails_per_player_median"] <= 1.5  # before: 2.25; 1.75 before the pass for the encounter
    # A player's prompts opened at one moment are one email (seat and moment): 1.65 as when each prompt was one.
    assert line["emails_per_player_mean"] <= 1.65
    assert line["busiest_player_emails_median"] <= 3  # 4 before the invitations came with the launch
    assert line == _command()  # seeded: the same figures every run


def test_a_base_game_whose_players_take_every_second_encounter() -> None:
    line = _command("--standing", "second_encounter=always")
    # 5 and 1.75 with the invitations asked once the gate is aimed (invitations=together); 4 before the pass
    # for the encounter
    assert line["waits_median"] <= 3 and line["emails_per_player_median"] <= 1.5


def test_each_step_towards_the_rulebook_order_for_alliances_costs_a_wait_more() -> None:
    once_aimed = pace(RULES, 4, 20, 7, {"invitations": "together"})
    rulebook = pace(RULES, 4, 20, 7, {"invitations": "in_turn", "alliance_answers": "clockwise"})
    assert rulebook.waits_median <= 6
    assert rulebook.waits_median > once_aimed.waits_median > 4  # 4: the default's pin above


def test_all_aliens_and_artifacts() -> None:
    report = pace(RULES, 4, 20, 7, {"aliens": "red", "artifacts": "on"})
    # before: 10 and 14 waits, 3 emails; 8, 13 and 2.75 with 35 aliens. The eight aliens of issue 15 part A
    # (Warrior ... Void) each stay within those when added alone; all eight in the pool, the tables dealt
    # ask more of their own questions (Hate's answers, Fido's offers, Vacuum's victims ...): 9, 14 and 3. With all
    # 50 aliens in the pool (issue 15 parts A and B, the Reincarnator): 9, 13 and 3, within the same pin.
    # The invitations with the launch: 8, 15 and 3 (the shifted random stream lands on longer windows).
    # Merged windows and random players passing half their passes for the rest of the encounter: 7, 11 and 2.5
    # (engine/cosmic/README.md, "Pace by email", says what each gives). The launch, the invitations, the cards
    # and "a second encounter?" asked alongside the window before them (next_decision=with_window): 7, 10 and
    # 2.75, an email more now and then, since a question withdrawn by a play is asked again.
    # Counting a seat's prompts opened at one moment as the one email the service sends: 2.5 (mean 2.6).
    assert report.waits_median <= 7 and report.waits_p90 <= 10
    assert report.emails_per_player_median <= 2.5 and report.emails_per_player_mean <= 2.6


def test_all_aliens_with_each_question_after_its_window_costs_more_waits() -> None:
    after = pace(RULES, 4, 20, 7, {"aliens": "red", "artifacts": "on", "next_decision": "after_window"})
    assert after.waits_median <= 7 and after.waits_p90 == 11  # 10 with the default above


def test_all_aliens_with_random_players_who_never_pass_for_the_encounter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Response, "encounter_passes", 0)
    report = pace(RULES, 4, 20, 7, {"aliens": "red", "artifacts": "on"})
    assert report.waits_median <= 7 and report.waits_p90 <= 11  # 8 and 13 with the merged windows alone


def test_no_window_asks_a_player_who_has_nothing_to_play() -> None:
    """Each response prompt is a wait: it opens only for a seat with a legal play besides passing."""
    asked = 0

    def check(state: dict, action: object, events: list) -> None:
        nonlocal asked
        for prompt in RULES.prompts(state):
            if prompt.kind == "response":
                asked += 1
                assert [o.key for o in prompt.options if o.key not in PASSES], prompt.text

    playout(RULES, 4, 402, {"aliens": "red", "artifacts": "on"}, check=check)
    assert asked > 20
