"""availability: places, start days, season, notice and stay limits per package; days changed by the owner;
pending requests hold their places until hold_expires_at; iCalendar feeds in and out; a waitlist

Every existing package stays bookable: it gets as many places a day as the group size it names (8
when it names none), any start day, no season, one day's notice and any offered length. Pending
requests get a hold from now for the default 48 hours, so the expiry job does not expire what was
waiting before the holds existed the moment it first runs.

Revision ID: 0015_availability
Revises: 0014_booking_lifecycle
Create Date: 2026-11-26 10:00:00
"""

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0015_availability"
down_revision: str | None = "0014_booking_lifecycle"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
HOLD_HOURS = 48


def _timestamps() -> list[sa.Column]:  # type: ignore[type-arg]
    return [
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.text("(CURRENT_TIMESTAMP)"), nullable=False
        ),
        sa.Column(
            "updated_at", sa.DateTime(timezone=True), server_default=sa.text("(CURRENT_TIMESTAMP)"), nullable=False
        ),
    ]


def upgrade() -> None:
    # Plain ADD COLUMN and unique indexes, never a batch table copy: on SQLite a copy drops the old
    # table, and with foreign keys on that would cascade to the packages and bookings of every camp.
    op.add_column("camp_packages", sa.Column("places", sa.Integer(), server_default="8", nullable=False))
    op.add_column("camp_packages", sa.Column("start_weekdays", JSON, server_default=sa.text("'[]'"), nullable=False))
    op.add_column("camp_packages", sa.Column("season", JSON, server_default=sa.text("'[]'"), nullable=False))
    op.add_column("camp_packages", sa.Column("min_notice_days", sa.Integer(), server_default="1", nullable=False))
    op.add_column("camp_packages", sa.Column("min_stay_days", sa.Integer(), nullable=True))
    op.add_column("camp_packages", sa.Column("max_stay_days", sa.Integer(), nullable=True))
    op.add_column("camp_packages", sa.Column("calendar_token", sa.String(length=64), nullable=True))
    op.create_index("ix_camp_packages_calendar_token", "camp_packages", ["calendar_token"], unique=True)
    op.execute(
        "UPDATE camp_packages SET places = max_participants WHERE max_participants IS NOT NULL AND max_participants > 0"
    )

    op.add_column("surf_camps", sa.Column("calendar_token", sa.String(length=64), nullable=True))
    op.create_index("ix_surf_camps_calendar_token", "surf_camps", ["calendar_token"], unique=True)

    op.add_column("bookings", sa.Column("hold_expires_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_bookings_hold_expires_at", "bookings", ["hold_expires_at"], unique=False)
    bookings = sa.table(
        "bookings", sa.column("status", sa.String), sa.column("hold_expires_at", sa.DateTime(timezone=True))
    )
    op.execute(
        bookings.update()
        .where(bookings.c.status == "pending")
        .values(hold_expires_at=datetime.now(UTC) + timedelta(hours=HOLD_HOURS))
    )

    op.create_table(
        "package_days",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("package_id", sa.Integer(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("blocked", sa.Boolean(), nullable=False),
        sa.Column("places", sa.Integer(), nullable=True),
        *_timestamps(),
        sa.ForeignKeyConstraint(
            ["package_id"], ["camp_packages.id"], name="fk_package_days_package_id_camp_packages", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_package_days"),
        sa.UniqueConstraint("package_id", "day", name="uq_package_days_package_day"),
    )
    op.create_index("ix_package_days_created_at", "package_days", ["created_at"], unique=False)

    op.create_table(
        "calendar_feeds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("camp_id", sa.Integer(), nullable=False),
        sa.Column("package_id", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("url", sa.String(length=2000), nullable=False),
        sa.Column("last_read_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_tried_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("busy_ranges", sa.Integer(), server_default="0", nullable=False),
        *_timestamps(),
        sa.ForeignKeyConstraint(
            ["camp_id"], ["surf_camps.id"], name="fk_calendar_feeds_camp_id_surf_camps", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["package_id"], ["camp_packages.id"], name="fk_calendar_feeds_package_id_camp_packages", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_calendar_feeds"),
    )
    op.create_index("ix_calendar_feeds_camp_id", "calendar_feeds", ["camp_id"], unique=False)
    op.create_index("ix_calendar_feeds_package_id", "calendar_feeds", ["package_id"], unique=False)
    op.create_index("ix_calendar_feeds_created_at", "calendar_feeds", ["created_at"], unique=False)

    op.create_table(
        "calendar_feed_blocks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("feed_id", sa.Integer(), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=False),
        sa.ForeignKeyConstraint(
            ["feed_id"],
            ["calendar_feeds.id"],
            name="fk_calendar_feed_blocks_feed_id_calendar_feeds",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_calendar_feed_blocks"),
    )
    op.create_index("ix_calendar_feed_blocks_feed_id", "calendar_feed_blocks", ["feed_id"], unique=False)

    op.create_table(
        "waitlist_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("package_id", sa.Integer(), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("number_of_days", sa.Integer(), nullable=False),
        sa.Column("number_of_people", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("notified_at", sa.DateTime(timezone=True), nullable=True),
        *_timestamps(),
        sa.ForeignKeyConstraint(
            ["package_id"],
            ["camp_packages.id"],
            name="fk_waitlist_entries_package_id_camp_packages",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_waitlist_entries"),
    )
    op.create_index(
        "ix_waitlist_entries_package_notified", "waitlist_entries", ["package_id", "notified_at"], unique=False
    )
    op.create_index("ix_waitlist_entries_created_at", "waitlist_entries", ["created_at"], unique=False)


def downgrade() -> None:
    op.drop_table("waitlist_entries")
    op.drop_table("calendar_feed_blocks")
    op.drop_table("calendar_feeds")
    op.drop_table("package_days")
    op.drop_index("ix_bookings_hold_expires_at", table_name="bookings")
    op.drop_index("ix_surf_camps_calendar_token", table_name="surf_camps")
    op.drop_index("ix_camp_packages_calendar_token", table_name="camp_packages")
    # ALTER TABLE ... DROP COLUMN on both databases (SQLite 3.35+): no table copy (see upgrade).
    dropped = [("bookings", "hold_expires_at"), ("surf_camps", "calendar_token")] + [
        ("camp_packages", column)
        for column in (
            "calendar_token",
            "max_stay_days",
            "min_stay_days",
            "min_notice_days",
            "season",
            "start_weekdays",
            "places",
        )
    ]
    for table, column in dropped:
        op.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
