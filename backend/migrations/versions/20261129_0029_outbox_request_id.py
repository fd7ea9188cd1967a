"""email_outbox.request_id: the request that queued a message, carried into its delivery's log lines

Revision ID: 0029_outbox_request_id
Revises: 0028_feed_error_codes
Create Date: 2026-11-29 05:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0029_outbox_request_id"
down_revision: str | None = "0028_feed_error_codes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("email_outbox", sa.Column("request_id", sa.String(length=64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("email_outbox") as batch:
        batch.drop_column("request_id")
