"""spectators: a game the host shares (games.watchable, games.spectator_epoch) and digest subscribers

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("games", sa.Column("watchable", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.add_column("games", sa.Column("spectator_epoch", sa.Integer(), nullable=False, server_default="0"))
    op.create_table(
        "spectators",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("games.id", ondelete="CASCADE"), nullable=False),
        sa.Column("email", sa.String(320), nullable=False),
        sa.Column("epoch", sa.Integer(), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("mailed_event_seq", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "email"),
    )


def downgrade() -> None:
    op.drop_table("spectators")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("spectator_epoch")
        batch.drop_column("watchable")
