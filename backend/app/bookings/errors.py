"""The errors of the booking domain, one class per thing that can go wrong, shared by every role."""

from __future__ import annotations

from app.errors import Conflict, NotFound, ValidationFailed


class BookingNotFound(NotFound):
    """Also the answer for a booking the caller may not see, so ids cannot be probed."""

    code = "booking_not_found"
    detail = "Booking not found"


class BookingMoveNotAllowed(Conflict):
    """A move the caller may not make from the booking's status (app/bookings/status.py: the state machine)."""

    code = "booking_move_not_allowed"
    detail = "This booking can no longer be changed that way."


class StayNotEnded(Conflict):
    """The camp marks a stay completed before its last day (its commission would fall due for a stay not had)."""

    code = "stay_not_ended"
    detail = "A stay can be marked completed from its last day on."


class BookingChanged(Conflict):
    """The booking's status changed between reading it and writing the new one (another request won)."""

    code = "booking_changed"
    detail = "This booking was changed meanwhile. Reload it and try again."


class DateRangeReversed(ValidationFailed):
    """A list or export filter whose first arrival date is after its last one."""

    code = "date_range_reversed"
    detail = "The first date must not be after the last one."

    def __init__(self) -> None:
        super().__init__(fields={"startsTo": "date_range_reversed"})


class PlacesTaken(Conflict):
    """A request that holds no places (limited, released, or its hold ended) is confirmed while others
    took or hold them: confirming it would overbook (app/availability/service.py `confirm_places`)."""

    code = "places_taken"
    detail = "The places of this stay are taken by other bookings: it cannot be confirmed."


class HoldNotHeld(Conflict):
    """A release of a hold that is not there: the request holds no places (any more), or is no longer pending."""

    code = "hold_not_held"
    detail = "This request does not hold places (any more)."
