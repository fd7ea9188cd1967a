"""What a page's form carries into the page's first render without a script (app/seo/forms.py): the
typed values and the refusal of a post, the form's one-time token, the result of a post that worked."""

from __future__ import annotations

import secrets
import time
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.service import created_read
from app.kit.schema import ApiModel
from app.kit.signing_key import signature
from app.models import Booking

TOKEN_SECONDS = 24 * 3600  # a form left open a day may still be sent
SENT_SECONDS = 3600  # the success page of a booking shows it for an hour


class PostedForm(ApiModel):
    """A page's form as the server hands it to the page's first render (`/forms/<name>` in initial data)."""

    form: str
    values: dict[str, str | list[str]] = {}
    # The API's error answer for what was posted: {"status", "error", "detail", "fields"}.
    error: dict[str, Any] | None = None
    token: str | None = None  # the one-time token the form posts back (the booking's Idempotency-Key)
    result: dict[str, Any] | None = None  # what the JSON route answers on success (the booking made)


def _signed(kind: str, value: str, seconds: int, now: float | None) -> str:
    expiry = int(now if now is not None else time.time()) + seconds
    return f"{value}.{expiry}.{signature(f'{kind}:{value}:{expiry}')}"


def _read_signed(kind: str, token: str | None, now: float | None) -> str | None:
    parts = (token or "").split(".")
    if len(parts) != 3 or not (0 < len(parts[0]) <= 32) or not parts[1].isdigit() or len(parts[1]) > 12:
        return None
    value, expiry = parts[0], int(parts[1])
    if not secrets.compare_digest(parts[2], signature(f"{kind}:{value}:{expiry}")):
        return None
    return value if expiry >= (now if now is not None else time.time()) else None


def form_token(form: str, now: float | None = None) -> str:
    """`nonce.expiry.signature`: made by the server for one form, valid TOKEN_SECONDS."""
    return _signed(f"form:{form}", secrets.token_urlsafe(12), TOKEN_SECONDS, now)


def read_form_token(form: str, token: str | None, now: float | None = None) -> str | None:
    """The token's nonce when the server made it for `form` and it has not expired, else None."""
    return _read_signed(f"form:{form}", token, now)


def booking_sent_token(booking_id: int, now: float | None = None) -> str:
    """The success page's key to the booking just made (`?sent=`), valid SENT_SECONDS."""
    return _signed("booking-sent", str(booking_id), SENT_SECONDS, now)


async def booking_page_form(session: AsyncSession, sent: str | None) -> PostedForm:
    """The booking page's form: the booking a post just made (`?sent=`), or a fresh form with its token."""
    booking_id = _read_signed("booking-sent", sent, None) if sent else None
    booking = await session.get(Booking, int(booking_id)) if booking_id and booking_id.isdigit() else None
    if booking is not None:
        result = created_read(booking).model_dump(mode="json", by_alias=True)
        return PostedForm(form="booking", values={"email": booking.email}, result=result)
    return PostedForm(form="booking", token=form_token("booking"))
