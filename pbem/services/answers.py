"""How often a seat has answered a prompt: what turns a second tap, POST or reply into a refusal."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.orm import Session

from pbem.models import ActionRecord

# The count :func:`answers_so_far` reads (parameters ``a_game``, ``a_seat``, ``a_prompt``), built once: a caller
# may ask it within a query of its own (the apply path reads it with the game, in the same round trip), and building
# it and its cache key for each call cost a third of that read.
ANSWERS = sa.select(sa.func.count()).select_from(ActionRecord).where(
    ActionRecord.game_id == sa.bindparam("a_game"), ActionRecord.seat == sa.bindparam("a_seat"),
    ActionRecord.prompt_id == sa.bindparam("a_prompt"))


def answers_params(game_id: int, seat: int, prompt_id: str) -> dict[str, object]:
    """The parameters of :data:`ANSWERS` for this seat's answers to this prompt."""
    return {"a_game": game_id, "a_seat": seat, "a_prompt": prompt_id}


def answers_so_far(session: Session, game_id: int, seat: int, prompt_id: str) -> int:
    """How often this seat has answered this prompt; a page or a reply address carries it to make a second
    answer harmless even for a prompt that stays open (a negotiation)."""
    return session.scalar(ANSWERS, answers_params(game_id, seat, prompt_id)) or 0


def answers_since(session: Session, game_id: int, seat: int, prompt_id: str, opened_at: datetime) -> int:
    """How often this seat has answered this prompt since it was opened (``opened_at``, the moment of the
    transaction that opened it: the answers after it are later). A reply address carries it: for a prompt
    opened just now it is 0 without asking the database."""
    return session.scalar(
        sa.select(sa.func.count()).select_from(ActionRecord).where(
            ActionRecord.game_id == game_id, ActionRecord.seat == seat, ActionRecord.prompt_id == prompt_id,
            ActionRecord.created_at > opened_at)
    ) or 0
