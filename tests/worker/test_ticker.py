"""The embedded default: no broker, a ticker thread in the web process runs the same jobs."""

from __future__ import annotations

import time
from datetime import timedelta

import sqlalchemy as sa

from pbem import jobs
from pbem.models import OpenPrompt, utcnow
from tests.pbem.helpers import actions, outbox, started_game


def wait_until(condition, timeout=20.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the ticker did not get there in time"
        time.sleep(0.02)


def test_the_ticker_sends_mail_after_each_commit_and_fires_deadlines(app, db, inbox):
    ticker = jobs.Ticker(app, interval=0.1)
    ticker.start()
    try:
        wait_until(lambda: app.extensions.get("pbem.ticker") is ticker)
        game_id = started_game(db)
        wait_until(lambda: {m.status for m in outbox(db)} == {"sent"})
        assert len(inbox.messages) == len(outbox(db))
        with db.write() as session:
            session.execute(sa.update(OpenPrompt).values(deadline_at=utcnow() - timedelta(seconds=1)))
        wait_until(lambda: len(actions(db, game_id)) == 2)
        wait_until(lambda: any("Deadline passed" in m["Subject"] for m in inbox.messages))
    finally:
        ticker.stop()
        ticker.join(timeout=10)
    assert "pbem.ticker" not in app.extensions
    assert {a.source for a in actions(db, game_id)} == {"timeout"}


def test_without_a_broker_or_ticker_enqueue_leaves_the_work_to_the_next_run(app, db, inbox):
    started_game(db)
    assert {m.status for m in outbox(db)} == {"pending"} and not inbox.messages
    app.config["TASKS_EAGER"] = True
    jobs.enqueue(jobs.SEND_OUTBOX)
    assert {m.status for m in outbox(db)} == {"sent"}


def test_a_tick_runs_every_periodic_job_once(app, db, inbox):
    started_game(db)
    jobs.Ticker(app).tick()
    assert {m.status for m in outbox(db)} == {"sent"}
