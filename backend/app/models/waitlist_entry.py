from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, TimestampMixin


class WaitlistEntry(TimestampMixin, Base):
    """A traveller who found a start date full and asked to be told when places free up."""

    __tablename__ = "waitlist_entries"
    __table_args__ = (Index("ix_waitlist_entries_package_notified", "package_id", "notified_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    package_id: Mapped[int] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"))
    start_date: Mapped[date]
    number_of_days: Mapped[int]
    number_of_people: Mapped[int]
    email: Mapped[str] = mapped_column(String(254))
    language: Mapped[str] = mapped_column(String(2), default="en")
    notified_at: Mapped[datetime | None]
