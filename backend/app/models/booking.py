from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Index, Numeric, String, Text, false
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
        # What one network's pending requests hold, read under the lock of every booking request
        # (app/availability/repository.py `held_by_senders`): a few rows, however many it sent.
        Index("ix_bookings_sender_hold", "sender_fingerprint", "status", "hold_state"),
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
    # Set once, when the statement of the month it was completed in is marked paid: that month and the
    # commission it billed. From then on the booking's commission belongs to that statement; a later
    # move only adds adjustment lines to the statement of its month (app/statements/adjustments.py).
    # A trigger refuses to change them once set (migration 0024).
    billed_month: Mapped[date | None] = mapped_column()
    billed_commission: Mapped[Decimal | None] = mapped_column(Numeric(10, 2))
    language: Mapped[str] = mapped_column(String(2), default="en")
    # A pending request holds its places until then; the expiry job moves it to expired after
    # (app/availability/holds.py).
    hold_expires_at: Mapped[datetime | None] = mapped_column(index=True)
    # Whether a pending request holds its places until then (app/availability/service.py `claim`):
    # "held"; "limited", over the limits of what a sender without a confirmed booking may hold (stored
    # and sent to the camp, holding nothing); "released" by the camp or the team (app/bookings/holds.py).
    hold_state: Mapped[str] = mapped_column(String(10), default="held", server_default="held")
    # The address had a confirmed (or completed) booking before this request: its holds are not limited.
    sender_known: Mapped[bool] = mapped_column(default=False, server_default=false())
    # HMAC of the sender's network (IPv4 address, IPv6 /64) with the server key: counts one sender's
    # requests across e-mail addresses without keeping the address (app/availability/senders.py).
    sender_fingerprint: Mapped[str | None] = mapped_column(String(64))
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
