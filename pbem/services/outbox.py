"""Mail is written as outbox rows inside the transaction that caused it; a worker sends them later.

The rows a transaction queues are written together just before it commits, by
one ``INSERT ... ON CONFLICT DO NOTHING`` for all of them (on PostgreSQL from
one JSON document of the rows): one round trip however many players are mailed, and
the dedupe key makes writing the same message twice (a retried transaction, a
second sweep) a no-op.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from pbem.models import SUBJECT_MAX, OutboxEmail, Seat, utcnow

WRITTEN = "pbem.outbox_written"  # session.info key: this transaction wrote mail
_PENDING = "pbem.outbox_pending"  # session.info key: rows queued, written before the commit
_TOLD = "pbem.outbox_told"  # session.info key: seats' new mailed_event_seq marks, written with the rows


def queue_email(
    session: Session,
    *,
    to: str,
    dedupe_key: str,
    subject: str | None = None,
    text: str | None = None,
    kind: str | None = None,
    data: dict[str, Any] | None = None,
    game_id: int | None = None,
    html: str | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    """Queue one message for this transaction's commit, unless one with this dedupe key exists by then: its
    ``subject`` and ``text`` (and ``html``) as written, or an email of ``templates/email/`` as its ``kind``
    and ``data`` (:func:`pbem.mail.render.email_data`), rendered when it is read."""
    if (kind is None) == (text is None):
        raise ValueError("an outbox row is either its text or a kind of email with its data")
    headers = dict(headers or {})
    if game_id is not None:
        headers.setdefault("X-PBEM-Game", str(game_id))
    pending: dict[str, dict[str, Any]] = session.info.setdefault(_PENDING, {})
    pending.setdefault(dedupe_key, dict(
        game_id=game_id, to_addr=to, subject=None if subject is None else subject[:SUBJECT_MAX], text_body=text,
        html_body=html, kind=kind, data=data, headers=headers, dedupe_key=dedupe_key, status="pending", attempts=0,
        created_at=utcnow()))


def mark_told(session: Session, seat: Seat, seq: int) -> None:
    """Mark ``seat`` told of the events up to ``seq``, written with this transaction's mail (in the same
    statement on PostgreSQL). Why not as a change of the loaded seat: the ORM's flush of it cost two fifths of
    an answer's commit, and a round trip of its own."""
    if seat.id is None:  # not written yet: its INSERT carries the mark
        seat.mailed_event_seq = seq
        return
    set_committed_value(seat, "mailed_event_seq", seq)
    session.info.setdefault(_TOLD, {})[seat.id] = seq


# Built once (most decisions write mail). SQLite's sends the rows as an executemany; PostgreSQL's sends them as
# one JSON document, one parameter however many rows (an executemany converts and sends each row's dozen
# parameters one by one, its JSON columns each through their own encoder).
_MARK_TOLD = (sa.update(Seat.__table__).where(Seat.__table__.c.id == sa.bindparam("seat_id"))
              .values(mailed_event_seq=sa.bindparam("seq")))
_INSERT_NEW = sqlite_insert(OutboxEmail.__table__).on_conflict_do_nothing(index_elements=["dedupe_key"])
_COLUMNS = ("game_id", "to_addr", "subject", "text_body", "html_body", "kind", "data", "headers", "dedupe_key",
            "status", "attempts", "created_at")
_INSERT_JSON = sa.text(f"""
WITH told AS (
  UPDATE seats SET mailed_event_seq = m.seq FROM jsonb_to_recordset(CAST(:told AS jsonb)) AS m(id integer, seq integer)
  WHERE seats.id = m.id)
INSERT INTO outbox ({", ".join(_COLUMNS)}) SELECT {", ".join("o." + c for c in _COLUMNS)}
FROM jsonb_populate_recordset(NULL::outbox, CAST(:rows AS jsonb)) AS o
ON CONFLICT (dedupe_key) DO NOTHING""")


@event.listens_for(Session, "before_commit")
def _write_queued(session: Session) -> None:
    pending = session.info.pop(_PENDING, None)
    told = session.info.pop(_TOLD, None)
    if not pending and not told:
        return
    # One statement for all the rows and the marks, one text for any number of them: a many-row VALUES would be
    # a new statement to compile and parse for every count of rows.
    if session.get_bind().dialect.name == "postgresql":
        session.connection().execute(_INSERT_JSON, {
            "rows": json.dumps(list((pending or {}).values()), default=datetime.isoformat),
            "told": json.dumps([{"id": seat_id, "seq": seq} for seat_id, seq in (told or {}).items()])})
    else:
        if told:
            session.connection().execute(_MARK_TOLD, [{"seat_id": k, "seq": v} for k, v in told.items()])
        if pending:
            session.connection().execute(_INSERT_NEW, list(pending.values()))
    if not pending:
        return
    session.info[WRITTEN] = True  # the commit hook in pbem.jobs then enqueues sending (of nothing, if all were known)


@event.listens_for(Session, "after_soft_rollback")
def _drop_queued(session: Session, _previous: object) -> None:
    session.info.pop(_PENDING, None)
    session.info.pop(_TOLD, None)
