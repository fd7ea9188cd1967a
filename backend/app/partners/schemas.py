from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import Field, ValidationInfo, field_validator

from app.errors import FieldError
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import email_address, optional_text, required_text

CampLocation = Literal["taghazout", "tamraght", "imsouane", "agadir"]
CampType = Literal["beginner", "yoga-surf", "luxury", "hostel", "family", "digital-nomad"]
PlanId = Literal["free", "pro-monthly", "pro-yearly"]

_PHONE = re.compile(r"^\+?[0-9 ().-]{6,30}$")
_INSTAGRAM = re.compile(r"^@?[A-Za-z0-9._]{1,30}$")
_HOST = re.compile(r"^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(/.*)?$")


def phone_number(value: str | None) -> str:
    value = required_text(value)
    if not _PHONE.match(value) or sum(ch.isdigit() for ch in value) < 6:
        raise FieldError("invalid_phone", "Please enter a valid phone number with its country code.")
    return value


def website_url(value: str | None) -> str | None:
    """An http(s) address; a bare domain such as `mycamp.ma` gets https:// in front."""
    value = optional_text(value)
    if value is None:
        return None
    if not re.match(r"^https?://", value, re.IGNORECASE):
        if "://" in value:
            raise FieldError("invalid_url", "Please enter a valid web address.")
        value = f"https://{value}"
    rest = value.split("://", 1)[1]
    if not _HOST.match(rest) or any(ch.isspace() for ch in value):
        raise FieldError("invalid_url", "Please enter a valid web address.")
    return value


def normalise_instagram(value: str | None) -> str | None:
    """`@handle`, `handle` or a profile link, stored as `@handle`."""
    value = optional_text(value)
    if value is None:
        return None
    link = re.match(r"^(?:https?://)?(?:www\.)?instagram\.com/([^/?#]+)/?", value, re.IGNORECASE)
    if link:
        value = link.group(1)
    if not _INSTAGRAM.match(value):
        raise FieldError("invalid_instagram", "Please enter an Instagram handle such as @yourcamp.")
    return "@" + value.lstrip("@")


class ApplicationPackage(ApiModel):
    """One package the applicant offers; it becomes a draft package of their camp when the team publishes it."""

    title: SingleLine = Field(max_length=200)
    price: Decimal = Field(gt=0, le=100_000, max_digits=10, decimal_places=2, description="EUR per person")
    duration_days: int = Field(ge=1, le=60)
    inclusions: list[Annotated[SingleLine, Field(max_length=200)]] = Field(
        min_length=1, max_length=30, description="what the price includes, one item each"
    )

    _title = field_validator("title", mode="before")(required_text)

    @field_validator("inclusions", mode="before")
    @classmethod
    def _items(cls, value: object) -> object:
        """Empty lines are dropped; a list left empty is the field's `required`."""
        if isinstance(value, list):
            value = [v.strip() if isinstance(v, str) else v for v in value]
            value = [v for v in value if v != ""]
            if not value:
                raise FieldError("required", "Say what the price includes.")
        return value


class PartnerApplication(ApiModel):
    """The partner application form (spec field names, camelCase on the wire)."""

    surf_camp_name: SingleLine = Field(max_length=200)
    contact_name: SingleLine = Field(max_length=200)
    email: SingleLine = Field(max_length=254)
    whatsapp_number: SingleLine = Field(max_length=50)
    instagram_handle: SingleLine | None = Field(default=None, max_length=100)
    website: SingleLine | None = Field(default=None, max_length=300)
    location: CampLocation
    camp_type: CampType
    languages_spoken: SingleLine | None = Field(default=None, max_length=200)
    message: MultiLine = Field(max_length=5000)
    packages: list[ApplicationPackage] = Field(max_length=10, description="at least one")
    plan: PlanId | None = None
    language: Literal["en", "fr", "de"] = "en"
    confirm_low_price: bool = Field(
        default=False, description="the prices are right although one is far below the others (listings/prices.py)"
    )

    required_text = field_validator("surf_camp_name", "contact_name", "message", mode="before")(required_text)
    email_address = field_validator("email", mode="before")(email_address)
    _phone = field_validator("whatsapp_number", mode="before")(phone_number)
    _website = field_validator("website", mode="before")(website_url)
    _instagram = field_validator("instagram_handle", mode="before")(normalise_instagram)
    _languages = field_validator("languages_spoken", mode="before")(optional_text)

    @field_validator("packages", mode="before")
    @classmethod
    def _some_package(cls, value: object) -> object:
        if value == []:
            raise FieldError("required", "Add at least one package.")
        return value

    @field_validator("location", "camp_type", "plan", mode="before")
    @classmethod
    def _choice(cls, value: object, info: ValidationInfo) -> object:
        if value is None or (isinstance(value, str) and not value.strip()):
            if info.field_name == "plan":
                return None
            raise FieldError("required", "This field is required.")
        return value


class PartnerApplicationReceived(ApiModel):
    message: str
    contact_within_hours: int
