"""The ``pbem`` command as an operator uses it."""

import pytest
import sqlalchemy as sa
from click.testing import CliRunner

from pbem.cli import main
from pbem.models import Game
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, outbox, started_game


@pytest.fixture
def run(database_url):
    env = {"DATABASE_URL": database_url, "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test"}

    def invoke(*args):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)
    return invoke


def test_db_upgrade_is_safe_to_repeat(run):
    result = run("db", "upgrade")
    assert result.exit_code == 0 and "Database at head" in result.output


def test_create_game_prints_the_links_and_fills_the_outbox(run, db):
    result = run("create-game", "--ruleset", "toy", "--player", "ann@example.org", "--player", "bob@example.org",
                 "--host", "host@example.org", "--option", "target=2", "--option", "hand_size=3",
                 "--option", "scoring=low", "--pace", "decision=12", "--seed", "5")
    assert result.exit_code == 0, result.output
    assert result.output.count("/join/") == 2 and "/host/" in result.output
    game = game_row(db, outbox(db)[0].game_id)
    assert (game.options, game.seed, game.pace["decision"]) == ({"target": 2, "hand_size": 3, "scoring": "low"},
                                                                5, 12 * 3600)
    bad = run("create-game", "--ruleset", "toy", "--player", "ann@example.org", "--host", "host@example.org")
    assert bad.exit_code != 0 and "needs 2 to 4 players" in bad.output


def test_replay_matches_the_log_and_catches_a_tampered_state(run, db):
    game_id = started_game(db)
    state = game_row(db, game_id).state
    for index in (0, 1):
        apply_decision(db, game_id, index, f"r1.pick.{index}", str(state["hands"][index][0]), "link")
    good = run("replay", str(game_id))
    assert good.exit_code == 0 and "replaying 2 actions gives the stored state" in good.output
    state = game_row(db, game_id).state
    state["scores"][0] += 5
    with db.write() as session:
        session.execute(sa.update(Game).where(Game.id == game_id).values(state=state))
    bad = run("replay", str(game_id))
    assert bad.exit_code == 1 and "state.scores[0]" in bad.output
    assert run("replay", "424242").exit_code != 0


def test_demo_migrates_creates_a_game_prints_its_links_and_serves(tmp_path, monkeypatch):
    served = []
    monkeypatch.setattr("pbem.cli.run_simple", lambda host, port, app, **kw: served.append((host, port)))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("BASE_URL", raising=False)
    url = f"sqlite:///{tmp_path / 'demo.sqlite3'}"
    result = CliRunner().invoke(main, ["demo", "--ruleset", "toy"], env={"DATABASE_URL": url, "SECRET_KEY": "k"},
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert result.output.count("http://127.0.0.1:5000/join/") == 3
    assert "http://127.0.0.1:5000/dev/mail" in result.output
    assert served == [("127.0.0.1", 5000)]


def test_create_game_takes_the_cosmic_variants_as_options(run, db):
    result = run("create-game", "--ruleset", "cosmic", "--player", "ann@example.org", "--player", "bob@example.org",
                 "--player", "cy@example.org", "--host", "host@example.org", "--option", "planets=4",
                 "--option", "aliens=red", "--option", "hidden_powers=on", "--option", "changing_powers=on",
                 "--option", "free_flares=on", "--option", "cosmic_quake=on", "--option", "technology=on")
    assert result.exit_code == 0, result.output
    options = game_row(db, outbox(db)[0].game_id).options
    variants = ("planets", "hidden_powers", "changing_powers", "free_flares", "cosmic_quake", "technology")
    assert {k: options[k] for k in variants} == {"planets": "4", "hidden_powers": "on", "changing_powers": "on",
                                                 "free_flares": "on", "cosmic_quake": "on", "technology": "on"}
    bad = run("create-game", "--ruleset", "cosmic", "--player", "ann@example.org", "--player", "bob@example.org",
              "--player", "cy@example.org", "--host", "host@example.org", "--option", "planets=3")
    assert bad.exit_code != 0
    assert "planets=4|5" in run("create-game", "--help").output or "planets=5|4" in run("create-game", "--help").output
