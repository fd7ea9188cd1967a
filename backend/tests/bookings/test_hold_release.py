"""The camp (and the team) see which requests hold places and why a hold looks suspicious, and can
release a hold: the places are free again, the request stays pending, the release is audited and the
traveller told; confirming it later checks its places under the lock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.kit.ratelimit import get_rate_limiter
from app.models import AuditLog, Booking, EmailOutbox
from tests.availability.helpers import DAY, Place, add_booking, build_place, form
from tests.factories import make_camp, make_user
from tests.owner.helpers import bearer


@asynccontextmanager
async def traveller_at(app: object, ip: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=(ip, 40_000))  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        yield client


async def left(client: httpx.AsyncClient, place: Place) -> int:
    response = await client.get(
        f"/api/v1/availability/packages/{place.package.id}",
        params={"from": DAY.isoformat(), "to": DAY.isoformat(), "people": 1},
    )
    [start] = response.json()["starts"]
    return int(start["left"])


async def request_id(client: httpx.AsyncClient, place: Place, **changes: object) -> int:
    response = await client.post("/api/v1/bookings", json=form(place.package.id, **changes))
    assert response.status_code == 201, response.text
    async with get_sessionmaker()() as session:
        found = await session.scalar(
            select(Booking.id).where(Booking.booking_reference == response.json()["bookingReference"])
        )
    assert found is not None
    return found


async def test_the_owner_releases_a_hold_the_places_come_back_and_the_request_stays(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=8)
    booking_id = await request_id(client, place, people=4)
    assert await left(client, place) == 4
    card = (await client.get(f"/api/v1/owner/bookings/{booking_id}", headers=place.owner)).json()
    assert card["hold"]["state"] == "held" and card["hold"]["holdsPlaces"] is True
    assert card["hold"]["flags"] == ["unknown_sender", "many_places"] and card["hold"]["suspicious"] is True

    released = await client.post(f"/api/v1/owner/bookings/{booking_id}/release-hold", headers=place.owner)
    assert released.status_code == 200, released.text
    body = released.json()
    assert body["status"] == "pending"
    assert body["hold"]["state"] == "released" and body["hold"]["holdsPlaces"] is False
    assert body["hold"]["suspicious"] is False
    assert await left(client, place) == 8
    async with get_sessionmaker()() as session:
        [entry] = (await session.scalars(select(AuditLog).where(AuditLog.action == "booking.release_hold"))).all()
        [mail] = (await session.scalars(select(EmailOutbox).where(EmailOutbox.email_type == "hold_released"))).all()
    assert entry.entity_id == str(booking_id) and entry.actor_user_id is not None
    assert entry.before is not None and entry.after is not None
    assert (entry.before["hold_state"], entry.after["hold_state"]) == ("held", "released")
    assert "sender_fingerprint" not in entry.after
    assert mail.to_address == "lena@example.com" and "ne vous sont plus réservées" in mail.subject  # booked in fr

    # A second release finds nothing to release.
    again = await client.post(f"/api/v1/owner/bookings/{booking_id}/release-hold", headers=place.owner)
    assert (again.status_code, again.json()["error"]) == (409, "hold_not_held")
    # The request can still be confirmed while its places are free (checked under the lock).
    confirmed = await client.post(f"/api/v1/owner/bookings/{booking_id}/confirm", headers=place.owner)
    assert confirmed.status_code == 200, confirmed.text
    assert await left(client, place) == 4


async def test_a_released_request_is_not_confirmed_once_others_took_its_places(client: httpx.AsyncClient) -> None:
    place = await build_place(places=4)
    booking_id = await request_id(client, place, people=2)
    assert (await client.post(f"/api/v1/owner/bookings/{booking_id}/release-hold", headers=place.owner)).is_success
    await add_booking(place, "confirmed", DAY, 3)
    refused = await client.post(f"/api/v1/owner/bookings/{booking_id}/confirm", headers=place.owner)
    assert (refused.status_code, refused.json()["error"]) == (409, "places_taken")
    async with get_sessionmaker()() as session:
        booking = await session.get(Booking, booking_id)
    assert booking is not None and booking.status == "pending"


async def test_two_releases_at_once_one_wins(client: httpx.AsyncClient) -> None:
    place = await build_place(places=8)
    booking_id = await request_id(client, place, people=2)
    answers = await asyncio.gather(
        client.post(f"/api/v1/owner/bookings/{booking_id}/release-hold", headers=place.owner),
        client.post(f"/api/v1/admin/bookings/{booking_id}/release-hold", headers=place.admin),
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    async with get_sessionmaker()() as session:
        entries = (await session.scalars(select(AuditLog).where(AuditLog.action == "booking.release_hold"))).all()
    assert len(entries) == 1


async def test_only_the_camps_owner_and_the_team_release_its_holds(client: httpx.AsyncClient) -> None:
    place = await build_place(places=8)
    booking_id = await request_id(client, place, people=2)
    async with get_sessionmaker()() as session, session.begin():
        other_camp = await make_camp(session, "Another Camp")
        other = await make_user(session, "other@example.com", "camp_owner", camp_id=other_camp.id)
    stranger = await client.post(f"/api/v1/owner/bookings/{booking_id}/release-hold", headers=bearer(other.id))
    assert (stranger.status_code, stranger.json()["error"]) == (404, "booking_not_found")
    anonymous = await client.post(f"/api/v1/admin/bookings/{booking_id}/release-hold")
    assert anonymous.status_code == 401
    assert await left(client, place) == 6
    team = await client.post(f"/api/v1/admin/bookings/{booking_id}/release-hold", headers=place.admin)
    assert team.status_code == 200 and team.json()["hold"]["state"] == "released"
    assert await left(client, place) == 8


async def test_a_sender_rotating_addresses_is_flagged_on_the_cards_and_the_calendar(
    client: httpx.AsyncClient, app: object
) -> None:
    get_rate_limiter().enabled = False
    place = await build_place(places=16)
    async with traveller_at(app, "198.51.100.20") as traveller:
        for n in range(3):
            body = form(place.package.id, people=1, email=f"rotating{n}@example.com")
            assert (await traveller.post("/api/v1/bookings", json=body)).status_code == 201
    async with traveller_at(app, "198.51.100.21") as traveller:
        assert (await traveller.post("/api/v1/bookings", json=form(place.package.id))).status_code == 201

    page = (await client.get("/api/v1/owner/bookings", headers=place.owner)).json()
    holds = {b["email"]: b["hold"] for b in page["items"]}
    assert holds["rotating0@example.com"]["networkAddresses"] == 3
    assert holds["rotating0@example.com"]["flags"] == ["unknown_sender", "many_requests", "several_addresses"]
    assert holds["rotating0@example.com"]["suspicious"] is True
    assert holds["lena@example.com"]["flags"] == ["unknown_sender"] and holds["lena@example.com"]["suspicious"] is False
    # The network itself is never shown, only counted.
    assert "198.51.100" not in str(page)

    calendar = await client.get(
        f"/api/v1/owner/availability/packages/{place.package.id}/calendar",
        params={"from": DAY.isoformat(), "to": DAY.isoformat()},
        headers=place.owner,
    )
    assert calendar.status_code == 200, calendar.text
    shown = {h["bookingReference"]: h["hold"]["suspicious"] for h in calendar.json()["holds"]}
    assert sorted(shown.values()) == [False, True, True, True]
    admin = (await client.get("/api/v1/admin/bookings", headers=place.admin)).json()
    assert sum(b["hold"]["suspicious"] for b in admin["items"]) == 3
