"""Limits on repeated requests, counted in memory (the embedded default) and in the real Redis
(production, shared by every web process): after N tries the answer is 429 with Retry-After, and a
limited request changes nothing."""

import re
from collections.abc import Iterator

import pytest
import redis
import sqlalchemy as sa
from flask import Flask

from pbem import create_app
from pbem.models import Game
from pbem.moderation import accounts
from tests.pbem.helpers import PACE, outbox
from tests.worker.conftest import redis_url  # noqa: F401 - the worker tests' Redis: one db per xdist worker, emptied

MOD = "mia@example.org"
PASSWORD = "correct horse battery"
BODY = {"ruleset": "toy", "options": {"target": 3, "hand_size": 4, "scoring": "high"}, "pace": PACE,
        "players": ["ann@example.org", "bob@example.org"], "host": "host@example.org"}


def make_app(database_url: str, **extra: object) -> Flask:
    return create_app({"TESTING": True, "DATABASE_URL": database_url, "EMBEDDED": False,
                       "SECRET_KEY": "test-secret", "BASE_URL": "http://pbem.test", **extra})


@pytest.fixture(params=["memory", "redis"])
def storage(request: pytest.FixtureRequest) -> dict[str, str]:
    """No REDIS_URL: counts in memory; REDIS_URL: counts in Redis, as production runs."""
    return {"REDIS_URL": request.getfixturevalue("redis_url")} if request.param == "redis" else {}


@pytest.fixture
def app(database_url: str, storage: dict[str, str]) -> Iterator[Flask]:
    app = make_app(database_url, **storage)
    with app.app_context():
        yield app
    app.extensions["pbem.db"].dispose()


@pytest.fixture
def moderator(db) -> str:
    with db.write() as session:
        accounts.add_moderator(session, MOD, "Mia", PASSWORD)
    return MOD


def csrf(client) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', client.get("/mod/sign-in").text).group(1)


def password(client, email: str, word: str):
    return client.post("/mod/sign-in/password", data={"email": email, "password": word, "csrf": csrf(client)})


def ask_link(client, email: str):
    return client.post("/mod/sign-in/link", data={"email": email, "csrf": csrf(client)})


def assert_limited(response, what: str) -> int:
    """A clear 429 that says what and when; returns Retry-After in seconds."""
    assert response.status_code == 429, response.text
    retry = int(response.headers["Retry-After"])
    assert 0 < retry <= 3600
    text = response.json["error"] if response.is_json else response.text
    assert f"Too many {what}. Nothing was done. Try again in" in text
    return retry


def game_count(db) -> int:
    with db.session() as session:
        return session.scalar(sa.select(sa.func.count(Game.id)))


def test_ten_wrong_passwords_for_an_address_stop_even_the_right_one(client, moderator):
    for _ in range(9):
        assert password(client, MOD, "wrong password").status_code == 403
    assert password(client, MOD, PASSWORD).status_code == 303  # a right password does not count
    client.post("/mod/sign-out", data={"csrf": csrf(client)})
    assert password(client, MOD, "wrong password").status_code == 403  # the tenth wrong one
    limited = password(client, MOD, PASSWORD)
    assert_limited(limited, "wrong passwords for this address")
    assert client.get("/mod/").status_code == 303  # not signed in: the limited try changed nothing
    assert password(client, "zed@example.org", "wrong password").status_code == 403  # another address


def test_twenty_wrong_passwords_from_one_network_are_enough(client, moderator):
    for n in range(20):
        assert password(client, f"guess{n}@example.org", "wrong password").status_code == 403
    assert_limited(password(client, MOD, PASSWORD), "wrong passwords from your network")


def test_three_sign_in_links_per_address_and_hour(client, db, moderator):
    for _ in range(3):
        assert ask_link(client, MOD).status_code == 200
    assert len(outbox(db, MOD)) == 3
    assert_limited(ask_link(client, MOD), "sign-in links asked for this address")
    assert len(outbox(db, MOD)) == 3  # the refused request wrote nothing
    assert ask_link(client, "zed@example.org").status_code == 200


def test_ten_sign_in_link_requests_from_one_network(client, db, moderator):
    for n in range(10):
        assert ask_link(client, f"who{n}@example.org").status_code == 200
    assert_limited(ask_link(client, MOD), "sign-in links asked for from your network")
    assert outbox(db, MOD) == []


def test_five_games_per_host_address_and_hour_and_refusals_do_not_count(client, db):
    for _ in range(6):
        bad = client.post("/api/games", json={**BODY, "players": ["ann@example.org"]})
        assert bad.status_code == 400
    for _ in range(5):
        assert client.post("/api/games", json=BODY).status_code == 201
    limited = client.post("/api/games", json={**BODY, "host": " HOST@example.org"})
    retry = assert_limited(limited, "games created for this host address")
    assert limited.json["retry_after"] == pytest.approx(retry, abs=1)
    assert game_count(db) == 5 and len(outbox(db)) == 5  # five confirmation emails, nothing more
    assert client.post("/api/games", json={**BODY, "host": "other@example.org"}).status_code == 201


def test_ten_games_from_one_network_by_form_and_api_together(client, db):
    form = {"title": "Duel", "players": "ann@example.org\nbob@example.org", "opt.target": "3",
            "opt.hand_size": "4", "opt.scoring": "high", "pace.decision": "48", "pace.response": "24",
            "pace.negotiation": "12"}
    for n in range(5):
        assert client.post("/api/games", json={**BODY, "host": f"h{n}@example.org"}).status_code == 201
        assert client.post("/games/new/toy", data={**form, "host": f"f{n}@example.org"}).status_code == 202
    limited = client.post("/games/new/toy", data={**form, "host": "late@example.org"})
    assert_limited(limited, "games created from your network")
    assert "<h1>Too many tries</h1>" in limited.text
    assert client.get("/games/new/toy").status_code == 200  # the form itself still opens
    assert game_count(db) == 10 and outbox(db, "late@example.org") == []


@pytest.mark.parametrize("storage", ["redis"], indirect=True)
def test_web_processes_share_the_counts_in_redis(app, client, database_url, redis_url, moderator):  # noqa: F811
    for _ in range(3):
        assert ask_link(client, MOD).status_code == 200
    assert redis.Redis.from_url(redis_url).keys("LIMITS:*pbem/mia@example.org/sign-in-link-address*")
    other_process = make_app(database_url, REDIS_URL=redis_url)
    try:
        with other_process.app_context():
            assert_limited(ask_link(other_process.test_client(), MOD), "sign-in links asked for this address")
    finally:
        other_process.extensions["pbem.db"].dispose()


@pytest.mark.parametrize("storage", ["memory"], indirect=True)
def test_behind_a_trusted_proxy_each_client_has_its_own_count(database_url, storage):
    hosts = iter(range(100))

    def from_client(client, ip):
        return client.post("/api/games", json={**BODY, "host": f"h{next(hosts)}@example.org"},
                           headers={"X-Forwarded-For": f"203.0.113.{ip}"})

    direct = make_app(database_url)  # no proxy trusted: a forged X-Forwarded-For changes nothing
    with direct.app_context():
        client = direct.test_client()
        assert [from_client(client, n).status_code for n in range(11)] == [201] * 10 + [429]
    direct.extensions["pbem.db"].dispose()
    proxied = make_app(database_url, TRUSTED_PROXIES=1)
    with proxied.app_context():
        client = proxied.test_client()
        for _ in range(10):
            assert from_client(client, 1).status_code == 201
        assert from_client(client, 1).status_code == 429
        assert from_client(client, 2).status_code == 201
    proxied.extensions["pbem.db"].dispose()
