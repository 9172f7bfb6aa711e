"""actions.answer: the answer in the words of the question it answered

Revision ID: 0006
Revises: 0003 (on main, where 0004 and 0005 came meanwhile, this follows 0005)
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0003"  # set to "0005" when merged onto main
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("actions", sa.Column("answer", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("answer")
