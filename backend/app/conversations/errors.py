"""The errors of a booking's thread."""

from __future__ import annotations

from app.errors import Conflict


class DateRequestOpen(Conflict):
    code = "date_request_open"
    detail = "A request for other dates is waiting for an answer already."


class DateRequestClosed(Conflict):
    """Unknown for this booking, or answered already (of two racing answers, the second gets this)."""

    code = "date_request_closed"
    detail = "This request has been answered already."


class DatesNotMovable(Conflict):
    code = "dates_not_movable"
    detail = "The dates of this booking can no longer be changed."


class ThreadClosed(Conflict):
    code = "thread_closed"
    detail = "This booking is cancelled or expired: its conversation is closed."
