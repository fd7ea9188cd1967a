"""The errors of the traveller's "My booking" page."""

from __future__ import annotations

from app.errors import NotFound


class MyBookingLinkInvalid(NotFound):
    """A link that was never issued, was revoked, or is long past the stay: the page offers a new one."""

    code = "my_booking_link_invalid"
    detail = "This booking link is not valid (any more). Ask for a new one by e-mail."
