"""The query of the bookings lists and their CSV export (back office and owner): one filter, so the
export is always the list the reader sees."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Query

from app.bookings.repository import BookingFilter
from app.bookings.schemas import BookingStatus
from app.bookings.service import booking_filter
from app.kit.dates import CalendarDate
from app.kit.text import SingleLine


def _day(alias: str, description: str) -> Any:
    return Query(alias=alias, description=description, examples=["2027-06-01"])


def booking_filter_query(
    q: Annotated[SingleLine | None, Query(max_length=200, description="name, e-mail, reference or camp")] = None,
    booking_status: Annotated[BookingStatus | None, Query(alias="status")] = None,
    starts_from: Annotated[CalendarDate | None, _day("startsFrom", "stays starting on or after (YYYY-MM-DD)")] = None,
    starts_to: Annotated[CalendarDate | None, _day("startsTo", "stays starting on or before (YYYY-MM-DD)")] = None,
) -> BookingFilter:
    return booking_filter(booking_status, q, starts_from, starts_to)


BookingFilterQuery = Annotated[BookingFilter, Depends(booking_filter_query)]
