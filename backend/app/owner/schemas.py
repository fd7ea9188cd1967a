from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from app.bookings.schemas import BookingStatus
from app.kit.pagination import Page
from app.kit.schema import ApiModel
from app.kit.text import MultiLine
from app.kit.validators import required_text


class OwnerBookingRead(ApiModel):
    id: int
    booking_reference: str
    package_id: int | None
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
    booking_amount: Decimal
    currency: str
    amount_in_currency: Decimal
    status: BookingStatus
    special_requests: str | None
    arrival_time: str | None
    dietary_requirements: str | None
    cancellation_reason: str | None
    language: str
    created_at: datetime
    confirmed_at: datetime | None
    cancelled_at: datetime | None


class OwnerBookingPage(Page[OwnerBookingRead]):
    """One page of the camp's bookings, newest first."""


class BookingCancel(ApiModel):
    reason: MultiLine = Field(max_length=1000)

    _reason = field_validator("reason", mode="before")(required_text)


class OwnerStats(ApiModel):
    """The dashboard's cards; revenue is the EUR value of confirmed and completed bookings."""

    active_packages: int
    total_bookings: int
    pending_bookings: int
    confirmed_bookings: int
    revenue: Decimal
    currency: Literal["EUR"] = "EUR"
