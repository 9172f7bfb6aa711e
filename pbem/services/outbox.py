"""Mail is written as outbox rows inside the transaction that caused it; a worker sends them later.

The dedupe key makes writing the same message twice (a retried transaction,
a second sweep) a no-op.
"""

from __future__ import annotations

from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from pbem.models import OutboxEmail, utcnow

WRITTEN = "pbem.outbox_written"  # session.info key: this transaction wrote mail


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
) -> int | None:
    """Add one message unless one with this dedupe key exists (one ``INSERT ... ON CONFLICT DO NOTHING``,
    so a retried transaction or a second sweep writes nothing twice); returns the new row's id or None."""
    headers = dict(headers or {})
    if game_id is not None:
        headers.setdefault("X-PBEM-Game", str(game_id))
    insert = (sqlite_insert if session.get_bind().dialect.name == "sqlite" else pg_insert)(OutboxEmail)
    written = session.execute(
        insert.values(game_id=game_id, to_addr=to, subject=subject[:300], text_body=text, html_body=html,
                      headers=headers, dedupe_key=dedupe_key, status="pending", attempts=0, created_at=utcnow())
        .on_conflict_do_nothing(index_elements=["dedupe_key"]).returning(OutboxEmail.id)
    ).scalar()
    if written is not None:
        session.info[WRITTEN] = True  # the commit hook in pbem.jobs then enqueues sending
    return written
