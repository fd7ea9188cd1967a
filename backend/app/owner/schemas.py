from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from app.bookings.pricing import PriceCurrency
from app.bookings.schemas import BookingStatus
from app.errors import FieldError
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import clean_list, optional_email, optional_text, required_text
from app.partners.schemas import website_url

Difficulty = Literal["beginner", "intermediate", "advanced", "all_levels"]
PackageType = Literal["surf-only", "surf-yoga", "all-inclusive"]
MAX_GALLERY_IMAGES = 5
_IMAGE_URL = re.compile(r"^(/|https?://)\S+$")


def _image_url(value: str | None) -> str | None:
    value = optional_text(value)
    if value is not None and not _IMAGE_URL.match(value):
        raise FieldError("invalid_url", "Upload the image instead of typing its address.")
    return value


def _gallery(values: list[str] | None) -> list[str]:
    urls = clean_list(values)
    if len(urls) > MAX_GALLERY_IMAGES:
        raise FieldError("too_many_images", "Maximum 5 gallery images allowed")
    for url in urls:
        _image_url(url)
    return urls


class OwnerCampRead(ApiModel):
    id: int
    name: str
    slug: str
    description: str | None
    short_description: str | None
    location: str
    location_key: str
    address: str | None
    phone: str | None
    email: str | None
    website: str | None
    image_url: str | None
    amenities: list[str]
    maps_url: str | None
    status: str
    featured: bool
    updated_at: datetime


class OwnerCampUpdate(ApiModel):
    """Every camp field an owner may change; a field left out stays as it is."""

    name: SingleLine | None = Field(default=None, max_length=200)
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    address: SingleLine | None = Field(default=None, max_length=300)
    phone: SingleLine | None = Field(default=None, max_length=50)
    email: SingleLine | None = Field(default=None, max_length=254)
    website: SingleLine | None = Field(default=None, max_length=300)
    amenities: list[SingleLine] | None = Field(default=None, max_length=40)
    maps_url: SingleLine | None = Field(default=None, max_length=1000)
    image_url: SingleLine | None = Field(default=None, max_length=500)

    _name = field_validator("name", mode="before")(required_text)
    _texts = field_validator("description", "short_description", "address", "phone", mode="before")(optional_text)
    email_address = field_validator("email", mode="before")(optional_email)
    _urls = field_validator("website", "maps_url", mode="before")(website_url)
    _image = field_validator("image_url", mode="before")(_image_url)

    @field_validator("amenities")
    @classmethod
    def _amenities(cls, values: list[str] | None) -> list[str]:
        amenities = clean_list(values)
        if any(len(a) > 100 for a in amenities):
            raise FieldError("too_long", "An amenity can be at most 100 characters.")
        return amenities


class OwnerPackageRead(ApiModel):
    id: int
    camp_id: int
    slug: str
    name: str
    description: str | None
    short_description: str | None
    price: Decimal
    currency: str
    duration_days: int
    difficulty_level: Difficulty
    package_type: str
    max_participants: int | None
    featured: bool
    status: str
    image_url: str | None
    gallery_images: list[str]
    included_features: list[str]
    created_at: datetime
    updated_at: datetime


class _PackageFields(ApiModel):
    _texts = field_validator("description", "short_description", mode="before", check_fields=False)(optional_text)
    _image = field_validator("image_url", mode="before", check_fields=False)(_image_url)
    _gallery = field_validator("gallery_images", mode="before", check_fields=False)(_gallery)
    _features = field_validator("included_features", check_fields=False)(clean_list)


class OwnerPackageCreate(_PackageFields):
    """A new package; defaults are the spec's blank form (7 days, beginner, 8 people, not featured)."""

    name: SingleLine | None = Field(default=None, max_length=200, validate_default=True)
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    price: Decimal = Field(default=Decimal("0"), ge=0, le=100_000, max_digits=10, decimal_places=2)
    currency: PriceCurrency = Field(default="EUR", description="prices are in EUR")
    duration_days: int = Field(default=7, ge=1, le=60)
    difficulty_level: Difficulty = "beginner"
    package_type: PackageType = "surf-only"
    max_participants: int | None = Field(default=8, ge=1, le=100)
    featured: bool = False
    image_url: SingleLine | None = Field(default=None, max_length=500, validate_default=True)
    gallery_images: list[SingleLine] = Field(default_factory=list)
    included_features: list[SingleLine] = Field(default_factory=list, max_length=30)

    _name = field_validator("name", mode="before")(required_text)

    @field_validator("image_url", mode="after")
    @classmethod
    def _featured_image_required(cls, value: str | None) -> str:
        if not value:
            raise FieldError("featured_image_required", "Please upload a featured image before saving")
        return value


class OwnerPackageUpdate(_PackageFields):
    """Changes to a package; a field left out stays as it is."""

    name: SingleLine | None = Field(default=None, max_length=200)
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    price: Decimal | None = Field(default=None, ge=0, le=100_000, max_digits=10, decimal_places=2)
    currency: PriceCurrency | None = Field(default=None, description="prices are in EUR")
    duration_days: int | None = Field(default=None, ge=1, le=60)
    difficulty_level: Difficulty | None = None
    package_type: PackageType | None = None
    max_participants: int | None = Field(default=None, ge=1, le=100)
    featured: bool | None = None
    image_url: SingleLine | None = Field(default=None, max_length=500)
    gallery_images: list[SingleLine] | None = None
    included_features: list[SingleLine] | None = Field(default=None, max_length=30)

    _name = field_validator("name", mode="before")(required_text)

    @field_validator("image_url", mode="after")
    @classmethod
    def _featured_image_required(cls, value: str | None) -> str:
        if not value:
            raise FieldError("featured_image_required", "Please upload a featured image before saving")
        return value


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


class OwnerBookingPage(ApiModel):
    items: list[OwnerBookingRead]
    total: int
    page: int
    page_size: int


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
