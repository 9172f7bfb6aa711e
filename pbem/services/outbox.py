"""Mail is written as outbox rows inside the transaction that caused it; a worker sends them later.

The dedupe key makes writing the same message twice (a retried transaction,
a second sweep) a no-op.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.orm import Session

from pbem.models import OutboxEmail


def queue_email(
    session: Session,
    *,
    to: str,
    subject: str,
    text: str,
    dedupe_key: str,
    game_id: int | None = None,
    html: str | None = None,
    headers: dict[str, str] | None = None,
) -> OutboxEmail | None:
    """Add one message unless one with this dedupe key exists; returns the new row or None."""
    exists = session.scalar(sa.select(OutboxEmail.id).where(OutboxEmail.dedupe_key == dedupe_key))
    if exists is not None:
        return None
    headers = dict(headers or {})
    if game_id is not None:
        headers.setdefault("X-PBEM-Game", str(game_id))
    row = OutboxEmail(
        game_id=game_id, to_addr=to, subject=subject[:300], text_body=text, html_body=html,
        headers=headers, dedupe_key=dedupe_key, status="pending", attempts=0,
    )
    session.add(row)
    return row
