from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from typing_extensions import TypeAliasType

from app.kit.languages import Language
from app.kit.schema import ApiModel
from app.kit.text import MultiLine
from app.kit.validators import optional_text
from app.listings.prices import low_prices
from app.partners import schemas as partner_schemas

SubmissionStatus = Literal["pending", "approved", "rejected", "published"]
# The application form's choices as named enums: the back office has a text for each value.
CampType = TypeAliasType("CampType", partner_schemas.CampType)
PartnerPlan = TypeAliasType("PartnerPlan", partner_schemas.PlanId)


def _loose_decimal(value: Any) -> Decimal | None:
    """Applicants' JSON is free-form: a price that is not a number is shown as missing."""
    try:
        return None if value in (None, "") else Decimal(str(value))
    except ArithmeticError:
        return None


def _loose_int(value: Any) -> int | None:
    try:
        return None if value in (None, "") else int(str(value))
    except ValueError:
        return None


def _loose_text(value: Any) -> str:
    return "" if value is None else str(value)


def _loose_list(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


class SubmissionPackage(ApiModel):
    title: str = ""
    description: str | None = None
    price: Decimal | None = None
    duration_days: int | None = None
    inclusions: list[str] = Field(default_factory=list)

    price_looks_low: bool = Field(
        default=False,
        description="the price is far below the application's others (app/listings/prices.py): publishing asks first",
    )

    _title = field_validator("title", mode="before")(_loose_text)
    _price = field_validator("price", mode="before")(_loose_decimal)
    _days = field_validator("duration_days", mode="before")(_loose_int)
    _inclusions = field_validator("inclusions", mode="before")(_loose_list)


class SubmissionAddon(ApiModel):
    name: str = ""
    description: str | None = None
    price: Decimal | None = None

    _name = field_validator("name", mode="before")(_loose_text)
    _price = field_validator("price", mode="before")(_loose_decimal)


class SubmissionRead(ApiModel):
    id: int
    camp_name: str
    camp_location: partner_schemas.CampLocation
    camp_email: str
    camp_phone: str | None
    camp_website: str | None
    camp_description: str | None
    camp_type: CampType | None
    instagram_handle: str | None
    languages_spoken: str | None
    plan: PartnerPlan | None
    language: Language
    owner_name: str
    owner_email: str
    packages: list[SubmissionPackage]
    optional_addons: list[SubmissionAddon]
    status: SubmissionStatus
    admin_notes: str | None
    rejection_reason: str | None = Field(description="why it was not accepted, as e-mailed to the applicant")
    reviewed_at: datetime | None
    published_camp_id: int | None
    created_at: datetime
    updated_at: datetime

    @field_validator("packages", "optional_addons", mode="before")
    @classmethod
    def _lists(cls, value: Any) -> Any:
        # Older rows may hold JSON text or a non-list; the screen always gets a list.
        if isinstance(value, str):
            import json

            try:
                value = json.loads(value)
            except ValueError:
                return []
        return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []

    @model_validator(mode="after")
    def _low_prices(self) -> SubmissionRead:
        """Each package's price against the floor and the application's other packages (the camp has none yet)."""
        priced = [(p.price or Decimal(0), p.duration_days or 1) for p in self.packages]
        for i in low_prices(priced):
            self.packages[i].price_looks_low = True
        return self


class SubmissionPublish(ApiModel):
    confirm_low_price: bool = Field(
        default=False, description="the prices marked `priceLooksLow` were checked and are right"
    )


class SubmissionCounts(ApiModel):
    pending: int
    approved: int
    rejected: int
    published: int


class SubmissionList(ApiModel):
    counts: SubmissionCounts
    items: list[SubmissionRead]


class SubmissionReview(ApiModel):
    """`reason` is required to reject: the applicant receives it by e-mail in their language."""

    decision: Literal["approved", "rejected"]
    admin_notes: MultiLine | None = Field(default=None, max_length=5000, description="internal, never sent")
    reason: MultiLine | None = Field(default=None, max_length=2000)

    _notes = field_validator("admin_notes", "reason", mode="before")(optional_text)
