"""an Idempotency-Key is bound to the request it was first sent with: bookings keep its fingerprint

Revision ID: 0007_idempotency_fingerprint
Revises: 0006_outbox_render_at_send
Create Date: 2026-11-23 13:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_idempotency_fingerprint"
down_revision: str | None = "0006_outbox_render_at_send"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("bookings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("idempotency_fingerprint", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("bookings", schema=None) as batch_op:
        batch_op.drop_column("idempotency_fingerprint")
