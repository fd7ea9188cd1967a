"""The errors of the booking domain, one class per thing that can go wrong, shared by every role."""

from __future__ import annotations

from app.errors import Conflict, NotFound


class BookingNotFound(NotFound):
    """Also the answer for a booking the caller may not see, so ids cannot be probed."""

    code = "booking_not_found"
    detail = "Booking not found"


class BookingNotPending(Conflict):
    """An owner decides pending bookings only (and of two racing decisions, the second gets this)."""

    code = "booking_not_pending"
    detail = "Only pending bookings can be confirmed or cancelled."


class BookingChanged(Conflict):
    """The booking's status changed between reading it and writing the new one (another request won)."""

    code = "booking_changed"
    detail = "This booking was changed meanwhile. Reload it and try again."
