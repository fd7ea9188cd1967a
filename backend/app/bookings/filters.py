"""The query of the bookings lists and their CSV export (back office and owner): one filter, so the
export is always the list the reader sees."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import Depends, Query

from app.bookings.repository import BookingFilter
from app.bookings.schemas import BookingStatus
from app.bookings.service import booking_filter
from app.errors import ValidationFailed


def _day(alias: str, description: str) -> Any:
    # A calendar day written YYYY-MM-DD, nothing else (no timestamps, no "0").
    return Query(
        alias=alias,
        description=description,
        pattern=r"^\d{4}-\d{2}-\d{2}$",
        json_schema_extra={"format": "date"},
        examples=["2027-06-01"],
    )


def _parse(alias: str, value: str | None) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValidationFailed(fields={alias: "invalid_date"}) from None


def booking_filter_query(
    q: Annotated[str | None, Query(max_length=200, description="name, e-mail, reference or camp")] = None,
    booking_status: Annotated[BookingStatus | None, Query(alias="status")] = None,
    starts_from: Annotated[str | None, _day("startsFrom", "stays starting on or after (YYYY-MM-DD)")] = None,
    starts_to: Annotated[str | None, _day("startsTo", "stays starting on or before (YYYY-MM-DD)")] = None,
) -> BookingFilter:
    return booking_filter(booking_status, q, _parse("startsFrom", starts_from), _parse("startsTo", starts_to))


BookingFilterQuery = Annotated[BookingFilter, Depends(booking_filter_query)]
