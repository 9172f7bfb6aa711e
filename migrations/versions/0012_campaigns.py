"""campaigns: a series of games for a fixed group of players, and each game's place in its campaign

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-25
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    json = sa.JSON().with_variant(JSONB(), "postgresql")
    op.create_table(
        "campaigns",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("ruleset", sa.String(40), nullable=False),
        sa.Column("title", sa.String(120), nullable=False),
        sa.Column("options", json, nullable=False),
        sa.Column("pace", json, nullable=False),
        sa.Column("pause_seconds", sa.Integer, nullable=False),
        sa.Column("stand_in_after", sa.Integer, nullable=False),
        sa.Column("players", json, nullable=False),
        sa.Column("host_email", sa.String(320), nullable=False),
        sa.Column("seed", sa.BigInteger),
        sa.Column("status", sa.Enum("running", "paused", "ended", name="campaign_status", native_enum=False,
                                    create_constraint=True), nullable=False),
        sa.Column("standings", json, nullable=False),
        sa.Column("next_game_at", sa.DateTime(timezone=True)),
        sa.Column("next_first", sa.Integer),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True)),
    )
    op.create_index("ix_campaigns_due", "campaigns", ["status", "next_game_at"])
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("campaign_id", sa.Integer))
        batch.add_column(sa.Column("campaign_number", sa.Integer))
        batch.create_foreign_key("fk_games_campaign_id", "campaigns", ["campaign_id"], ["id"], ondelete="SET NULL")
        batch.create_unique_constraint("uq_games_campaign_number", ["campaign_id", "campaign_number"])


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_constraint("uq_games_campaign_number", type_="unique")
        batch.drop_constraint("fk_games_campaign_id", type_="foreignkey")
        batch.drop_column("campaign_number")
        batch.drop_column("campaign_id")
    op.drop_index("ix_campaigns_due", "campaigns")
    op.drop_table("campaigns")
