"""bookings: a folded search column (accent- and case-free) for the back-office search

The back office searched `lower(name || email || reference || camp)`, so "Élodie" did not find
"Elodie" (and SQLite's lower() leaves "É" as it is). The column holds the texts folded in Python
(app/kit/search.py), the same on SQLite and PostgreSQL; existing rows are filled here.

Revision ID: 0008_bookings_search_text
Revises: 0007_idempotency_fingerprint
Create Date: 2026-11-23 13:00:00
"""

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008_bookings_search_text"
down_revision: str | None = "0007_idempotency_fingerprint"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_SEARCH_EXPRESSION = "lower(full_name || ' ' || email || ' ' || booking_reference || ' ' || camp_name)"
BATCH = 2000


def _fold(text: str) -> str:
    # Frozen copy of app.kit.search.fold as of this revision.
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def upgrade() -> None:
    with op.batch_alter_table("bookings", schema=None) as batch_op:
        batch_op.add_column(sa.Column("search_text", sa.Text(), nullable=True))

    bind = op.get_bind()
    bookings = sa.table(
        "bookings",
        sa.column("id", sa.Integer),
        sa.column("full_name", sa.String),
        sa.column("email", sa.String),
        sa.column("booking_reference", sa.String),
        sa.column("camp_name", sa.String),
        sa.column("search_text", sa.Text),
    )
    last_id = 0
    while True:
        rows = bind.execute(
            sa.select(
                bookings.c.id,
                bookings.c.full_name,
                bookings.c.email,
                bookings.c.booking_reference,
                bookings.c.camp_name,
            )
            .where(bookings.c.id > last_id)
            .order_by(bookings.c.id)
            .limit(BATCH)
        ).all()
        if not rows:
            break
        bind.execute(
            sa.update(bookings).where(bookings.c.id == sa.bindparam("row_id")).values(search_text=sa.bindparam("text")),
            [{"row_id": r.id, "text": _fold(" ".join(p for p in r[1:] if p))} for r in rows],
        )
        last_id = rows[-1].id

    if bind.dialect.name == "postgresql":
        op.execute("DROP INDEX IF EXISTS ix_bookings_search_trgm")
        trgm = bind.execute(sa.text("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")).scalar()
        if trgm:
            op.execute("CREATE INDEX ix_bookings_search_text_trgm ON bookings USING gin (search_text gin_trgm_ops)")
        else:
            op.execute("CREATE INDEX ix_bookings_search_text_trgm ON bookings (search_text)")


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        op.execute("DROP INDEX IF EXISTS ix_bookings_search_text_trgm")
        trgm = bind.execute(sa.text("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")).scalar()
        using = "USING gin " if trgm else ""
        ops = " gin_trgm_ops" if trgm else ""
        op.execute(f"CREATE INDEX ix_bookings_search_trgm ON bookings {using}(({OLD_SEARCH_EXPRESSION}){ops})")
    with op.batch_alter_table("bookings", schema=None) as batch_op:
        batch_op.drop_column("search_text")
