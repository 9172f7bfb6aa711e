"""How many SQL statements one decision and one deadline firing cost.

Each statement is a round trip to the database, and round trips are most of a
decision's time; these ceilings keep a later change from quietly adding some.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

import sqlalchemy as sa

from pbem.db import Database
from pbem.models import OpenPrompt, utcnow
from pbem.services.deadlines import sweep
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, prompt_rows, started_game


@contextmanager
def counted(db: Database) -> Iterator[list[str]]:
    statements: list[str] = []

    def record(_conn, _cursor, statement, _params, _context, _executemany) -> None:
        statements.append(statement.split(None, 1)[0] + " " + statement[:90].replace("\n", " "))

    sa.event.listen(db.engine, "before_cursor_execute", record)
    try:
        yield statements
    finally:
        sa.event.remove(db.engine, "before_cursor_execute", record)


def test_one_decision_from_a_link(db):
    game_id = started_game(db)
    card = str(game_row(db, game_id).state["hands"][0][0])
    row = next(r for r in prompt_rows(db, game_id, "open") if r.seat == 0)
    epoch = next(s.link_epoch for s in game_row(db, game_id).seats if s.index == 0)
    with counted(db) as statements:
        apply_decision(db, game_id, 0, row.prompt_id, card, "link", epoch=epoch, row_id=row.id, answers_before=0)
    print("\n".join(statements))
    assert len(statements) <= 100


def test_one_firing(db):
    game_id = started_game(db)
    with db.write() as session:
        session.execute(sa.update(OpenPrompt).where(OpenPrompt.game_id == game_id, OpenPrompt.seat == 0)
                        .values(deadline_at=utcnow() - timedelta(minutes=1)))
    with counted(db) as statements:
        report = sweep(db)
    print("\n".join(statements))
    assert report["fired"] == 1
    assert len(statements) <= 100
