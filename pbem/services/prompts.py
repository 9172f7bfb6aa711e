"""Keep the open-prompts table in step with the engine, and write the mail a new prompt needs.

A prompt that stays open across an apply (same id) keeps its row, so its
deadline and its links survive; an id that disappears is closed (or marked
answered, if it was the one just answered); a new id opens a row with a
deadline from the game's pace, and each seat gets one outbox email for the prompts opened for it
(several opened at once are one email, each decision with its own links). A seat a stand-in
covers gets no email: its game is marked for the stand-ins to run after the commit
(:mod:`pbem.services.stand_ins`). The rows are written by :class:`Pending`, a statement
for the closed ones and one for the opened ones however many games changed (a single
decision on PostgreSQL writes them within its one statement, :mod:`pbem.services.decisions`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from flask import current_app, has_app_context
from sqlalchemy.orm import Session, make_transient_to_detached
from sqlalchemy.orm.attributes import set_committed_value

from engine.core import Prompt, State
from pbem.db import dumps_json
from pbem.mail.compose import mail_decision, mail_decisions
from pbem.models import Game, OpenPrompt
from pbem.services import stand_ins


def deadline_for(game: Game, deadline_class: str, now: datetime) -> tuple[datetime, datetime]:
    """The deadline and the reminder time for a prompt opening now."""
    seconds = int(game.pace.get(deadline_class) or game.pace.get("decision") or 86400)
    deadline = now + timedelta(seconds=seconds)
    before = current_app.config.get("REMIND_BEFORE_SECONDS") if has_app_context() else None
    return deadline, deadline - timedelta(seconds=min(before, seconds // 2) if before else seconds // 4)


def open_rows(session: Session, game_id: int) -> list[OpenPrompt]:
    return list(session.scalars(
        sa.select(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.status == "open")
        .order_by(OpenPrompt.id)
    ))


_ROWS = OpenPrompt.__table__
_ROW_COLUMNS = tuple(c.key for c in _ROWS.c if c.key != "id")
_INSERT_ROWS = sa.insert(_ROWS).returning(_ROWS.c.id, sort_by_parameter_order=True)
# PostgreSQL's: the rows as one JSON document, one statement text however many (the many-row VALUES above is a
# new text of a dozen parameters per row, which SQLAlchemy builds and psycopg parses anew for every batch; an
# executemany converts and sends each row's parameters one by one). Each opened row's id comes back beside what
# names it among the opened rows.
_INSERT_JSON = sa.text(f"""
INSERT INTO open_prompts ({", ".join(_ROW_COLUMNS)}) SELECT {", ".join("o." + key for key in _ROW_COLUMNS)}
FROM jsonb_populate_recordset(NULL::open_prompts, CAST(:opened AS jsonb)) AS o
RETURNING id, game_id, seat, prompt_id""")
_CLOSE_JSON = sa.text("""
UPDATE open_prompts SET status = c.status, closed_at = c.closed_at
FROM jsonb_populate_recordset(NULL::open_prompts, CAST(:closed AS jsonb)) AS c WHERE open_prompts.id = c.id""")
_CLOSE_ROWS = (sa.update(_ROWS).where(_ROWS.c.id == sa.bindparam("row_id"))
               .values(status=sa.bindparam("n_status"), closed_at=sa.bindparam("n_closed")))


@dataclass
class Pending:
    """Prompt rows closed and opened by one or more syncs, and the mail they call for, to write at once.

    Why not the session's unit of work: it costs several times the two statements it sends (the
    opened rows in one INSERT that gives their ids back, which the links need; the closed rows in one
    UPDATE sent for all). The rows written are then in the session as if loaded, so a caller may still
    change them (a rewind pausing them). A caller of many games (deadlines fired together) writes
    every game's rows with one :meth:`write_rows` after its version checks, then the mail; a caller that
    writes them in a statement of its own takes :meth:`opened_values` and gives :meth:`opened_as` the ids.
    """

    closed: list[OpenPrompt] = field(default_factory=list)
    opened: list[OpenPrompt] = field(default_factory=list)
    mail: list[Callable[[], None]] = field(default_factory=list)

    def write_rows(self, session: Session) -> None:
        connection = session.connection()
        if self.closed and connection.dialect.name == "postgresql":
            connection.execute(_CLOSE_JSON, {"closed": dumps_json([{"id": r.id, "status": r.status,
                                                                "closed_at": r.closed_at} for r in self.closed])})
        elif self.closed:
            connection.execute(_CLOSE_ROWS, [{"row_id": r.id, "n_status": r.status, "n_closed": r.closed_at}
                                             for r in self.closed])
        if self.opened:
            self.opened_as(session, self._insert(connection))
        self.closed, self.opened = [], []

    def _insert(self, connection: sa.Connection) -> list[int]:
        """Write the opened rows; their ids, in their order."""
        names = [(r.game_id, r.seat, r.prompt_id) for r in self.opened]
        if connection.dialect.name != "postgresql" or len(set(names)) != len(names):
            return list(connection.execute(_INSERT_ROWS, self.opened_values()).scalars())
        ids = {(game_id, seat, prompt_id): row_id for row_id, game_id, seat, prompt_id in connection.execute(
            _INSERT_JSON, {"opened": dumps_json(self.opened_values())})}
        return [ids[name] for name in names]

    def opened_values(self) -> list[dict[str, Any]]:
        """The opened rows' columns as written (all but their ids)."""
        return [{key: getattr(r, key) for key in _ROW_COLUMNS} for r in self.opened]

    def opened_as(self, session: Session, ids: list[int]) -> None:
        """The opened rows were written with these ids (in their order): they join the session as if loaded,
        every column known, so none is read back later."""
        for row, row_id in zip(self.opened, ids, strict=True):
            # Every column in the row's own dict (None where unset), which make_transient_to_detached then takes
            # as loaded, in one step rather than a set_committed_value per column.
            row.__dict__.update({key: getattr(row, key) for key in _ROW_COLUMNS}, id=row_id)
            make_transient_to_detached(row)
            session.add(row)
        self.closed, self.opened = [], []

    def write(self, session: Session) -> None:
        self.write_rows(session)
        for mail in self.mail:
            mail()
        self.mail = []


def sync(
    session: Session, game: Game, prompts: list[Prompt], now: datetime, answered: str | None = None,
    rows: list[OpenPrompt] | None = None, later: Pending | None = None,
    state: State | None = None,
) -> list[tuple[OpenPrompt, Prompt]]:
    """Bring the table in line with ``prompts``; returns the rows opened now.

    When the answered prompt stays open (a move in a negotiation, such as a
    deal offer), the other players' open prompts are mailed again, since
    what they are asked has changed.  ``rows``: the game's open rows, when the caller has read them
    in this transaction already. ``later``: the rows and the mail are not written now but left there, for a
    caller that writes many games' rows at once (their ids go into the links) and then the mail.
    ``state``: the state the prompts come from, when the caller wrote it past ``game`` (the emails read it).
    """
    pending = Pending() if later is None else later
    current = {p.id: p for p in prompts}
    kept: list[tuple[OpenPrompt, Prompt]] = []
    for row in open_rows(session, game.id) if rows is None else rows:
        if row.prompt_id in current and current[row.prompt_id].seat == row.seat:
            kept.append((row, current.pop(row.prompt_id)))
            continue
        # As written by the UPDATE of write_rows, not as a change for the session to write.
        set_committed_value(row, "status", "answered" if row.prompt_id == answered else "closed")
        set_committed_value(row, "closed_at", now)
        pending.closed.append(row)
    opened = []
    for prompt in current.values():
        deadline, remind = deadline_for(game, prompt.deadline_class, now)
        row = OpenPrompt(
            game_id=game.id, seat=prompt.seat, prompt_id=prompt.id, kind=prompt.kind,
            deadline_class=prompt.deadline_class, opened_at=now, deadline_at=deadline,
            remind_at=remind, status="open",
        )
        pending.opened.append(row)
        opened.append((row, prompt))
    def mail() -> None:
        seats = {s.index: s for s in game.seats}
        absent = {i for i, seat in seats.items() if stand_ins.covered(seat, now)}
        asked: dict[int, list[tuple[OpenPrompt, Prompt]]] = {}
        for row, prompt in opened:
            if prompt.seat in absent:
                stand_ins.mark_due(session, game.id)
            else:
                asked.setdefault(prompt.seat, []).append((row, prompt))
        for index, decisions in asked.items():
            mail_decisions(session, game, seats[index], decisions, state=state)
        mover = next((row.seat for row, _ in kept if row.prompt_id == answered), None)
        for row, prompt in kept:
            if mover is not None and row.seat != mover:
                if row.seat in absent:
                    stand_ins.mark_due(session, game.id)
                else:
                    mail_decision(session, game, seats[row.seat], row, prompt, revised=True, state=state)

    pending.mail.append(mail)
    if later is None:
        pending.write(session)
    return opened


def close_all(session: Session, game_id: int, now: datetime) -> None:
    for row in open_rows(session, game_id):
        row.status = "closed"
        row.closed_at = now

