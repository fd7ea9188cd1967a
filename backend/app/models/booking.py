from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.kit.search import search_text_default, search_words_default
from app.models.base import Base, JSONType, TimestampMixin

# What the back office finds a booking by; all four are snapshots that never change after insert.
SEARCHED_COLUMNS = ("full_name", "email", "booking_reference", "camp_name")


class Booking(TimestampMixin, Base):
    """A booking request. Amounts are computed by the server; camp/package names are snapshots."""

    __tablename__ = "bookings"
    __table_args__ = (
        Index("ix_bookings_camp_created", "camp_id", "created_at"),
        Index("ix_bookings_status_created", "status", "created_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_reference: Mapped[str] = mapped_column(String(16), unique=True)
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"))
    package_id: Mapped[int | None] = mapped_column(ForeignKey("camp_packages.id", ondelete="SET NULL"), index=True)
    camp_name: Mapped[str] = mapped_column(String(200), index=True)
    package_name: Mapped[str | None] = mapped_column(String(200))
    full_name: Mapped[str] = mapped_column(String(200), index=True)
    email: Mapped[str] = mapped_column(String(254), index=True)
    guest_phone: Mapped[str | None] = mapped_column(String(50))
    guest_country: Mapped[str | None] = mapped_column(String(2))
    start_date: Mapped[date] = mapped_column(index=True)
    number_of_days: Mapped[int]
    number_of_people: Mapped[int]
    surfing_level: Mapped[str] = mapped_column(String(20), default="beginner")
    add_ons: Mapped[list[str]] = mapped_column(JSONType, default=list)
    booking_amount: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    currency: Mapped[str] = mapped_column(String(3), default="EUR")
    amount_in_currency: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    payment_method: Mapped[str | None] = mapped_column(String(20))
    special_requests: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), default="pending")
    arrival_time: Mapped[str | None] = mapped_column(String(50))
    dietary_requirements: Mapped[str | None] = mapped_column(Text)
    emergency_contact_name: Mapped[str | None] = mapped_column(String(200))
    emergency_contact_phone: Mapped[str | None] = mapped_column(String(50))
    admin_notes: Mapped[str | None] = mapped_column(Text)
    cancellation_reason: Mapped[str | None] = mapped_column(Text)
    cancelled_at: Mapped[datetime | None]
    confirmed_at: Mapped[datetime | None]
    # Set when the stay is marked completed (app/bookings/status.py): the commission due under the plan
    # in force when the booking was made (app/statements/commission.py); cleared if it leaves completed.
    completed_at: Mapped[datetime | None] = mapped_column(index=True)
    commission_plan: Mapped[str | None] = mapped_column(String(40))
    commission_percent: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    commission_amount: Mapped[Decimal | None] = mapped_column(Numeric(10, 2))
    language: Mapped[str] = mapped_column(String(2), default="en")
    # A pending request holds its places until then; the expiry job moves it to expired after
    # (app/availability/holds.py).
    hold_expires_at: Mapped[datetime | None] = mapped_column(index=True)
    idempotency_key: Mapped[str | None] = mapped_column(String(100), unique=True)
    # SHA-256 of the request the key was first sent with: the key replays that request only.
    idempotency_fingerprint: Mapped[str | None] = mapped_column(String(64))
    reminder_sent_at: Mapped[datetime | None]
    review_requested_at: Mapped[datetime | None]
    # Hash of the single-use link in the review request; a booking has at most one review.
    review_token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    # Signs the traveller's "My booking" link (app/bookings/manage.py); raising it revokes every link sent.
    manage_link_version: Mapped[int] = mapped_column(default=1, server_default="1")
    # fold(name, e-mail, reference, camp name): accent- and case-free, see app/kit/search.py.
    search_text: Mapped[str | None] = mapped_column(Text, default=search_text_default(*SEARCHED_COLUMNS))
    # The words of search_text, space-joined; triggers keep them in booking_search_words (migration 0018).
    search_words: Mapped[str | None] = mapped_column(Text, default=search_words_default(*SEARCHED_COLUMNS))
