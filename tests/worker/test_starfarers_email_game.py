"""A whole game of Catan: Starfarers played only through the emails a real SMTP server receives.

As the Cosmic game by email (test_email_game.py): players open the links of the mail they got; one
player ignores some mail, so those decisions wait for their deadline (the test moves the clock and
runs the beat's jobs). A seeded "player's mind" (the engine's ``random_action``) picks what to
answer; which link answers it comes from the email (the key an option link was signed with).
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
from pbem.models import ActionRecord, EventRecord
from pbem.services import games
from pbem.services.names import seat_names
from tests.pbem.helpers import game_row, game_status, hidden_answers, links_in
from tests.pbem.mail.smtpd import html_of, text_of
from tests.worker.test_email_game import PACE, _no_email_leaks, deliver, join_from_invitations, next_due

EMAILS = ["ann@example.org", "bob@example.org", "cyd@example.org"]
FICKLE = "bob@example.org"  # ignores a fifth of the mail
SEED = 3


@pytest.mark.long
def test_a_starfarers_game_from_invitation_to_game_over_by_email_alone(app, db, client, inbox):
    started = time.monotonic()
    starfarers = engine.get_ruleset("starfarers")
    rng = random.Random(SEED)
    received: dict[str, list] = defaultdict(list)
    to_answer: dict[str, deque[list[str]]] = defaultdict(deque)  # per player: each decision email's links

    def take_mail() -> None:
        for message in deliver(inbox):
            to = message["To"]
            received[to].append(message)
            if "Your decision" in message["Subject"] and not (to == FICKLE and rng.random() < 0.2):
                to_answer[to].append([p for p in links_in(text_of(message))
                                      if p.startswith(("/option/", "/decide/"))])

    with time_machine.travel(datetime(2026, 6, 1, 9, 0, tzinfo=UTC), tick=False) as clock:
        with db.write() as session:
            games.create_game(session, ruleset_name="starfarers", options={"layout": "beginner"}, pace=PACE,
                              player_emails=EMAILS, host_email="host@example.org", title="Stars by mail",
                              seed=SEED, host_confirmed=True)
        game_id = join_from_invitations(client, received, EMAILS, take_mail)

        decisions = timeouts = 0
        while game_status(db, game_id) == "active":
            assert decisions + timeouts < 1500, "the game did not end"
            ready = [email for email in EMAILS if to_answer[email]]
            if not ready:
                clock.move_to(next_due(db) + timedelta(seconds=1))
                jobs.run(jobs.SEND_REMINDERS)
                timeouts += jobs.run(jobs.SWEEP_DEADLINES)["fired"]
                take_mail()
                continue
            email = rng.choice(ready)
            paths = to_answer[email].popleft()
            claims = {p: links.verify(*p.strip("/").split("/")) for p in paths}
            state = game_row(db, game_id).state
            prompt = next((p for p in starfarers.prompts(state) if p.id == next(iter(claims.values())).prompt), None)
            if prompt is None:  # decided meanwhile, by a deadline or the game moving on
                assert client.get(paths[0]).status_code in (409, 410)
                continue
            choice = starfarers.random_action(state, prompt, rng).choice
            path = paths[0] if prompt.composite else next(p for p, c in claims.items() if c.option == choice)
            page = client.get(path)
            assert page.status_code == 200, page.text
            if prompt.composite:
                data = form_values(prompt.fields, choice)
                data.add("answers", hidden_answers(page.text))
            else:
                data = {"answers": hidden_answers(page.text)}
            answered = client.post(path, data=data)
            assert answered.status_code == 200, answered.text
            decisions += 1
            clock.shift(timedelta(minutes=rng.randint(1, 30)))
            take_mail()
        take_mail()

    game = game_row(db, game_id)
    assert game.status == "finished" and game.result
    for email in EMAILS:
        mails = received[email]
        assert any("Game over" in m["Subject"] for m in mails)
        assert all(m["Subject"].startswith("[Stars by mail] ") for m in mails), [m["Subject"] for m in mails]
        boards = [p for m in mails for p in links_in(text_of(m)) if p.endswith("/board")]
        assert boards and client.get(boards[-1]).status_code == 200, "every email links to the board picture"
        assert "<svg" in client.get(boards[-1]).text
        assert not any("{p:" in text_of(m) + html_of(m) for m in mails), "players named, not numbered"
    with db.session() as session:
        sources = dict(session.execute(sa.select(ActionRecord.source, sa.func.count())
                                       .where(ActionRecord.game_id == game_id).group_by(ActionRecord.source)).all())
        events = list(session.scalars(sa.select(EventRecord).where(EventRecord.game_id == game_id)))
    assert sources.get("link") == decisions > 0 and sources.get("timeout") == timeouts > 0
    _no_email_leaks(events, received, seat_names(game))
    seconds = time.monotonic() - started
    print(f"starfarers by email: {decisions} clicked, {timeouts} timed out, "
          f"{sum(map(len, received.values()))} emails, {seconds:.1f}s")
