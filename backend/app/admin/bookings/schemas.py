from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import Field, field_validator

from app.bookings.schemas import BookingStatus
from app.kit.pagination import Page
from app.kit.schema import ApiModel
from app.kit.text import MultiLine
from app.kit.validators import optional_text


class AdminBookingRead(ApiModel):
    id: int
    booking_reference: str
    camp_id: int | None
    package_id: int | None
    camp_name: str
    package_name: str | None
    full_name: str
    email: str
    guest_phone: str | None
    guest_country: str | None
    start_date: date
    number_of_days: int
    number_of_people: int
    surfing_level: str
    add_ons: list[str]
    booking_amount: Decimal = Field(description="in EUR, computed by the server")
    currency: str
    amount_in_currency: Decimal
    payment_method: str | None
    status: BookingStatus
    arrival_time: str | None
    dietary_requirements: str | None
    special_requests: str | None
    emergency_contact_name: str | None
    emergency_contact_phone: str | None
    admin_notes: str | None
    cancellation_reason: str | None
    cancelled_at: datetime | None
    confirmed_at: datetime | None
    language: str
    created_at: datetime
    updated_at: datetime


class AdminBookingPage(Page[AdminBookingRead]):
    """The bookings matching the search and status filter, one page of them."""


class AdminBookingUpdate(ApiModel):
    """Any status from any status; the reason is kept only for a cancellation; notes are always saved."""

    status: BookingStatus
    cancellation_reason: MultiLine | None = Field(default=None, max_length=2000)
    admin_notes: MultiLine | None = Field(default=None, max_length=5000)

    _texts = field_validator("cancellation_reason", "admin_notes", mode="before")(optional_text)
