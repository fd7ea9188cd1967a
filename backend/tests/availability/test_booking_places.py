"""A booking request takes places: the server re-checks the date when the request arrives.

How places are counted, with the hold limits of unknown senders lifted (tests/availability/test_hold_limits.py
has those)."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import Booking
from app.models.base import utcnow
from tests.availability.helpers import DAY, add_booking, build_place, form, lift_hold_limits


@pytest.fixture(autouse=True)
def _every_request_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    lift_hold_limits(monkeypatch)


async def test_a_request_for_more_places_than_are_left_is_refused_with_the_nearest_dates(
    client: httpx.AsyncClient, booking_writer: str
) -> None:
    place = await build_place(places=4)
    first = await client.post("/api/v1/bookings", json=form(place.package.id, people=3))
    assert first.status_code == 201
    second = await client.post("/api/v1/bookings", json=form(place.package.id, people=2, email="b@example.com"))
    assert second.status_code == 409
    body = second.json()
    assert body["error"] == "date_unavailable" and body["reason"] == "full"
    assert body["fields"] == {"startDate": "full"}
    # A 7-day stay overlapping DAY .. DAY+6 has one place left; the nearest with two end before or start after it.
    assert body["nearestDates"] == [(DAY + timedelta(days=n)).isoformat() for n in (-8, -7, 7)]
    ok = await client.post("/api/v1/bookings", json=form(place.package.id, people=1, email="c@example.com"))
    assert ok.status_code == 201
    async with get_sessionmaker()() as session:
        booked = await session.scalar(select(func.sum(Booking.number_of_people)).where(Booking.status == "pending"))
    assert booked == 4


async def test_a_pending_request_holds_its_places_until_its_hold_expires(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    response = await client.post("/api/v1/bookings", json=form(place.package.id, people=2))
    assert response.status_code == 201
    async with get_sessionmaker()() as session:
        booking = await session.scalar(select(Booking))
    assert booking is not None and booking.hold_expires_at is not None
    expected = utcnow() + timedelta(hours=48)
    assert abs((booking.hold_expires_at - expected).total_seconds()) < 60
    refused = await client.post("/api/v1/bookings", json=form(place.package.id, email="b@example.com"))
    assert refused.status_code == 409
    # A hold that ran out holds nothing, even before the expiry job marks the request expired.
    await add_booking(place, "pending", DAY, 2, hold_expires_at=utcnow() - timedelta(minutes=1))
    async with get_sessionmaker()() as session, session.begin():
        stored = await session.get(Booking, booking.id)
        assert stored is not None
        stored.hold_expires_at = utcnow() - timedelta(minutes=1)
    again = await client.post("/api/v1/bookings", json=form(place.package.id, people=2, email="c@example.com"))
    assert again.status_code == 201


async def test_cancelled_bookings_free_their_places_and_confirmed_ones_keep_them(client: httpx.AsyncClient) -> None:
    place = await build_place(places=3)
    await add_booking(place, "confirmed", DAY, 2)
    await add_booking(place, "cancelled", DAY, 3)
    assert (await client.post("/api/v1/bookings", json=form(place.package.id, people=2))).status_code == 409
    assert (await client.post("/api/v1/bookings", json=form(place.package.id, people=1))).status_code == 201


async def test_blocked_days_too_soon_and_wrong_start_days_are_refused_with_their_reason(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=4, start_weekdays=[5], min_notice_days=3)
    saturday = DAY + timedelta(days=(5 - DAY.weekday()) % 7)
    response = await client.post("/api/v1/bookings", json=form(place.package.id, start=saturday + timedelta(days=1)))
    assert (response.status_code, response.json()["reason"]) == (409, "not_start_day")
    assert response.json()["nearestDates"] == [(saturday + timedelta(days=n)).isoformat() for n in (-7, 0, 7)]
    soon = utcnow().date() + timedelta(days=1)
    response = await client.post("/api/v1/bookings", json=form(place.package.id, start=soon))
    assert response.json()["reason"] == "too_soon"
    blocked = await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/days",
        json={"days": [(saturday + timedelta(days=2)).isoformat()], "blocked": True},
        headers=place.owner,
    )
    assert blocked.status_code == 204, blocked.text
    response = await client.post("/api/v1/bookings", json=form(place.package.id, start=saturday))
    assert (response.status_code, response.json()["reason"]) == (409, "blocked")


async def test_a_stay_length_the_package_does_not_take_is_a_field_error(client: httpx.AsyncClient) -> None:
    place = await build_place(places=4, min_stay_days=7)
    response = await client.post("/api/v1/bookings", json=form(place.package.id, days=3))
    assert response.status_code == 422
    assert response.json()["fields"] == {"numberOfDays": "stay_length"}
