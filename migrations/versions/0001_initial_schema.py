"""initial schema: users, games, seats, actions, open prompts, events, outbox

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def json_type():
    return sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def utc():
    return sa.DateTime(timezone=True)


def enum(name, *values):
    return sa.Enum(*values, name=name, native_enum=False, create_constraint=True)


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=True),
        sa.Column("time_zone", sa.String(length=64), nullable=False),
        sa.Column("notify", json_type(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("email"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("options", json_type(), nullable=False),
        sa.Column("pace", json_type(), nullable=False),
        sa.Column("status", enum("game_status", "lobby", "active", "paused", "finished", "cancelled"),
                  nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("state", json_type(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("result", json_type(), nullable=True),
        sa.Column("host_email", sa.String(length=320), nullable=False),
        sa.Column("host_epoch", sa.Integer(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.Column("started_at", utc(), nullable=True),
        sa.Column("finished_at", utc(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("index", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("display_name", sa.String(length=40), nullable=True),
        sa.Column("link_epoch", sa.Integer(), nullable=False),
        sa.Column("joined_at", utc(), nullable=True),
        sa.Column("api_token_hash", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("api_token_hash"),
        sa.UniqueConstraint("game_id", "index"),
    )
    op.create_index("ix_seats_game_id", "seats", ["game_id"])
    op.create_table(
        "actions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("prompt_id", sa.String(length=200), nullable=False),
        sa.Column("payload", json_type(), nullable=False),
        sa.Column("source", enum("action_source", "link", "api", "email", "timeout", "moderator", "stand-in"),
                  nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "seq"),
    )
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("action_seq", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=80), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("seats", json_type(), nullable=True),
        sa.Column("data", json_type(), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "seq"),
    )
    op.create_table(
        "open_prompts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("prompt_id", sa.String(length=200), nullable=False),
        sa.Column("kind", sa.String(length=80), nullable=False),
        sa.Column("deadline_class", sa.String(length=20), nullable=False),
        sa.Column("opened_at", utc(), nullable=False),
        sa.Column("deadline_at", utc(), nullable=False),
        sa.Column("remind_at", utc(), nullable=True),
        sa.Column("status", enum("prompt_status", "open", "answered", "closed"), nullable=False),
        sa.Column("closed_at", utc(), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_open_prompts_due", "open_prompts", ["status", "deadline_at"])
    op.create_index("ix_open_prompts_game_id", "open_prompts", ["game_id"])
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("to_addr", sa.String(length=320), nullable=False),
        sa.Column("subject", sa.String(length=300), nullable=False),
        sa.Column("text_body", sa.Text(), nullable=False),
        sa.Column("html_body", sa.Text(), nullable=True),
        sa.Column("headers", json_type(), nullable=False),
        sa.Column("status", enum("outbox_status", "pending", "sent", "failed"), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("dedupe_key", sa.String(length=200), nullable=False),
        sa.Column("created_at", utc(), nullable=False),
        sa.Column("sent_at", utc(), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("dedupe_key"),
    )
    op.create_index("ix_outbox_game_id", "outbox", ["game_id"])
    op.create_index("ix_outbox_status", "outbox", ["status", "id"])


def downgrade() -> None:
    for table in ("outbox", "open_prompts", "events", "actions", "seats", "games", "users"):
        op.drop_table(table)
