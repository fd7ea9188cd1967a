"""waitlist_entries: double opt-in, and one waiting entry per stay and address

A sign-up was stored and told without the address ever agreeing: 60 sign-ups naming one address in
half a second gave 62 "Places are free" e-mails. Now an entry is told only once confirmed by the link
of its one confirmation e-mail (`confirmed_at`), and a partial unique index keeps one waiting entry
per package, start date, length and address, so signing up again for the same stay sends nothing.

Entries stored before this revision were never confirmed by anyone: they stay unconfirmed, are never
told, and are dropped with the other unconfirmed ones. Repeats are removed first (the oldest kept).

Revision ID: 0022_waitlist_opt_in
Revises: 0020_job_failures
Create Date: 2026-11-28 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0022_waitlist_opt_in"
down_revision: str | None = "0020_job_failures"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

WAITING = "notified_at IS NULL"


def upgrade() -> None:
    op.add_column("waitlist_entries", sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True))
    op.execute(
        "DELETE FROM waitlist_entries WHERE notified_at IS NULL AND id NOT IN ("
        " SELECT MIN(id) FROM waitlist_entries WHERE notified_at IS NULL"
        " GROUP BY package_id, start_date, number_of_days, email)"
    )
    op.create_index(
        "uq_waitlist_entries_waiting",
        "waitlist_entries",
        ["package_id", "start_date", "number_of_days", "email"],
        unique=True,
        sqlite_where=sa.text(WAITING),
        postgresql_where=sa.text(WAITING),
    )


def downgrade() -> None:
    op.drop_index("uq_waitlist_entries_waiting", table_name="waitlist_entries")
    with op.batch_alter_table("waitlist_entries") as batch:
        batch.drop_column("confirmed_at")
