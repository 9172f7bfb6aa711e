"""users.bouncing_since and bounce_reason: an address whose mail bounced, held until the player clears it

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("users", sa.Column("bouncing_since", sa.DateTime(timezone=True), nullable=True))
    op.add_column("users", sa.Column("bounce_reason", sa.String(500), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_column("bounce_reason")
        batch.drop_column("bouncing_since")
