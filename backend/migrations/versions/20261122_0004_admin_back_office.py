"""back office: rejected camp owners, trigram search index over bookings (PostgreSQL)

Revision ID: 0004_admin_back_office
Revises: 0003_partner_media
Create Date: 2026-11-22 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import app.models.base

revision: str = "0004_admin_back_office"
down_revision: str | None = "0003_partner_media"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Exactly the expression the back-office search filters on (app/admin/bookings/repository.py), so
# PostgreSQL serves `lower(...) LIKE '%term%'` from the trigram index instead of scanning 50,000 rows.
SEARCH_EXPRESSION = "lower(full_name || ' ' || email || ' ' || booking_reference || ' ' || camp_name)"


def upgrade() -> None:
    with op.batch_alter_table("admin_users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("rejected_at", app.models.base.UTCDateTime(timezone=True), nullable=True))

    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        available = bind.execute(sa.text("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'")).scalar()
        if available:
            op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
            op.execute(
                f"CREATE INDEX ix_bookings_search_trgm ON bookings USING gin (({SEARCH_EXPRESSION}) gin_trgm_ops)"
            )
        else:
            # Without pg_trgm a B-tree over the same expression still serves prefix searches.
            op.execute(f"CREATE INDEX ix_bookings_search_trgm ON bookings (({SEARCH_EXPRESSION}))")
    # SQLite: no index. It could not serve `LIKE '%term%'`, and SQLite's batch migrations (which
    # recreate the table) would silently drop an expression index anyway; a scan of 50,000 rows
    # stays well under the tested budget (tests/admin/test_bookings.py).


def downgrade() -> None:
    op.execute("DROP INDEX IF EXISTS ix_bookings_search_trgm")
    with op.batch_alter_table("admin_users", schema=None) as batch_op:
        batch_op.drop_column("rejected_at")
