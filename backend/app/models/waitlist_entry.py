from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import ForeignKey, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, TimestampMixin


class WaitlistEntry(TimestampMixin, Base):
    """A traveller who found a start date full and asked to be told when places free up.

    Told only once the address confirmed it (`confirmed_at`, the link of the one confirmation e-mail);
    an entry left unconfirmed for WAITLIST_CONFIRM_HOURS is dropped. One waiting entry per stay and
    address (a partial unique index), so signing up again sends nothing more.
    """

    __tablename__ = "waitlist_entries"
    __table_args__ = (
        Index("ix_waitlist_entries_package_notified", "package_id", "notified_at"),
        Index(
            "uq_waitlist_entries_waiting",
            "package_id",
            "start_date",
            "number_of_days",
            "email",
            unique=True,
            sqlite_where=text("notified_at IS NULL"),
            postgresql_where=text("notified_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    package_id: Mapped[int] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"))
    start_date: Mapped[date]
    number_of_days: Mapped[int]
    number_of_people: Mapped[int]
    email: Mapped[str] = mapped_column(String(254))
    language: Mapped[str] = mapped_column(String(2), default="en")
    confirmed_at: Mapped[datetime | None]
    notified_at: Mapped[datetime | None]
