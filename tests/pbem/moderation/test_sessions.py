"""Moderator sessions end on the server: a cookie copied before sign-out, or kept past 12 hours, opens nothing.

Each way of signing in is used as a moderator uses it (password form, the
emailed one-time link, the host link), the session cookie is copied into a
second browser, and the first one signs out.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine

from pbem import create_app
from tests.pbem.helpers import links_in, outbox, started_game
from tests.pbem.moderation.conftest import MOD_EMAIL, PASSWORD, csrf_of


def _sign_in(client, how: str, db) -> None:
    if how == "password":
        page = client.get("/mod/sign-in")
        done = client.post("/mod/sign-in/password",
                           data={"email": MOD_EMAIL, "password": PASSWORD, "csrf": csrf_of(page.text)})
    elif how == "email":
        page = client.get("/mod/sign-in")
        client.post("/mod/sign-in/link", data={"email": MOD_EMAIL, "csrf": csrf_of(page.text)})
        mail = next(m for m in outbox(db, to=MOD_EMAIL) if "sign-in" in m.subject)
        code = next(p for p in links_in(mail.text_body) if p.startswith("/mod/sign-in/"))
        done = client.post(code, data={"csrf": csrf_of(client.get(code).text)})
    else:
        started_game(db)
        mail = next(m for m in outbox(db, to="host@example.org") if "You are hosting" in m.subject)
        link = next(p for p in links_in(mail.text_body) if p.startswith("/mod/host/"))
        done = client.post(link, data={"csrf": csrf_of(client.get(link).text)})
    assert done.status_code == 303, done.text


def _copy_of(app, client):
    other = app.test_client()
    other.set_cookie("session", client.get_cookie("session").value)
    return other


def _where(client) -> str:
    response = client.get("/mod/")
    return "dashboard" if response.status_code == 200 else response.headers.get("Location", str(response.status_code))


@pytest.mark.parametrize("how", ["password", "email", "host-link"])
def test_signing_out_ends_the_session_for_every_copy_of_its_cookie(app, client, db, moderator, how):
    _sign_in(client, how, db)
    copy = _copy_of(app, client)
    assert _where(copy) == "dashboard"
    out = client.post("/mod/sign-out", data={"csrf": csrf_of(client.get("/mod/").text)})
    assert out.status_code == 303
    assert _where(client) == "/mod/sign-in"
    assert _where(copy) == "/mod/sign-in"


def test_a_session_ends_after_12_hours_even_if_the_cookie_is_kept(app, client, db, moderator):
    with time_machine.travel("2026-11-25 08:00 +0000", tick=False) as traveller:
        _sign_in(client, "password", db)
        traveller.shift(timedelta(hours=11, minutes=59))
        assert _where(client) == "dashboard"
        traveller.shift(timedelta(minutes=2))
        assert _where(client) == "/mod/sign-in"


@pytest.mark.parametrize(("base_url", "secure"),
                         [("https://games.example.org", True), ("http://127.0.0.1:5000", False)])
def test_the_session_cookie_is_secure_over_https_and_never_readable_by_scripts(database_url, moderator, base_url,
                                                                               secure):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "SECRET_KEY": "k", "BASE_URL": base_url})
    client = app.test_client()
    page = client.get("/mod/sign-in")
    signed_in = client.post("/mod/sign-in/password",
                            data={"email": MOD_EMAIL, "password": PASSWORD, "csrf": csrf_of(page.text)})
    cookie = signed_in.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert ("Secure" in cookie.split("; ")) is secure
    app.extensions["pbem.db"].dispose()
