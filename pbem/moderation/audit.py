"""The frame every moderator action runs in: a reason, a version check, one transaction, one audit row.

A page or API call carries the game version it was loaded at; if the game
moved on since (a player answered, a deadline fired, another moderator
acted), the action is refused and nothing changes. The version is claimed
first (``UPDATE ... WHERE version = :seen``), which on PostgreSQL also holds
the game row, so a player's click racing the action waits and then retries on
the new state through the apply path's own version check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask_babel import gettext, lazy_gettext
from sqlalchemy.orm import Session, selectinload

from pbem.db import Database
from pbem.models import Game, Seat, utcnow
from pbem.moderation.models import AuditEntry
from pbem.services.errors import BadRequest, Conflict, NotFound
from pbem.services.visible_text import clean_text

MAX_REASON = 2000


@dataclass(frozen=True)
class Actor:
    """Who acts: a site moderator (every game), a host (their games), or the operator at the CLI."""

    email: str
    role: str  # "site", "host" or "cli"
    games: frozenset[int] | None = None  # None: every game

    def may(self, game_id: int) -> bool:
        return self.games is None or game_id in self.games


class StaleVersion(Conflict):
    """The game moved on since the moderator loaded it; the page shows the current state instead."""

    def __init__(self, seen: int, current: int) -> None:
        super().__init__(f"The game has moved on since you loaded it (version {seen}, now {current}). "
                         "Nothing was changed; look at the current state and try again.")
        self.current = current


@dataclass
class Step:
    """What an action's body works with inside the transaction."""

    session: Session
    game: Game
    entry: AuditEntry
    now: datetime
    details: dict[str, Any] = field(default_factory=dict)

    def key(self, suffix: str) -> str:
        """An outbox dedupe key unique to this action."""
        return f"mod:{self.entry.id}:{suffix}"


def check_reason(reason: str | None) -> str:
    """The reason as players will read it; one that shows nothing (blank, zero-width spaces) is no reason."""
    reason = clean_text(reason, lazy_gettext("The reason"), max_length=MAX_REASON, multiline=True, required=False)
    if not reason:
        raise BadRequest(gettext("Give a reason: the players and the audit log will read it."))
    return reason


def load_game(session: Session, game_id: int, actor: Actor) -> Game:
    """The game, if it exists and this actor may moderate it (otherwise it does not exist for them)."""
    game = session.get(Game, game_id, populate_existing=True,
                       options=[selectinload(Game.seats).selectinload(Seat.user)])
    if game is None or not actor.may(game_id):
        raise NotFound(gettext("There is no such game (or it is not one you moderate)."))
    return game


def seat_of(game: Game, actor: Actor) -> int | None:
    """The seat this moderator plays in this game, if any.

    A moderator who plays is a player like the others in that game: they see
    what their seat may see and cannot decide for other seats or rewind.
    """
    if actor.role == "cli":
        return None
    return next((s.index for s in game.seats if s.user.email == actor.email), None)


def check_version(game: Game, seen: int | None) -> None:
    if seen is not None and seen != game.version:
        raise StaleVersion(seen, game.version)


def perform(db: Database, game_id: int, actor: Actor, action: str, reason: str | None, seen: int | None,
            body: Callable[[Step], None]) -> AuditEntry:
    """Run ``body`` for one action and record it; any refusal rolls everything back."""
    reason = check_reason(reason)
    now = utcnow()
    with db.write() as session:
        game = load_game(session, game_id, actor)
        check_version(game, seen)
        before = game.version
        claimed = session.execute(
            sa.update(Game).where(Game.id == game_id, Game.version == before).values(version=before + 1),
            execution_options={"synchronize_session": False},
        ).rowcount
        if claimed != 1:
            raise StaleVersion(before, before + 1)
        session.refresh(game, ["version"])
        entry = AuditEntry(game_id=game_id, actor=actor.email, role=actor.role, action=action, reason=reason,
                           details={}, version_before=before, version_after=before + 1, created_at=now)
        session.add(entry)
        session.flush()
        step = Step(session, game, entry, now)
        body(step)
        session.flush()
        entry.details = step.details
        entry.version_after = session.scalar(sa.select(Game.version).where(Game.id == game_id))
    return entry


def record(db: Database, game_id: int, actor: Actor, action: str, reason: str, details: dict[str, Any],
           before: int, after: int) -> AuditEntry:
    """An audit row for an action that ran through the apply path's own transaction."""
    with db.write() as session:
        entry = AuditEntry(game_id=game_id, actor=actor.email, role=actor.role, action=action, reason=reason,
                           details=details, version_before=before, version_after=after, created_at=utcnow())
        session.add(entry)
    return entry
