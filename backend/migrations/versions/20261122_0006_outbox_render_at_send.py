"""booking e-mails rendered when they are sent: the outbox keeps their template, language and booking

Revision ID: 0006_outbox_render_at_send
Revises: 0005
Create Date: 2026-11-22 08:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_outbox_render_at_send"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("email_outbox", schema=None) as batch_op:
        batch_op.add_column(sa.Column("template", sa.String(length=40), nullable=True))
        batch_op.add_column(sa.Column("template_language", sa.String(length=5), nullable=True))
        batch_op.add_column(sa.Column("booking_id", sa.Integer(), nullable=True))


def downgrade() -> None:
    unrendered = op.get_bind().execute(sa.text("SELECT count(*) FROM email_outbox WHERE template IS NOT NULL"))
    if unrendered.scalar():
        # Without their template these would be sent with an empty body.
        raise RuntimeError("e-mails waiting to be rendered are queued: deliver them first (surfcamp run-jobs)")
    with op.batch_alter_table("email_outbox", schema=None) as batch_op:
        batch_op.drop_column("booking_id")
        batch_op.drop_column("template_language")
        batch_op.drop_column("template")
