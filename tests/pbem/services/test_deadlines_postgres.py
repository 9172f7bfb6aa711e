"""Deadlines on the real PostgreSQL, with real races: sweepers on two connections at once, and a
player's click landing at the same instant as the deadline. Each deadline fires once; each
decision has one outcome."""

from __future__ import annotations

import threading
from collections import Counter
from datetime import timedelta

import pytest
import sqlalchemy as sa

from pbem.models import ActionRecord, OpenPrompt, utcnow
from pbem.services.deadlines import Claimed, fire, sweep
from pbem.services.decisions import apply_decision
from pbem.services.errors import StalePrompt
from tests.pbem.helpers import actions, game_row, outbox, prompt_rows, started_game

pytestmark = pytest.mark.postgres
GAMES = 30


def _everything_due(db) -> None:
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.status == "open")
                        .values(deadline_at=utcnow() - timedelta(seconds=1)))


def _in_threads(app, *targets):
    errors: list[BaseException] = []
    results: list[object] = [None] * len(targets)
    barrier = threading.Barrier(len(targets))

    def run(i, target):
        try:
            with app.app_context():
                barrier.wait(timeout=10)
                results[i] = target()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i, t)) for i, t in enumerate(targets)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors, errors
    return results


def test_two_sweepers_racing_fire_each_deadline_once(app, db):
    games = [started_game(db, seed=s) for s in range(1, GAMES + 1)]
    _everything_due(db)
    due = len(prompt_rows_all(db))
    reports = _in_threads(app, lambda: sweep(db, limit=7), lambda: sweep(db, limit=7))
    assert sum(r["fired"] for r in reports) == due == 2 * GAMES
    assert all(r["fired"] > 0 for r in reports), "both sweepers got a share of the work"
    with db.session() as session:
        fired = Counter(session.execute(sa.select(ActionRecord.game_id, ActionRecord.prompt_id)
                                        .where(ActionRecord.source == "timeout")).all())
    assert len(fired) == due and set(fired.values()) == {1}
    assert all(game_row(db, g).version == 3 for g in games)  # started, then one apply per seat


def prompt_rows_all(db):
    with db.session() as session:
        return list(session.scalars(sa.select(OpenPrompt).where(OpenPrompt.status == "open")))


def test_a_click_racing_the_deadline_gives_one_outcome(app, db):
    games = [started_game(db, seed=s) for s in range(1, GAMES + 1)]
    _everything_due(db)
    outcomes = Counter()
    for game_id in games:
        row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == 0)
        card = str(game_row(db, game_id).state["hands"][0][-1])

        def click(row=row, card=card, game_id=game_id):
            try:
                apply_decision(db, game_id, 0, row.prompt_id, card, "link", row_id=row.id)
                return "click"
            except StalePrompt:
                return "refused"

        claimed = Claimed(row.id, row.game_id, row.seat, row.prompt_id)
        click_result, fired = _in_threads(app, click, lambda claimed=claimed: fire(db, claimed, utcnow()))
        assert (click_result == "click") != fired, (click_result, fired)
        with db.session() as session:
            taken = session.scalars(sa.select(ActionRecord).where(ActionRecord.game_id == game_id,
                                                                  ActionRecord.prompt_id == row.prompt_id)).all()
        assert len(taken) == 1
        assert taken[0].source == ("link" if click_result == "click" else "timeout")
        outcomes[taken[0].source] += 1
    print(f"click vs deadline: {dict(outcomes)}")


def test_a_click_after_the_batch_read_its_games_is_caught_by_the_batch_version_check(db, monkeypatch):
    """Issue 13: the batch checks every game's version in one statement at its end; a game moved in between
    rolls the whole batch back, and the one-by-one firing then finds the click's answer."""
    from pbem.services import decisions

    game_ids = [started_game(db, seed=s) for s in range(1, 4)]
    _everything_due(db)
    clicked = game_ids[1]
    row = next(r for r in prompt_rows(db, clicked) if r.seat == 0)
    card = str(game_row(db, clicked).state["hands"][0][-1])
    real_write = decisions._Together.write
    clicks = []

    def click_then_write(self, session):
        if not clicks:  # the tap commits while the batch is between its read and its version check
            clicks.append(apply_decision(db, clicked, 0, row.prompt_id, card, "link", row_id=row.id))
        return real_write(self, session)

    monkeypatch.setattr(decisions._Together, "write", click_then_write)
    assert sweep(db) == {"claimed": 6, "fired": 5, "stale": 1}
    assert sorted((a.seat, a.source, a.payload) for a in actions(db, clicked))[0] == (0, "link", card)
    for game_id in game_ids:
        assert sorted(a.seat for a in actions(db, game_id)) == [0, 1]
    assert len([m for m in outbox(db) if "Deadline passed" in m.subject]) == 5
