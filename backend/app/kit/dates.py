"""The days a request can carry: written YYYY-MM-DD, and never beyond the booking horizon.

Every date a route takes (a JSON field or a query parameter) is one of these types, so none can be
year 9999 or year 1: such a day, once stored or computed with (`day + timedelta(...)`), fails far
from the request (an OverflowError in a job, a calendar export, a query) instead of being refused
with a field error. `tests/kit/test_request_dates.py` walks every route and fails on a `date` input
that is not one of them.

- `StartDate`: a day someone may arrive on (a booking, a waitlist entry, a date-change request, the
  catalogue's "available on"): from today to `BOOKING_HORIZON_DAYS` ahead (`date_in_past`,
  `date_too_far`).
- `CalendarDate`: any day the app's calendars and lists show (a period of availability, blocked days,
  a season, the bookings lists' filters): from `FIRST_DAY` to the horizon (`invalid_date`,
  `date_too_far`); past days are fine there.

Statement months are not days: they are "YYYY-MM" texts of this century (app/statements/schemas.py).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator

from app.config import Settings, get_settings
from app.errors import FieldError
from app.models.base import utcnow

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
# No booking, season or statement of this marketplace is older: an earlier day is a typing error.
FIRST_DAY = date(2000, 1, 1)


def today() -> date:
    """The day requests are checked against: UTC, as the availability rules count days."""
    return utcnow().date()


def horizon_end(settings: Settings | None = None) -> date:
    """The last day a stay can start on (BOOKING_HORIZON_DAYS from today)."""
    return today() + timedelta(days=(settings or get_settings()).booking_horizon_days)


def iso_day(value: object) -> object:
    """A day is written YYYY-MM-DD: a number (or a query's "0") is not read as a timestamp."""
    if isinstance(value, date) or (isinstance(value, str) and _ISO_DAY.fullmatch(value)):
        return value
    raise FieldError("invalid_date", "Enter a date as YYYY-MM-DD.")


def within_horizon(value: date) -> date:
    """No later than stays can be booked."""
    if value > horizon_end():
        horizon = get_settings().booking_horizon_days
        raise FieldError("date_too_far", f"The date can be at most {horizon} days ahead.")
    return value


def not_in_past(value: date) -> date:
    if value < today():
        raise FieldError("date_in_past", "The date cannot be in the past.")
    return value


def not_before_first_day(value: date) -> date:
    if value < FIRST_DAY:
        raise FieldError("invalid_date", f"Enter a date from {FIRST_DAY.isoformat()} on.")
    return value


StartDate = Annotated[
    date,
    BeforeValidator(iso_day),
    AfterValidator(not_in_past),
    AfterValidator(within_horizon),
]
CalendarDate = Annotated[
    date,
    BeforeValidator(iso_day),
    AfterValidator(not_before_first_day),
    AfterValidator(within_horizon),
]
