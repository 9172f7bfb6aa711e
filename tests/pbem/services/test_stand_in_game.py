"""A whole game of each ruleset on the service in which one player goes on holiday mid-game and one vanishes:
the stand-ins keep it moving to a winner, their decisions are in the log, and a replay of the log
gives the stored game (what ``pbem replay`` checks)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa
import time_machine

import engine
from pbem.models import EventRecord, OutboxEmail, User, utcnow
from pbem.services import deadlines, stand_ins
from pbem.services.away import set_away
from pbem.services.decisions import apply_decision
from pbem.services.errors import StalePrompt
from pbem.services.replay import replay
from tests.pbem.helpers import EMAILS, actions, game_row, game_status, new_game, seat

START = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
ANN, BOB, CYD, DEE = 0, 1, 2, 3  # Bob goes on holiday; Cyd vanishes


def _start(db, ruleset: str) -> int:
    from pbem.services import games

    game_id = new_game(db, 4, ruleset=ruleset, seed=2026)
    with db.write() as session:
        game = games.lock_game(session, game_id)
        game.stand_in_after = 2
        for s in list(game.seats):
            games.join_seat(session, game, s, ["Ann", "Bob", "Cyd", "Dee"][s.index], "Europe/Berlin")
    return game_id


def game_events(db, game_id: int) -> list[EventRecord]:
    with db.session() as session:
        return list(session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id)
                                    .order_by(EventRecord.seq)))


def _go_away(db, email: str, last_day: date) -> None:
    """Away through ``last_day``, as the settings page (or a reply "away until ...") sets it."""
    with db.write() as session:
        set_away(session, session.scalar(sa.select(User).where(User.email == email)), last_day)


@pytest.mark.parametrize("ruleset_name", ["cosmic", "cosmic-ah2000", "starfarers"])
@pytest.mark.long
def test_a_holiday_and_a_vanished_player_still_reach_a_winner_and_replay_exactly(db, database_url, ruleset_name):
    ruleset = engine.get_ruleset(ruleset_name)
    r = random.Random(5)
    with time_machine.travel(START, tick=False) as clock:
        game_id = _start(db, ruleset_name)
        playing = {ANN, BOB, DEE}
        steps = away_at = back_at = 0
        while game_status(db, game_id) == "active":
            steps += 1
            assert steps < 5000, "the game did not end"
            if steps == 20:
                went = utcnow()
                _go_away(db, EMAILS[BOB], went.date() + timedelta(days=2))  # through the day after tomorrow
                playing.discard(BOB)
                away_at = len(actions(db, game_id))
            if steps == 60:
                clock.shift(timedelta(days=3))  # Bob's last day is over
                came = utcnow()
                assert stand_ins.sweep(db)["returned"] == 1
                playing.add(BOB)
                back_at = len(actions(db, game_id))
            stand_ins.sweep(db)
            game = game_row(db, game_id)  # one read a step: the sweep may have moved the game on or ended it
            if game.state is None or game.status != "active":
                break
            state = game.state
            mine = [p for p in ruleset.prompts(state) if p.seat in playing]
            if not mine:  # only Cyd is asked: her deadline passes
                clock.shift(timedelta(hours=49))
                deadlines.sweep(db)
                continue
            prompt = r.choice(mine)
            try:
                apply_decision(db, game_id, prompt.seat, prompt.id,
                               ruleset.random_action(state, prompt, r).choice, "api")
            except StalePrompt:
                continue

    game = game_row(db, game_id)
    assert game.status == "finished" and game.result
    assert 0 < away_at < back_at, "the game ended before Bob came back"
    log = actions(db, game_id)
    sources = {(a.seat, a.source) for a in log}
    # Cyd: two deadlines in a row, then the stand-in for the rest of the game.
    cyd = [a.source for a in log if a.seat == CYD]
    assert cyd[:2] == ["timeout", "timeout"] and set(cyd[2:]) == {"stand-in"} and len(cyd) > 2
    assert seat(db, game_id, CYD).stand_in == "timeouts"
    # Bob: the stand-in while away, himself before and after.
    bob = [(i, a.source) for i, a in enumerate(log) if a.seat == BOB]
    assert {s for i, s in bob if away_at <= i < back_at} == {"stand-in"}
    assert {s for i, s in bob if i < away_at or i >= back_at} == {"api"}
    assert (ANN, "stand-in") not in sources and (DEE, "stand-in") not in sources
    # Each stand-in answer is marked in the log, for that seat's eyes only.
    with db.session() as session:
        marks = list(session.scalars(sa.select(EventRecord).where(
            EventRecord.game_id == game_id, EventRecord.kind == "stand_in.decided")))
        bob_mail = list(session.scalars(sa.select(OutboxEmail).where(OutboxEmail.to_addr == EMAILS[BOB])
                                        .order_by(OutboxEmail.id)))
        cyd_mail = list(session.scalars(sa.select(OutboxEmail).where(OutboxEmail.to_addr == EMAILS[CYD])))
    assert len(marks) == sum(1 for a in log if a.source == "stand-in")
    assert all(m.seats == [m.data["seat"]] for m in marks)
    # Everyone reads when the stand-in started and stopped for Bob (his last day, never a reason) and for Cyd.
    public = [e.text for e in game_events(db, game_id)
              if e.seats is None and e.kind.startswith(("away.", "stand_in."))]
    last_day = (went.date() + timedelta(days=2)).isoformat()
    assert sorted(public) == sorted([f"A stand-in now plays for {{p:1}} until {last_day}.",
                                     "{p:1} is back; the stand-in has stopped.", "A stand-in now plays for {p:2}."])
    # Bob got no decision email while away, and one "welcome back" per game listing his stand-in's answers.
    assert not [m for m in bob_mail if "Your decision" in m.subject and went < m.created_at < came]
    assert [m for m in bob_mail if "Your decision" in m.subject and m.created_at >= came]
    [welcome] = [m for m in bob_mail if "Welcome back" in m.subject]
    assert "What your stand-in decided for you:" in welcome.text_body
    assert welcome.text_body.count("- Stand-in for Bob:") == sum(1 for _, s in bob if s == "stand-in")
    assert "Stand-in for Cyd" not in welcome.text_body
    # Cyd was told the stand-in took over, with her game page to take the seat back.
    [told] = [m for m in cyd_mail if "A stand-in plays for you now" in m.subject]
    assert "Take my seat back" in told.text_body and "/play/" in told.text_body
    # The log is the game: replaying it gives the stored state, as `pbem replay` checks.
    with db.session() as session:
        assert replay(session, game_id).matches
    env = {**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test"}
    result = subprocess.run([str(Path(sys.executable).parent / "pbem"), "replay", str(game_id)], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
