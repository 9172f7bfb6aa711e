"""A whole game of Cosmic Encounter played only through the emails a real SMTP server receives.

Players open the links in the mail they got (join, option, decide) with a test client; one player
never answers and another ignores some mail, so their decisions wait for the deadline: the test
moves the clock (time-machine) and runs the same jobs the beat would. A seeded random "player's
mind" only picks what to answer; where to answer comes from the emails.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict, deque
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
import time_machine

import engine
from pbem import jobs, links
from pbem.forms import form_values
from pbem.models import ActionRecord, EventRecord, OpenPrompt
from pbem.services import games
from pbem.services.names import render_text, seat_names
from tests.pbem.helpers import game_row, game_status, hidden_answers, links_in
from tests.pbem.mail.smtpd import html_of, text_of

EMAILS = ["ann@example.org", "bob@example.org", "cyd@example.org"]
SILENT = "cyd@example.org"  # never answers
FICKLE = "bob@example.org"  # ignores a quarter of the mail
PACE = {"decision": 48 * 3600, "response": 24 * 3600, "negotiation": 12 * 3600}
SEED = 4  # a game that ends by email (seed 5, used before, plays over 1,500 decisions with merged windows)


def deliver(inbox) -> list:
    jobs.run(jobs.SEND_OUTBOX)
    return inbox.take()


def join_from_invitations(client, received: dict[str, list], emails: list[str], take_mail) -> int:
    """Each player opens the join link of their invitation as received and joins; the game's id."""
    take_mail()
    for index, email in enumerate(emails):
        [invitation] = [m for m in received[email] if "invited" in m["Subject"]]
        join = links_in(text_of(invitation))[0]
        assert client.get(join).status_code == 200
        assert client.post(join, data={"name": f"P{index}", "zone": "Europe/Paris"}).status_code == 303
    take_mail()
    return int(received[emails[0]][0]["X-PBEM-Game"])


def next_due(db):
    """When the next reminder or deadline of the game falls."""
    with db.session() as session:
        return min(t for t in session.execute(
            sa.select(sa.func.min(OpenPrompt.remind_at), sa.func.min(OpenPrompt.deadline_at))
            .where(OpenPrompt.status == "open")).one() if t is not None)


@pytest.mark.long
def test_a_cosmic_game_from_invitation_to_game_over_by_email_alone(app, db, client, inbox):
    started = time.monotonic()
    cosmic = engine.get_ruleset("cosmic")
    rng = random.Random(SEED)
    received: dict[str, list] = defaultdict(list)
    to_answer: dict[str, deque[str]] = defaultdict(deque)  # per player: decision links, oldest first

    def take_mail() -> None:
        for message in deliver(inbox):
            to = message["To"]
            received[to].append(message)
            if "Your decision" in message["Subject"] and to != SILENT:
                if to == FICKLE and rng.random() < 0.25:
                    continue
                for links_of_one in _decisions_asked(text_of(message)):  # an email may ask several at once
                    options = [p for p in links_of_one if p.startswith("/option/")]
                    to_answer[to].append(rng.choice(options) if options else links_of_one[0])

    with time_machine.travel(datetime(2026, 6, 1, 9, 0, tzinfo=UTC), tick=False) as clock:
        with db.write() as session:
            games.create_game(session, ruleset_name="cosmic", options={"artifacts": "off"}, pace=PACE,
                              player_emails=EMAILS, host_email="host@example.org", title="Cosmic by mail", seed=SEED,
                              host_confirmed=True)
        game_id = join_from_invitations(client, received, EMAILS, take_mail)

        decisions = timeouts = 0
        while game_status(db, game_id) == "active":
            assert decisions + timeouts < 1500, "the game did not end"
            ready = [email for email in EMAILS if to_answer[email]]
            if not ready:
                clock.move_to(next_due(db) + timedelta(seconds=1))
                jobs.run(jobs.SEND_REMINDERS)
                timeouts += jobs.run(jobs.SWEEP_DEADLINES)["fired"]
                jobs.run(jobs.SEND_DIGESTS)
                take_mail()
                continue
            email = rng.choice(ready)
            path = to_answer[email][0]
            page = client.get(path)
            if page.status_code != 200:  # decided meanwhile, by a deadline or the game moving on
                assert page.status_code in (409, 410), page.text
                to_answer[email].popleft()
                continue
            purpose, token = path.strip("/").split("/")
            claims = links.verify(purpose, token)
            state = game_row(db, game_id).state
            prompt = next(p for p in cosmic.prompts(state) if p.id == claims.prompt)
            if purpose == "option":
                data = {"answers": hidden_answers(page.text)}
            else:
                data = form_values(prompt.fields, cosmic.random_action(state, prompt, rng).choice)
                data.add("answers", hidden_answers(page.text))
            answered = client.post(path, data=data)
            assert answered.status_code in (200, 422), answered.text  # 422: the mind tried an illegal deal
            decisions += answered.status_code == 200
            clock.shift(timedelta(minutes=rng.randint(1, 30)))
            take_mail()
        take_mail()

    game = game_row(db, game_id)
    assert game.status == "finished" and game.result
    for email in EMAILS:
        mails = received[email]
        assert any("Game over" in m["Subject"] for m in mails)
        root = mails[0]["Message-ID"]
        assert all(m["References"] == root for m in mails[1:]), "one thread per game and player"
        assert all(m["Subject"].startswith("[Cosmic by mail] ") for m in mails), [m["Subject"] for m in mails]
    assert any("Deadline passed" in m["Subject"] for m in received[SILENT])
    assert any("Reminder" in m["Subject"] for m in received[SILENT])
    with db.session() as session:
        sources = dict(session.execute(sa.select(ActionRecord.source, sa.func.count())
                                       .where(ActionRecord.game_id == game_id).group_by(ActionRecord.source)).all())
        events = list(session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id)))
    assert sources.get("timeout") == timeouts > 0 and sources.get("link") == decisions > 0
    _no_email_leaks(events, received, seat_names(game))
    print(f"cosmic by email: {decisions} clicked, {timeouts} timed out, "
          f"{sum(map(len, received.values()))} emails, {time.monotonic() - started:.1f}s; per player "
          + ", ".join(f"{len(received[e])} ({sum('Your decision' in m['Subject'] for m in received[e])} asking)"
                      for e in EMAILS))


def _decisions_asked(text: str) -> list[list[str]]:
    """The decision links of an email, one list per decision it asks (an option link each, or its form's)."""
    asked: dict[str, list[str]] = {}
    for path in links_in(text):
        purpose, _, token = path.strip("/").partition("/")
        if purpose in ("option", "decide"):
            asked.setdefault(links.verify(purpose, token).prompt, []).append(path)
    return list(asked.values())


def _no_email_leaks(events, received, names) -> None:
    """No email to a seat carries the text of an event that seat may not see, as emails word it (names)."""
    for seat, email in enumerate(EMAILS):
        visible = {render_text(e.text, names) for e in events if e.visible_to(seat)}
        secret = {render_text(e.text, names) for e in events if not e.visible_to(seat)} - visible
        for message in received[email]:
            body = text_of(message) + html_of(message)
            leaked = [t for t in secret if t in body]
            assert not leaked, (email, message["Subject"], leaked)
