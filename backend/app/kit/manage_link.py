"""The traveller's personal "My booking" link: signed, long-lived, revocable, no account needed.

The token names the booking and its `manage_link_version`, signed with the server's key (HMAC-SHA256):
nothing is stored per link, every e-mail about a booking carries the same one, and raising the
version (the back office's "revoke") makes every link sent so far stop working. A link works until
`MANAGE_LINK_DAYS_AFTER_STAY` days after the stay ends.
"""

from __future__ import annotations

import hmac
from datetime import date, timedelta
from urllib.parse import urlencode

from app.kit.signing_key import signature
from app.models import Booking

MANAGE_LINK_DAYS_AFTER_STAY = 365
PAGE_PATH = "/my-booking"


def _signature(booking_id: int, version: int) -> str:
    return signature(f"my-booking:{booking_id}:{version}")


def manage_token(booking: Booking) -> str:
    return f"{booking.id}.{booking.manage_link_version}.{_signature(booking.id, booking.manage_link_version)}"


def read_token(token: str) -> tuple[int, int] | None:
    """The booking id and link version a well-signed token names, else None."""
    parts = token.split(".")
    if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit() or len(parts[0]) > 12 or len(parts[1]) > 9:
        return None
    booking_id, version = int(parts[0]), int(parts[1])
    return (booking_id, version) if hmac.compare_digest(parts[2], _signature(booking_id, version)) else None


def link_expired(booking: Booking, today: date) -> bool:
    end = booking.start_date + timedelta(days=booking.number_of_days)
    return today > end + timedelta(days=MANAGE_LINK_DAYS_AFTER_STAY)


def manage_path(booking: Booking) -> str:
    """The page's path and query, without the language prefix (app/notifications/templates.py adds it)."""
    return f"{PAGE_PATH}?{urlencode({'token': manage_token(booking)})}"
