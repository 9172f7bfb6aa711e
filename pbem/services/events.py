"""The game log: events as the engine reports them, each with who may read it.

Event numbers come from the game row's ``last_event_seq`` counter, taken by an
atomic ``UPDATE ... RETURNING``, so writers never race on ``max(seq)``.  The
events a transaction has just written are remembered on its session, so the
emails written in the same transaction need not read them back; the apply path
writes them with :func:`insert_events`, one plain INSERT for them all (on
PostgreSQL from one JSON document; a single decision there, within the one
statement of its whole write), as plain :class:`FreshEvent` records that the
session does not track; that statement also reads the stored events its emails
will tell (:data:`STORED_EVENTS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Session

from engine.core import Event
from pbem.db import dumps_json
from pbem.models import EventRecord, Game

_FRESH = "pbem.fresh_events"  # session.info key: game id -> the events this transaction wrote, in order
_LOG = "pbem.known_events"  # session.info key: game id -> what events_after has read and seen written since


def claim_event_seqs(session: Session, game_id: int, count: int) -> int:
    """Reserve ``count`` event numbers for this game; returns the first."""
    last = session.execute(
        sa.update(Game).where(Game.id == game_id).values(last_event_seq=Game.last_event_seq + count)
        .returning(Game.last_event_seq), execution_options={"synchronize_session": False},
    ).scalar_one()
    return last - count + 1


@dataclass(slots=True)
class FreshEvent:
    """An event this transaction writes itself (:func:`insert_events`): the columns of an :class:`EventRecord`
    without its id. Why not the ORM class: building one costs several times a plain object, and nothing needs
    the session to track rows written by a plain INSERT."""

    game_id: int
    seq: int
    action_seq: int | None
    kind: str
    text: str
    seats: list[int] | None
    data: dict[str, Any]
    created_at: datetime

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)


Logged = EventRecord | FreshEvent  # an event of the log: as read, or as written in this transaction


def store_events(session: Session, game_id: int, action_seq: int | None, events: list[Event], now: Any,
                 first_seq: int | None = None, later: list[FreshEvent] | None = None) -> list[Logged]:
    """Append events to the game log; ``action_seq`` is None for what the setup decided.

    ``first_seq`` is the first number already reserved for them (an apply reserves its numbers in
    the UPDATE that checks the version); without it the numbers are claimed here. ``later``: the
    records are not added to the session but appended there as :class:`FreshEvent` records, for the
    caller to write (and this transaction's emails still know them).
    """
    if not events:
        return []
    if first_seq is None:
        first_seq = claim_event_seqs(session, game_id, len(events))
    kind = EventRecord if later is None else FreshEvent
    records: list[Logged] = [kind(
        game_id=game_id, seq=first_seq + offset, action_seq=action_seq, kind=event.kind, text=event.text,
        seats=None if event.seats is None else list(event.seats), data=dict(event.data), created_at=now,
    ) for offset, event in enumerate(events)]
    if later is None:
        session.add_all(records)
    else:
        later.extend(records)
    remember_fresh(session, game_id, records)
    return records


_EVENTS = EventRecord.__table__
EVENT_COLUMNS = tuple(c.key for c in _EVENTS.c if c.key != "id")
_INSERT_EVENTS = _EVENTS.insert()


# PostgreSQL's: the rows as one JSON document, one parameter however many (an executemany converts and sends
# each row's eight parameters one by one, its JSON columns each through their own encoder).
_INSERT_JSON = sa.text(f"""
INSERT INTO events ({", ".join(EVENT_COLUMNS)}) SELECT {", ".join("e." + key for key in EVENT_COLUMNS)}
FROM jsonb_populate_recordset(NULL::events, CAST(:events AS jsonb)) AS e""")


def insert_events(session: Session, records: list[FreshEvent]) -> None:
    """Write records that :func:`store_events` gave back (``later``) in one statement. Why not the session:
    nothing needs their ids, and the unit of work would ask each one's id back and track them all, most of the
    cost of writing a few small rows. They stay out of the session."""
    if not records:
        return
    rows = [{key: getattr(r, key) for key in EVENT_COLUMNS} for r in records]
    if session.get_bind().dialect.name == "postgresql":
        session.connection().execute(_INSERT_JSON, {"events": dumps_json(rows)})
    else:
        session.connection().execute(_INSERT_EVENTS, rows)


def remember_fresh(session: Session, game_id: int, records: list[Logged]) -> None:
    """Note events this transaction wrote, so :func:`events_after` can answer without reading them back."""
    log = session.info.setdefault(_LOG, {}).get(game_id)
    if log is not None:
        log.records.extend(records)
    else:
        session.info.setdefault(_FRESH, {}).setdefault(game_id, []).extend(records)


@dataclass
class _Known:
    """Every event of a game numbered above ``after``, as this transaction knows them."""

    after: int
    records: list[Logged]


def events_after(session: Session, game_id: int, seq: int, floor: int | None = None) -> list[Logged]:
    """The game's events numbered above ``seq``, in order.

    One read per transaction at most: it reads from ``floor`` (the lowest number any caller in
    this transaction will ask from, say the least-told seat's) and answers later calls from
    memory; events this transaction wrote are known without reading them back.
    """
    known = session.info.get(_LOG, {}).get(game_id)
    if known is None:
        fresh = session.info.get(_FRESH, {}).get(game_id, [])
        if fresh and fresh[0].seq <= seq + 1 and _dense(fresh):
            return [e for e in fresh if e.seq > seq]
        after = min(seq, floor if floor is not None else seq)
        known = _Known(after, _read(session, game_id, after, fresh) + fresh)
        session.info.setdefault(_LOG, {})[game_id] = known
        session.info.get(_FRESH, {}).pop(game_id, None)
    if known.after > seq:
        known.records = _read(session, game_id, seq, known.records) + known.records
        known.after = seq
    return [e for e in known.records if e.seq > seq]


# On PostgreSQL the games and their floors go as two arrays: one statement text whatever their number, which
# the driver prepares once and the server plans in a moment (a condition per game is a new text per batch
# size, and its plan took longer than its reading).
_FLOORS = sa.func.unnest(sa.bindparam("ahead_games", type_=postgresql.ARRAY(sa.Integer)),
                         sa.bindparam("ahead_floors", type_=postgresql.ARRAY(sa.Integer))
                         ).table_valued("game_id", "floor").render_derived(name="floors")
_AHEAD = (sa.select(EventRecord)
          .join(_FLOORS, sa.and_(EventRecord.game_id == _FLOORS.c.game_id, EventRecord.seq > _FLOORS.c.floor))
          .order_by(EventRecord.game_id, EventRecord.seq))


def read_ahead(session: Session, floors: dict[int, int]) -> None:
    """Read the events above each game's floor in one query, for a transaction about to tell the players of
    many games what happened (deadlines fired together); :func:`events_after` then answers from memory."""
    if not floors:
        return
    known = session.info.setdefault(_LOG, {})
    fresh = session.info.get(_FRESH, {})
    if any(game_id in known or game_id in fresh for game_id in floors):
        raise ValueError("read_ahead comes before the transaction reads or writes these games' events")
    if session.get_bind().dialect.name == "postgresql":
        query, params = _AHEAD, {"ahead_games": list(floors), "ahead_floors": list(floors.values())}
    else:
        query, params = sa.select(EventRecord).where(sa.or_(*(
            sa.and_(EventRecord.game_id == game_id, EventRecord.seq > floor) for game_id, floor in floors.items()))
        ).order_by(EventRecord.game_id, EventRecord.seq), {}
    found: dict[int, list[Logged]] = {game_id: [] for game_id in floors}
    with session.no_autoflush:
        for record in session.scalars(query, params):
            found[record.game_id].append(record)
    for game_id, floor in floors.items():
        known[game_id] = _Known(floor, found[game_id])


# PostgreSQL's: a game's stored events numbered above ``:told_after`` and up to ``:g_event``, as one JSON array of
# :data:`_STORED_KEYS` arrays, for the statement that writes a decision to read what its emails will tell in the
# same round trip (:func:`known_stored` takes the array).
_STORED_KEYS = ("seq", "action_seq", "kind", "text", "seats", "data", "created_at")
STORED_EVENTS = (f"SELECT jsonb_agg(jsonb_build_array({', '.join('e.' + key for key in _STORED_KEYS)}) ORDER BY e.seq) "
                 "FROM events AS e WHERE e.game_id = :g_id AND e.seq > :told_after AND e.seq <= :g_event")


def known_stored(session: Session, game_id: int, after: int, stored: list[list[Any]] | None) -> None:
    """The game's stored events above ``after`` and below those this transaction wrote (``stored``, as
    :data:`STORED_EVENTS` reads them), so :func:`events_after` answers from memory from ``after`` on. Why: the
    emails of a decision tell them, and reading them beside its write spares a round trip and the ORM's load."""
    if game_id in session.info.get(_LOG, {}):  # read already, and told of the fresh ones since
        return
    records: list[Logged] = [FreshEvent(game_id, seq, action_seq, kind, text, seats, data,
                                        datetime.fromisoformat(created_at).astimezone(UTC))
                             for seq, action_seq, kind, text, seats, data, created_at in stored or []]
    fresh = session.info.get(_FRESH, {}).pop(game_id, [])
    session.info.setdefault(_LOG, {})[game_id] = _Known(after, records + fresh)


# Built once (an email's read runs it in most decisions): building it costs half of reading a few events with it.
_BETWEEN = sa.select(EventRecord).where(
    EventRecord.game_id == sa.bindparam("game_id"), EventRecord.seq > sa.bindparam("after"),
    EventRecord.seq < sa.bindparam("below")).order_by(EventRecord.seq)
_NO_BOUND = 2**31 - 1  # above any event number (an INTEGER column)


def _read(session: Session, game_id: int, after: int, fresh: list[Logged]) -> list[Logged]:
    """Stored events above ``after`` and below the fresh ones. No autoflush: what this transaction has
    changed but not yet written (players' "told up to" marks) would only cost a round trip here, and goes
    out together at the commit."""
    with session.no_autoflush:
        return list(session.scalars(_BETWEEN, {"game_id": game_id, "after": after,
                                               "below": fresh[0].seq if fresh else _NO_BOUND}))


def _dense(records: list[Logged]) -> bool:
    """Numbered one after another: nothing written by another transaction sits between them."""
    return records[-1].seq - records[0].seq == len(records) - 1
