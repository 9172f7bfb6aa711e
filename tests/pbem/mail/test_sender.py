"""The outbox sender against a real SMTP server: threading, list headers, claims, failures, crashes."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa
import time_machine

from pbem.mail import sender
from pbem.mail.sender import TemporarySendError, flush
from pbem.models import OutboxEmail, utcnow
from tests.pbem.helpers import EMAILS, outbox, started_game
from tests.pbem.mail.smtpd import html_of, text_of


def test_every_email_of_a_game_is_one_thread_per_recipient(app, db, inbox):
    game_id = started_game(db)
    report = flush(db, app.config)
    assert report["sent"] == len(outbox(db)) and report["failed"] == 0
    assert {m.status for m in outbox(db)} == {"sent"}
    mails = inbox.to(EMAILS[0])
    invitation, *rest = mails
    assert "invited" in invitation["Subject"]
    root = invitation["Message-ID"]
    assert root.startswith(f"<game-{game_id}.") and root.endswith("@pbem.test>")
    assert rest and all(m["In-Reply-To"] == root and m["References"] == root for m in rest)
    assert len({m["Message-ID"] for m in mails}) == len(mails)
    other_root = inbox.to(EMAILS[1])[0]["Message-ID"]
    assert other_root != root and other_root.startswith(f"<game-{game_id}.")


def test_emails_are_multipart_with_inlined_css_and_unsubscribe(app, db, inbox, client):
    started_game(db)
    flush(db, app.config)
    decision = next(m for m in inbox.to(EMAILS[0]) if "Your decision" in m["Subject"])
    assert decision["From"] == "pbem <games@pbem.test>"
    assert decision["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    unsubscribe = decision["List-Unsubscribe"].strip("<>")
    html = html_of(decision)
    assert 'style="' in html and "<a" in html
    assert "http://pbem.test/option/" in text_of(decision)
    response = client.post(unsubscribe.removeprefix("http://pbem.test"), data={"List-Unsubscribe": "One-Click"})
    assert response.status_code == 200 and "only the emails that ask for a decision" in response.text


def test_a_permanent_refusal_marks_the_email_failed_with_the_reason(app, db, inbox):
    inbox.refuse[EMAILS[1]] = "550 5.1.1 No such mailbox here"
    started_game(db)
    report = flush(db, app.config)
    failed = [m for m in outbox(db) if m.status == "failed"]
    assert report["failed"] == len(failed) > 0
    assert {m.to_addr for m in failed} == {EMAILS[1]}
    assert all("550" in m.last_error and "No such mailbox" in m.last_error for m in failed)
    assert not inbox.to(EMAILS[1]) and inbox.to(EMAILS[0])


def test_a_temporary_refusal_waits_and_then_goes_out_once(app, db, inbox):
    inbox.refuse[EMAILS[1]] = "451 4.3.0 Try again later"
    started_game(db)
    with pytest.raises(TemporarySendError):
        flush(db, app.config)
    waiting = [m for m in outbox(db) if m.to_addr == EMAILS[1]]
    assert {m.status for m in waiting} == {"pending"} and all("451" in m.last_error for m in waiting)
    assert flush(db, app.config)["sent"] == 0  # not before next_attempt_at
    del inbox.refuse[EMAILS[1]]
    with time_machine.travel(utcnow() + timedelta(seconds=sender.retry_delay(1) + 1), tick=False):
        assert flush(db, app.config)["sent"] == len(waiting)
    assert len(inbox.to(EMAILS[1])) == len(waiting)
    assert {m.status for m in outbox(db)} == {"sent"}


def test_an_unreachable_server_keeps_everything_pending(app, db, inbox):
    started_game(db)
    app.config["SMTP_PORT"] = 1  # nothing listens there
    with pytest.raises(TemporarySendError):
        flush(db, app.config)
    assert {m.status for m in outbox(db)} == {"pending"}
    assert not inbox.messages


def test_a_crash_after_the_claim_loses_nothing_and_sends_nothing_twice(app, db, inbox, monkeypatch):
    started_game(db)
    total = len(outbox(db))
    real_send = sender.SMTPTransport.send
    calls = {"n": 0}

    def crash_on_third(self, message):
        calls["n"] += 1
        if calls["n"] == 3:
            raise RuntimeError("worker killed")
        real_send(self, message)

    monkeypatch.setattr(sender.SMTPTransport, "send", crash_on_third)
    with pytest.raises(RuntimeError):
        flush(db, app.config)
    assert len(inbox.messages) == 2
    assert {m.status for m in outbox(db)} == {"sent", "pending"}
    monkeypatch.setattr(sender.SMTPTransport, "send", real_send)
    flush(db, app.config)
    assert len(inbox.messages) == total
    assert len({m["Message-ID"] for m in inbox.messages}) == total


def test_a_sender_that_died_holding_rows_is_taken_over_after_the_lease(app, db, inbox):
    started_game(db)
    dead = sender.claim(db, "dead-sender", utcnow())
    assert dead and flush(db, app.config)["sent"] == 0  # someone holds them
    with time_machine.travel(utcnow() + sender.CLAIM_LEASE + timedelta(seconds=1), tick=False):
        assert flush(db, app.config)["sent"] == len(dead)
    assert len(inbox.messages) == len(dead)
    # The dead sender waking up cannot overwrite the outcome.
    sender._finish(db, "dead-sender", dead[0], status="failed", last_error="late")
    assert {m.status for m in outbox(db)} == {"sent"}


def test_flushing_twice_sends_once_and_ids_limit_the_work(app, db, inbox):
    started_game(db)
    first = outbox(db)[0].id
    assert flush(db, app.config, ids=[first])["sent"] == 1
    flush(db, app.config)
    flush(db, app.config)
    assert len(inbox.messages) == len(outbox(db))


def test_without_smtp_the_dev_inbox_keeps_the_mail(app, db, client):
    started_game(db)
    assert flush(db, app.config)["sent"] == len(outbox(db))
    with db.session() as session:
        row = session.scalars(sa.select(OutboxEmail).where(OutboxEmail.subject.contains("Your decision"))).first()
    page = client.get(f"/dev/mail/{row.id}/source").text
    assert "In-Reply-To" in page and "List-Unsubscribe" in page
    assert '<a href="http://pbem.test/option/' in page  # the text part's links are clickable
