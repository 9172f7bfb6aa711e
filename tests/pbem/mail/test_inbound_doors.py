"""The other doors replies come in by: the HTTP endpoint hosted mail providers post to, the dev inbox's reply
box, and ``pbem mail-server`` run as the operator runs it (a subprocess)."""

from __future__ import annotations

import base64
import email
import os
import re
import subprocess
import sys
import time
from datetime import date, timedelta
from email import policy
from pathlib import Path

import pytest
import sqlalchemy as sa
from flask import current_app

from pbem.mail import inbound
from pbem.mail.message import build_message
from pbem.mail.reply_address import bounce_address
from pbem.mail.sender import flush
from pbem.models import ActionRecord, Game, User, utcnow
from pbem.services import games, stand_ins
from pbem.services.away import last_day
from pbem.timefmt import day
from tests.pbem.helpers import EMAILS, PACE, actions, outbox, prompt_rows, started_game
from tests.pbem.mail.replies import delivery_failure, reply_to, send
from tests.pbem.mail.smtpd import free_port, text_of

SECRET = "a-long-shared-secret"
SCRIPT = Path(sys.executable).parent / "pbem"


def _raw_reply(db, answer: str, to: str = EMAILS[0], sender: str | None = None) -> bytes:
    row = next(m for m in outbox(db, to) if "Your decision" in m.subject)
    original = _as_received(row)
    return reply_to(original, answer, sender=sender).as_bytes()


def _as_received(row):
    """The outbox row as the player's mail client has it."""
    return email.message_from_bytes(build_message(row, current_app.config).as_bytes(), policy=policy.default)


def test_the_http_endpoint_needs_its_secret(app, db, client):
    started_game(db)
    raw = _raw_reply(db, "1")
    assert client.post("/inbound/mail", data=raw).status_code == 404  # no secret configured: no endpoint
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    assert client.post("/inbound/mail", data=raw).status_code == 401
    wrong = client.post("/inbound/mail", data=raw, headers={"Authorization": "Bearer not-the-secret"})
    assert wrong.status_code == 401 and "nothing was read" in wrong.json["error"]
    assert actions(db, 1) == []


def test_the_http_endpoint_decides_a_raw_reply(app, db, client):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    game_id = started_game(db)
    response = client.post("/inbound/mail", data=_raw_reply(db, "1"), content_type="message/rfc822",
                           headers={"Authorization": f"Bearer {SECRET}"})
    assert response.status_code == 200 and response.json["outcome"] == "recorded"
    assert [(a.seat, a.source) for a in actions(db, game_id)] == [(0, "email")]
    assert any("Recorded" in m.subject for m in outbox(db, EMAILS[0]))


def test_the_http_endpoint_takes_basic_auth_and_a_providers_form(app, db, client):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    game_id = started_game(db)
    basic = base64.b64encode(f"inbound:{SECRET}".encode()).decode()
    response = client.post("/inbound/mail", data={"email": _raw_reply(db, "2", to=EMAILS[1]).decode()},
                           headers={"Authorization": f"Basic {basic}"})
    assert response.status_code == 200 and response.json["outcome"] == "recorded"
    assert [(a.seat, a.source) for a in actions(db, game_id)] == [(1, "email")]


def test_the_http_endpoint_is_rate_limited(app, db, client):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    started_game(db)
    limited = None
    for _ in range(301):
        limited = client.post("/inbound/mail", data=b"x", headers={"Authorization": "Bearer wrong"})
        if limited.status_code == 429:
            break
    assert limited.status_code == 429 and limited.headers["Retry-After"]


def test_the_dev_inbox_has_a_reply_box_on_each_answerable_message(app, db, client):
    game_id = started_game(db)
    decision = next(m for m in outbox(db, EMAILS[0]) if "Your decision" in m.subject)
    inbox_page = client.get("/dev/mail").text
    assert f'action="/dev/mail/{decision.id}/reply"' in inbox_page
    invitation = next(m for m in outbox(db, EMAILS[0]) if "invited" in m.subject)
    assert f'action="/dev/mail/{invitation.id}/reply"' not in inbox_page  # nothing to answer there
    done = client.post(f"/dev/mail/{decision.id}/reply", data={"text": "1"})
    assert done.status_code == 303 and "outcome=recorded" in done.location
    shown = client.get(done.location).text
    assert 'id="reply-outcome"' in shown and "Recorded: Round 1" in shown
    assert [(a.seat, a.source) for a in actions(db, game_id)] == [(0, "email")]


@pytest.mark.skipif(not SCRIPT.exists(), reason="the pbem console script is not installed beside this python")
def test_pbem_mail_server_receives_a_reply(app, db, database_url, inbox, tmp_path):
    """The command as the Procfile runs it: replies to a Cosmic Encounter game (the toy ruleset lives only in
    the test process) reach it over SMTP, decide, and leave the answer email in the outbox."""
    with db.write() as session:
        game = games.create_game(session, ruleset_name="cosmic", options={}, pace=PACE,
                                 player_emails=EMAILS[:3], host_email="host@example.org", seed=5, host_confirmed=True)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"P{seat.index}", "UTC")
        game_id = game.id
    flush(db, app.config)
    decision = next(m for m in inbox.messages if "Your decision: Launch" in m["Subject"])
    assert "ships: place=count" in text_of(decision)
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FLASK_", "PBEM_", "REDIS_"))}
    env.update({"DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test",
                "MAIL_FROM": "pbem <games@pbem.test>"})
    server = subprocess.Popen([str(SCRIPT), "mail-server", "--port", str(port)], env=env, cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        banner = server.stdout.readline()
        assert f"Receiving replies for play+…@pbem.test on 127.0.0.1:{port}" in banner, server.stderr.read()
        send(port, reply_to(decision, "planet: Green 2\nships: Blue 1=2, Blue 3=1"))
        deadline = time.monotonic() + 30
        while not actions(db, game_id) and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert server.returncode == 0
    seat = EMAILS.index(decision["To"])
    (action,) = actions(db, game_id)
    assert (action.seat, action.source) == (seat, "email")
    answer = next(m for m in outbox(db, decision["To"]) if "Recorded" in m.subject)
    assert "You chose: Target planet: Green 2 — " in answer.text_body
    assert re.search(r"Ships from your colonies: 2 from Blue 1 — 4 ships, 1 from Blue 3 — 4 ships; Invite: none\.",
                     answer.text_body)


def test_a_robot_replying_to_every_answer_gets_no_more_answers_after_a_while(app, db, client, monkeypatch):
    """A client that answers each email without saying it is a robot would trade emails with us for ever."""
    monkeypatch.setattr(inbound, "ANSWERS_PER_HOUR", 3)
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    started_game(db)
    for n in range(5):
        raw = _raw_reply(db, f"Thank you for your email number {n}.")
        response = client.post("/inbound/mail", data=raw, headers={"Authorization": f"Bearer {SECRET}"})
        assert response.json["outcome"] == "refused"
    answers = [m for m in outbox(db, EMAILS[0]) if "Not recorded" in m.subject]
    assert len(answers) == 3


def test_a_reply_to_a_decision_answered_since_its_email_is_refused_even_while_it_stays_open(app, db, client):
    """A negotiation stays open across answers; its email's reply address remembers how often the seat had
    answered it, as a page does. Here the seat's answer is logged while the prompt stays open."""
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    game_id = started_game(db)
    raw = _raw_reply(db, "1")
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == 0)
    with db.write() as session:
        session.add(ActionRecord(game_id=game_id, seq=99, seat=0, prompt_id=row.prompt_id, payload="x",
                                 source="link", created_at=utcnow()))
    response = client.post("/inbound/mail", data=raw, headers={"Authorization": f"Bearer {SECRET}"})
    assert response.json["outcome"] == "refused" and "since this email was written" in response.json["detail"]
    assert [a.seq for a in actions(db, game_id)] == [99]


@pytest.mark.parametrize("status, says", [
    ("paused", "this game is paused; decisions wait until it is active again"),
    ("cancelled", "this game was cancelled; nothing more can be decided in it"),
    ("finished", "this game is over; nothing more can be decided in it"),
])
def test_a_reply_to_a_game_not_in_play_says_why_and_changes_nothing(app, db, client, status, says):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    game_id = started_game(db)
    raw = _raw_reply(db, "1")
    with db.write() as session:
        session.get(Game, game_id).status = status
    response = client.post("/inbound/mail", data=raw, headers={"Authorization": f"Bearer {SECRET}"})
    assert response.json == {"outcome": "refused", "detail": says}
    answer = next(m for m in outbox(db, EMAILS[0]) if "Not recorded" in m.subject)
    assert f"Your reply was not recorded, because {says}. Nothing changed." in answer.text_body
    assert actions(db, game_id) == []


def test_a_bounce_of_a_hosts_email_holds_the_hosts_mail_too(app, db, client):
    """A host who plays in no game has no account until now; the bounce still holds their mail."""
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    started_game(db)
    hosting = next(m for m in outbox(db, "host@example.org"))
    response = client.post("/inbound/mail", data=delivery_failure(bounce_address(app.config, hosting.id),
                                                                  "host@example.org").as_bytes(),
                           headers={"Authorization": f"Bearer {SECRET}"})
    assert response.json["outcome"] == "bounce" and "host@example.org bounces: 5.1.1" in response.json["detail"]
    with db.session() as session:
        assert session.scalar(sa.select(User.bouncing_since).where(User.email == "host@example.org")) is not None


def test_away_until_by_reply_sets_the_away_period_and_the_stand_in_answers(app, db, client):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    game_id = started_game(db)
    until = (utcnow() + timedelta(days=30)).date().isoformat()
    response = client.post("/inbound/mail", data=_raw_reply(db, f"away until {until}"),
                           headers={"Authorization": f"Bearer {SECRET}"})
    assert response.json == {"outcome": "recorded", "detail": f"away until {until}"}
    with db.session() as session:
        user = session.scalar(sa.select(User).where(User.email == EMAILS[0]))
        assert last_day(user) == date.fromisoformat(until)
    answer = next(m for m in outbox(db, EMAILS[0]) if "Recorded: away until" in m.subject)
    said = day(date.fromisoformat(until), "en")  # "Friday, July 3, 2026": Babel's, in the reader's language
    assert f"away until {said}" in answer.subject and f"you are away through {said}" in answer.text_body
    assert "/settings/" in answer.text_body
    assert [a.source for a in actions(db, game_id)] == []  # the reply itself decided nothing
    assert stand_ins.play_for_absent(db, game_id) >= 1
    assert {a.seat for a in actions(db, game_id) if a.source == "stand-in"} == {0}


def test_away_until_a_past_date_by_reply_is_refused_and_changes_nothing(app, db, client):
    app.config["INBOUND_MAIL_SECRET"] = SECRET
    started_game(db)
    response = client.post("/inbound/mail", data=_raw_reply(db, "away until 2020-01-01"),
                           headers={"Authorization": f"Bearer {SECRET}"})
    assert response.json["outcome"] == "refused" and "January 1, 2020 has passed already" in response.json["detail"]
    with db.session() as session:
        assert session.scalar(sa.select(User.away_until).where(User.email == EMAILS[0])) is None
    assert any("Not recorded" in m.subject for m in outbox(db, EMAILS[0]))
