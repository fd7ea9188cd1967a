from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import ForeignKey, Index, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class BookingDateRequest(Base):
    """A traveller's request to move the stay to other dates; the camp or the team accepts or declines it."""

    __tablename__ = "booking_date_requests"
    # One request waits for an answer at a time: the database refuses a second (migration 0025).
    __table_args__ = (
        Index(
            "ix_booking_date_requests_open",
            "booking_id",
            unique=True,
            sqlite_where=text("status = 'pending'"),
            postgresql_where=text("status = 'pending'"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"), index=True)
    from_start_date: Mapped[date]
    start_date: Mapped[date]
    note: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), default="pending")  # pending | accepted | declined
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    decided_at: Mapped[datetime | None]
    decided_by_party: Mapped[str | None] = mapped_column(String(20))
    decided_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    answer: Mapped[str | None] = mapped_column(Text)
