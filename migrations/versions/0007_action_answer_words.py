"""actions.answer: the answer in the words of the question it answered

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("actions", sa.Column("answer", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("answer")
