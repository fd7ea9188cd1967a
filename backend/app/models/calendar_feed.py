from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, TimestampMixin


class CalendarFeed(TimestampMixin, Base):
    """An iCalendar URL of a camp's listing elsewhere (Airbnb, Booking.com, Google), read on a schedule.

    Its busy days block the package it names, or every package of the camp when it names none.
    """

    __tablename__ = "calendar_feeds"

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"), index=True)
    package_id: Mapped[int | None] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    url: Mapped[str] = mapped_column(String(2000))
    last_read_at: Mapped[datetime | None]  # the last successful read
    last_tried_at: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(Text)  # the last attempt's failure; None after a success
    last_error_code: Mapped[str | None] = mapped_column(String(40))  # feed_timeout, ...: translated by the front end
    last_error_status: Mapped[int | None]  # the HTTP status, for feed_http_status
    busy_ranges: Mapped[int] = mapped_column(default=0, server_default="0")
    skipped_events: Mapped[int] = mapped_column(default=0, server_default="0")  # unreadable, left out at the last read


class CalendarFeedBlock(Base):
    """A busy range read from a feed: the days start .. end - 1 (all-day iCalendar semantics)."""

    __tablename__ = "calendar_feed_blocks"

    id: Mapped[int] = mapped_column(primary_key=True)
    feed_id: Mapped[int] = mapped_column(ForeignKey("calendar_feeds.id", ondelete="CASCADE"), index=True)
    start_date: Mapped[date]
    end_date: Mapped[date]
