"""users.language: the language a player's pages and emails are written in

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("users", sa.Column("language", sa.String(8), nullable=False, server_default="en"))


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.drop_column("language")
