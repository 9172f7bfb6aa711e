"""The game log: events as the engine reports them, each with who may read it."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.orm import Session

from engine.core import Event
from pbem.models import EventRecord


def store_events(session: Session, game_id: int, action_seq: int | None, events: list[Event], now: Any) -> None:
    """Append events to the game log; ``action_seq`` is None for what the setup decided."""
    last = session.scalar(sa.select(sa.func.max(EventRecord.seq)).where(EventRecord.game_id == game_id)) or 0
    for offset, event in enumerate(events, start=1):
        session.add(EventRecord(
            game_id=game_id, seq=last + offset, action_seq=action_seq, kind=event.kind, text=event.text,
            seats=None if event.seats is None else list(event.seats), data=dict(event.data), created_at=now,
        ))
