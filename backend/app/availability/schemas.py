from __future__ import annotations

import re
from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, HttpUrl, field_validator, model_validator

from app.bookings.pricing import DAY_CHOICES, MAX_PEOPLE
from app.errors import FieldError
from app.kit.schema import ApiModel, RowId
from app.kit.text import SingleLine, WebAddress
from app.kit.validators import email_address, required_text
from app.models import CalendarFeed, CampPackage

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def _iso_text(value: object) -> object:
    """A date is written YYYY-MM-DD: a number (or a query's "0") is not read as a timestamp."""
    if isinstance(value, date) or (isinstance(value, str) and _ISO_DAY.fullmatch(value)):
        return value
    raise FieldError("invalid_date", "Enter a date as YYYY-MM-DD.")


IsoDate = Annotated[date, BeforeValidator(_iso_text)]
StartReason = Literal["too_soon", "not_start_day", "closed", "blocked", "full"]
MAX_PLACES = 500


class SeasonPeriod(ApiModel):
    start: IsoDate
    end: IsoDate
    open: bool = True

    @model_validator(mode="after")
    def _ordered(self) -> SeasonPeriod:
        if self.end < self.start:
            raise FieldError("before_start", "A period cannot end before it starts.")
        return self


class PackageAvailabilitySettings(ApiModel):
    """A package's places per day, start days (0 = Monday; none: any day), season, notice and stay limits."""

    places: int = Field(ge=1, le=MAX_PLACES)
    start_weekdays: list[int] = Field(default_factory=list, max_length=7)
    season: list[SeasonPeriod] = Field(default_factory=list, max_length=50)
    min_notice_days: int = Field(default=1, ge=0, le=365)
    min_stay_days: int | None = Field(default=None, ge=1, le=max(DAY_CHOICES))
    max_stay_days: int | None = Field(default=None, ge=1, le=max(DAY_CHOICES))

    @field_validator("start_weekdays")
    @classmethod
    def _weekdays(cls, values: list[int]) -> list[int]:
        if any(v not in range(7) for v in values):
            raise FieldError("invalid_choice", "Weekdays are 0 (Monday) to 6 (Sunday).")
        return sorted(set(values))

    @model_validator(mode="after")
    def _stay_limits(self) -> PackageAvailabilitySettings:
        if self.min_stay_days and self.max_stay_days and self.max_stay_days < self.min_stay_days:
            raise FieldError("before_start", "The longest stay is shorter than the shortest.")
        low, high = self.min_stay_days or 0, self.max_stay_days or max(DAY_CHOICES)
        if not any(low <= n <= high for n in DAY_CHOICES):
            raise FieldError("stay_length", "No offered length of stay fits these limits.")
        return self

    @classmethod
    def of(cls, package: CampPackage) -> PackageAvailabilitySettings:
        return cls(
            places=package.places,
            start_weekdays=list(package.start_weekdays or []),
            season=[SeasonPeriod.model_validate(p) for p in package.season or []],
            min_notice_days=package.min_notice_days,
            min_stay_days=package.min_stay_days,
            max_stay_days=package.max_stay_days,
        )


class StartDateRead(ApiModel):
    date: date
    available: bool
    reason: StartReason | None
    left: int = Field(description="the fewest places left on a day of the stay")


class PackageAvailabilityRead(ApiModel):
    """The start dates of a period for a stay length and group, each available or not and why."""

    package_id: int
    places: int
    max_people: int = Field(description="the most people one booking can hold")
    number_of_days: int
    number_of_people: int
    stay_lengths: list[int]
    start_weekdays: list[int]
    min_notice_days: int
    earliest_start: date
    starts: list[StartDateRead]


class CalendarDayRead(ApiModel):
    date: date
    places: int
    places_changed: bool
    confirmed: int = Field(description="places taken by confirmed bookings")
    held: int = Field(description="places held by pending requests")
    blocked_by_hand: bool
    blocked_by: list[str] = Field(description="names of the imported calendars that block the day")
    closed: bool = Field(description="outside the package's season")
    left: int


class OwnerCalendarRead(ApiModel):
    package_id: int
    settings: PackageAvailabilitySettings
    days: list[CalendarDayRead]


class DaysChange(ApiModel):
    """Block or free days, and/or set their places (null: the package's places again)."""

    days: list[IsoDate] = Field(min_length=1, max_length=186)
    blocked: bool | None = Field(default=None, strict=True)
    places: int | None = Field(default=None, ge=0, le=MAX_PLACES, strict=True)


class FeedCreate(ApiModel):
    """A calendar of the owner's camp to import."""

    name: SingleLine = Field(max_length=100)
    url: WebAddress
    package_id: RowId | None = Field(default=None, description="the package it blocks; none: every package of the camp")

    _name = field_validator("name", mode="before")(required_text)

    @field_validator("url")
    @classmethod
    def _url(cls, value: HttpUrl) -> HttpUrl:
        if len(str(value)) > 2000:
            raise FieldError("too_long", "The address is too long.")
        return value


class AdminFeedCreate(FeedCreate):
    """A calendar to import for a camp the back office names."""

    camp_id: RowId


class FeedRead(ApiModel):
    id: int
    camp_id: int
    package_id: int | None
    name: str
    url: str
    last_read_at: datetime | None
    last_tried_at: datetime | None
    last_error: str | None
    busy_ranges: int

    @classmethod
    def of(cls, feed: CalendarFeed) -> FeedRead:
        return cls.model_validate(feed)


class ExportLinkRead(ApiModel):
    package_id: int | None = Field(description="none: the camp's calendar, every package")
    name: str
    url: str


class ExportLinksRead(ApiModel):
    camp_id: int
    links: list[ExportLinkRead]


class WaitlistCreate(ApiModel):
    package_id: RowId
    start_date: IsoDate
    number_of_days: int = Field(ge=1, le=max(DAY_CHOICES))
    number_of_people: int = Field(default=1, ge=1, le=MAX_PEOPLE)
    email: SingleLine = Field(max_length=254)
    language: Literal["en", "fr", "de"] = "en"

    email_address = field_validator("email", mode="before")(email_address)


class WaitlistCreated(ApiModel):
    success: Literal[True] = True
