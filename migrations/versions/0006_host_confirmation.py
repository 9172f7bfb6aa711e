"""host confirmation: a game's invitations wait until its host confirms their address

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("host_confirmed_at", sa.DateTime(timezone=True), nullable=True))
    # Games created before this revision already sent their invitations.
    op.execute("UPDATE games SET host_confirmed_at = created_at")


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("host_confirmed_at")
