"""Moderator sessions and CSRF: a server-side session row says who signed in and how; rights are read fresh.

The cookie (Flask's signed session) holds only a random session id and the
CSRF token; the row it names (kept hashed, see
:class:`~pbem.moderation.models.ModeratorSession`) holds the address, the way
of signing in and until when. Signing out ends the row, so a copy of the
cookie stops working at once. Every request looks the rights up again, so
removing a moderator or replacing a host link takes effect at once too.
Player links are signed with other salts and never set this session: a
decision link grants no moderator rights. Every form of the moderator pages
carries a token bound to the session.
"""

from __future__ import annotations

import hmac
import secrets
from datetime import timedelta

import sqlalchemy as sa
from flask import request, session
from flask_babel import gettext
from sqlalchemy.orm import Session

from pbem.db import Database
from pbem.models import Game, utcnow
from pbem.moderation.accounts import find_moderator
from pbem.moderation.audit import Actor
from pbem.moderation.models import ModeratorSession
from pbem.services.errors import Forbidden
from pbem.services.tokens import hash_token

SESSION_KEY = "pbem.mod"
CSRF_KEY = "pbem.csrf"
SESSION_LIFETIME = timedelta(hours=12)


def sign_in(db: Database, email: str, via: str, game_id: int | None = None, epoch: int | None = None) -> None:
    """Start a fresh session (a new CSRF token too, so a token planted before sign-in is useless)."""
    session_id = secrets.token_urlsafe(32)
    now = utcnow()
    with db.write() as write:
        # Sessions long over are of no use to anyone; dropping them here keeps the table small.
        write.execute(sa.delete(ModeratorSession).where(ModeratorSession.expires_at < now - SESSION_LIFETIME))
        write.add(ModeratorSession(id_hash=hash_token(session_id), email=email, via=via, game_id=game_id,
                                   host_epoch=epoch, created_at=now, expires_at=now + SESSION_LIFETIME))
    session.clear()
    session[SESSION_KEY] = session_id
    session[CSRF_KEY] = secrets.token_urlsafe(32)


def sign_out(db: Database) -> None:
    """End the session on the server too: a copy of the cookie taken before is refused from now on."""
    session_id = session.get(SESSION_KEY)
    if isinstance(session_id, str):
        with db.write() as write:
            write.execute(sa.update(ModeratorSession)
                          .where(ModeratorSession.id_hash == hash_token(session_id),
                                 ModeratorSession.ended_at.is_(None))
                          .values(ended_at=utcnow()))
    session.clear()


def _live_session(db_session: Session) -> ModeratorSession | None:
    session_id = session.get(SESSION_KEY)
    if not isinstance(session_id, str):
        return None
    row = db_session.scalar(sa.select(ModeratorSession).where(ModeratorSession.id_hash == hash_token(session_id)))
    if row is None or row.ended_at is not None or row.expires_at <= utcnow():
        return None
    return row


def current_actor(db_session: Session) -> Actor | None:
    """Who is signed in and what they may moderate now, or None."""
    row = _live_session(db_session)
    if row is None:
        return None
    email = row.email
    if row.via == "host-link":
        game = db_session.get(Game, row.game_id)
        if game is None or game.host_epoch != row.host_epoch or game.host_email != email:
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
        raise Forbidden(gettext("This form has expired or did not come from this site. Go back, reload the page "
                                "and try again."))
