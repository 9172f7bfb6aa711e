"""The moderator JSON API (bearer token per moderator) and the ``pbem moderator`` / ``pbem mod`` commands."""

from __future__ import annotations

import json

import pytest
from argon2 import PasswordHasher, extract_parameters
from argon2.exceptions import VerifyMismatchError
from click.testing import CliRunner

from pbem.cli import main
from pbem.moderation import accounts
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import actions, game_row, seat, started_game
from tests.pbem.moderation.helpers import audit, open_row, pick, version


@pytest.fixture
def token(db, moderator):
    with db.write() as session:
        return accounts.new_api_token(accounts.find_moderator(session, moderator))


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_the_api_needs_a_moderator_token_not_a_players(client, db, game_id, token):
    assert client.get("/api/mod/stuck").status_code == 401
    with db.write() as session:
        player = new_api_token(session.get(type(seat(db, game_id, 0)), seat(db, game_id, 0).id))
    assert client.get("/api/mod/stuck", headers=auth(player)).status_code == 401
    assert client.get("/api/mod/stuck", headers=auth(token)).json == {"games": []}


def test_the_whole_game_and_actions_over_the_api(client, db, game_id, token):
    pick(db, game_id, 0)
    body = client.get(f"/api/mod/games/{game_id}", headers=auth(token)).json
    assert body["version"] == 2 and len(body["prompts"]) == 1 and body["views"]["0"]["hand"]
    assert any(item["hidden"] and item["seats"] == [0] for item in body["timeline"])
    assert {m["status"] for m in body["outbox"]} == {"pending"}
    row = body["prompts"][0]["row"]
    missing = client.post(f"/api/mod/games/{game_id}/extend", headers=auth(token), json={"hours": 5, "version": 2})
    assert missing.status_code == 400 and "reason" in missing.json["fields"]
    stale = client.post(f"/api/mod/games/{game_id}/extend", headers=auth(token),
                        json={"hours": 5, "version": 1, "reason": "late"})
    assert stale.status_code == 409 and stale.json["current_version"] == 2
    done = client.post(f"/api/mod/games/{game_id}/resolve", headers=auth(token),
                       json={"row": row, "version": 2, "reason": "Bob asked"})
    assert done.status_code == 200 and done.json["action"] == "resolve-default"
    assert actions(db, game_id)[-1].source == "moderator"
    bad = client.post(f"/api/mod/games/{game_id}/rewind", headers=auth(token),
                      json={"before": 99, "version": version(db, game_id), "reason": "x"})
    assert bad.status_code == 400 and "from 1" in bad.json["error"]
    unknown = client.post(f"/api/mod/games/{game_id}/explode", headers=auth(token),
                          json={"version": 1, "reason": "x"})
    assert unknown.status_code == 404


def test_an_illegal_choice_over_the_api_is_422(client, db, game_id, token):
    row = open_row(db, game_id, 0)
    answer = client.post(f"/api/mod/games/{game_id}/resolve", headers=auth(token),
                         json={"row": row.id, "version": 1, "reason": "typo", "choice": "99"})
    assert answer.status_code == 422 and not actions(db, game_id)


@pytest.fixture
def run(database_url):
    env = {"DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test"}

    def invoke(*args, input=None):
        return CliRunner().invoke(main, list(args), env=env, input=input, catch_exceptions=False)
    return invoke


def test_moderator_accounts_from_the_cli(run, db):
    added = run("moderator", "add", "Zoe@Example.org", "--password", input="long enough pw\nlong enough pw\n")
    assert added.exit_code == 0, added.output
    assert "zoe@example.org: password" in run("moderator", "list").output
    assert run("moderator", "add", "zoe@example.org").exit_code != 0
    token = run("moderator", "token", "zoe@example.org").output.strip()
    with db.session() as session:
        assert accounts.moderator_for_token(session, token).email == "zoe@example.org"
        assert accounts.check_password(session, "zoe@example.org", "long enough pw") is not None
    assert run("moderator", "remove", "zoe@example.org").exit_code == 0
    with db.session() as session:
        assert accounts.moderator_for_token(session, token) is None


def test_an_unknown_address_is_checked_as_long_as_a_wrong_password(db, monkeypatch):
    """Signing in with an address nobody has runs a full verification at the hasher's own parameters, so the
    answer's time does not tell which addresses are moderators."""
    monkeypatch.setattr(accounts, "_hasher", PasswordHasher())  # the real parameters, not the suite's cheap ones
    dummy = accounts._dummy_hash()
    assert extract_parameters(dummy) == extract_parameters(accounts._hasher.hash("long enough pw"))
    with pytest.raises(VerifyMismatchError):  # a well-formed hash, checked in full, not refused at a glance
        accounts._hasher.verify(dummy, "long enough pw")
    with db.session() as session:
        assert accounts.check_password(session, "nobody@example.org", "long enough pw") is None


def test_the_dashboard_and_actions_from_the_cli(run, db):
    game_id = started_game(db)
    assert "No game needs attention" in run("mod", "list-stuck").output
    row = open_row(db, game_id, 0)
    no_reason = run("mod", "extend", str(game_id), "--hours", "3")
    assert no_reason.exit_code != 0 and "--reason" in no_reason.output
    done = run("mod", "extend", str(game_id), "--hours", "3", "--row", str(row.id), "--reason", "Ann asked",
               "--as", "mia@example.org")
    assert done.exit_code == 0 and "extend done (version 1 -> 2" in done.output, done.output
    assert audit(db, game_id)[0].actor == "mia@example.org" and audit(db, game_id)[0].role == "cli"
    stale = run("mod", "pause", str(game_id), "--reason", "x", "--version", "1")
    assert stale.exit_code != 0 and "moved on" in stale.output
    assert run("mod", "pause", str(game_id), "--reason", "Break").exit_code == 0
    assert run("mod", "resume", str(game_id), "--reason", "Back").exit_code == 0
    assert run("mod", "pace", str(game_id), "--pace", "decision=1", "--pace", "response=2",
               "--pace", "negotiation=3", "--reason", "faster").exit_code == 0
    assert game_row(db, game_id).pace == {"decision": 3600, "response": 7200, "negotiation": 10800}
    card = str(game_row(db, game_id).state["hands"][1][1])
    resolved = run("mod", "resolve", str(game_id), "--row", str(open_row(db, game_id, 1).id),
                   "--choice", json.dumps(card), "--reason", "by phone")
    assert resolved.exit_code == 0, resolved.output
    assert actions(db, game_id)[-1].payload == card
    shown = run("mod", "show", str(game_id)).output
    assert "seat 1" in shown and "open row" in shown
    assert run("mod", "replace", str(game_id), "--seat", "1", "--email", "ann@example.org",
               "--reason", "x").exit_code != 0
    assert run("mod", "rewind", str(game_id), "--before", "1", "--reason", "start over").exit_code == 0
    assert not actions(db, game_id)
    assert run("mod", "resend", str(game_id), "--reason", "bounced").exit_code == 0
    assert run("mod", "cancel", str(game_id), "--reason", "done").exit_code == 0
    assert [e.action for e in audit(db, game_id)] == [
        "extend", "pause", "resume", "pace", "resolve", "rewind", "resend", "cancel"]
