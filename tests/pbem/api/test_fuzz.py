"""Fuzzing the JSON API through the Flask test client (hypothesis): no input gives a 500, and a refused
input changes no game (state, version, action log) and files no engine error for the moderators.

Bodies are near-valid ones with one part replaced, added or removed, or replaced whole, by arbitrary
JSON (NaN and infinities included, huge integers, invisible and control characters, deep nesting).
The runs are derandomized and bounded so CI takes seconds; raise ``FUZZ_EXAMPLES`` to dig longer.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pbem.models import ActionRecord, Game
from pbem.moderation import accounts
from pbem.moderation.dispatch import ACTIONS
from pbem.moderation.models import EngineError
from tests.pbem.api.test_api import token_for
from tests.pbem.api.test_bad_input import CREATE
from tests.pbem.helpers import game_row, prompt_rows, started_game
from tests.pbem.moderation.helpers import pick

FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "120")), deadline=None, derandomize=True,
                database=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

NASTY_TEXT = st.sampled_from(["", " ", "\u200b", "\u202eevil", "\r\nX: y", "\x00", "\ud800", "inf", "NaN",
                              "1e400", "9" * 400, "standing", "-1", "x" * 5000])
NASTY_NUMBERS = st.sampled_from([1e308, -1e308, 1.5, -0.0, 2**31, -(2**31) - 1, 10**20, 10**300])
SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(min_value=2**31 - 2, max_value=2**80)
           | st.floats() | st.text(max_size=12) | NASTY_TEXT | NASTY_NUMBERS)
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=10) | NASTY_TEXT, inner, max_size=3), max_leaves=8)
DEEP = st.integers(min_value=20, max_value=3000).map(lambda n: "[" * n + "]" * n)


def mutated(base: dict[str, Any]) -> st.SearchStrategy[Any]:
    """``base`` with one key's value replaced (or a stray key added), one key dropped, or all of it replaced."""
    keys = st.sampled_from([*sorted(base), "extra", "zombie_free"])
    return st.one_of(
        st.tuples(keys, JSON).map(lambda kv: {**base, kv[0]: kv[1]}),
        st.sampled_from(sorted(base)).map(lambda gone: {k: v for k, v in base.items() if k != gone}),
        JSON,
    )


def raw_body(body: st.SearchStrategy[Any]) -> st.SearchStrategy[str]:
    return body.map(json.dumps) | DEEP | st.text(max_size=30)


def games_now(db) -> list[tuple[Any, ...]]:
    with db.session() as session:
        games = session.execute(sa.select(Game.id, Game.version, Game.status, Game.state).order_by(Game.id)).all()
        logged = session.scalar(sa.select(sa.func.count()).select_from(ActionRecord))
        faults = session.scalar(sa.select(sa.func.count()).select_from(EngineError))
    return [*(json.dumps(tuple(g), sort_keys=True, default=str) for g in games), logged, faults]


def check(db, before: list[Any], response) -> None:
    assert response.status_code < 500, (response.status_code, response.get_data(as_text=True)[:300])
    if response.status_code >= 400:
        assert response.is_json and response.json["error"], response.get_data(as_text=True)[:300]
        assert games_now(db) == before, "a refused request changed a game"


@pytest.fixture
def stash(db):
    game_id = started_game(db)
    pick(db, game_id, 0)
    pick(db, game_id, 1)
    state = game_row(db, game_id).state
    return game_id, f"r{state['round']}.stash", {"Authorization": f"Bearer {token_for(db, game_id, 0)}"}, \
        {"Authorization": f"Bearer {token_for(db, game_id, 1)}"}


@pytest.fixture
def mod_auth(db) -> dict[str, str]:
    with db.write() as session:
        accounts.add_moderator(session, "mia@example.org")
        token = accounts.new_api_token(accounts.find_moderator(session, "mia@example.org"))
    return {"Authorization": f"Bearer {token}"}


CHOICE = {"ships": {"asteroid": 1}, "bonus": "ship", "discard": [], "wager": 0}


@FUZZ
@given(data=st.data())
def test_answers(client, db, stash, data):
    game_id, prompt_id, *seats = stash
    body = data.draw(mutated({"prompt_id": prompt_id, "choice": CHOICE})
                     | mutated(CHOICE).map(lambda c: {"prompt_id": prompt_id, "choice": c})
                     | JSON.map(lambda unit: {"prompt_id": "standing", "choice": {"unit": unit, "answer": "always"}}))
    before = games_now(db)
    response = client.post(f"/api/games/{game_id}/actions", data=data.draw(raw_body(st.just(body))),
                           content_type="application/json", headers=data.draw(st.sampled_from(seats)))
    check(db, before, response)


@FUZZ
@given(data=st.data())
def test_creating_games(client, db, stash, data):
    body = data.draw(mutated(CREATE) | mutated(CREATE["pace"]).map(lambda pace: {**CREATE, "pace": pace})
                     | mutated(CREATE["options"]).map(lambda options: {**CREATE, "options": options}))
    before = games_now(db)
    response = client.post("/api/games", data=data.draw(raw_body(st.just(body))), content_type="application/json")
    check(db, before, response)


@FUZZ
@given(data=st.data())
def test_moderator_actions(client, db, stash, mod_auth, data):
    game_id = stash[0]
    rows = [r.id for r in prompt_rows(db, game_id, "open")] or [1]
    base = {"reason": "Fuzzing", "version": game_row(db, game_id).version, "hours": 2, "row": rows[0],
            "seat": 1, "email": "new@example.org", "name": "New", "before": 1,
            "pace": {"decision": 3600, "response": 3600, "negotiation": 3600}, "choice": "1"}
    body = data.draw(mutated(base) | mutated(base["pace"]).map(lambda pace: {**base, "pace": pace}))
    action = data.draw(st.sampled_from([*ACTIONS, "nope"]).filter(lambda a: a not in ("rewind", "cancel")))
    before = games_now(db)
    response = client.post(f"/api/mod/games/{game_id}/{action}", data=data.draw(raw_body(st.just(body))),
                           content_type="application/json", headers=mod_auth)
    check(db, before, response)


@FUZZ
@given(number=st.integers(min_value=2**31 - 3, max_value=10**30) | st.integers(max_value=-1),
       path=st.sampled_from(["/api/games/{}", "/api/games/{}/prompts", "/api/mod/games/{}", "/dev/mail/{}"]))
def test_ids(client, db, stash, mod_auth, number, path):
    before = games_now(db)
    response = client.get(path.format(number), headers=mod_auth if "/mod/" in path else stash[2])
    assert response.status_code in (403, 404), (path.format(number), response.status_code)
    assert games_now(db) == before
