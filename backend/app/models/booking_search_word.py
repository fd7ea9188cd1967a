from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.search import MAX_WORD
from app.models.base import Base

# Byte order on PostgreSQL, as on SQLite, so that the words starting with a term are one range of the
# index (app/bookings/search_words.py); a language's collation may order them apart.
WORD = String(MAX_WORD).with_variant(String(MAX_WORD, collation="C"), "postgresql")


class BookingSearchWord(Base):
    """One word of a booking's search column with the booking's status and creation time: the back
    office's word search reads a page of the newest bookings off its index alone.

    Written by database triggers on bookings (migration 0018), never by the app: an insert, a status
    change or a deletion from any process or command keeps it in step.
    """

    __tablename__ = "booking_search_words"
    # The key, (word, created_at, booking_id), lists a word's bookings newest first from any status, and
    # the words themselves (app/bookings/search_words.py); the second index the same within a status.
    __table_args__ = (Index("ix_booking_search_words_status_word", "status", "word", "created_at", "booking_id"),)

    word: Mapped[str] = mapped_column(WORD, primary_key=True)
    created_at: Mapped[datetime] = mapped_column(primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"), primary_key=True, index=True)
    status: Mapped[str] = mapped_column(String(20))
