"""the back office's search filtered by status reads one index (PostgreSQL)

`search_text LIKE '%lambert%' AND status = 'confirmed'` was answered by ANDing the pg_trgm bitmap
(16,000 bookings at 1,000,000) with the b-tree bitmap of every confirmed booking (250,000): 125 ms of
the query's 145 went into the status bitmap (docs/performance.md). With btree_gin the status is a
second column of the same GIN index, and GIN skips through the status's long posting list guided by
the rare trigrams: the search with a status is one index scan of the matching rows (18 ms on the same
loaded machine). The index also serves the search without a status (GIN answers any of its columns),
so it replaces the trigram-only index of 0008 rather than adding a second one to every booking write.

Where btree_gin (or pg_trgm) is not available the index of 0008 stays. SQLite keeps its FTS5 table.

Revision ID: 0013_booking_search_status
Revises: 0012_read_indexes
Create Date: 2026-11-26 13:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_booking_search_status"
down_revision: str | None = "0012_read_indexes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _has(bind: sa.Connection, sql: str) -> bool:
    return bool(bind.execute(sa.text(sql)).scalar())


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    trgm = _has(bind, "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
    btree_gin = _has(bind, "SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin'")
    if not (trgm and btree_gin):
        return
    op.execute("CREATE EXTENSION IF NOT EXISTS btree_gin")
    op.execute("CREATE INDEX ix_bookings_search_status ON bookings USING gin (search_text gin_trgm_ops, status)")
    op.execute("DROP INDEX IF EXISTS ix_bookings_search_text_trgm")


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    if not _has(bind, "SELECT 1 FROM pg_indexes WHERE indexname = 'ix_bookings_search_status'"):
        return
    op.execute("CREATE INDEX ix_bookings_search_text_trgm ON bookings USING gin (search_text gin_trgm_ops)")
    op.execute("DROP INDEX ix_bookings_search_status")
    # btree_gin stays: another database object may use it, and it costs nothing unused.
