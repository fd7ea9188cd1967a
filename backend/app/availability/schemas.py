from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import Field, HttpUrl, field_validator, model_validator
from typing_extensions import TypeAliasType

from app.availability.ical_import import valid_host
from app.bookings.pricing import DAY_CHOICES, MAX_PEOPLE
from app.bookings.schemas import HoldRead
from app.errors import FieldError
from app.kit.dates import CalendarDate, StartDate
from app.kit.schema import ApiModel, RowId
from app.kit.text import SingleLine, WebAddress
from app.kit.validators import email_address, required_text
from app.models import CalendarFeed, CampPackage

# Why a feed could not be read (app/availability/ical_import.py `FeedError`); feed_http_status comes
# with the status the address answered.
FeedErrorCode = TypeAliasType(
    "FeedErrorCode",
    Literal[
        "feed_bad_address",
        "feed_private_address",
        "feed_unreachable",
        "feed_timeout",
        "feed_too_large",
        "feed_http_status",
        "feed_too_many_redirects",
        "feed_not_calendar",
        "feed_too_complex",
    ],
)
StartReason = Literal["too_soon", "not_start_day", "closed", "blocked", "full"]
MAX_PLACES = 500


class SeasonPeriod(ApiModel):
    start: CalendarDate
    end: CalendarDate
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
        # What was stored is read as it is: a request's bounds (the horizon moves with the day) are
        # for what is sent, not for answering with a season saved earlier.
        season = [
            SeasonPeriod.model_construct(
                start=date.fromisoformat(p["start"]), end=date.fromisoformat(p["end"]), open=p.get("open", True)
            )
            for p in package.season or []
        ]
        return cls(
            places=package.places,
            start_weekdays=list(package.start_weekdays or []),
            season=season,
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


class CalendarHoldRead(ApiModel):
    """A pending request holding places on days of the calendar, and its hold (the owner can release it)."""

    id: int = Field(description="the booking's id")
    booking_reference: str
    full_name: str
    start_date: date
    number_of_days: int
    number_of_people: int
    hold: HoldRead


class OwnerCalendarRead(ApiModel):
    package_id: int
    settings: PackageAvailabilitySettings
    days: list[CalendarDayRead]
    holds: list[CalendarHoldRead] = Field(description="the pending requests holding places on these days, first first")


class DaysChange(ApiModel):
    """Block or free days, and/or set their places (null: the package's places again)."""

    days: list[CalendarDate] = Field(min_length=1, max_length=186)
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
        if not value.host or not valid_host(value.host):
            raise FieldError("bad_address", "The address's host name is not valid.")
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
    last_error_code: FeedErrorCode | None = Field(
        description="why the last read failed, for the front end to translate (lastError: the same in English)"
    )
    last_error_status: int | None = Field(description="the HTTP status the address answered, for feed_http_status")
    busy_ranges: int
    skipped_events: int = Field(description="events of the last read that could not be read and were left out")

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
    start_date: StartDate
    number_of_days: int = Field(ge=1, le=max(DAY_CHOICES))
    number_of_people: int = Field(default=1, ge=1, le=MAX_PEOPLE)
    email: SingleLine = Field(max_length=254)
    language: Literal["en", "fr", "de"] = "en"

    email_address = field_validator("email", mode="before")(email_address)


class WaitlistCreated(ApiModel):
    success: Literal[True] = True


class WaitlistToken(ApiModel):
    """The token of a waitlist e-mail's confirm or stop link."""

    token: str = Field(min_length=3, max_length=80, pattern=r"^[0-9]+\.[A-Za-z0-9_-]+$")


class WaitlistConfirmed(ApiModel):
    """The stay a confirmed sign-up waits for, the package named in the sign-up's language."""

    package_id: int
    package_name: str
    start_date: date
    number_of_days: int
    number_of_people: int
