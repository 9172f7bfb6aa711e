"""Away periods: a player on holiday keeps their seats; a stand-in answers for them meanwhile.

A period is set on the person (``User.away_from``, ``User.away_until``), so it covers all their games.
The player names their last day away; the period ends when the day after begins in their own time zone,
and is stored as that UTC moment. While it lasts their decisions go to the stand-in
(:mod:`pbem.services.stand_ins`), and their "what happened" emails wait. When it ends (the date passes, or
they clear it), each game they play sends them one email: what the stand-in decided for them, and what
happened while they were away. The table's public log says when a stand-in starts playing for them
(with their last day away, never a reason) and when they are back.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from flask_babel import gettext
from sqlalchemy.orm import Session, selectinload

from pbem.db import Database
from pbem.mail.compose import mail_welcome_back, take_unmailed_events
from pbem.models import EventRecord, Game, Seat, User, utcnow
from pbem.services import stand_ins
from pbem.services.errors import BadRequest
from pbem.services.events import store_events
from pbem.services.service_events import event as service_event
from pbem.timefmt import day

LONGEST = timedelta(days=366)
RUNNING = ("active", "paused")


def set_away(session: Session, user: User, until: date | None) -> None:
    """Away through ``until`` (the last day away, in the player's time zone), starting now; ``None`` ends an
    away period now. Decisions already open in the player's games go to the stand-in after the commit."""
    now = utcnow()
    if until is None:
        if user.away_from is not None:
            _come_back(session, user, now)
        return
    zone = ZoneInfo(user.time_zone or "UTC")
    today = now.astimezone(zone).date()
    if until < today:
        raise BadRequest(gettext("%(day)s has passed already; give your last day away, today or later.",
                                 day=day(until, user.language)))
    back = datetime.combine(until + timedelta(days=1), time(0), zone).astimezone(now.tzinfo)
    if back - now > LONGEST:
        raise BadRequest(gettext("An away period can last a year at most; a moderator can put a seat on a stand-in "
                                 "for longer."))
    changed = user.away_until != back
    user.away_from = user.away_from if stand_ins.away_now(user, now) else now
    user.away_until = back
    for seat in _running_seats(session, user):
        if seat.game.status == "active":
            stand_ins.mark_due(session, seat.game_id)
        if changed:
            store_events(session, seat.game_id, None, [
                service_event("away.start", seat=seat.index, until=until.isoformat())], now)


def _running_seats(session: Session, user: User) -> list[Seat]:
    return list(session.scalars(sa.select(Seat).join(Game, Game.id == Seat.game_id)
                                .where(Seat.user_id == user.id, Game.status.in_(RUNNING))
                                .options(selectinload(Seat.game))))


def last_day(user: User) -> date | None:
    """The last day of the user's away period in their own time zone (what they typed), if one is set."""
    if user.away_until is None:
        return None
    return (user.away_until.astimezone(ZoneInfo(user.time_zone or "UTC")) - timedelta(seconds=1)).date()


def end_expired(db: Database, now: datetime | None = None) -> int:
    """End every away period whose last day is over; returns how many people came back."""
    now = now or utcnow()
    with db.session() as session:
        ids = list(session.scalars(sa.select(User.id).where(User.away_until <= now)))
    for user_id in ids:
        with db.write() as session:
            user = session.get(User, user_id, populate_existing=True)
            if user is not None and user.away_until is not None and user.away_until <= now:
                _come_back(session, user, now)
    return len(ids)


def _come_back(session: Session, user: User, now: datetime) -> None:
    """Clear the period and write each game's "while you were away" email."""
    since = user.away_from or now
    user.away_from = user.away_until = None
    seats = session.scalars(
        sa.select(Seat).join(Game, Game.id == Seat.game_id)
        .where(Seat.user_id == user.id, Game.status.in_(RUNNING + ("finished",)))
        .options(selectinload(Seat.game).selectinload(Game.seats))).all()
    for seat in seats:
        _welcome_back(session, seat, since, now)
        if seat.game.status in RUNNING and seat.stand_in is None:
            store_events(session, seat.game_id, None, [service_event("away.end", seat=seat.index)], now)


def _welcome_back(session: Session, seat: Seat, since: datetime, now: datetime) -> None:
    game = seat.game
    decided = [e for e in session.scalars(
        sa.select(EventRecord).where(EventRecord.game_id == game.id, EventRecord.kind == "stand_in.decided",
                                     EventRecord.created_at >= since).order_by(EventRecord.seq))
        if e.visible_to(seat.index)]
    happened = [e for e in take_unmailed_events(session, game, seat) if e.kind != "stand_in.decided"]
    if not decided and not happened:
        return
    mail_welcome_back(session, game, seat, since, decided, happened)
