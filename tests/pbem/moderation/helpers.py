"""Small helpers for the moderation tests: answering the toy game's prompts, reading the audit."""

from __future__ import annotations

import sqlalchemy as sa

from pbem.db import Database
from pbem.moderation.models import AuditEntry
from pbem.services.decisions import apply_decision
from tests.pbem.helpers import game_row, prompt_rows


def pick(db: Database, game_id: int, seat: int, index: int = 0, source: str = "link") -> str:
    """Seat plays the ``index``-th card of its hand in the current round."""
    state = game_row(db, game_id).state
    card = str(state["hands"][seat][index])
    apply_decision(db, game_id, seat, f"r{state['round']}.pick.{seat}", card, source)
    return card


def play_round(db: Database, game_id: int, source: str = "link") -> None:
    """Both seats pick, the winner stashes with the suggested answer: three actions."""
    state = game_row(db, game_id).state
    for seat in range(state["players"]):
        pick(db, game_id, seat, source=source)
    state = game_row(db, game_id).state
    apply_decision(db, game_id, state["round_winner"], f"r{state['round']}.stash",
                   {"ships": {}, "bonus": "ship", "discard": [], "wager": 0}, source)


def open_row(db: Database, game_id: int, seat: int):
    return next(r for r in prompt_rows(db, game_id, "open") if r.seat == seat)


def audit(db: Database, game_id: int) -> list[AuditEntry]:
    with db.session() as session:
        return list(session.scalars(sa.select(AuditEntry).where(AuditEntry.game_id == game_id)
                                    .order_by(AuditEntry.id)))


def version(db: Database, game_id: int) -> int:
    return game_row(db, game_id).version
