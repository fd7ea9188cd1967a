"""Shared by the tests of "My booking" (the API and the page without a script)."""

from __future__ import annotations

from app.db import get_sessionmaker
from app.kit.manage_link import manage_token
from app.models import Booking


async def token_of(booking_id: int) -> str:
    """The token of the booking's "My booking" link, as its e-mails carry it."""
    async with get_sessionmaker()() as session:
        return manage_token(await session.get_one(Booking, booking_id))
