"""How often a seat has answered a prompt: what turns a second tap, POST or reply into a refusal."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.orm import Session

from pbem.models import ActionRecord


def answers_so_far(session: Session, game_id: int, seat: int, prompt_id: str) -> int:
    """How often this seat has answered this prompt; a page or a reply address carries it to make a second
    answer harmless even for a prompt that stays open (a negotiation)."""
    return session.scalar(
        sa.select(sa.func.count()).select_from(ActionRecord).where(
            ActionRecord.game_id == game_id, ActionRecord.seat == seat, ActionRecord.prompt_id == prompt_id)
    ) or 0
