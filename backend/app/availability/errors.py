"""The errors of the availability domain."""

from __future__ import annotations

from datetime import date
from typing import Any

from app.availability.rules import Reason
from app.errors import Conflict, NotFound, ValidationFailed

REASON_TEXTS: dict[str, str] = {
    "full": "There are not enough places left on these dates.",
    "closed": "The package does not run on these dates.",
    "blocked": "These dates are not available.",
    "too_soon": "This start date is too soon: the camp needs more notice.",
    "not_start_day": "Stays of this package cannot start on this day.",
}


class DateUnavailable(Conflict):
    """A start date that cannot be booked for the length and group (it may just have become full).

    The body names the reason and the nearest start dates that are available for the same request.
    """

    code = "date_unavailable"

    def __init__(self, reason: Reason, nearest: list[date]) -> None:
        super().__init__(REASON_TEXTS[reason], fields={"startDate": reason})
        self.reason = reason
        self.nearest = nearest

    def body(self) -> dict[str, Any]:
        return {**super().body(), "reason": self.reason, "nearestDates": [d.isoformat() for d in self.nearest]}


class StayLengthRefused(ValidationFailed):
    code = "stay_length"
    detail = "This package cannot be booked for this number of days."

    def __init__(self) -> None:
        super().__init__(fields={"numberOfDays": "stay_length"})


class FeedNotFound(NotFound):
    code = "calendar_feed_not_found"
    detail = "Calendar not found"


class CalendarNotFound(NotFound):
    code = "calendar_not_found"
    detail = "Calendar not found"


class WaitlistLinkInvalid(NotFound):
    """A waitlist confirm or stop link that names no entry, is tampered with, or came too late to confirm."""

    code = "waitlist_link_invalid"
    detail = "This link does not work (any more). Sign up again from the package's page."
