"""The dashboard finds a stuck game of each kind, says why, puts the worst first, and forgets what was handled."""

from __future__ import annotations

from datetime import timedelta

import pytest
import sqlalchemy as sa

from pbem.models import ActionRecord, Game, OpenPrompt, OutboxEmail, utcnow
from pbem.moderation.actions import mark_handled
from pbem.moderation.audit import Actor
from pbem.moderation.stuck import find_stuck
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, play_path, started_game
from tests.pbem.moderation.helpers import pick, play_round, version


def stuck(db, actor, config=None):
    with db.session() as session:
        return {s.game_id: s for s in find_stuck(session, actor, utcnow(), config or {})}


def build_each_kind(db, app, client, toy_ruleset, monkeypatch) -> dict[str, int]:
    long_game = {"target": 20, "hand_size": 9, "scoring": "high"}
    games = {kind: started_game(db, seed=i, options=long_game) for i, kind in enumerate(
        ("engine_error", "overdue", "mail_failed", "flagged", "timeouts", "idle", "healthy"))}
    broken = games["engine_error"]
    real_apply = toy_ruleset.apply
    monkeypatch.setattr(toy_ruleset, "apply",
                        lambda state, action, prompt=None: (_ for _ in ()).throw(KeyError("hands")))
    for _ in range(2):
        with pytest.raises(KeyError):
            pick(db, broken, 0)
    monkeypatch.setattr(toy_ruleset, "apply", real_apply)
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.game_id == games["overdue"])
                        .values(deadline_at=utcnow() - timedelta(hours=1)))
        session.execute(sa.update(OutboxEmail).where(OutboxEmail.game_id == games["mail_failed"],
                                                     OutboxEmail.to_addr == "bob@example.org")
                        .values(status="failed", last_error="550 no such user"))
    asked = client.post(play_path(app, games["flagged"], 1) + "/ask-moderator", data={"message": "Ann is gone"})
    assert asked.status_code == 200 and "A moderator will look" in asked.text
    for _ in range(3):
        play_round(db, games["timeouts"], source="timeout")
    play_round(db, games["healthy"], source="timeout")
    with db.write() as session:
        long_ago = utcnow() - timedelta(days=8)
        session.execute(sa.update(Game).where(Game.id == games["idle"]).values(status="paused", started_at=long_ago))
    return games


def test_each_kind_of_stuck_game_is_listed_with_its_reason_worst_first(db, app, client, toy_ruleset, monkeypatch):
    games = build_each_kind(db, app, client, toy_ruleset, monkeypatch)
    found = stuck(db, Actor("mia@example.org", "site"))
    assert games["healthy"] not in found
    for kind, game_id in games.items():
        if kind != "healthy":
            assert {r.kind for r in found[game_id].reasons} == {kind}, (kind, found[game_id].reasons)
    texts = {kind: found[games[kind]].reasons[0].text for kind in games if kind != "healthy"}
    assert "KeyError" in texts["engine_error"] and "2 times" in texts["engine_error"]
    assert "past its deadline" in texts["overdue"] or "past their deadline" in texts["overdue"]
    assert "bob@example.org" in texts["mail_failed"]
    assert "Ann is gone" in texts["flagged"]
    assert "last 3 decisions time out" in texts["timeouts"]
    assert "more than 7 days" in texts["idle"]
    with db.session() as session:
        order = [s.game_id for s in find_stuck(session, Actor("mia@example.org", "site"), utcnow(), {})]
    assert order == [games[k] for k in ("engine_error", "overdue", "mail_failed", "flagged", "timeouts", "idle")]


def test_a_moderator_action_clears_reports_but_not_live_conditions(db, app, client, toy_ruleset, monkeypatch):
    games = build_each_kind(db, app, client, toy_ruleset, monkeypatch)
    site = Actor("mia@example.org", "site")
    for kind in ("engine_error", "mail_failed", "flagged", "overdue"):
        mark_handled(db, games[kind], site, "Looked at it", version(db, games[kind]))
    found = stuck(db, site)
    assert games["engine_error"] not in found and games["mail_failed"] not in found
    assert games["flagged"] not in found
    assert [r.kind for r in found[games["overdue"]].reasons] == ["overdue"], "only firing it makes it go"


def test_a_host_sees_only_their_games_and_a_seat_that_plays_again_drops_off(db, app, client, toy_ruleset,
                                                                           monkeypatch):
    games = build_each_kind(db, app, client, toy_ruleset, monkeypatch)
    host = Actor("host@example.org", "host", frozenset({games["timeouts"]}))
    assert list(stuck(db, host)) == [games["timeouts"]]
    state = game_row(db, games["timeouts"]).state
    apply_decision(db, games["timeouts"], 0, f"r{state['round']}.pick.0", str(state["hands"][0][0]), "link")
    found = stuck(db, host)
    reasons = [r.text for r in found[games["timeouts"]].reasons]
    assert reasons == ["Seat 2 let its last 3 decisions time out"]
    assert stuck(db, host, {"MOD_TIMEOUT_STREAK": 10}) == {}


def test_idle_is_measured_from_the_last_action(db):
    game_id = started_game(db)
    pick(db, game_id, 0)
    with db.write() as session:
        session.execute(sa.update(ActionRecord).where(ActionRecord.game_id == game_id)
                        .values(created_at=utcnow() - timedelta(days=3)))
        session.execute(sa.update(Game).where(Game.id == game_id).values(started_at=utcnow() - timedelta(days=9)))
    site = Actor("mia@example.org", "site")
    assert stuck(db, site) == {}
    assert [r.kind for r in stuck(db, site, {"MOD_IDLE_DAYS": 2})[game_id].reasons] == ["idle"]
