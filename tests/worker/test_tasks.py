"""The tasks on a real Celery worker, on the real Redis and PostgreSQL: mail sent after the commit
that wrote it, deadlines swept by racing tasks once each, and a send killed half-way sending each
email once when it runs again."""

from __future__ import annotations

import time
from collections import Counter
from datetime import timedelta

import pytest
import sqlalchemy as sa
import time_machine
from flask import current_app

from pbem import jobs
from pbem.mail import sender
from pbem.models import ActionRecord, OpenPrompt, OutboxEmail, utcnow
from tests.pbem.helpers import outbox, started_game

pytestmark = [pytest.mark.redis, pytest.mark.postgres]


@pytest.fixture
def db(celery_app):
    return current_app.extensions["pbem.db"]


def wait_until(condition, timeout=20.0):
    """A real worker in another thread does the work; poll for its result (no clock to move here)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the worker did not get there in time"
        time.sleep(0.05)


def all_sent(db) -> bool:
    return {m.status for m in outbox(db)} == {"sent"}


def test_mail_written_by_a_change_is_sent_by_the_worker_after_the_commit(celery_worker, db, inbox):
    started_game(db)  # each commit that wrote mail enqueued a send task on Redis
    wait_until(lambda: all_sent(db))
    assert len(inbox.messages) == len(outbox(db))
    assert len({m["Message-ID"] for m in inbox.messages}) == len(inbox.messages)


def test_racing_sweep_tasks_fire_each_deadline_once(celery_app, celery_worker, db):
    games = [started_game(db, seed=s) for s in range(1, 16)]
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).values(deadline_at=utcnow() - timedelta(seconds=1)))
    results = [celery_app.send_task(jobs.SWEEP_DEADLINES) for _ in range(3)]
    reports = [r.get(timeout=60) for r in results]
    assert sum(r["fired"] for r in reports) == 2 * len(games)
    with db.session() as session:
        fired = Counter(session.execute(sa.select(ActionRecord.game_id, ActionRecord.prompt_id)
                                        .where(ActionRecord.source == "timeout")).all())
    assert len(fired) == 2 * len(games) and set(fired.values()) == {1}


def test_a_sweep_that_finds_a_backlog_asks_another_worker_to_sweep_beside_it(
        celery_app, celery_worker, db, monkeypatch):
    """After an outage thousands may be due at once: one beat tick must not leave them to one process."""
    from celery.signals import task_postrun

    from pbem.services import deadlines

    games = [started_game(db, seed=s) for s in range(1, 11)]
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).values(deadline_at=utcnow() - timedelta(seconds=1)))
    monkeypatch.setattr(deadlines, "BATCH", 4)  # 20 due, claims of 4: the first claim is full
    reports = []

    def collect(sender=None, retval=None, **_):
        if sender is not None and sender.name == jobs.SWEEP_DEADLINES:
            reports.append(retval)

    task_postrun.connect(collect, weak=False)
    try:
        celery_app.send_task(jobs.SWEEP_DEADLINES)  # one beat tick
        wait_until(lambda: sum(r["fired"] for r in reports) == 2 * len(games) and len(reports) >= 2)
    finally:
        task_postrun.disconnect(collect)
    with db.session() as session:
        fired = Counter(session.execute(sa.select(ActionRecord.game_id, ActionRecord.prompt_id)
                                        .where(ActionRecord.source == "timeout")).all())
    assert len(fired) == 2 * len(games) and set(fired.values()) == {1}


def test_a_send_killed_after_its_claim_sends_each_email_once_when_run_again(
        celery_app, celery_worker, db, inbox, monkeypatch):
    real_send = sender.SMTPTransport.send
    calls = {"n": 0}

    def killed_on_the_fourth(self, to, message, envelope_sender):
        calls["n"] += 1
        if calls["n"] == 4:
            raise RuntimeError("worker killed between the claim and the send")
        real_send(self, to, message, envelope_sender)

    monkeypatch.setattr(sender.SMTPTransport, "send", killed_on_the_fourth)
    # One connection: a killed process stops all of its senders, but an exception stops only its own
    # thread, and the flush's other connections would claim and send the rows the killed one gave back.
    monkeypatch.setattr(sender, "SENDERS", 1)
    current_app.config["REDIS_URL"] = None  # write the game without enqueueing; the test sends the task
    started_game(db)
    current_app.config["REDIS_URL"] = celery_app.conf.broker_url
    total = len(outbox(db))
    with pytest.raises(RuntimeError, match="worker killed"):
        celery_app.send_task(jobs.SEND_OUTBOX).get(timeout=30)
    assert len(inbox.messages) == 3
    assert {m.status for m in outbox(db)} == {"sent", "pending"}
    celery_app.send_task(jobs.SEND_OUTBOX).get(timeout=30)
    assert len(inbox.messages) == total - 1  # the row it died on waits its backoff; the others went
    with time_machine.travel(utcnow() + timedelta(seconds=sender.retry_delay(1) + 1)):
        celery_app.send_task(jobs.SEND_OUTBOX).get(timeout=30)
    assert len(inbox.messages) == total
    assert sorted(m["Message-ID"] for m in inbox.messages) == sorted({m["Message-ID"] for m in inbox.messages})


def test_rows_left_sending_by_a_dead_worker_go_out_once_after_the_lease(celery_app, celery_worker, db, inbox):
    current_app.config["REDIS_URL"] = None
    started_game(db)
    current_app.config["REDIS_URL"] = celery_app.conf.broker_url
    held = sender.claim(db, "dead-worker", utcnow())
    assert celery_app.send_task(jobs.SEND_OUTBOX).get(timeout=30) == {"sent": 0, "failed": 0, "retry": 0}
    with db.write() as session:  # the lease runs out
        session.execute(sa.update(OutboxEmail).values(claimed_at=utcnow() - sender.CLAIM_LEASE - timedelta(1)))
    report = celery_app.send_task(jobs.SEND_OUTBOX).get(timeout=30)
    assert report["sent"] == len(held) == len(inbox.messages)
    assert all_sent(db)
