"""calendar_feeds: why the last read failed as a code the front end translates, and events skipped

`last_error_code` (feed_timeout, feed_http_status, feed_not_calendar, ...) beside the English
`last_error`, `last_error_status` the HTTP status for feed_http_status, and `skipped_events` the
events of the last read that could not be read and were left out. Feeds that failed before keep
their text and get no code (the front end shows the text) until their next read.

Revision ID: 0028_feed_error_codes
Revises: 0027_hold_limits
Create Date: 2026-11-28 11:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0028_feed_error_codes"
down_revision: str | None = "0027_hold_limits"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("calendar_feeds", sa.Column("last_error_code", sa.String(length=40), nullable=True))
    op.add_column("calendar_feeds", sa.Column("last_error_status", sa.Integer(), nullable=True))
    op.add_column("calendar_feeds", sa.Column("skipped_events", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("calendar_feeds") as batch:
        batch.drop_column("skipped_events")
        batch.drop_column("last_error_status")
        batch.drop_column("last_error_code")
