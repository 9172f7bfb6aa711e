"""Where players and hosts meet stand-ins on the web: the away form on the settings page, the table's
"timeouts before a stand-in" on the create form, the API and the CLI, and on the game page."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import sqlalchemy as sa
import time_machine
from click.testing import CliRunner

from pbem import links
from pbem.cli import main
from pbem.models import Game, User
from pbem.moderation.audit import Actor
from pbem.moderation.dispatch import run_action
from tests.pbem.helpers import EMAILS, PACE, game_row, links_in, outbox, started_game


def _settings_link(db, email):
    mail = next(m for m in outbox(db, email) if "Your decision" in m.subject)
    return next(p for p in links_in(mail.text_body) if p.startswith("/settings/"))


def _play_link(db, email):
    mail = next(m for m in outbox(db, email) if "Your decision" in m.subject)
    return next(p for p in links_in(mail.text_body) if p.startswith("/play/"))


def _user(db, email):
    with db.session() as session:
        return session.scalar(sa.select(User).where(User.email == email))


def test_a_player_sets_an_away_period_on_the_settings_page_and_ends_it(db, client):
    with time_machine.travel(datetime(2026, 12, 20, 9, 0, tzinfo=UTC), tick=False):
        game_id = started_game(db)
        link = _settings_link(db, EMAILS[0])
        assert "Set away" in client.get(link).text
        saved = client.post(link + "/away", data={"do": "set", "until": "2026-12-26"})
        assert saved.status_code == 303
        page = client.get(saved.location).text
        assert "You are away through <strong>Saturday, December 26, 2026</strong>" in page and "Europe/Berlin" in page
        assert _user(db, EMAILS[0]).away_until == datetime(2026, 12, 26, 23, 0, tzinfo=UTC)  # Berlin midnight
        assert "You are away through" in client.get(_play_link(db, EMAILS[0])).text
        assert "a stand-in plays for them" in client.get(_play_link(db, EMAILS[1])).text
        back = client.post(link + "/away", data={"do": "back"})
        assert back.status_code == 303 and _user(db, EMAILS[0]).away_until is None
        assert "Welcome back" in client.get(back.location).text
        assert game_row(db, game_id).status == "active"


@pytest.mark.parametrize("until, error", [("next week", "like 2026-12-26"), ("2026-01-01", "has passed")])
def test_a_bad_away_date_is_refused_with_a_reason_and_changes_nothing(db, client, until, error):
    with time_machine.travel(datetime(2026, 12, 20, 9, 0, tzinfo=UTC), tick=False):
        started_game(db)
        link = _settings_link(db, EMAILS[0])
        refused = client.post(link + "/away", data={"do": "set", "until": until})
        assert refused.status_code == 400 and error in refused.text
        assert _user(db, EMAILS[0]).away_until is None


def test_the_host_chooses_the_timeouts_before_a_stand_in_on_the_form_and_the_game_page_shows_it(db, client):
    form = {"title": "Quiet table", "host": "host@example.org", "players": "\n".join(EMAILS[:2]),
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12", "opt.target": "3",
            "opt.hand_size": "4", "opt.scoring": "high"}
    assert 'name="stand_in_after"' in client.get("/games/new/toy").text
    refused = client.post("/games/new/toy", data={**form, "stand_in_after": "-1"})
    assert refused.status_code == 422 and "0 (never) to 20" in refused.text
    assert client.post("/games/new/toy", data={**form, "stand_in_after": "5"}).status_code == 202
    with db.session() as session:
        assert session.scalar(sa.select(Game.stand_in_after)) == 5


def test_the_api_and_the_cli_take_the_setting_too(db, client, database_url):
    body = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"}, "pace": PACE,
            "players": EMAILS[:2], "host": "host@example.org"}
    assert client.post("/api/games", json={**body, "stand_in_after": "often"}).status_code == 400
    made = client.post("/api/games", json={**body, "stand_in_after": 0})
    assert made.status_code == 201
    assert game_row(db, made.json["id"]).stand_in_after == 0
    default = client.post("/api/games", json={**body, "players": EMAILS[2:4], "host": "other@example.org"})
    assert game_row(db, default.json["id"]).stand_in_after == 3
    env = {"DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test"}
    result = CliRunner().invoke(main, ["create-game", "--ruleset", "toy", "--player", "x@example.org", "--player",
                                       "y@example.org", "--host", "h@example.org", "--option", "target=3", "--option",
                                       "hand_size=4", "--option", "scoring=high", "--stand-in-after", "7"], env=env)
    assert result.exit_code == 0, result.output
    with db.session() as session:
        assert session.scalar(sa.select(Game.stand_in_after).order_by(Game.id.desc()).limit(1)) == 7


def test_the_game_page_says_when_a_silent_player_gets_a_stand_in(db, client):
    started_game(db)
    page = client.get(_play_link(db, EMAILS[0])).text
    assert "A player whose 3 decisions in a row" in page


def test_the_host_page_shows_the_tables_stand_in_rule_and_who_is_on_a_stand_in(db, client):
    game_id = started_game(db)
    page = client.get(links.host_path(game_id, 0)).text
    assert "whose 3 decisions in a row pass their deadlines" in page and 'id="stand-in-1"' not in page
    run_action(db, game_id, Actor("mia@example.org", "site"), "stand-in", "Bob vanished", 1, {"seat": 1})
    page = client.get(links.host_path(game_id, 0)).text
    assert "on a stand-in: put there by a moderator" in page and 'id="stand-in-0"' not in page
    assert "Bob vanished" not in page
