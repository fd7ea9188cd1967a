"""`surfcamp booking show|list`: the read-only view the e2e tests use to check stored amounts."""

from __future__ import annotations

import httpx

from app.cli import _bookings
from app.db import get_sessionmaker
from tests.bookings.helpers import form
from tests.factories import make_camp, make_package


async def test_booking_rows_as_json_by_reference_and_email(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Ocean Vibes Camp")
        package_id = (await make_package(session, camp)).id
    created = (await client.post("/api/v1/bookings", json=form(package_id))).json()
    [row] = await _bookings(created["bookingReference"].lower(), None)
    assert row["bookingReference"] == created["bookingReference"]
    assert row["amountInCurrency"] == created["amount"] and row["currency"] == "USD"
    assert row["addOns"] == ["airport-transfer", "extra-yoga"]
    assert [r["bookingReference"] for r in await _bookings(None, "LENA@example.com")] == [created["bookingReference"]]
    assert await _bookings("SC-NOPE00", None) == []
