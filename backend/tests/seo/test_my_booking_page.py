""" "My booking" without a script: the page arrives with the booking in it (one traveller's page, never
kept), and its three forms (cancel, write to the camp, ask for other dates) post to the page with the
JSON routes' rules, then come back to the booking, which says what was done."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import Booking, BookingMessage
from tests.my_booking.helpers import token_of
from tests.owner.helpers import World, build_world
from tests.seo.helpers import initial_data, page_site, posted_form


@pytest.fixture
async def client(tmp_path: Path) -> Any:
    async with page_site(tmp_path) as c:
        yield c


@pytest.fixture
async def world() -> World:
    return await build_world()


def initial_booking(html: str) -> dict[str, Any]:
    """The booking written into the page for its first render (the API's answer, or its error)."""
    [entry] = [e for e in initial_data(html) if e["path"].startswith("/api/v1/my-booking/")]
    return entry


async def booking_row(booking_id: int) -> Booking:
    async with get_sessionmaker()() as session:
        return await session.get_one(Booking, booking_id)


async def test_the_page_arrives_with_the_booking_and_is_kept_by_nobody(client: httpx.AsyncClient, world: World) -> None:
    token = await token_of(world.a.pending.id)
    page = await client.get("/de/my-booking", params={"token": token})
    assert page.status_code == 200 and page.headers["cache-control"] == "no-store"
    entry = initial_booking(page.text)
    assert entry["query"] == {"lang": "de"} and entry["data"]["bookingReference"] == world.a.pending.booking_reference
    # A link that opens nothing says so in the page (the API's 404), a malformed one is not looked up.
    revoked = await client.get("/de/my-booking", params={"token": token[:-3] + "xyz"})
    assert initial_booking(revoked.text)["error"]["status"] == 404
    odd = await client.get("/de/my-booking", params={"token": "<script>"})
    assert "/api/v1/my-booking/" not in odd.text and odd.headers["cache-control"] == "no-cache"


async def test_cancel_without_a_script_then_the_page_says_so(client: httpx.AsyncClient, world: World) -> None:
    token = await token_of(world.a.pending.id)
    fields = {"_form": "myBookingCancel", "token": token, "reason": "Plans changed"}
    sent = await client.post(f"/fr/my-booking?token={token}", data=fields)
    assert sent.status_code == 303, sent.text[:300]
    location = urlsplit(sent.headers["location"])
    assert location.path == "/fr/my-booking" and parse_qs(location.query) == {"token": [token], "sent": ["cancel"]}
    booking = await booking_row(world.a.pending.id)
    assert booking.status == "cancelled" and booking.cancellation_reason == "Plans changed"
    # Again: refused by the same rule as the JSON route, shown on the page, nothing changed.
    again = await client.post(f"/fr/my-booking?token={token}", data=fields)
    assert again.status_code == 409 and '<html lang="fr"' in again.text
    assert posted_form(again.text, "myBookingCancel")["values"]["reason"] == "Plans changed"
    assert initial_booking(again.text)["data"]["status"] == "cancelled"


async def test_a_message_without_a_script_reaches_the_thread_and_an_empty_one_is_refused(
    client: httpx.AsyncClient, world: World
) -> None:
    token = await token_of(world.a.confirmed.id)
    empty = await client.post(
        f"/my-booking?token={token}", data={"_form": "myBookingMessage", "token": token, "body": "  "}
    )
    assert empty.status_code == 422 and set(posted_form(empty.text, "myBookingMessage")["error"]["fields"]) == {"body"}
    sent = await client.post(
        f"/my-booking?token={token}", data={"_form": "myBookingMessage", "token": token, "body": "Can we arrive late?"}
    )
    assert sent.status_code == 303 and "sent=message" in sent.headers["location"]
    async with get_sessionmaker()() as session:
        thread = select(BookingMessage.body).where(BookingMessage.booking_id == world.a.confirmed.id)
        bodies = (await session.scalars(thread)).all()
    assert "Can we arrive late?" in bodies


async def test_other_dates_without_a_script_and_a_forged_token(client: httpx.AsyncClient, world: World) -> None:
    token = await token_of(world.a.confirmed.id)
    booking = await booking_row(world.a.confirmed.id)
    day = booking.start_date.replace(year=booking.start_date.year + 1).isoformat()
    past = await client.post(
        f"/de/my-booking?token={token}",
        data={"_form": "myBookingDates", "token": token, "startDate": "2001-01-01", "note": "Später"},
    )
    assert past.status_code == 422 and "startDate" in posted_form(past.text, "myBookingDates")["error"]["fields"]
    assert posted_form(past.text, "myBookingDates")["values"]["note"] == "Später"
    asked = await client.post(
        f"/de/my-booking?token={token}", data={"_form": "myBookingDates", "token": token, "startDate": day, "note": ""}
    )
    assert asked.status_code == 303 and "sent=dates" in asked.headers["location"], asked.text[:300]
    forged = await client.post(
        "/de/my-booking", data={"_form": "myBookingCancel", "token": token[:-4] + "abcd", "reason": ""}
    )
    assert forged.status_code == 404
    assert (await booking_row(world.a.confirmed.id)).status == booking.status
