"""Stand-ins: the ruleset's bot answers for a seat whose player is away, silent or gone.

A seat is *covered* while its player's away period lasts (:mod:`pbem.services.away`) or while the seat
itself is on a stand-in (``Seat.stand_in``: put there by too many timeouts in a row, or by a moderator
for a player who vanished). A covered seat gets no decision emails; its open decisions are answered
through the one apply path with the action source ``stand-in``, the answer worked out inside that
transaction by ``engine.core.stand_in_action`` on the state it changes, so the log replays exactly.

When a transaction opens a decision for a covered seat (or covers a seat that has decisions open), it
marks its game here; after the commit the game's stand-ins run (a job, see :mod:`pbem.jobs`), and the
periodic sweep catches whatever a lost job left. A stand-in never answers the same decision twice in a
row: a decision that stays open after its answer (a deal's negotiation) waits for someone else to move
first, so two stand-ins, or a stand-in and a slow player, never loop.
"""

from __future__ import annotations

import contextvars
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Session, joinedload

from engine.core import Event, IllegalAction, Prompt
from pbem.db import Database
from pbem.forms import describe_choice
from pbem.mail.compose import mail_stand_in_on
from pbem.models import ActionRecord, Game, OpenPrompt, Seat, User, utcnow
from pbem.services import event_words
from pbem.services.errors import Conflict, ServiceError, StalePrompt
from pbem.services.events import store_events
from pbem.services.service_events import event as service_event

log = logging.getLogger(__name__)

DUE = "pbem.stand_ins_due"  # session.info: ids of games whose stand-ins should run after the commit
MAX_RUN = 500  # stand-in answers in one run; a table of stand-ins goes on in the next
_RUNNING: contextvars.ContextVar[bool] = contextvars.ContextVar("pbem_stand_ins_running", default=False)


def away_now(user: User, now: datetime) -> bool:
    return (user.away_from is not None and user.away_until is not None
            and user.away_from <= now < user.away_until)


def covered(seat: Seat, now: datetime) -> bool:
    """Whether a stand-in answers for this seat now."""
    return seat.stand_in is not None or away_now(seat.user, now)


WHY = {"timeouts": "silent", "moderator": "moderator"}


def cover_reason(seat: Seat, now: datetime) -> str | None:
    """Why a stand-in answers for the seat, in words anyone at the table may read ("away", "silent",
    "moderator"), or ``None``; never the away dates or a moderator's reason, which are the player's own."""
    if seat.stand_in is not None:
        return WHY.get(seat.stand_in, seat.stand_in)
    return "away" if away_now(seat.user, now) else None


def mark_due(session: Session, game_id: int) -> None:
    session.info.setdefault(DUE, set()).add(game_id)


def take_due(session: Session) -> set[int]:
    """The games marked in this transaction (cleared); empty while stand-ins are already running here,
    since the running loop reads the game again after each answer."""
    due = session.info.pop(DUE, set())
    return set() if _RUNNING.get() else due


@contextmanager
def _running() -> Iterator[None]:
    token = _RUNNING.set(True)
    try:
        yield
    finally:
        _RUNNING.reset(token)


def play_for_absent(db: Database, game_id: int, limit: int = MAX_RUN) -> int:
    """Answer every open decision of the game's covered seats, one apply each; returns how many."""
    from pbem.services.decisions import STAND_IN_ANSWER, apply_decision

    answered = stale = 0
    with _running():
        while answered < limit and stale < limit:
            target = _next_decision(db, game_id, utcnow())
            if target is None:
                break
            seat, prompt_id, row_id = target
            try:
                apply_decision(db, game_id, seat, prompt_id, STAND_IN_ANSWER, "stand-in", row_id=row_id)
                answered += 1
            except (StalePrompt, Conflict):
                stale += 1  # someone moved first: read the game again
            except (IllegalAction, ServiceError) as exc:  # filed for the moderators; the deadline still stands
                log.warning("stand-in for game %s seat %s not applied: %s", game_id, seat, exc)
                break
    return answered


def _next_decision(db: Database, game_id: int, now: datetime) -> tuple[int, str, int] | None:
    """The oldest open decision of a covered seat that the stand-in did not answer last."""
    with db.session() as session:
        game = session.scalars(sa.select(Game).where(Game.id == game_id).options(
            joinedload(Game.seats).joinedload(Seat.user), joinedload(Game.open_rows))).unique().first()
        if game is None or game.status != "active":
            return None
        seats = {s.index: s for s in game.seats}
        last = session.execute(
            sa.select(ActionRecord.seat, ActionRecord.prompt_id, ActionRecord.source)
            .where(ActionRecord.game_id == game_id).order_by(ActionRecord.seq.desc()).limit(1)).first()
        for row in game.open_rows:
            seat = seats.get(row.seat)
            if seat is None or not covered(seat, now):
                continue
            if last is not None and tuple(last) == (row.seat, row.prompt_id, "stand-in"):
                continue  # answered it last and it stayed open: someone else moves next
            return row.seat, row.prompt_id, row.id
    return None


def decided_event(prompt: Prompt, choice: Any, answered: dict[str, Any]) -> Event:
    """The log line of a stand-in's answer: the seat alone sees it, since the answer may be a secret
    (an encounter card), and it is what the player reads when they come back, in their language (the question
    and the options chosen kept as data, :mod:`pbem.services.event_words`)."""
    return service_event("stand_in.decided", (prompt.seat,), seat=prompt.seat, kind=prompt.kind,
                         question=event_words.question(prompt.text), answer=describe_choice(prompt, choice),
                         question_say=event_words.said(prompt.say), answered=answered)


# On PostgreSQL each watched seat's last few actions are read backwards along the game's action numbers and
# stop at the limit (a window over all of a seat's actions grew with the game), with one statement text
# whatever the number of seats: the games and seats as two arrays, which the driver prepares once.
_WATCHED = sa.func.unnest(sa.bindparam("watched_games", type_=postgresql.ARRAY(sa.Integer)),
                          sa.bindparam("watched_seats", type_=postgresql.ARRAY(sa.Integer))
                          ).table_valued("game_id", "seat").render_derived(name="watched")
_LAST = (sa.select(ActionRecord.seq, ActionRecord.source, ActionRecord.created_at)
         .where(ActionRecord.game_id == _WATCHED.c.game_id, ActionRecord.seat == _WATCHED.c.seat)
         .order_by(ActionRecord.seq.desc()).limit(sa.bindparam("watched_limit")).lateral("last"))
_LAST_ACTIONS = (sa.select(_WATCHED.c.game_id, _WATCHED.c.seat, _LAST.c.source, _LAST.c.created_at)
                 .select_from(_WATCHED.join(_LAST, sa.true()))
                 .order_by(_WATCHED.c.game_id, _WATCHED.c.seat, _LAST.c.seq.desc()))


def _timeouts_in_a_row(session: Session, seats: list[tuple[Game, Seat]]) -> dict[tuple[int, int], int]:
    """How many of each seat's last decisions (since its player took it, at most its game's
    ``stand_in_after``) timed out, counting back from the latest until an answer of any other source.
    One query for them all: a batch of deadline firings asks for each of its games at once."""
    limit = max(game.stand_in_after for game, _ in seats)
    pairs = list(dict.fromkeys((g.id, s.index) for g, s in seats))
    if session.get_bind().dialect.name == "postgresql":
        rows = session.execute(_LAST_ACTIONS, {"watched_games": [g for g, _ in pairs],
                                               "watched_seats": [s for _, s in pairs], "watched_limit": limit})
    else:
        latest = (
            sa.select(ActionRecord.game_id, ActionRecord.seat, ActionRecord.source, ActionRecord.created_at,
                      sa.func.row_number().over(partition_by=(ActionRecord.game_id, ActionRecord.seat),
                                                order_by=ActionRecord.seq.desc()).label("back"))
            .where(sa.tuple_(ActionRecord.game_id, ActionRecord.seat).in_(pairs))
            .subquery())
        rows = session.execute(sa.select(latest.c.game_id, latest.c.seat, latest.c.source, latest.c.created_at)
                               .where(latest.c.back <= limit)
                               .order_by(latest.c.game_id, latest.c.seat, latest.c.back))
    by_seat: dict[tuple[int, int], list[tuple[str, datetime]]] = {}
    for game_id, index, source, created_at in rows:
        by_seat.setdefault((game_id, index), []).append((source, created_at))
    streaks = {}
    for game, seat in seats:
        streak = 0
        for source, created_at in by_seat.get((game.id, seat.index), [])[:game.stand_in_after]:
            if source != "timeout" or created_at < seat.joined_at:
                break
            streak += 1
        streaks[game.id, seat.index] = streak
    return streaks


def after_timeout(session: Session, game: Game, seat_index: int, now: datetime) -> None:
    """A deadline chose for this seat: see :func:`after_timeouts`."""
    after_timeouts(session, [(game, seat_index)], now)


def after_timeouts(session: Session, fired: list[tuple[Game, int]], now: datetime) -> None:
    """Deadlines chose for these seats: after ``game.stand_in_after`` of them in a row the stand-in takes
    over, and the player is told how to take the seat back."""
    watched = [(game, seat) for game, index in fired for seat in game.seats
               if seat.index == index and game.stand_in_after and seat.stand_in is None and seat.joined_at]
    if not watched:
        return
    streaks = _timeouts_in_a_row(session, watched)
    for game, seat in watched:
        if streaks[game.id, seat.index] >= game.stand_in_after:
            _put_on_for_timeouts(session, game, seat, now)


def _put_on_for_timeouts(session: Session, game: Game, seat: Seat, now: datetime) -> None:
    limit = game.stand_in_after
    put_on(session, game, seat, "timeouts", now)
    mail_stand_in_on(session, game, seat, limit)


def put_on(session: Session, game: Game, seat: Seat, why: str, now: datetime) -> None:
    """Put the seat on the stand-in (``why``: "timeouts" or "moderator"), say so in the public log, and let
    the stand-in answer what is open after the commit."""
    seat.stand_in, seat.stand_in_since = why, now
    store_events(session, game.id, None, [service_event("stand_in.on", seat=seat.index, why=why)], now)
    mark_due(session, game.id)


def take_off(session: Session, game: Game, seat: Seat, now: datetime) -> None:
    """The seat's player (or a new one) plays again."""
    if seat.stand_in is None:
        return
    seat.stand_in = seat.stand_in_since = None
    store_events(session, game.id, None, [service_event("stand_in.off", seat=seat.index)], now)


def games_waiting(session: Session, now: datetime) -> list[int]:
    """Active games with an open decision of a covered seat."""
    away = sa.and_(User.away_from <= now, User.away_until > now)
    return list(session.scalars(
        sa.select(OpenPrompt.game_id).distinct()
        .join(Game, Game.id == OpenPrompt.game_id)
        .join(Seat, sa.and_(Seat.game_id == OpenPrompt.game_id, Seat.index == OpenPrompt.seat))
        .join(User, User.id == Seat.user_id)
        .where(OpenPrompt.status == "open", Game.status == "active", sa.or_(Seat.stand_in.is_not(None), away))
        .order_by(OpenPrompt.game_id)))


def sweep(db: Database, now: datetime | None = None) -> dict[str, int]:
    """The periodic job: end away periods that are over (the player is told what the stand-in did),
    then let the stand-ins answer whatever waits for them."""
    from pbem.services.away import end_expired

    now = now or utcnow()
    returned = end_expired(db, now)
    with db.session() as session:
        games = games_waiting(session, now)
    return {"returned": returned, "answered": sum(play_for_absent(db, game_id) for game_id in games)}
