"""open prompts: the due index in the claim's order (status, deadline, id)

The sweeper claims due prompts ordered by deadline, then id. With the index on
(status, deadline) alone, every due prompt sharing a deadline (a game started
with many at once, or a sweeper that fell behind) had to be read and sorted
before LIMIT could keep the first few hundred; with the id in the index the
scan returns them in order and stops at the limit.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-26
"""
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_open_prompts_due", table_name="open_prompts")
    op.create_index("ix_open_prompts_due", "open_prompts", ["status", "deadline_at", "id"])


def downgrade() -> None:
    op.drop_index("ix_open_prompts_due", table_name="open_prompts")
    op.create_index("ix_open_prompts_due", "open_prompts", ["status", "deadline_at"])
