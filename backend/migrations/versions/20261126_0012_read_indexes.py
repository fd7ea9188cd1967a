"""indexes for the reads that must stay fast as the catalogue and the bookings grow

Measured with `python bench/bench.py --only growth` (10,000 camps, 40,000 packages, 1,000,000
bookings against 200 / 800 / 50,000; docs/performance.md):

- The camp list's four orders each get an index that starts with the package status and ends with
  the id, in the order's own directions, so a page is read off the index (the first page from its
  start, the last page from its end: app/kit/pagination.py) instead of sorting every package.
  SQLite sorts NULLs last in a descending order by itself and has no NULLS LAST in an index.
- An owner's list filtered by status: (camp_id, status, created_at).
- The back office's search on SQLite: an FTS5 trigram index over bookings.search_text (kept by
  triggers), which answers `LIKE '%term%'` without reading every booking; PostgreSQL has had its
  pg_trgm index since 0008.

Revision ID: 0012_read_indexes
Revises: 0011_backoffice_review_i18n
Create Date: 2026-11-26 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012_read_indexes"
down_revision: str | None = "0011_backoffice_review_i18n"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# name -> columns, with PostgreSQL's NULLS LAST where the order has it (SQLite puts NULLs last in DESC anyway).
PACKAGE_ORDERS = {
    "ix_camp_packages_order_recommended": ("status", "featured DESC", "rating_average DESC NULLS LAST", "id"),
    "ix_camp_packages_order_price": ("status", "price", "id"),
    "ix_camp_packages_order_rating": ("status", "rating_average DESC NULLS LAST", "review_count DESC", "id"),
    "ix_camp_packages_order_duration": ("status", "duration_days", "price", "id"),
}
SEARCH_TRIGGERS = {
    "bookings_search_insert": "AFTER INSERT ON bookings BEGIN "
    "INSERT INTO bookings_search (rowid, search_text) VALUES (new.id, new.search_text); END",
    "bookings_search_delete": "AFTER DELETE ON bookings BEGIN "
    "INSERT INTO bookings_search (bookings_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
    "bookings_search_update": "AFTER UPDATE OF search_text ON bookings BEGIN "
    "INSERT INTO bookings_search (bookings_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
    "INSERT INTO bookings_search (rowid, search_text) VALUES (new.id, new.search_text); END",
}


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    for name, columns in PACKAGE_ORDERS.items():
        spelled = [c.replace(" NULLS LAST", "") if sqlite else c for c in columns]
        op.create_index(name, "camp_packages", [sa.text(c) for c in spelled])
    op.create_index("ix_bookings_camp_status_created", "bookings", ["camp_id", "status", "created_at"])
    if sqlite:
        # An external-content FTS5 table: it keeps only the trigram index, the text stays in bookings.
        op.execute(
            "CREATE VIRTUAL TABLE bookings_search USING fts5("
            "search_text, content='bookings', content_rowid='id', tokenize='trigram')"
        )
        for name, body in SEARCH_TRIGGERS.items():
            op.execute(f"CREATE TRIGGER {name} {body}")
        op.execute("INSERT INTO bookings_search (bookings_search) VALUES ('rebuild')")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for name in SEARCH_TRIGGERS:
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
        op.execute("DROP TABLE IF EXISTS bookings_search")
    op.drop_index("ix_bookings_camp_status_created", table_name="bookings")
    for name in PACKAGE_ORDERS:
        op.drop_index(name, table_name="camp_packages")
