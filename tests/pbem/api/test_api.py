"""The JSON API: what a script playing a seat sees, and the status codes it gets."""

from datetime import date, timedelta

import pytest
import sqlalchemy as sa

from pbem.models import Seat, User
from pbem.moderation.audit import Actor
from pbem.moderation.dispatch import run_action
from pbem.services.away import set_away
from pbem.services.tokens import new_api_token
from tests.pbem.helpers import PACE, actions, confirm_host, game_row, play_path, started_game


def token_for(db, game_id, index):
    with db.write() as session:
        seat = session.scalar(sa.select(Seat).where(Seat.game_id == game_id, Seat.index == index))
        return new_api_token(seat)


@pytest.fixture
def game(db):
    game_id = started_game(db)
    return game_id, {i: {"Authorization": f"Bearer {token_for(db, game_id, i)}"} for i in (0, 1)}


def test_the_game_page_makes_a_token_that_works_once_shown(client, app, db):
    game_id = started_game(db)
    page = client.post(play_path(app, game_id, 0) + "/api-token")
    token = page.text.split('id="api-token">')[1].split("<")[0]
    assert client.get(f"/api/games/{game_id}", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    with db.session() as session:
        stored = session.scalar(sa.select(Seat.api_token_hash).where(Seat.game_id == game_id, Seat.index == 0))
    assert token not in stored
    client.post(play_path(app, game_id, 0) + "/api-token")
    assert client.get(f"/api/games/{game_id}", headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_view_prompts_and_log_show_only_what_the_seat_may_see(client, db, game):
    game_id, auth = game
    hands = game_row(db, game_id).state["hands"]
    view = client.get(f"/api/games/{game_id}/view", headers=auth[0]).json
    assert view["view"]["hand"] == hands[0] and hands[1] not in view["view"].values()
    [prompt] = client.get(f"/api/games/{game_id}/prompts", headers=auth[0]).json["prompts"]
    assert prompt["id"] == "r1.pick.0" and prompt["deadline_at"].endswith("+00:00")
    assert [o["key"] for o in prompt["options"]] == [str(c) for c in hands[0]]
    done = client.post(f"/api/games/{game_id}/actions", headers=auth[0],
                       json={"prompt_id": "r1.pick.0", "choice": str(hands[0][0])})
    assert done.status_code == 200 and done.json["version"] == 2
    mine = client.get(f"/api/games/{game_id}/log", headers=auth[0]).json["events"]
    theirs = client.get(f"/api/games/{game_id}/log", headers=auth[1]).json["events"]
    assert [e["kind"] for e in mine] == ["deal", "pick", "pick.own"]
    assert [e["kind"] for e in theirs] == ["deal", "pick"]
    seats = client.get(f"/api/games/{game_id}/seats", headers=auth[1]).json["seats"]
    assert [(s["index"], s["you"], s["waiting_on"]) for s in seats] == [(0, False, False), (1, True, True)]
    assert actions(db, game_id)[0].source == "api"


@pytest.mark.parametrize(("headers", "status"), [
    ({}, 401),
    ({"Authorization": "Bearer nonsense"}, 401),
    ({"Authorization": "Basic abc"}, 401),
])
@pytest.mark.parametrize("what", ["view", "prompts"])  # what a seat is asked has a read of its own
def test_no_or_bad_token_is_401(client, game, headers, status, what):
    game_id, _auth = game
    response = client.get(f"/api/games/{game_id}/{what}", headers=headers)
    assert response.status_code == status and "error" in response.json


@pytest.mark.parametrize("what", ["view", "prompts"])
def test_another_game_is_403_and_a_missing_one_404(client, db, game, what):
    game_id, auth = game
    other = started_game(db, seed=8)
    assert client.get(f"/api/games/{other}/{what}", headers=auth[0]).status_code == 403
    assert client.get(f"/api/games/999999/{what}", headers=auth[0]).status_code == 404


def test_each_seat_is_asked_only_its_own_prompts(client, game):
    """Both seats pick at once; neither sees the other's prompt (its options are the other's hand)."""
    game_id, auth = game
    for index in (0, 1):
        prompts = client.get(f"/api/games/{game_id}/prompts", headers=auth[index]).json["prompts"]
        assert [(p["id"], p["seat"]) for p in prompts] == [(f"r1.pick.{index}", index)]


@pytest.mark.parametrize(("body", "status", "error"), [
    ({"prompt_id": "r1.pick.0", "choice": "99"}, 422, "not one of the choices"),
    ({"prompt_id": "r1.pick.1", "choice": "1"}, 403, "another player"),
    ({"prompt_id": "r5.pick.0", "choice": "1"}, 409, "already been made"),
    ({"choice": "1"}, 400, "expected shape"),
    ("not json", 400, "JSON object"),
])
def test_submitting_refusals_have_the_right_status(client, db, game, body, status, error):
    game_id, auth = game
    kwargs = {"json": body} if isinstance(body, dict) else {"data": body}
    response = client.post(f"/api/games/{game_id}/actions", headers=auth[0], **kwargs)
    assert response.status_code == status and error in response.json["error"]
    assert game_row(db, game_id).version == 1


def test_a_stale_answer_is_409(client, db, game):
    game_id, auth = game
    card = str(game_row(db, game_id).state["hands"][0][0])
    body = {"prompt_id": "r1.pick.0", "choice": card}
    assert client.post(f"/api/games/{game_id}/actions", headers=auth[0], json=body).status_code == 200
    assert client.post(f"/api/games/{game_id}/actions", headers=auth[0], json=body).status_code == 409


def test_creating_a_game_through_the_api(client, db):
    body = {"ruleset": "toy", "options": {"target": 2, "hand_size": 3, "scoring": "low"}, "pace": PACE,
            "players": ["ann@example.org", "bob@example.org"], "host": "host@example.org"}
    created = client.post("/api/games", json=body)
    assert created.status_code == 201 and created.json["status"] == "lobby"
    assert created.json["host_confirmed"] is False and "host_url" not in created.json
    assert "/host/" in confirm_host(client, db)
    again = client.post("/api/games", json=body)  # the same client, its host address now proven
    assert again.status_code == 201 and "/host/" in again.json["host_url"]
    bad = client.post("/api/games", json={**body, "players": ["ann@example.org", "nope"]})
    assert bad.status_code == 400 and "players" in bad.json["fields"]
    unknown = client.get("/api/nothing-here")
    assert unknown.status_code == 404 and "error" in unknown.json


def test_the_cosmic_variants_are_options_of_a_game_created_through_the_api(client, db):
    variants = {"aliens": "red", "planets": "4", "hidden_powers": "on", "changing_powers": "on",
                "free_flares": "on", "cosmic_quake": "on", "technology": "on"}
    body = {"ruleset": "cosmic", "options": variants, "pace": PACE, "host": "host@example.org",
            "players": ["ann@example.org", "bob@example.org", "cy@example.org"]}
    created = client.post("/api/games", json=body)
    assert created.status_code == 201, created.json
    options = game_row(db, created.json["id"]).options
    assert {k: options[k] for k in variants} == variants
    bad = client.post("/api/games", json={**body, "options": {**variants, "technology": "maybe"}})
    assert bad.status_code == 400


def test_the_seats_say_who_is_on_a_stand_in_and_why_without_the_away_dates(client, db, game):
    game_id, auth = game
    last_day = date.today() + timedelta(days=30)
    before = client.get(f"/api/games/{game_id}/seats", headers=auth[1]).json["seats"]
    assert [(s["stand_in"], s["stand_in_why"]) for s in before] == [(False, None), (False, None)]
    with db.write() as session:
        set_away(session, session.scalar(sa.select(User).where(User.email == "ann@example.org")), last_day)
    run_action(db, game_id, Actor("mia@example.org", "site"), "stand-in", "Bob vanished", 1, {"seat": 1})
    answer = client.get(f"/api/games/{game_id}/seats", headers=auth[1])
    assert [(s["stand_in"], s["stand_in_why"]) for s in answer.json["seats"]] == [(True, "away"),
                                                                                  (True, "moderator")]
    assert last_day.isoformat() not in answer.text and "vanished" not in answer.text
