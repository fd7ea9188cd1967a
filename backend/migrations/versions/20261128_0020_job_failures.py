"""job_failures: a background job's row that failed, recorded and skipped

One bad row (a waitlist entry dated 9999-12-31) used to stop every jobs pass for good. Each job now
works row by row, each row in its own transaction (app/jobs/isolation.py); a row that fails is
recorded here (job, row key, error class, a short message without personal data, first and last
seen, how often, when the team was told) and skipped after a few failures; a row that succeeds
later has its record deleted. The back office dashboard lists the rows.

Revision ID: 0020_job_failures
Revises: 0018_booking_search_words
Create Date: 2026-11-28 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020_job_failures"
down_revision: str | None = "0018_booking_search_words"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "job_failures",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("job", sa.String(length=40), nullable=False),
        sa.Column("row_key", sa.String(length=120), nullable=False),
        sa.Column("error_class", sa.String(length=120), nullable=False),
        sa.Column("message", sa.String(length=300), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("first_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("team_told_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_job_failures"),
        sa.UniqueConstraint("job", "row_key", name="uq_job_failures_job_row_key"),
    )
    op.create_index("ix_job_failures_last_seen_at", "job_failures", ["last_seen_at"], unique=False)


def downgrade() -> None:
    op.drop_table("job_failures")
