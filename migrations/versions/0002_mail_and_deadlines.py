"""mail and deadlines: outbox and prompt claims, paused time left, per-seat mail cursor

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

OLD_OUTBOX = "status IN ('pending', 'sent', 'failed')"
NEW_OUTBOX = "status IN ('pending', 'sending', 'sent', 'failed')"


def utc():
    return sa.DateTime(timezone=True)


def _outbox_statuses(check: str) -> None:
    if op.get_bind().dialect.name == "sqlite":
        # SQLite cannot alter a CHECK constraint: batch mode rebuilds the table with the new one.
        table_args = (sa.CheckConstraint(check, name="outbox_status"),)
        with op.batch_alter_table("outbox", table_args=table_args, recreate="always") as batch:
            batch.drop_constraint("outbox_status", type_="check")
        return
    op.drop_constraint("outbox_status", "outbox", type_="check")
    op.create_check_constraint("outbox_status", "outbox", check)


def upgrade() -> None:
    _outbox_statuses(NEW_OUTBOX)
    with op.batch_alter_table("outbox") as batch:
        batch.add_column(sa.Column("claim_token", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("claimed_at", utc(), nullable=True))
        batch.add_column(sa.Column("next_attempt_at", utc(), nullable=True))
    with op.batch_alter_table("open_prompts") as batch:
        batch.add_column(sa.Column("claim_token", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("claimed_at", utc(), nullable=True))
        batch.add_column(sa.Column("paused_left", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("paused_remind_left", sa.Integer(), nullable=True))
    op.create_index("ix_open_prompts_remind", "open_prompts", ["status", "remind_at"])
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("mailed_event_seq", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("digest_at", utc(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("digest_at")
        batch.drop_column("mailed_event_seq")
    op.drop_index("ix_open_prompts_remind", "open_prompts")
    with op.batch_alter_table("open_prompts") as batch:
        for column in ("paused_remind_left", "paused_left", "claimed_at", "claim_token"):
            batch.drop_column(column)
    with op.batch_alter_table("outbox") as batch:
        for column in ("next_attempt_at", "claimed_at", "claim_token"):
            batch.drop_column(column)
    op.execute("UPDATE outbox SET status = 'pending' WHERE status = 'sending'")
    _outbox_statuses(OLD_OUTBOX)
