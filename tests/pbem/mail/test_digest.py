"""Events in quick succession become one "what happened" email, as each person's setting asks."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
import time_machine

from pbem.mail.digest import send_digests
from pbem.models import User
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import EMAILS, game_row, outbox, prompt_rows, started_game

QUIET = timedelta(seconds=120)


@pytest.fixture
def clock() -> Iterator[time_machine.Coordinates]:
    with time_machine.travel(datetime(2026, 6, 1, 12, 0, tzinfo=UTC), tick=False) as traveller:
        yield traveller


def _set_mode(db, email, mode):
    with db.write() as session:
        session.scalar(sa.select(User).where(User.email == email)).notify = {"mode": mode}


def _pick(db, game_id, seat):
    card = game_row(db, game_id).state["hands"][seat][0]
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == seat)
    apply_decision(db, game_id, seat, row.prompt_id, str(card), "link")
    return card


def _digests(db, email):
    return [m for m in outbox(db, email) if "What happened" in m.subject or "daily digest" in m.subject]


def test_a_burst_of_events_is_one_email_after_a_quiet_spell(app, db, clock):
    game_id = started_game(db, players=3)
    ann_card = _pick(db, game_id, 0)
    clock.shift(timedelta(seconds=30))
    _pick(db, game_id, 1)
    assert send_digests(db, app.config) == 0  # the last event is only just now
    clock.shift(QUIET)
    assert send_digests(db, app.config) == 3
    assert send_digests(db, app.config) == 0
    [cyd] = _digests(db, EMAILS[2])
    assert cyd.subject.endswith("What happened: 2 events")
    assert "Seat 1 played a card face down." in cyd.text_body and "Seat 2 played" in cyd.text_body
    assert "You played card" not in cyd.text_body
    [ann] = _digests(db, EMAILS[0])
    assert f"You played card {ann_card}." in ann.text_body and ann.text_body.count("You played card") == 1
    assert "The game now waits for Player2." in ann.text_body


def test_only_my_decisions_means_no_event_emails(app, db, clock):
    game_id = started_game(db)
    _set_mode(db, EMAILS[1], "decisions")
    _pick(db, game_id, 0)
    clock.shift(QUIET)
    assert send_digests(db, app.config) == 1
    assert _digests(db, EMAILS[0]) and not _digests(db, EMAILS[1])
    # ...and the next decision email tells what happened meanwhile.
    _pick(db, game_id, 1)
    mails = [m for m in outbox(db) if "Your decision" in m.subject and "won round 1" in m.text_body]
    if mails[0].to_addr == EMAILS[1]:
        assert "Seat 1 played a card face down." in mails[0].text_body


def test_a_daily_digest_comes_at_most_once_a_day(app, db, clock):
    game_id = started_game(db, players=3)
    _set_mode(db, EMAILS[2], "digest")
    _pick(db, game_id, 0)
    clock.shift(QUIET)
    send_digests(db, app.config)
    assert [m.subject.split("] ")[1] for m in _digests(db, EMAILS[2])] == ["Your daily digest: 1 event"]
    _pick(db, game_id, 1)
    clock.shift(timedelta(hours=5))
    send_digests(db, app.config)
    assert len(_digests(db, EMAILS[2])) == 1
    clock.shift(timedelta(hours=20))
    send_digests(db, app.config)
    assert len(_digests(db, EMAILS[2])) == 2
