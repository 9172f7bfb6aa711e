"""Away periods on users, stand-ins on seats, and the timeouts that put a silent seat on one

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def utc():
    return sa.DateTime(timezone=True)


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("away_from", utc(), nullable=True))
        batch.add_column(sa.Column("away_until", utc(), nullable=True))
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("stand_in_after", sa.Integer(), nullable=False, server_default="3"))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("stand_in", sa.String(length=9), nullable=True))
        batch.add_column(sa.Column("stand_in_since", utc(), nullable=True))
        batch.create_check_constraint("seat_stand_in", "stand_in IN ('timeouts', 'moderator')")


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_constraint("seat_stand_in", type_="check")
        batch.drop_column("stand_in_since")
        batch.drop_column("stand_in")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("stand_in_after")
    with op.batch_alter_table("users") as batch:
        batch.drop_column("away_until")
        batch.drop_column("away_from")
