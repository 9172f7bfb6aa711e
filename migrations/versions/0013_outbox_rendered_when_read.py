"""outbox: an email of templates/email/ stored as its kind and data, rendered when it is read

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-26
"""
import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    json = sa.JSON().with_variant(JSONB(), "postgresql")
    with op.batch_alter_table("outbox") as batch:
        batch.add_column(sa.Column("kind", sa.String(40)))
        batch.add_column(sa.Column("data", json))
        batch.alter_column("subject", existing_type=sa.String(300), nullable=True)
        batch.alter_column("text_body", existing_type=sa.Text(), nullable=True)


def downgrade() -> None:
    # The rows stored as data are written out as the templates render them (in English outside the app).
    from pbem.mail.render import rendered_html, rendered_text

    outbox = sa.table("outbox", sa.column("id", sa.Integer), sa.column("kind", sa.String),
                      sa.column("data", sa.JSON), sa.column("subject", sa.String), sa.column("text_body", sa.Text),
                      sa.column("html_body", sa.Text))
    connection = op.get_bind()
    for row in connection.execute(sa.select(outbox.c.id, outbox.c.kind, outbox.c.data)
                                  .where(outbox.c.kind.is_not(None))).all():
        subject, text = rendered_text(row.kind, row.data or {})
        connection.execute(outbox.update().where(outbox.c.id == row.id).values(
            subject=subject[:300], text_body=text, html_body=rendered_html(row.kind, row.data or {}, subject)))
    with op.batch_alter_table("outbox") as batch:
        batch.alter_column("text_body", existing_type=sa.Text(), nullable=False)
        batch.alter_column("subject", existing_type=sa.String(300), nullable=False)
        batch.drop_column("data")
        batch.drop_column("kind")
