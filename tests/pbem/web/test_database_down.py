"""The database stops answering while the service runs: players get a page (or JSON) saying so, never a 500.

The app is started against the real test database, then pointed at a port
where nothing listens, the way a database server that went away looks to it.
"""

from __future__ import annotations

import re
import socket

import pytest

from pbem.db import Database
from tests.pbem.api.test_api import token_for
from tests.pbem.helpers import PACE, actions, page_option_links, play_path, started_game


@pytest.fixture
def database_down(app):
    """Swap the app's database for one that refuses connections; put the real one back afterwards."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    real = app.extensions["pbem.db"]
    down = Database(f"postgresql+psycopg://pbem@127.0.0.1:{port}/pbem")

    def cut() -> None:
        app.extensions["pbem.db"] = down
    yield cut
    app.extensions["pbem.db"] = real
    down.dispose()


def _confirm_form(html: str) -> dict[str, str]:
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', html))


def test_a_player_tapping_a_decision_while_the_database_is_down_is_told_to_try_again(client, app, db,
                                                                                    database_down):
    game_id = started_game(db)
    page = play_path(app, game_id, 0)
    option = next(iter(page_option_links(client.get(page).text).values()))
    form = _confirm_form(client.get(option).text)
    database_down()
    for response in (client.get(page), client.get(option), client.post(option, data=form)):
        assert response.status_code == 503
        assert response.headers["Retry-After"] == "60"
        assert response.mimetype == "text/html"
        assert "briefly unavailable" in response.text and "Nothing was recorded; try again" in response.text
        assert "Traceback" not in response.text and "Internal Server Error" not in response.text


def test_the_api_answers_503_json_with_retry_after(client, db, database_down):
    game_id = started_game(db)
    headers = {"Authorization": f"Bearer {token_for(db, game_id, 0)}"}
    database_down()
    for response in (client.get(f"/api/games/{game_id}", headers=headers),
                     client.post("/api/games", json={"ruleset": "toy", "pace": PACE, "host": "h@example.org",
                                                     "options": {"target": 2, "hand_size": 3, "scoring": "low"},
                                                     "players": ["a@example.org", "b@example.org"]})):
        assert response.status_code == 503
        assert response.headers["Retry-After"] == "60"
        assert response.get_json() == {
            "error": "The service is briefly unavailable. Nothing was recorded; try again in a minute."}


def test_once_the_database_is_back_the_same_tap_works_and_was_not_recorded_before(client, app, db, database_down):
    game_id = started_game(db)
    page = play_path(app, game_id, 0)
    option = next(iter(page_option_links(client.get(page).text).values()))
    form = _confirm_form(client.get(option).text)
    database_down()
    assert client.post(option, data=form).status_code == 503
    app.extensions["pbem.db"] = db
    assert actions(db, game_id) == []
    assert client.post(option, data=form).status_code == 200
    assert len(actions(db, game_id)) == 1
