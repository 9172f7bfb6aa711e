"""Moderator sessions and CSRF: a signed session cookie says who signed in and how; rights are read fresh.

The cookie (Flask's signed session) holds only the address, the way of signing
in and when; every request looks the rights up again, so removing a moderator
or replacing a host link takes effect at once. Player links are signed with
other salts and never set this session: a decision link grants no moderator
rights. Every form of the moderator pages carries a token bound to the session.
"""

from __future__ import annotations

import hmac
import secrets
import time

import sqlalchemy as sa
from flask import request, session
from sqlalchemy.orm import Session

from pbem.models import Game
from pbem.moderation.accounts import find_moderator
from pbem.moderation.audit import Actor
from pbem.services.errors import Forbidden

SESSION_KEY = "pbem.mod"
CSRF_KEY = "pbem.csrf"
SESSION_SECONDS = 12 * 3600


def sign_in(email: str, via: str, game_id: int | None = None, epoch: int | None = None) -> None:
    """Start a fresh session (a new CSRF token too, so a token planted before sign-in is useless)."""
    session.clear()
    session[SESSION_KEY] = {"email": email, "via": via, "game": game_id, "epoch": epoch, "at": int(time.time())}
    session[CSRF_KEY] = secrets.token_urlsafe(32)


def sign_out() -> None:
    session.clear()


def current_actor(db_session: Session) -> Actor | None:
    """Who is signed in and what they may moderate now, or None."""
    data = session.get(SESSION_KEY)
    if not isinstance(data, dict) or int(time.time()) - int(data.get("at", 0)) > SESSION_SECONDS:
        return None
    email = str(data.get("email", ""))
    if data.get("via") == "host-link":
        game = db_session.get(Game, data.get("game"))
        if game is None or game.host_epoch != data.get("epoch") or game.host_email != email:
            return None
        return Actor(email, "host", frozenset({game.id}))
    if find_moderator(db_session, email) is not None:
        return Actor(email, "site")
    hosted = frozenset(db_session.scalars(sa.select(Game.id).where(Game.host_email == email)))
    return Actor(email, "host", hosted) if hosted else None


def csrf_token() -> str:
    token = session.get(CSRF_KEY)
    if not token:
        token = session[CSRF_KEY] = secrets.token_urlsafe(32)
    return token


def check_csrf() -> None:
    """Refuse a POST whose form token does not match this session's."""
    sent = request.form.get("csrf", "")
    expected = session.get(CSRF_KEY, "")
    if not expected or not hmac.compare_digest(str(sent), str(expected)):
        raise Forbidden("This form has expired or did not come from this site. Go back, reload the page "
                        "and try again.")
