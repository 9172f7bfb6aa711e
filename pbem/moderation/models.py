"""The moderation tables: who may moderate, their sessions, sign-in codes, the audit log, and what needs a look.

Imported at the end of :mod:`pbem.models`, so ``Base.metadata`` (Alembic, the
test fixtures) always knows them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Mapped, mapped_column

from pbem.models import Base, JSONType, UTCDateTime, utcnow


class Moderator(Base):
    """A site moderator: sees every game. A game's host moderates that game without a row here."""

    __tablename__ = "moderators"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(sa.String(320), unique=True)
    name: Mapped[str | None] = mapped_column(sa.String(80))
    password_hash: Mapped[str | None] = mapped_column(sa.String(200))  # argon2; None: emailed links only
    api_token_hash: Mapped[str | None] = mapped_column(sa.String(64), unique=True)
    active: Mapped[bool] = mapped_column(default=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ModeratorSession(Base):
    """A signed-in moderator's browser; the cookie holds only its random id, hashed here.

    Signing out ends the row, so a copy of the cookie taken before stops working.
    """

    __tablename__ = "moderator_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    id_hash: Mapped[str] = mapped_column(sa.String(64), unique=True)
    email: Mapped[str] = mapped_column(sa.String(320))
    via: Mapped[str] = mapped_column(sa.String(20))  # password, email or host-link
    game_id: Mapped[int | None]  # a host link's game
    host_epoch: Mapped[int | None]  # ... and the host link's epoch then
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class SignInCode(Base):
    """A one-time emailed sign-in link; only the hash of its secret is kept."""

    __tablename__ = "sign_in_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(sa.String(320))
    code_hash: Mapped[str] = mapped_column(sa.String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class AuditEntry(Base):
    """One moderator action: who, when, what, why, and the game's version before and after."""

    __tablename__ = "moderator_audit"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"), index=True)
    actor: Mapped[str] = mapped_column(sa.String(320))
    role: Mapped[str] = mapped_column(sa.String(20))  # site, host, cli
    action: Mapped[str] = mapped_column(sa.String(40))
    reason: Mapped[str] = mapped_column(sa.Text)
    details: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    version_before: Mapped[int]
    version_after: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class EngineError(Base):
    """The engine raised something other than IllegalAction while applying; repeats are counted."""

    __tablename__ = "engine_errors"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int | None]
    prompt_id: Mapped[str | None] = mapped_column(sa.String(200))
    source: Mapped[str] = mapped_column(sa.String(20))
    error: Mapped[str] = mapped_column(sa.Text)
    count: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    last_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class PlayerFlag(Base):
    """A player pressed "ask a moderator" on their game page."""

    __tablename__ = "player_flags"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(sa.ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    message: Mapped[str] = mapped_column(sa.Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
