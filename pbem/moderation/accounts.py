"""Who may moderate, and how they prove it: argon2 passwords, one-time emailed links, API tokens.

Site moderators have a row in ``moderators``; a game's host is recognised by
the game's ``host_email``. Both can ask for a one-time sign-in link by email;
its secret is random, kept only as a hash, and works once, for a short while.
"""

from __future__ import annotations

import secrets
from base64 import b64encode
from datetime import datetime, timedelta

import sqlalchemy as sa
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.low_level import ARGON2_VERSION
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session

from pbem import links
from pbem.models import Game
from pbem.moderation import notices
from pbem.moderation.models import Moderator, SignInCode
from pbem.services.errors import BadRequest, Conflict
from pbem.services.games import normalise_email
from pbem.services.tokens import hash_token
from pbem.services.visible_text import clean_text

SIGN_IN_LIFETIME = timedelta(minutes=30)
MIN_PASSWORD = 10
_hasher = PasswordHasher()


def _dummy_hash() -> str:
    """Verified when the address is unknown, so a wrong address costs as long as a wrong password.

    Written out with the hasher's parameters and random bytes rather than hashed: it matches no password
    all the same, and hashing one (a tenth of a second or more) at import made every ``pbem`` command and
    worker pay for it, or, made at the first sign-in, made that one unknown address slower than the rest."""
    salt, digest = (b64encode(secrets.token_bytes(size)).decode().rstrip("=")
                    for size in (_hasher.salt_len, _hasher.hash_len))
    return (f"$argon2{_hasher.type.name.lower()}$v={ARGON2_VERSION}$m={_hasher.memory_cost},"
            f"t={_hasher.time_cost},p={_hasher.parallelism}${salt}${digest}")


def add_moderator(session: Session, email: str, name: str | None = None, password: str | None = None) -> Moderator:
    """A new site moderator (or a removed one back again)."""
    email = normalise_email(email)
    moderator = find_moderator(session, email, active_only=False)
    if moderator is not None and moderator.active:
        raise Conflict(gettext("%(email)s is already a moderator.", email=email))
    if moderator is None:
        moderator = Moderator(email=email, active=True)
        session.add(moderator)
    moderator.active = True
    moderator.name = clean_text(name, lazy_gettext("Name"), max_length=80, required=False) or moderator.name
    if password is not None:
        set_password(moderator, password)
    session.flush()
    return moderator


def remove_moderator(session: Session, email: str) -> None:
    """Take the rights away; the row stays so the audit log's names keep meaning something."""
    moderator = find_moderator(session, normalise_email(email))
    if moderator is None:
        raise BadRequest(gettext("%(email)s is not a moderator.", email=email))
    moderator.active = False
    moderator.password_hash = moderator.api_token_hash = None


def find_moderator(session: Session, email: str, active_only: bool = True) -> Moderator | None:
    query = sa.select(Moderator).where(Moderator.email == email.strip().lower())
    if active_only:
        query = query.where(Moderator.active.is_(True))
    return session.scalar(query)


def set_password(moderator: Moderator, password: str) -> None:
    if len(password) < MIN_PASSWORD:
        raise BadRequest(gettext("A password needs at least %(least)d characters.", least=MIN_PASSWORD))
    moderator.password_hash = _hasher.hash(password)


def check_password(session: Session, email: str, password: str) -> Moderator | None:
    """The moderator if the password is right; rehashes when argon2's parameters have moved on."""
    moderator = find_moderator(session, email)
    stored = moderator.password_hash if moderator is not None else None
    try:
        _hasher.verify(stored or _dummy_hash(), password)
    except (VerificationError, InvalidHashError):
        return None
    if moderator is None or stored is None:
        return None
    if _hasher.check_needs_rehash(stored):
        moderator.password_hash = _hasher.hash(password)
    return moderator


def new_api_token(moderator: Moderator) -> str:
    """A fresh bearer token for the moderator API; shown once, only its hash is kept."""
    token = "mod_" + secrets.token_urlsafe(32)
    moderator.api_token_hash = hash_token(token)
    return token


def moderator_for_token(session: Session, token: str) -> Moderator | None:
    if not token:
        return None
    return session.scalar(sa.select(Moderator).where(Moderator.api_token_hash == hash_token(token),
                                                     Moderator.active.is_(True)))


def may_moderate(session: Session, email: str) -> bool:
    """A site moderator, or the confirmed host of at least one game (naming an address as host proves nothing)."""
    if find_moderator(session, email) is not None:
        return True
    return session.scalar(sa.select(Game.id).where(Game.host_email == email, Game.host_confirmed_at.is_not(None))
                          .limit(1)) is not None


def request_sign_in(session: Session, email: str, now: datetime) -> bool:
    """Email a one-time sign-in link if this address may moderate; says whether one was written.

    The page never tells the visitor which, so it cannot be used to find out who moderates.
    """
    try:
        email = normalise_email(email)
    except BadRequest:
        return False
    if not may_moderate(session, email):
        return False
    code = secrets.token_urlsafe(32)
    row = SignInCode(email=email, code_hash=hash_token(code), created_at=now, expires_at=now + SIGN_IN_LIFETIME)
    session.add(row)
    session.flush()
    notices.sign_in_mail(session, email, links.absolute(f"/mod/sign-in/{code}"), f"mod-sign-in:{row.id}",
                         int(SIGN_IN_LIFETIME.total_seconds() // 60))
    return True


def redeem_sign_in(session: Session, code: str, now: datetime) -> str | None:
    """The address a one-time code was sent to, using the code up; None if unknown, used or expired."""
    row = session.scalar(sa.select(SignInCode).where(SignInCode.code_hash == hash_token(code)))
    if row is None or row.expires_at <= now:
        return None
    # Compare-and-set, so two clicks racing each other sign in once.
    used = session.execute(
        sa.update(SignInCode).where(SignInCode.id == row.id, SignInCode.used_at.is_(None)).values(used_at=now),
        execution_options={"synchronize_session": False},
    ).rowcount
    return row.email if used == 1 else None
