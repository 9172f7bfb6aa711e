"""Bad input to the player's API and the creation endpoints: a clear 4xx, never a 500, and nothing changes.

Each case here was a 500 found by a probe of the running service (issue 10). After every refusal the
game's state, version and action log are as before, and no "engine error" reaches the moderators.
"""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa

from pbem.moderation.models import EngineError
from tests.pbem.api.test_api import token_for
from tests.pbem.helpers import actions, game_row, outbox, started_game
from tests.pbem.moderation.helpers import pick

CREATE = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"},
          "pace": {"decision": 3600, "response": 3600, "negotiation": 3600},
          "players": ["ann@example.org", "bob@example.org"], "host": "host@example.org"}
HUGE = [float("inf"), float("nan"), 1e308, "1e400", "9" * 5000]  # as JSON numbers (strings: raw)


def post_raw(client, path, text, headers=None):
    return client.post(path, data=text, content_type="application/json", headers=headers or {})


def snapshot(db, game_id):
    game = game_row(db, game_id)
    return game.version, json.dumps(game.state, sort_keys=True), len(actions(db, game_id))


def engine_errors(db):
    with db.session() as session:
        return session.scalars(sa.select(EngineError)).all()


@pytest.fixture
def stash(db):
    """A toy game waiting on seat 0's composite stash decision (counts, a choice, a list, a number)."""
    game_id = started_game(db)
    pick(db, game_id, 0, index=len(game_row(db, game_id).state["hands"][0]) - 1)
    pick(db, game_id, 1)
    state = game_row(db, game_id).state
    winner = state["round_winner"]
    return game_id, f"r{state['round']}.stash", {"Authorization": f"Bearer {token_for(db, game_id, winner)}"}


@pytest.mark.parametrize("raw", ["Infinity", "-Infinity", "NaN", "1e400", "1.5", "9" * 4000])
def test_counts_that_are_not_whole_numbers_are_refused(client, db, stash, raw):
    game_id, prompt_id, auth = stash
    before = snapshot(db, game_id)
    for field, value in (("ships", f'{{"asteroid": {raw}}}'), ("wager", raw)):
        body = {"ships": "{}", "bonus": '"ship"', "discard": "[]", "wager": "0", field: value}
        fields = ", ".join(f"{json.dumps(k)}: {v}" for k, v in body.items())
        text = f'{{"prompt_id": "{prompt_id}", "choice": {{{fields}}}}}'
        answer = post_raw(client, f"/api/games/{game_id}/actions", text, auth)
        assert answer.status_code in (400, 422), (field, raw, answer.status_code)
        assert answer.json["error"]
    assert snapshot(db, game_id) == before and not engine_errors(db)


def test_a_field_the_decision_does_not_offer_is_refused_when_it_carries_an_answer(client, db, stash):
    game_id, prompt_id, auth = stash
    before = snapshot(db, game_id)
    choice = {"ships": {}, "bonus": "ship", "discard": [], "wager": 0}
    answer = client.post(f"/api/games/{game_id}/actions", headers=auth,
                         json={"prompt_id": prompt_id, "choice": {**choice, "zombie_free": 2}})
    assert answer.status_code == 422 and "zombie_free" in answer.json["error"]
    assert snapshot(db, game_id) == before
    # A field not offered now (the Zombie's, with nobody in the warp) and left empty changes nothing: accepted.
    answer = client.post(f"/api/games/{game_id}/actions", headers=auth,
                         json={"prompt_id": prompt_id, "choice": {**choice, "zombie_free": 0}})
    assert answer.status_code == 200


def test_a_standing_answer_whose_unit_is_not_a_name_is_refused(client, db):
    game_id = started_game(db, players=3, ruleset="cosmic", options={"aliens": "red"})
    auth = {"Authorization": f"Bearer {token_for(db, game_id, 0)}"}
    before = snapshot(db, game_id)
    for unit in (["a"], {"a": 1}, 7, None):
        answer = client.post(f"/api/games/{game_id}/actions", headers=auth,
                             json={"prompt_id": "standing", "choice": {"unit": unit, "answer": "always"}})
        assert answer.status_code == 422, unit
    assert snapshot(db, game_id) == before and not engine_errors(db)


def test_json_nested_a_thousand_deep_is_refused(client, db, stash):
    game_id, prompt_id, auth = stash
    before = snapshot(db, game_id)
    deep = "[" * 1000 + "]" * 1000
    answer = post_raw(client, f"/api/games/{game_id}/actions", f'{{"prompt_id": "{prompt_id}", "choice": {deep}}}',
                      auth)
    assert answer.status_code == 400 and "JSON" in answer.json["error"]
    assert post_raw(client, "/api/games", deep).status_code == 400
    assert snapshot(db, game_id) == before and not engine_errors(db)


def test_ids_past_the_integer_range_are_not_found(client, db, stash):
    game_id, _, auth = stash
    for path in ("/api/games/2147483648", f"/api/games/{10**20}/prompts", f"/dev/mail/{10**20}",
                 f"/dev/mail/{10**20}/source"):
        assert client.get(path, headers=auth).status_code == 404, path
    assert client.post(f"/api/games/{10**20}/actions", headers=auth, json={"prompt_id": "x", "choice": "1"}
                       ).status_code == 404


@pytest.mark.parametrize("raw", ["Infinity", "NaN", "1e308", "1e400", "-5", "9" * 5000, '"soon"', "[1]"])
def test_a_pace_that_is_not_a_sensible_number_of_seconds_is_refused(client, db, raw):
    pace = {"decision": 3600, "response": 3600}
    text = json.dumps({**CREATE, "pace": pace})[:-1]
    text = text.replace('"response": 3600}', f'"response": 3600, "negotiation": {raw}}}') + "}"
    answer = post_raw(client, "/api/games", text)
    assert answer.status_code == 400 and answer.json["error"], answer.json
    assert outbox(db) == []


@pytest.mark.parametrize("hours", ["inf", "nan", "1e308", "9" * 5000, "-1", "soon"])
def test_the_creation_form_refuses_silly_hours(client, db, hours):
    form = {"title": "Duel", "host": "host@example.org", "players": "ann@example.org\nbob@example.org",
            "opt.target": "3", "opt.hand_size": "4", "opt.scoring": "high",
            "pace.decision": hours, "pace.response": "24", "pace.negotiation": "12"}
    page = client.post("/games/new/toy", data=form)
    assert page.status_code == 422 and "decision" in page.text
    assert outbox(db) == []


def test_unknown_table_options_are_refused_by_name(client, db):
    answer = client.post("/api/games", json={**CREATE, "options": {**CREATE["options"], "artifacts": "on"}})
    assert answer.status_code == 400 and "artifacts" in answer.json["error"]
    assert outbox(db) == []


def test_a_body_over_a_megabyte_is_refused_before_it_is_read(client, db):
    answer = post_raw(client, "/api/games", json.dumps({**CREATE, "title": "x" * (2 << 20)}))
    assert answer.status_code == 413 and answer.json["error"]
    assert outbox(db) == []


def test_an_address_with_a_control_character_is_refused_by_the_form(client, db):
    form = {"title": "Duel", "host": "host@example.org", "players": "ann\x00@example.org\nbob@example.org",
            "opt.target": "3", "opt.hand_size": "4", "opt.scoring": "high",
            "pace.decision": "48", "pace.response": "24", "pace.negotiation": "12"}
    page = client.post("/games/new/toy", data=form)
    assert page.status_code == 422 and "is not an email address" in page.text
    page = client.post("/games/new/toy", data={**form, "players": "ann@example.org\nbob@example.org",
                                                "host": "host\x1b@example.org"})
    assert page.status_code == 422 and "is not an email address" in page.text
    assert outbox(db) == []
