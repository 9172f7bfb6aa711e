"""actions.answered: the answer kept as data (the answered prompt cut down to the options chosen, and the choice)

An old link tells its player what was chosen in the player's own language; the English words of ``answer`` could
only be quoted as they were. Rows written before keep their ``answer``.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-27
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("actions", sa.Column("answered", sa.JSON().with_variant(JSONB(), "postgresql"), nullable=True))


def downgrade() -> None:
    # The answers kept as data are written out in English words, as the rows before this revision kept them.
    from pbem.services.event_words import answer_words

    actions = sa.table("actions", sa.column("id", sa.Integer), sa.column("answer", sa.Text),
                       sa.column("answered", sa.JSON))
    connection = op.get_bind()
    for row in connection.execute(sa.select(actions.c.id, actions.c.answered)
                                  .where(actions.c.answered.is_not(None), actions.c.answer.is_(None))).all():
        connection.execute(actions.update().where(actions.c.id == row.id)
                           .values(answer=answer_words(None, row.answered, None)))
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("answered")
