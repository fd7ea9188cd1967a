from __future__ import annotations

import hashlib
from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator
from typing_extensions import TypeAliasType

from app.bookings.countries import COUNTRY_CODES
from app.bookings.pricing import DAY_CHOICES, MAX_PEOPLE, AddOnKey, resolve_add_on
from app.errors import FieldError
from app.kit.dates import StartDate
from app.kit.languages import Language
from app.kit.pagination import BoundedPage
from app.kit.schema import ApiModel, RowId
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import email_address, optional_text, required_text

Currency = Literal["EUR", "USD", "GBP"]
# Named enums: the back office and the owner dashboard have a text for each value.
PaymentMethod = TypeAliasType("PaymentMethod", Literal["bank-transfer", "paypal", "cash"])
SurfingLevel = TypeAliasType("SurfingLevel", Literal["beginner", "intermediate", "advanced"])
BookingStatus = Literal["pending", "confirmed", "cancelled", "completed", "expired"]
# Whether a pending request holds its places (app/availability/service.py `claim`): held; limited (over
# what a sender without a confirmed booking may hold: stored and sent, holding nothing); released by
# the camp or the team (app/bookings/holds.py).
HoldState = TypeAliasType("HoldState", Literal["held", "limited", "released"])
# Why a hold looks suspicious to its camp (app/bookings/holds.py `HOLD_FLAGS`).
HoldFlag = TypeAliasType("HoldFlag", Literal["unknown_sender", "many_places", "many_requests", "several_addresses"])


def _days(value: int) -> int:
    if value not in DAY_CHOICES:
        raise FieldError("invalid_choice", "Choose one of the offered lengths of stay.")
    return value


def _add_ons(values: list[str]) -> list[str]:
    keys: list[str] = []
    for value in values:
        add_on = resolve_add_on(value)
        if add_on is None:
            raise FieldError("invalid_choice", f"Unknown add-on: {value[:40]}")
        keys.append(add_on.key)
    return list(dict.fromkeys(keys))


class QuoteRequest(ApiModel):
    package_id: RowId
    number_of_days: int = 7
    number_of_people: int = Field(default=1, ge=1, le=MAX_PEOPLE)
    add_ons: list[SingleLine] = Field(default_factory=list, max_length=10)
    currency: Currency = "EUR"

    _days = field_validator("number_of_days")(_days)
    _add_ons = field_validator("add_ons")(_add_ons)


class QuoteLineRead(ApiModel):
    key: str
    amount: Decimal = Field(description="EUR")
    amount_in_currency: Decimal


class QuoteRead(ApiModel):
    """Amounts in EUR, each also in the chosen currency (`...InCurrency`, to the cent); `total` is in the
    chosen currency, rounded to whole units."""

    package_id: int
    stay: Decimal
    stay_in_currency: Decimal
    add_ons: list[QuoteLineRead]
    discount: Decimal
    discount_in_currency: Decimal
    total_eur: Decimal
    currency: Currency
    rate: Decimal
    total: Decimal


class BookingCreate(ApiModel):
    """The booking form's payload (the spec's fields plus the package id)."""

    package_id: RowId
    full_name: SingleLine = Field(max_length=200)
    email: SingleLine = Field(max_length=254)
    country: SingleLine = Field(max_length=60)
    phone_number: SingleLine = Field(max_length=50)
    camp_name: SingleLine | None = Field(default=None, max_length=200, description="Ignored: taken from the package")
    start_date: StartDate
    number_of_days: int = 7
    number_of_people: int = Field(default=1, ge=1, le=MAX_PEOPLE)
    surfing_level: SurfingLevel = "beginner"
    add_ons: list[SingleLine] = Field(default_factory=list, max_length=10)
    booking_amount: Decimal | None = Field(
        default=None, ge=0, le=10_000_000, description="Ignored: the server computes the amount"
    )
    currency: Currency = "EUR"
    payment_method: PaymentMethod
    special_requests: MultiLine | None = Field(default=None, max_length=2000)
    language: Literal["en", "fr", "de"] = "en"

    _full_name = field_validator("full_name", "phone_number", mode="before")(required_text)
    email_address = field_validator("email", mode="before")(email_address)
    _days = field_validator("number_of_days")(_days)
    _add_ons = field_validator("add_ons")(_add_ons)

    @field_validator("country", mode="before")
    @classmethod
    def _country(cls, value: str | None) -> str:
        code = required_text(value).upper()
        if code not in COUNTRY_CODES:
            raise FieldError("invalid_choice", "Choose a country from the list.")
        return code

    @field_validator("start_date", mode="before")
    @classmethod
    def _start_date(cls, value: object) -> object:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise FieldError("required", "Start date is required")
        return value

    @field_validator("payment_method", mode="before")
    @classmethod
    def _payment(cls, value: object) -> object:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise FieldError("required", "Please select a payment method")
        return value

    @field_validator("special_requests")
    @classmethod
    def _requests(cls, value: str | None) -> str | None:
        return (value or "").strip() or None


def request_fingerprint(data: BookingCreate) -> str:
    """What an Idempotency-Key is bound to: the validated request (a retry sends the same one)."""
    return hashlib.sha256(data.model_dump_json().encode()).hexdigest()


class BookingCreated(ApiModel):
    success: Literal[True] = True
    booking_reference: str
    status: BookingStatus
    places_held_until: datetime | None = Field(
        description="the places are held for the traveller until then; null: the request holds none, the camp"
        " confirms it if they are still free"
    )
    package_name: str | None
    camp_name: str
    start_date: date
    number_of_days: int
    number_of_people: int
    currency: Currency
    amount: Decimal
    amount_eur: Decimal
    created_at: datetime


class BookingSummary(ApiModel):
    """The four cards (all time); revenue is the EUR value of confirmed and completed bookings."""

    total: int
    pending: int
    confirmed: int
    cancelled: int
    completed: int
    expired: int = 0
    revenue: Decimal
    currency: Literal["EUR"] = "EUR"
    unread_messages: int = 0


# -- a booking as the camp owner and the back office read and change it ---------------------------


class HoldRead(ApiModel):
    """A pending request's hold as its camp and the team see it (app/bookings/holds.py)."""

    state: HoldState
    holds_places: bool = Field(description="the request holds its places now (held, and its hold has not ended)")
    until: datetime | None = Field(description="when the hold ends and the unanswered request expires")
    sender_known: bool = Field(description="the address had a confirmed or completed booking before")
    address_requests: int = Field(description="pending requests from this e-mail address, on the whole site")
    network_addresses: int = Field(
        description="e-mail addresses of the pending requests from this sender's network, on the whole site"
    )
    flags: list[HoldFlag]
    suspicious: bool = Field(description="holds places and has a flag beyond an unknown sender")


class OwnerBookingRead(ApiModel):
    """A booking as its camp sees it (the owner dashboard); the back office sees more."""

    id: int
    booking_reference: str
    package_id: int | None
    package_name: str | None
    full_name: str
    email: str
    guest_phone: str | None
    guest_country: str | None = Field(description="ISO 3166-1 alpha-2 code")
    start_date: date
    number_of_days: int
    number_of_people: int
    surfing_level: SurfingLevel
    add_ons: list[AddOnKey]
    booking_amount: Decimal = Field(description="in EUR, computed by the server")
    currency: Currency
    amount_in_currency: Decimal
    status: BookingStatus
    special_requests: str | None
    arrival_time: str | None
    dietary_requirements: str | None
    cancellation_reason: str | None
    language: Language
    created_at: datetime
    confirmed_at: datetime | None
    cancelled_at: datetime | None
    fallback_languages: dict[str, Language] = Field(
        default_factory=dict,
        description="names (packageName, campName) in another language than the reader's account's: field -> language",
    )
    unread_messages: int = Field(default=0, description="messages of the other parties the reader has not read")
    hold: HoldRead | None = Field(default=None, description="a pending request's hold; null for the other statuses")
    allowed_statuses: list[BookingStatus] = Field(
        default_factory=list,
        description="the statuses the reader may set now (app/bookings/status.py `allowed_statuses`): the"
        " moves the status endpoints accept from them; the back office's include the current one (saving notes)",
    )


class OwnerBookingPage(BoundedPage[OwnerBookingRead]):
    """One page of the camp's bookings, newest first (counted up to a bound: app/kit/pagination.py)."""


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
    unread_messages: int = 0


class AdminBookingRead(OwnerBookingRead):
    """A booking as the back office sees it: the camp's view plus payment, emergency contact and notes."""

    camp_id: int | None
    camp_name: str
    payment_method: PaymentMethod | None
    emergency_contact_name: str | None
    emergency_contact_phone: str | None
    admin_notes: str | None
    updated_at: datetime


class AdminBookingPage(BoundedPage[AdminBookingRead]):
    """The bookings matching the search and status filter, one page of them (counted up to a bound)."""


class AdminBookingUpdate(ApiModel):
    """Any status from any status; the reason is kept only for a cancellation; notes are always saved."""

    status: BookingStatus
    cancellation_reason: MultiLine | None = Field(default=None, max_length=2000)
    admin_notes: MultiLine | None = Field(default=None, max_length=5000)

    _texts = field_validator("cancellation_reason", "admin_notes", mode="before")(optional_text)
