"""Away periods and stand-ins on the service (toy ruleset: its stand-in is the deadline default)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
import sqlalchemy as sa
import time_machine

from pbem import jobs
from pbem.mail.digest import send_digests
from pbem.models import EventRecord, User, utcnow
from pbem.moderation.audit import Actor
from pbem.moderation.dispatch import run_action
from pbem.services import deadlines, games, stand_ins
from pbem.services.away import set_away
from pbem.services.decisions import TIMEOUT_DEFAULT, apply_decision
from pbem.services.errors import BadRequest
from tests.pbem.helpers import EMAILS, PACE, actions, game_row, links_in, outbox, prompt_rows, seat, started_game

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)  # 14:00 in Berlin, Ann's zone
LONG = {"target": 20, "hand_size": 9, "scoring": "high"}  # a toy game that does not end in these tests


@pytest.fixture
def clock() -> Iterator[time_machine.Coordinates]:
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


@pytest.fixture
def enqueued(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """The jobs asked for after each commit (nothing runs them in the tests)."""
    asked: list[tuple] = []
    monkeypatch.setattr(jobs, "enqueue", lambda name, *args: asked.append((name, *args)))
    return asked


def away(db, email: str, last_day: date | None) -> None:
    with db.write() as session:
        set_away(session, session.scalar(sa.select(User).where(User.email == email)), last_day)


def user(db, email: str) -> User:
    with db.session() as session:
        return session.scalar(sa.select(User).where(User.email == email))


def test_the_last_day_away_counts_in_the_players_own_time_zone(db, clock):
    started_game(db, options=LONG)
    away(db, EMAILS[0], date(2026, 6, 10))
    ann = user(db, EMAILS[0])
    assert ann.away_from == NOW
    assert ann.away_until == datetime(2026, 6, 11, tzinfo=ZoneInfo("Europe/Berlin"))  # 22:00 UTC on the 10th
    assert stand_ins.away_now(ann, NOW) and not stand_ins.away_now(ann, ann.away_until)


@pytest.mark.parametrize("last_day, error", [(date(2026, 5, 31), "has passed already"),
                                             (date(2027, 6, 2), "a year at most")])
def test_a_last_day_in_the_past_or_beyond_a_year_is_refused_and_changes_nothing(db, clock, last_day, error):
    started_game(db, options=LONG)
    with pytest.raises(BadRequest, match=error):
        away(db, EMAILS[0], last_day)
    assert user(db, EMAILS[0]).away_until is None


def test_going_away_with_a_decision_open_hands_it_to_the_stand_in_at_once(db, clock, enqueued):
    game_id = started_game(db, options=LONG)
    away(db, EMAILS[0], date(2026, 6, 5))
    assert (jobs.RUN_STAND_INS, game_id) in enqueued  # after the commit, not inside it
    assert stand_ins.play_for_absent(db, game_id) == 1
    [answer] = actions(db, game_id)
    assert (answer.seat, answer.source) == (0, "stand-in")
    with db.session() as session:
        [mark] = session.scalars(sa.select(EventRecord).where(EventRecord.kind == "stand_in.decided"))
    assert mark.seats == [0] and mark.text.startswith("Stand-in for {p:0}: ")
    assert stand_ins.play_for_absent(db, game_id) == 0  # nothing else is Ann's


def test_decisions_opened_while_away_send_no_email_and_digests_wait_for_the_welcome_back(app, db, clock):
    game_id = started_game(db, options=LONG)
    away(db, EMAILS[0], date(2026, 6, 5))
    before = len(outbox(db, EMAILS[0]))
    for _ in range(6):  # Bob plays himself; the stand-in plays Ann
        stand_ins.play_for_absent(db, game_id)
        bob = [r for r in prompt_rows(db, game_id, "open") if r.seat == 1]
        if bob:
            apply_decision(db, game_id, 1, bob[0].prompt_id, TIMEOUT_DEFAULT, "api")
    clock.shift(timedelta(hours=1))
    send_digests(db, app.config)
    assert len(outbox(db, EMAILS[0])) == before  # no decision email, no digest
    assert any("What happened" in m.subject for m in outbox(db, EMAILS[1]))
    stand_in_answers = sum(1 for a in actions(db, game_id) if a.source == "stand-in")
    assert stand_in_answers >= 2
    away(db, EMAILS[0], None)  # back early, from the settings page
    assert user(db, EMAILS[0]).away_until is None
    [back] = [m for m in outbox(db, EMAILS[0]) if "Welcome back" in m.subject]
    assert back.text_body.count("- Stand-in for Player0:") == stand_in_answers
    assert "What happened while you were away:" in back.text_body
    # Her own secret picks are there; Bob's (as many) are not.
    picks = [a for a in actions(db, game_id) if ".pick." in a.prompt_id]
    assert back.text_body.count("You played card") == sum(1 for a in picks if a.seat == 0)
    assert sum(1 for a in picks if a.seat == 1) > 0


def test_an_away_period_ends_by_itself_when_its_last_day_is_over(db, clock):
    game_id = started_game(db, options=LONG)
    away(db, EMAILS[0], date(2026, 6, 2))
    clock.shift(timedelta(days=1, hours=9))  # 23:00 on the 2nd in Berlin: still away
    assert stand_ins.sweep(db)["returned"] == 0
    clock.shift(timedelta(hours=1))
    assert stand_ins.sweep(db)["returned"] == 1
    assert user(db, EMAILS[0]).away_from is None
    assert [m for m in outbox(db, EMAILS[0]) if "Welcome back" in m.subject]
    with db.session() as session:
        assert stand_ins.games_waiting(session, utcnow()) == []
    mailed = len(outbox(db, EMAILS[0]))
    bob = next(r for r in prompt_rows(db, game_id, "open") if r.seat == 1)
    apply_decision(db, game_id, 1, bob.prompt_id, TIMEOUT_DEFAULT, "api")
    assert [r for r in prompt_rows(db, game_id, "open") if r.seat == 0]
    assert any("Your decision" in m.subject for m in outbox(db, EMAILS[0])[mailed:])  # Ann decides herself again


def _silent_bob(db, clock, game_id: int, rounds: int) -> list[str]:
    """Ann answers at once; Bob never does, so each of his decisions waits for its deadline."""
    for _ in range(rounds):
        stand_ins.play_for_absent(db, game_id)
        if game_row(db, game_id).status != "active":
            break
        ann = [r for r in prompt_rows(db, game_id, "open") if r.seat == 0]
        if ann:
            apply_decision(db, game_id, 0, ann[0].prompt_id, TIMEOUT_DEFAULT, "api")
            continue
        clock.shift(timedelta(seconds=PACE["decision"]))
        deadlines.sweep(db)
    return [a.source for a in actions(db, game_id) if a.seat == 1]


def test_timeouts_in_a_row_put_a_silent_player_on_the_stand_in_until_they_take_the_seat_back(db, client, clock):
    game_id = started_game(db, options=LONG)
    with db.write() as session:
        games.lock_game(session, game_id).stand_in_after = 2
    bob = _silent_bob(db, clock, game_id, 12)
    assert bob[:2] == ["timeout", "timeout"] and set(bob[2:]) == {"stand-in"}
    assert seat(db, game_id, 1).stand_in == "timeouts"
    [told] = [m for m in outbox(db, EMAILS[1]) if "A stand-in plays for you now" in m.subject]
    page = next(p for p in links_in(told.text_body) if p.startswith("/play/"))
    shown = client.get(page).text
    assert "Take my seat back" in shown and "a stand-in plays for them" in shown
    assert client.post(page + "/take-back").status_code == 303
    assert seat(db, game_id, 1).stand_in is None
    assert "Take my seat back" not in client.get(page).text


def test_a_table_that_chose_zero_never_puts_anyone_on_the_stand_in(db, client, clock):
    game_id = started_game(db, options=LONG)
    with db.write() as session:
        games.lock_game(session, game_id).stand_in_after = 0
    assert set(_silent_bob(db, clock, game_id, 12)) == {"timeout"}
    assert seat(db, game_id, 1).stand_in is None


def test_a_moderator_puts_a_vanished_player_on_the_stand_in_and_a_replacement_ends_it(db, client, clock):
    game_id = started_game(db, options=LONG)
    site = Actor("mia@example.org", "site")
    run_action(db, game_id, site, "stand-in", "Bob has not answered for weeks", 1, {"seat": 1})
    assert seat(db, game_id, 1).stand_in == "moderator"
    assert any("Bob has not answered for weeks" in m.text_body for m in outbox(db, EMAILS[1])
               if "A stand-in now plays your seat" in m.subject)
    assert stand_ins.play_for_absent(db, game_id) == 1
    assert actions(db, game_id)[-1].source == "stand-in"
    mail = next(m for m in outbox(db, EMAILS[1]) if "/play/" in m.text_body)
    page = next(p for p in links_in(mail.text_body) if p.startswith("/play/"))
    assert client.post(page + "/take-back").status_code == 409  # only a moderator gives it back
    version = game_row(db, game_id).version
    run_action(db, game_id, site, "replace", "Cyd takes over", version,
               {"seat": 1, "email": "cyd@example.org", "name": "Cyd"})
    assert seat(db, game_id, 1).stand_in is None


def test_a_moderator_can_end_the_stand_in(db, clock):
    game_id = started_game(db, options=LONG)
    site = Actor("mia@example.org", "site")
    run_action(db, game_id, site, "stand-in", "Bob vanished", 1, {"seat": 1})
    run_action(db, game_id, site, "stand-in", "Bob is back", 2, {"seat": 1, "off": "1"})
    assert seat(db, game_id, 1).stand_in is None
    with db.session() as session:
        texts = list(session.scalars(sa.select(EventRecord.text).where(EventRecord.kind.like("stand_in.%"))))
    assert texts == ["A stand-in now plays for {p:1}.", "{p:1} plays again; the stand-in has stopped."]



def test_deadlines_fired_together_put_each_silent_seat_on_the_stand_in_and_mail_it_no_decision(db, clock,
                                                                                                monkeypatch):
    from pbem.services import decisions

    game_ids = [started_game(db, seed=s, options=LONG) for s in range(1, 4)]
    with db.write() as session:
        for game_id in game_ids:
            games.lock_game(session, game_id).stand_in_after = 1
    together = []
    real = decisions.apply_timeouts_together
    monkeypatch.setattr(deadlines, "apply_timeouts_together",
                        lambda *a, **k: together.append(real(*a, **k)) or together[-1])
    decision_mails = len([m for m in outbox(db, EMAILS[1]) if "A stand-in plays" not in m.subject])
    clock.shift(timedelta(seconds=PACE["decision"]))
    deadlines.sweep(db)
    assert together and all(together), "the firings went through the batch"
    assert all(seat(db, game_id, 1).stand_in == "timeouts" for game_id in game_ids)
    assert len([m for m in outbox(db, EMAILS[1]) if "A stand-in plays for you now" in m.subject]) == 3
    assert len([m for m in outbox(db, EMAILS[1]) if "A stand-in plays" not in m.subject
                and "Deadline passed" not in m.subject]) == decision_mails  # no new decision email for Bob


def test_no_reminder_goes_to_a_seat_a_stand_in_plays(db, clock):
    """Ann is away and Bob is on a moderator's stand-in: when the reminder time comes nobody is reminded of a
    decision the stand-in makes (the stand-in's run is left out here, as if its job were late)."""
    game_id = started_game(db, players=3, options=LONG)
    with db.write() as session:
        ann = session.scalar(sa.select(User).where(User.email == EMAILS[0]))
        ann.away_from, ann.away_until = NOW, NOW + timedelta(days=5)
    run_action(db, game_id, Actor("mia@example.org", "site"), "stand-in", "Bob vanished", 1, {"seat": 1})
    clock.shift(timedelta(seconds=PACE["decision"]) * 3 / 4)
    assert deadlines.remind(db) == 1
    reminders = [m for m in outbox(db) if "Reminder" in m.subject]
    assert [m.to_addr for m in reminders] == [EMAILS[2]]


def test_the_public_log_says_when_a_stand_in_starts_for_an_away_player_and_when_they_are_back(db, clock):
    game_id = started_game(db, options=LONG)
    away(db, EMAILS[0], date(2026, 6, 10))
    away(db, EMAILS[0], date(2026, 6, 10))  # the same period again: no second line
    away(db, EMAILS[0], None)
    with db.session() as session:
        lines = [(e.kind, e.text, e.seats) for e in session.scalars(
            sa.select(EventRecord).where(EventRecord.game_id == game_id, EventRecord.kind.like("away.%"))
            .order_by(EventRecord.seq))]
    assert lines == [("away.start", "A stand-in now plays for {p:0} until 2026-06-10.", None),
                     ("away.end", "{p:0} is back; the stand-in has stopped.", None)]
