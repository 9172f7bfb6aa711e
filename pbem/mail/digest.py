"""Coalescing events into "what happened" emails, as each person's notification setting asks.

Events arrive in bursts (one decision can reveal cards, move ships and end an
encounter); an email per event would bury the decisions. So a seat's untold
events wait until the game has been quiet for ``DIGEST_QUIET_SECONDS``, then
go out together: at once for "every event", once a day for "daily digest",
and never on their own for "only my decisions" (the next decision email says
what happened). While a player is away they wait for the "welcome back" email.
A decision email takes the untold events with it, so nothing is told twice.

Spectators who confirmed their address get the same quiet-spell digest, of
public events only, while the host shares the game by the link they came by;
a game's last events reach them after it is over too.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import selectinload

from pbem.db import Database
from pbem.mail.compose import mail_digest, mail_spectator_digest, notify_mode
from pbem.models import EventRecord, Game, OpenPrompt, Seat, Spectator, utcnow
from pbem.services.names import seat_names
from pbem.services.stand_ins import away_now

DAY = timedelta(days=1)


def send_digests(db: Database, config: Mapping[str, Any], now: datetime | None = None) -> int:
    """Write the digest emails that are due; returns how many."""
    now = now or utcnow()
    quiet = timedelta(seconds=int(config.get("DIGEST_QUIET_SECONDS", 120)))
    with db.session() as session:
        due = session.execute(
            sa.select(Seat.id, sa.func.max(EventRecord.created_at))
            .join(EventRecord, sa.and_(EventRecord.game_id == Seat.game_id, EventRecord.seq > Seat.mailed_event_seq))
            .join(Game, Game.id == Seat.game_id)
            .where(Game.status.in_(("active", "paused")))
            .group_by(Seat.id)
        ).all()
    written = 0
    for seat_id, last_event_at in due:
        if last_event_at <= now - quiet:
            written += _digest_one(db, seat_id, now)
    return written + _spectator_digests(db, now, quiet)


def _digest_one(db: Database, seat_id: int, now: datetime) -> int:
    with db.write() as session:
        seat = session.get(Seat, seat_id, options=[selectinload(Seat.user)])
        mode = notify_mode(seat.user.notify)
        if away_now(seat.user, now):
            return 0  # held: the player gets one "welcome back" email when the away period ends
        if mode == "decisions" or (mode == "digest" and seat.digest_at and seat.digest_at > now - DAY):
            return 0
        told = seat.mailed_event_seq
        events = list(session.scalars(
            sa.select(EventRecord).where(EventRecord.game_id == seat.game_id, EventRecord.seq > told)
            .order_by(EventRecord.seq)))
        if not events:
            return 0
        # Compare-and-set: if a decision email told these events meanwhile, it wins and this writes nothing.
        moved = session.execute(
            sa.update(Seat).where(Seat.id == seat_id, Seat.mailed_event_seq == told)
            .values(mailed_event_seq=events[-1].seq, digest_at=now if mode == "digest" else Seat.digest_at),
            execution_options={"synchronize_session": False},
        ).rowcount
        visible = [e for e in events if e.visible_to(seat.index)]
        if moved != 1 or not visible:
            return 0
        game = session.get(Game, seat.game_id, options=[selectinload(Game.seats)])
        names = seat_names(game)
        waiting = session.scalars(sa.select(OpenPrompt.seat).where(
            OpenPrompt.game_id == game.id, OpenPrompt.status == "open").distinct())
        heading = "Your daily digest" if mode == "digest" else "What happened"
        mail_digest(session, game, seat, visible, heading, sorted(names[i] for i in set(waiting)))
        return 1


def _spectator_digests(db: Database, now: datetime, quiet: timedelta) -> int:
    with db.session() as session:
        due = session.execute(
            sa.select(Spectator.id, sa.func.max(EventRecord.created_at))
            .join(Game, Game.id == Spectator.game_id)
            .join(EventRecord, sa.and_(EventRecord.game_id == Spectator.game_id,
                                       EventRecord.seq > Spectator.mailed_event_seq))
            .where(Spectator.confirmed_at.is_not(None), Game.watchable, Game.spectator_epoch == Spectator.epoch,
                   Game.status.in_(("active", "paused", "finished")))
            .group_by(Spectator.id)
        ).all()
    return sum(_spectator_digest_one(db, spectator_id) for spectator_id, last in due if last <= now - quiet)


def _spectator_digest_one(db: Database, spectator_id: int) -> int:
    with db.write() as session:
        spectator = session.get(Spectator, spectator_id)
        if spectator is None:  # unsubscribed meanwhile
            return 0
        told = spectator.mailed_event_seq
        events = list(session.scalars(
            sa.select(EventRecord).where(EventRecord.game_id == spectator.game_id, EventRecord.seq > told)
            .order_by(EventRecord.seq)))
        if not events:
            return 0
        # Compare-and-set, as for a seat: two digest runs at once write one email.
        moved = session.execute(
            sa.update(Spectator).where(Spectator.id == spectator_id, Spectator.mailed_event_seq == told)
            .values(mailed_event_seq=events[-1].seq), execution_options={"synchronize_session": False},
        ).rowcount
        public = [e for e in events if e.visible_to(None)]
        if moved != 1 or not public:
            return 0
        game = session.get(Game, spectator.game_id, options=[selectinload(Game.seats)])
        names = seat_names(game)
        waiting = session.scalars(sa.select(OpenPrompt.seat).where(
            OpenPrompt.game_id == game.id, OpenPrompt.status == "open").distinct())
        mail_spectator_digest(session, game, spectator, public, sorted(names[i] for i in set(waiting)))
        return 1
