"""The traveller's "My booking" page: the booking, what cancelling gives back now, the thread."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator
from typing_extensions import TypeAliasType

from app.bookings.pricing import AddOnKey
from app.bookings.schemas import BookingStatus, Currency, PaymentMethod, SurfingLevel
from app.conversations.schemas import ThreadRead
from app.kit.languages import Language
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import email_address, optional_text, required_text

RefundTier = TypeAliasType("RefundTier", Literal["free", "partial", "none", "nothing_paid"])


class RefundRead(ApiModel):
    """What the cancellation policy gives back if the booking is cancelled now (app/bookings/policy.py)."""

    tier: RefundTier
    percent: int
    amount: Decimal
    currency: Currency
    hours_before_arrival: int


class CampContactRead(ApiModel):
    name: str
    place: str | None
    address: str | None = Field(description="as the listing writes it in the language asked for, else its source")
    address_language: Language | None = Field(
        default=None, description="the address's language when it is not the one asked for (not translated yet)"
    )
    phone: str | None
    email: str | None
    website: str | None
    maps_url: str | None


class MyBookingRead(ApiModel):
    booking_reference: str
    status: BookingStatus
    language: Language
    full_name: str
    package_name: str
    camp: CampContactRead
    start_date: date
    end_date: date
    number_of_days: int
    number_of_people: int
    surfing_level: SurfingLevel
    add_ons: list[AddOnKey]
    currency: Currency
    amount: Decimal = Field(description="in the chosen currency")
    payment_method: PaymentMethod | None
    cancellation_reason: str | None
    created_at: datetime
    hold: Literal["held", "not_held"] | None = Field(
        description="a pending request: whether its places are held for the traveller; null once answered"
    )
    answer_by: datetime | None = Field(description="a pending request: when it expires unless the camp answers")
    refund: RefundRead | None = Field(description="what cancelling now gives back; null when it cannot be cancelled")
    can_request_dates: bool
    thread: ThreadRead


class MyBookingCancel(ApiModel):
    reason: MultiLine | None = Field(default=None, max_length=1000)

    _reason = field_validator("reason", mode="before")(optional_text)


class MyBookingLinkRequest(ApiModel):
    email: SingleLine = Field(max_length=254)
    reference: SingleLine = Field(max_length=20)

    _email = field_validator("email", mode="before")(email_address)
    _reference = field_validator("reference", mode="before")(required_text)


class MyBookingLinkSent(ApiModel):
    """The same answer whether or not a booking matched (nothing to learn from it)."""

    sent: Literal[True] = True
