"""bookings: whether a pending request holds its places, whether its sender was known, and its sender's network

A booking request from an address without a confirmed booking holds places only within limits (per
address, per network, a share of each day of a package); over them it is stored and sent to the camp
holding nothing (`hold_state` = "limited"). The camp or the team can release a hold ("released"). Every
existing request keeps its hold; an address that had a confirmed or completed booking is marked known
on each of its bookings. Existing requests have no network (it was not recorded).

Revision ID: 0027_hold_limits
Revises: 0026_paid_statements_final
Create Date: 2026-11-28 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0027_hold_limits"
down_revision: str | None = "0026_paid_statements_final"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, never a batch table copy (which would lose the bookings' triggers on SQLite).
    op.add_column("bookings", sa.Column("hold_state", sa.String(length=10), server_default="held", nullable=False))
    op.add_column("bookings", sa.Column("sender_known", sa.Boolean(), server_default=sa.false(), nullable=False))
    op.add_column("bookings", sa.Column("sender_fingerprint", sa.String(length=64), nullable=True))
    op.create_index("ix_bookings_sender_hold", "bookings", ["sender_fingerprint", "status", "hold_state"], unique=False)
    bookings = sa.table(
        "bookings",
        sa.column("email", sa.String),
        sa.column("status", sa.String),
        sa.column("confirmed_at", sa.DateTime(timezone=True)),
        sa.column("sender_known", sa.Boolean),
    )
    confirmed = sa.select(bookings.c.email).where(
        sa.or_(bookings.c.confirmed_at.is_not(None), bookings.c.status.in_(("confirmed", "completed")))
    )
    op.execute(bookings.update().where(bookings.c.email.in_(confirmed)).values(sender_known=True))


def downgrade() -> None:
    op.drop_index("ix_bookings_sender_hold", table_name="bookings")
    op.drop_column("bookings", "sender_fingerprint")
    op.drop_column("bookings", "sender_known")
    op.drop_column("bookings", "hold_state")
