"""Moderation fixtures: a started toy game, a site moderator, a signed-in browser session."""

from __future__ import annotations

import re

import pytest

from pbem.moderation import accounts
from pbem.moderation.audit import Actor
from tests.pbem.helpers import started_game

MOD_EMAIL = "mia@example.org"
PASSWORD = "correct horse battery"


@pytest.fixture
def game_id(db) -> int:
    return started_game(db)


@pytest.fixture
def site() -> Actor:
    return Actor(MOD_EMAIL, "site")


@pytest.fixture
def moderator(db) -> str:
    with db.write() as session:
        accounts.add_moderator(session, MOD_EMAIL, "Mia", PASSWORD)
    return MOD_EMAIL


def csrf_of(html: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', html).group(1)


@pytest.fixture
def mod_client(client, moderator):
    """A test client signed in as the site moderator by password."""
    page = client.get("/mod/sign-in")
    response = client.post("/mod/sign-in/password",
                           data={"email": moderator, "password": PASSWORD, "csrf": csrf_of(page.text)})
    assert response.status_code == 303, response.text
    return client


# The headless chromium fixtures (and their skip-or-fail rule) are shared with the player's browser test.
from tests.pbem.test_browser import ARTIFACTS, browser, served  # noqa: E402, F401
