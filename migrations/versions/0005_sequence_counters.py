"""sequence counters on the games row: the last action and event numbers, so an apply needs no max() look-ups

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("last_action_seq", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("last_event_seq", sa.Integer(), nullable=False, server_default="0"))
    op.execute("UPDATE games SET last_action_seq = COALESCE("
               "(SELECT MAX(seq) FROM actions WHERE actions.game_id = games.id), 0)")
    op.execute("UPDATE games SET last_event_seq = COALESCE("
               "(SELECT MAX(seq) FROM events WHERE events.game_id = games.id), 0)")


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("last_event_seq")
        batch.drop_column("last_action_seq")
