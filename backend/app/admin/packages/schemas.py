from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from app.bookings.pricing import PriceCurrency
from app.errors import FieldError
from app.kit.schema import ApiModel, RowId
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import clean_list, optional_text, required_text
from app.owner.schemas import Difficulty, PackageType, _gallery, _image_url

PackageStatus = Literal["active", "inactive"]


def _featured_image(value: str | None) -> str:
    if not value:
        raise FieldError("featured_image_required", "Please upload a featured image before saving")
    return value


class AdminPackageRead(ApiModel):
    id: int
    camp_id: int
    camp_name: str
    camp_location: str
    slug: str
    name: str
    description: str | None
    short_description: str | None
    price: Decimal
    currency: str
    duration_days: int
    difficulty_level: str
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
    _featured = field_validator("image_url", mode="after", check_fields=False)(_featured_image)
    _gallery = field_validator("gallery_images", mode="before", check_fields=False)(_gallery)
    _features = field_validator("included_features", check_fields=False)(clean_list)


class AdminPackageCreate(_PackageFields):
    """A new package; the admin defaults are EUR, all levels, active. A featured image is mandatory."""

    camp_id: RowId
    name: SingleLine | None = Field(default=None, max_length=200, validate_default=True)
    description: MultiLine | None = Field(default=None, max_length=10_000)
    short_description: MultiLine | None = Field(default=None, max_length=500)
    price: Decimal = Field(ge=0, le=100_000, max_digits=10, decimal_places=2)
    currency: PriceCurrency = Field(default="EUR", description="prices are in EUR")
    duration_days: int = Field(ge=1, le=60)
    difficulty_level: Difficulty = "all_levels"
    package_type: PackageType = "surf-only"
    max_participants: int | None = Field(default=None, ge=1, le=100)
    featured: bool = False
    status: PackageStatus = "active"
    image_url: SingleLine | None = Field(default=None, max_length=500, validate_default=True)
    gallery_images: list[SingleLine] = Field(default_factory=list)
    included_features: list[SingleLine] = Field(default_factory=list, max_length=30)

    _name = field_validator("name", mode="before")(required_text)


class AdminPackageUpdate(_PackageFields):
    """Changes to a package; a field left out stays as it is. `maxParticipants: null` clears the limit."""

    camp_id: RowId | None = None
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
    status: PackageStatus | None = None
    image_url: SingleLine | None = Field(default=None, max_length=500)
    gallery_images: list[SingleLine] | None = None
    included_features: list[SingleLine] | None = Field(default=None, max_length=30)

    _name = field_validator("name", mode="before")(required_text)
