from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, utcnow


class BookingMessage(Base):
    """A message of a booking's one thread, written by the traveller, the camp or the team (plain text)."""

    __tablename__ = "booking_messages"
    __table_args__ = (Index("ix_booking_messages_booking_id_id", "booking_id", "id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    author_party: Mapped[str] = mapped_column(String(20))  # traveller | camp | team
    author_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    author_name: Mapped[str] = mapped_column(String(200))  # as it was when written
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class BookingThreadRead(Base):
    """How far each party has read a booking's thread: the unread counts are the other parties' later messages."""

    __tablename__ = "booking_thread_reads"

    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"), primary_key=True)
    party: Mapped[str] = mapped_column(String(20), primary_key=True)  # traveller | camp | team
    last_read_message_id: Mapped[int] = mapped_column(default=0)
