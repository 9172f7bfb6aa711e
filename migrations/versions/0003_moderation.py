"""moderation: moderators, one-time sign-in codes, the audit log, engine errors, player flags

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def json_type():
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def utc():
    return sa.DateTime(timezone=True)


def game_fk():
    return sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE")


def upgrade() -> None:
    op.create_table(
        "moderators",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=True),
        sa.Column("password_hash", sa.String(length=200), nullable=True),
        sa.Column("api_token_hash", sa.String(length=64), nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("email"),
        sa.UniqueConstraint("api_token_hash"),
    )
    op.create_table(
        "sign_in_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.Column("expires_at", utc(), nullable=False),
        sa.Column("used_at", utc(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("code_hash"),
    )
    op.create_table(
        "moderator_audit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("actor", sa.String(length=320), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("details", json_type(), nullable=False),
        sa.Column("version_before", sa.Integer(), nullable=False),
        sa.Column("version_after", sa.Integer(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        game_fk(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_moderator_audit_game_id", "moderator_audit", ["game_id"])
    op.create_table(
        "engine_errors",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("prompt_id", sa.String(length=200), nullable=True),
        sa.Column("source", sa.String(length=20), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.Column("last_at", utc(), nullable=False),
        game_fk(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_engine_errors_game_id", "engine_errors", ["game_id"])
    op.create_table(
        "player_flags",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        game_fk(),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_player_flags_game_id", "player_flags", ["game_id"])


def downgrade() -> None:
    for table in ("player_flags", "engine_errors", "moderator_audit", "sign_in_codes", "moderators"):
        op.drop_table(table)
