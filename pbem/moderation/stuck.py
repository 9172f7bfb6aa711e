"""The dashboard's question: which games need a moderator, and why, worst first.

Seven reasons, from worst to mildest: the engine failed while applying a
decision; a deadline passed and did not fire (the sweeper is behind or the
prompt cannot be resolved); an email failed for good; a player's address
bounces (their mail is held until they clear it); a player asked for a
moderator; a seat let several decisions in a row time out; nothing has
happened for a long time. Engine errors, failed emails and players' requests
count until a moderator acts on the game (any action, or "mark handled").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from pbem.models import ActionRecord, Game, OpenPrompt, OutboxEmail, Seat, User
from pbem.moderation.audit import Actor
from pbem.moderation.models import AuditEntry, EngineError, PlayerFlag

SEVERITY = {"engine_error": 7, "overdue": 6, "mail_failed": 5, "bouncing": 4, "flagged": 3, "timeouts": 2, "idle": 1}
DEFAULTS = {"MOD_OVERDUE_GRACE_SECONDS": 300, "MOD_TIMEOUT_STREAK": 3, "MOD_IDLE_DAYS": 7}


@dataclass(frozen=True)
class Reason:
    kind: str
    text: str
    since: datetime

    @property
    def severity(self) -> int:
        return SEVERITY[self.kind]


@dataclass
class StuckGame:
    game_id: int
    title: str
    status: str
    version: int
    reasons: list[Reason] = field(default_factory=list)

    @property
    def worst(self) -> int:
        return max(r.severity for r in self.reasons)

    @property
    def since(self) -> datetime:
        return min(r.since for r in self.reasons)


def settings(config: Mapping[str, Any]) -> dict[str, int]:
    return {key: int(config.get(key) or default) for key, default in DEFAULTS.items()}


def find_stuck(session: Session, actor: Actor, now: datetime, config: Mapping[str, Any]) -> list[StuckGame]:
    """Every game this actor moderates that needs attention, worst first, then longest waiting."""
    limits = settings(config)
    found: dict[int, list[Reason]] = {}
    playing = _games_played_by(session, actor)
    for game_id, reason in (
        *_engine_errors(session), *_overdue(session, now - timedelta(seconds=limits["MOD_OVERDUE_GRACE_SECONDS"])),
        *_failed_mail(session), *_bouncing(session), *_flags(session),
        *_timeouts(session, limits["MOD_TIMEOUT_STREAK"]),
        *_idle(session, now - timedelta(days=limits["MOD_IDLE_DAYS"]), limits["MOD_IDLE_DAYS"]),
    ):
        if actor.may(game_id):
            if game_id in playing and reason.kind == "engine_error":
                # An engine error's text can name what only one seat holds.
                reason = replace(reason, text="The engine failed applying a decision (what it said is hidden "
                                              "from you while you play in this game).")
            found.setdefault(game_id, []).append(reason)
    if not found:
        return []
    games = session.execute(sa.select(Game.id, Game.title, Game.status, Game.version)
                            .where(Game.id.in_(found))).all()
    out = [StuckGame(g.id, g.title, g.status, g.version,
                     sorted(found[g.id], key=lambda r: (-r.severity, r.since))) for g in games]
    return sorted(out, key=lambda s: (-s.worst, -len(s.reasons), s.since, s.game_id))


def _games_played_by(session: Session, actor: Actor) -> set[int]:
    if actor.role == "cli":
        return set()
    return set(session.scalars(sa.select(Seat.game_id).join(User, User.id == Seat.user_id)
                               .where(User.email == actor.email)))


def _last_audit() -> sa.Subquery:
    return (sa.select(AuditEntry.game_id, sa.func.max(AuditEntry.created_at).label("at"))
            .group_by(AuditEntry.game_id).subquery())


def _unhandled(column: sa.ColumnElement, audit: sa.Subquery) -> sa.ColumnElement:
    return sa.or_(audit.c.at.is_(None), column > audit.c.at)


def _engine_errors(session: Session) -> list[tuple[int, Reason]]:
    audit = _last_audit()
    rows = session.execute(
        sa.select(EngineError.game_id, sa.func.count(), sa.func.sum(EngineError.count),
                  sa.func.min(EngineError.created_at), sa.func.max(EngineError.error))
        .join(Game, Game.id == EngineError.game_id).outerjoin(audit, audit.c.game_id == EngineError.game_id)
        .where(Game.status != "cancelled", _unhandled(EngineError.last_at, audit))
        .group_by(EngineError.game_id)).all()
    return [(game_id, Reason("engine_error", f"The engine failed {total} time{'s' if total > 1 else ''} "
                             f"applying a decision: {sample}", since)) for game_id, _n, total, since, sample in rows]


def _overdue(session: Session, cutoff: datetime) -> list[tuple[int, Reason]]:
    rows = session.execute(
        sa.select(OpenPrompt.game_id, sa.func.count(), sa.func.min(OpenPrompt.deadline_at))
        .join(Game, Game.id == OpenPrompt.game_id)
        .where(Game.status == "active", OpenPrompt.status == "open", OpenPrompt.deadline_at < cutoff)
        .group_by(OpenPrompt.game_id)).all()
    return [(game_id, Reason("overdue", f"{n} decision{'s are' if n > 1 else ' is'} past {'their' if n > 1 else 'its'}"
                             " deadline and did not fire", since)) for game_id, n, since in rows]


def _failed_mail(session: Session) -> list[tuple[int, Reason]]:
    audit = _last_audit()
    rows = session.execute(
        sa.select(OutboxEmail.game_id, sa.func.count(), sa.func.min(OutboxEmail.created_at),
                  sa.func.max(OutboxEmail.to_addr))
        .join(Game, Game.id == OutboxEmail.game_id).outerjoin(audit, audit.c.game_id == OutboxEmail.game_id)
        .where(OutboxEmail.status == "failed", Game.status != "cancelled",
               _unhandled(OutboxEmail.created_at, audit))
        .group_by(OutboxEmail.game_id)).all()
    return [(game_id, Reason("mail_failed", f"{n} email{'s' if n > 1 else ''} failed for good (e.g. to {to})", since))
            for game_id, n, since, to in rows]


def _bouncing(session: Session) -> list[tuple[int, Reason]]:
    """Seats of games in play whose player's address bounced: they get no mail until they clear it."""
    rows = session.execute(
        sa.select(Seat.game_id, Seat.index, Seat.display_name, User.email, User.bouncing_since, User.bounce_reason)
        .join(User, User.id == Seat.user_id).join(Game, Game.id == Seat.game_id)
        .where(User.bouncing_since.is_not(None), Game.status.in_(("lobby", "active", "paused")))).all()
    return [(game_id, Reason("bouncing", f"Mail to {name or f'Seat {index + 1}'} ({email}) bounces"
                             f"{f' ({reason})' if reason else ''}; it is held until they confirm the address on "
                             "their settings page", since))
            for game_id, index, name, email, since, reason in rows]


def _flags(session: Session) -> list[tuple[int, Reason]]:
    audit = _last_audit()
    rows = session.execute(
        sa.select(PlayerFlag.game_id, sa.func.count(), sa.func.min(PlayerFlag.created_at),
                  sa.func.max(PlayerFlag.message))
        .join(Game, Game.id == PlayerFlag.game_id).outerjoin(audit, audit.c.game_id == PlayerFlag.game_id)
        .where(Game.status != "cancelled", _unhandled(PlayerFlag.created_at, audit))
        .group_by(PlayerFlag.game_id)).all()
    return [(game_id, Reason("flagged", f"A player asked for a moderator{f' ({n} times)' if n > 1 else ''}: "
                             f"{message[:200]}", since)) for game_id, n, since, message in rows]


def _timeouts(session: Session, streak: int) -> list[tuple[int, Reason]]:
    """Seats whose last ``streak`` actions (since the current player took the seat) all timed out."""
    ranked = (
        sa.select(ActionRecord.game_id, ActionRecord.seat, ActionRecord.source, ActionRecord.created_at,
                  sa.func.row_number().over(partition_by=(ActionRecord.game_id, ActionRecord.seat),
                                            order_by=ActionRecord.seq.desc()).label("rn"))
        .join(Game, Game.id == ActionRecord.game_id)
        .join(Seat, sa.and_(Seat.game_id == ActionRecord.game_id, Seat.index == ActionRecord.seat))
        .where(Game.status == "active", sa.or_(Seat.joined_at.is_(None), ActionRecord.created_at >= Seat.joined_at))
        .subquery())
    timed_out = sa.func.sum(sa.case((ranked.c.source == "timeout", 1), else_=0))
    rows = session.execute(
        sa.select(ranked.c.game_id, ranked.c.seat, sa.func.min(ranked.c.created_at))
        .where(ranked.c.rn <= streak).group_by(ranked.c.game_id, ranked.c.seat)
        .having(sa.and_(sa.func.count() == streak, timed_out == streak))).all()
    return [(game_id, Reason("timeouts", f"Seat {seat + 1} let its last {streak} decisions time out", since))
            for game_id, seat, since in rows]


def _idle(session: Session, cutoff: datetime, days: int) -> list[tuple[int, Reason]]:
    last_action = (sa.select(ActionRecord.game_id, sa.func.max(ActionRecord.created_at).label("at"))
                   .group_by(ActionRecord.game_id).subquery())
    audit = _last_audit()
    last = sa.func.coalesce(last_action.c.at, Game.started_at, Game.created_at)
    rows = session.execute(
        sa.select(Game.id, last, audit.c.at)
        .outerjoin(last_action, last_action.c.game_id == Game.id).outerjoin(audit, audit.c.game_id == Game.id)
        .where(Game.status.in_(("active", "paused")), last < cutoff,
               sa.or_(audit.c.at.is_(None), audit.c.at < cutoff))).all()
    return [(game_id, Reason("idle", f"Nothing has happened for more than {days} days", since))
            for game_id, since, _audit_at in rows]
