"""Deadlines on the embedded database: the sweeper fires each one once through the apply path,
a click racing it gives one outcome, reminders go out once, a paused clock stands still."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
import time_machine
from sqlalchemy.orm import Session

import engine
from pbem.models import OpenPrompt, utcnow
from pbem.services import deadlines, games
from pbem.services.deadlines import claim_due, fire, pause_game, remind, resume_game, sweep
from pbem.services.decisions import apply_decision
from pbem.services.errors import Conflict, StalePrompt
from tests.pbem.helpers import PACE, actions, game_row, outbox, prompt_rows, started_game

HOUR = timedelta(hours=1)
DECISION = timedelta(seconds=PACE["decision"])


@pytest.fixture
def clock() -> Iterator[time_machine.Coordinates]:
    with time_machine.travel(datetime(2026, 6, 1, 12, 0, tzinfo=UTC), tick=False) as traveller:
        yield traveller


def test_nothing_fires_before_the_deadline(db, clock):
    game_id = started_game(db)
    clock.shift(DECISION - timedelta(seconds=1))
    assert sweep(db) == {"claimed": 0, "fired": 0, "stale": 0}
    assert actions(db, game_id) == []


def test_a_passed_deadline_applies_the_default_once_with_a_notice(db, clock, toy_ruleset):
    game_id = started_game(db)
    hands = game_row(db, game_id).state["hands"]
    clock.shift(DECISION)
    assert sweep(db) == {"claimed": 2, "fired": 2, "stale": 0}
    assert sweep(db)["claimed"] == 0
    logged = actions(db, game_id)
    assert [(a.seat, a.source, a.payload) for a in logged] == [(0, "timeout", str(hands[0][0])),
                                                               (1, "timeout", str(hands[1][0]))]
    notices = [m for m in outbox(db) if "Deadline passed" in m.subject]
    assert {m.to_addr for m in notices} == {"ann@example.org", "bob@example.org"}
    ann = next(m for m in notices if m.to_addr == "ann@example.org")
    assert f"This was chosen for you: Card {hands[0][0]}." in ann.text_body
    assert f"Card {hands[1][0]}" not in ann.text_body
    # The stash prompt that followed got a fresh deadline from now, so it is not due yet.
    [stash] = prompt_rows(db, game_id, "open")
    assert stash.deadline_at == utcnow() + timedelta(seconds=PACE["response"])


def test_a_click_after_the_claim_wins_and_the_deadline_does_nothing(db, clock):
    game_id = started_game(db)
    clock.shift(DECISION + HOUR)
    claimed = claim_due(db, utcnow())
    row = next(r for r in prompt_rows(db, game_id) if r.seat == 0)
    card = game_row(db, game_id).state["hands"][0][-1]
    apply_decision(db, game_id, 0, row.prompt_id, str(card), "link", row_id=row.id)
    [mine] = [c for c in claimed if c.row_id == row.id]
    assert fire(db, mine, utcnow()) is False
    assert [fire(db, c, utcnow()) for c in claimed if c is not mine] == [True]
    assert [(a.seat, a.source) for a in actions(db, game_id)] == [(0, "link"), (1, "timeout")]
    assert actions(db, game_id)[0].payload == str(card)


def test_a_deadline_extended_after_the_sweep_claimed_it_does_not_fire_until_it_passes(db, clock):
    game_id = started_game(db)
    clock.shift(DECISION + HOUR)
    swept_at = utcnow()
    claimed = claim_due(db, swept_at)
    row = next(r for r in prompt_rows(db, game_id) if r.seat == 0)
    with db.write() as session:  # a moderator extends it after the claim, before it fires
        session.get(OpenPrompt, row.id).deadline_at = swept_at + timedelta(hours=24)
    [mine] = [c for c in claimed if c.row_id == row.id]
    assert fire(db, mine, swept_at) is False
    assert not [a for a in actions(db, game_id) if a.seat == 0]
    clock.shift(25 * HOUR)
    assert row.id in [c.row_id for c in claim_due(db, utcnow())]  # the claim was given back, so the new deadline fires


def test_a_click_after_the_deadline_fired_is_refused(db, clock):
    game_id = started_game(db)
    row = next(r for r in prompt_rows(db, game_id) if r.seat == 0)
    clock.shift(DECISION)
    sweep(db)
    with pytest.raises(StalePrompt):
        apply_decision(db, game_id, 0, row.prompt_id, "1", "link", row_id=row.id)
    assert [a.source for a in actions(db, game_id)] == ["timeout", "timeout"]


def test_a_reminder_goes_out_once_before_the_deadline(db, clock):
    game_id = started_game(db)
    clock.shift(DECISION * 3 / 4 - timedelta(seconds=1))
    assert remind(db) == 0
    clock.shift(timedelta(seconds=1))
    assert remind(db) == 2
    assert remind(db) == 0
    reminders = [m for m in outbox(db) if "Reminder" in m.subject]
    assert len(reminders) == 2 and all("12 hours left" in m.subject for m in reminders)
    assert "the game chooses for you: Card" in reminders[0].text_body
    assert all(r.remind_at is None for r in prompt_rows(db, game_id, "open"))


def test_the_reminder_time_is_configurable(app, db, clock):
    app.config["REMIND_BEFORE_SECONDS"] = 3600
    game_id = started_game(db)
    assert all(r.deadline_at - r.remind_at == HOUR for r in prompt_rows(db, game_id, "open"))


def test_a_paused_game_keeps_the_time_it_had_left(db, clock):
    game_id = started_game(db)
    clock.shift(10 * HOUR)
    with db.write() as session:
        pause_game(session, game_id)
    clock.shift(100 * HOUR)
    assert sweep(db)["claimed"] == 0 and remind(db) == 0
    with pytest.raises(Conflict):
        apply_decision(db, game_id, 0, prompt_rows(db, game_id, "open")[0].prompt_id, "1", "link")
    with db.write() as session:
        resume_game(session, game_id)
    rows = prompt_rows(db, game_id, "open")
    assert all(r.deadline_at == utcnow() + DECISION - 10 * HOUR for r in rows)
    assert all(r.remind_at == r.deadline_at - DECISION / 4 for r in rows)
    assert game_row(db, game_id).status == "active"
    clock.shift(DECISION - 10 * HOUR - timedelta(seconds=1))
    assert sweep(db)["claimed"] == 0
    clock.shift(timedelta(seconds=1))
    assert sweep(db)["fired"] == 2


def test_pausing_twice_or_resuming_an_active_game_is_refused(db, clock):
    game_id = started_game(db)
    with pytest.raises(Conflict), db.write() as session:
        resume_game(session, game_id)
    with db.write() as session:
        pause_game(session, game_id)
    with pytest.raises(Conflict), db.write() as session:
        pause_game(session, game_id)


def _cosmic_at_negotiation(db) -> int:
    """A 3-player Cosmic game played by seeded random decisions until both main players negotiate."""
    cosmic = engine.get_ruleset("cosmic")
    with db.write() as session:
        game = games.create_game(session, ruleset_name="cosmic", options={"artifacts": "off"}, pace=PACE,
                                 player_emails=["ann@example.org", "bob@example.org", "cyd@example.org"],
                                 host_email="host@example.org", seed=13, host_confirmed=True)
        for seat in list(game.seats):
            games.join_seat(session, game, seat, f"P{seat.index}", "Europe/Paris")
        game_id = game.id
    rng = random.Random(13)  # seed 13 reaches a negotiation in 48 decisions
    for _ in range(100):
        state = game_row(db, game_id).state
        prompts = cosmic.prompts(state)
        if any(p.kind == "deal.propose" for p in prompts):
            return game_id
        prompt = rng.choice(prompts)
        apply_decision(db, game_id, prompt.seat, prompt.id, cosmic.random_action(state, prompt, rng).choice, "api")
    raise AssertionError("no negotiation within 100 decisions")


def test_a_negotiation_keeps_its_deadline_and_fails_the_deal_when_it_passes(db, clock):
    game_id = _cosmic_at_negotiation(db)
    deals = [r for r in prompt_rows(db, game_id, "open") if r.kind == "deal.propose"]
    assert len(deals) == 2 and {r.deadline_class for r in deals} == {"negotiation"}
    assert all(r.deadline_at == utcnow() + timedelta(seconds=PACE["negotiation"]) for r in deals)
    clock.shift(HOUR)
    offer = {"do": "propose", "give_cards": [], "give_count": 1, "give_colony": None, "get_count": 0,
             "get_colony": None}
    apply_decision(db, game_id, deals[0].seat, deals[0].prompt_id, offer, "link", row_id=deals[0].id)
    still = [r for r in prompt_rows(db, game_id, "open") if r.kind == "deal.propose"]
    assert [(r.id, r.prompt_id, r.deadline_at) for r in still] == [(r.id, r.prompt_id, r.deadline_at) for r in deals]
    clock.shift(timedelta(seconds=PACE["negotiation"]) - HOUR)
    report = sweep(db)
    assert report["fired"] == 1 and report["stale"] == 1  # the first timeout ends the negotiation
    assert not [r for r in prompt_rows(db, game_id, "open") if r.kind == "deal.propose"]
    with db.session() as session:
        from pbem.services.seat_view import visible_events

        texts = [e.text for e in visible_events(session, game_id, None)]
    assert any(t.startswith("No deal") for t in texts)
    assert [a.source for a in actions(db, game_id)][-1] == "timeout"


def test_deadlines_of_many_games_fire_together_each_once_in_a_few_transactions(db, clock):
    """Issue 13: a commit per firing held a sweep to ~40 deadlines a second."""
    game_ids = [started_game(db, seed=s) for s in range(1, 7)]
    clock.shift(DECISION)
    commits = []
    record = lambda _session: commits.append(1)  # noqa: E731
    sa.event.listen(Session, "after_commit", record)
    try:
        assert sweep(db) == {"claimed": 12, "fired": 12, "stale": 0}
    finally:
        sa.event.remove(Session, "after_commit", record)
    # claim, each game's first due prompt together, each game's second together, the claim that finds none
    assert len(commits) == 4
    for game_id in game_ids:
        assert sorted((a.seat, a.source) for a in actions(db, game_id)) == [(0, "timeout"), (1, "timeout")]
    assert len([m for m in outbox(db) if "Deadline passed" in m.subject]) == 12


def test_a_game_moved_after_the_claim_lets_its_batch_fire_one_by_one_and_the_click_wins(db, clock, monkeypatch):
    game_ids = [started_game(db, seed=s) for s in range(1, 4)]
    clock.shift(DECISION)
    clicked = game_ids[1]
    row = next(r for r in prompt_rows(db, clicked) if r.seat == 0)
    card = str(game_row(db, clicked).state["hands"][0][-1])
    real_claim = deadlines.claim_due

    def claim_then_click(*args, **kwargs):
        claimed = real_claim(*args, **kwargs)
        if claimed:  # the player's tap lands between the sweeper's claim and its firing
            apply_decision(db, clicked, 0, row.prompt_id, card, "link", row_id=row.id)
        return claimed

    monkeypatch.setattr(deadlines, "claim_due", claim_then_click)
    assert sweep(db) == {"claimed": 6, "fired": 5, "stale": 1}
    assert sorted((a.seat, a.source, a.payload) for a in actions(db, clicked))[0] == (0, "link", card)
    for game_id in game_ids:
        assert sorted(a.seat for a in actions(db, game_id)) == [0, 1]


def test_firing_together_writes_what_firing_one_by_one_writes(app, db, clock, monkeypatch):
    """The same games fired in one batch and one by one end in the same states, log, prompts and mail."""
    from pbem.models import EventRecord

    real_together = deadlines.apply_timeouts_together

    def fired(batch: bool) -> list:
        with db.write() as session:
            for table in ("outbox", "events", "actions", "open_prompts", "seats", "games"):
                session.execute(sa.text(f"DELETE FROM {table}"))
        ids = [started_game(db, seed=s) for s in range(1, 5)]
        monkeypatch.setattr(deadlines, "apply_timeouts_together",
                            real_together if batch else lambda *_args: False)
        sweep(db, utcnow() + DECISION)
        with db.session() as session:
            events = [(e.seq, e.text, e.seats) for e in session.scalars(sa.select(EventRecord).order_by(
                EventRecord.game_id, EventRecord.seq))]
        return [[(game_row(db, i).state, game_row(db, i).version) for i in ids], events,
                [(r.seat, r.prompt_id, r.status) for i in ids for r in prompt_rows(db, i)],
                sorted((m.to_addr, untitled(m.subject), untitled(m.text_body.split("http")[0])) for m in outbox(db))]

    def untitled(text: str) -> str:
        return re.sub(r"#\d+", "#N", text)  # each game's title has a number of its own


    together, one_by_one = fired(batch=True), fired(batch=False)
    for a, b in zip(together, one_by_one, strict=True):
        assert a == b, (set(map(repr, a)) ^ set(map(repr, b)))
