from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field, field_validator

from app.errors import FieldError
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import clean_list, optional_email, optional_text, required_text
from app.owner.schemas import _image_url
from app.partners.schemas import CampLocation, website_url

CampStatus = Literal["active", "inactive"]


def _amenities(values: list[str] | None) -> list[str] | None:
    if values is None:
        return None
    amenities = clean_list(values)
    if any(len(a) > 100 for a in amenities):
        raise FieldError("too_long", "An amenity can be at most 100 characters.")
    return amenities


class AdminCampRead(ApiModel):
    id: int
    slug: str
    name: str
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
    maps_embed_url: str | None
    status: str = Field(description="active or inactive; pending while its owner awaits approval")
    featured: bool
    package_count: int = 0
    booking_count: int = 0
    created_at: datetime
    updated_at: datetime


class _CampFields(ApiModel):
    _texts = field_validator("description", "short_description", "address", "phone", mode="before", check_fields=False)(
        optional_text
    )
    email_address = field_validator("email", mode="before", check_fields=False)(optional_email)
    _urls = field_validator("website", "maps_url", "maps_embed_url", mode="before", check_fields=False)(website_url)
    _image = field_validator("image_url", mode="before", check_fields=False)(_image_url)
    _amenities = field_validator("amenities", check_fields=False)(_amenities)


class AdminCampCreate(_CampFields):
    """A new camp: name and location are required; status active and not featured by default."""

    name: SingleLine | None = Field(default=None, max_length=200, validate_default=True)
    location_key: CampLocation | None = Field(default=None, validate_default=True)
    location: SingleLine | None = Field(
        default=None, max_length=200, description="display text; defaults to 'Area, Morocco'"
    )
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    address: SingleLine | None = Field(default=None, max_length=300)
    phone: SingleLine | None = Field(default=None, max_length=50)
    email: SingleLine | None = Field(default=None, max_length=254)
    website: SingleLine | None = Field(default=None, max_length=300)
    image_url: SingleLine | None = Field(default=None, max_length=500)
    amenities: list[SingleLine] = Field(default_factory=list, max_length=40)
    maps_url: SingleLine | None = Field(default=None, max_length=1000)
    maps_embed_url: SingleLine | None = Field(default=None, max_length=1000)
    status: CampStatus = "active"
    featured: bool = False

    _name = field_validator("name", mode="before")(required_text)
    _location = field_validator("location", mode="before")(optional_text)

    @field_validator("location_key", mode="before")
    @classmethod
    def _location_required(cls, value: str | None) -> str:
        if not value:
            raise FieldError("required", "This field is required.")
        return value


class AdminCampUpdate(_CampFields):
    """Changes to a camp; a field left out stays as it is."""

    name: SingleLine | None = Field(default=None, max_length=200)
    location_key: CampLocation | None = None
    location: SingleLine | None = Field(default=None, max_length=200)
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    address: SingleLine | None = Field(default=None, max_length=300)
    phone: SingleLine | None = Field(default=None, max_length=50)
    email: SingleLine | None = Field(default=None, max_length=254)
    website: SingleLine | None = Field(default=None, max_length=300)
    image_url: SingleLine | None = Field(default=None, max_length=500)
    amenities: list[SingleLine] | None = Field(default=None, max_length=40)
    maps_url: SingleLine | None = Field(default=None, max_length=1000)
    maps_embed_url: SingleLine | None = Field(default=None, max_length=1000)
    status: CampStatus | None = None
    featured: bool | None = None

    _name = field_validator("name", mode="before")(required_text)
    _location = field_validator("location", mode="before")(optional_text)


class CampDeleted(ApiModel):
    """What the deletion removed or unlinked."""

    id: int
    packages_deleted: int
    bookings_unlinked: int = Field(description="bookings kept with their camp and package names as a snapshot")
