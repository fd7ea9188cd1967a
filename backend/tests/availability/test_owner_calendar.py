"""The owner's calendar: per day, places taken, held, blocked and left; owners block and free days and
change a day's places; another camp's package is not found; the back office reaches any camp."""

from __future__ import annotations

from datetime import timedelta

import httpx

from app.db import get_sessionmaker
from app.models.base import utcnow
from tests.availability.helpers import DAY, add_booking, build_place
from tests.factories import make_camp, make_user
from tests.owner.helpers import bearer


async def test_the_calendar_shows_taken_held_blocked_and_left_places_per_day(client: httpx.AsyncClient) -> None:
    place = await build_place(places=5)
    await add_booking(place, "confirmed", DAY, 2, days=3)
    await add_booking(
        place, "pending", DAY + timedelta(days=1), 1, days=3, hold_expires_at=utcnow() + timedelta(hours=5)
    )
    url = f"/api/v1/owner/availability/packages/{place.package.id}"
    changed = await client.put(
        f"{url}/days", json={"days": [(DAY + timedelta(days=3)).isoformat()], "blocked": True}, headers=place.owner
    )
    assert changed.status_code == 204
    await client.put(
        f"{url}/days", json={"days": [(DAY + timedelta(days=4)).isoformat()], "places": 1}, headers=place.owner
    )
    read = await client.get(
        f"{url}/calendar",
        params={"from": DAY.isoformat(), "to": (DAY + timedelta(days=5)).isoformat()},
        headers=place.owner,
    )
    assert read.status_code == 200
    days = [(d["confirmed"], d["held"], d["blockedByHand"], d["places"], d["left"]) for d in read.json()["days"]]
    assert days == [
        (2, 0, False, 5, 3),
        (2, 1, False, 5, 2),
        (2, 1, False, 5, 2),
        (0, 1, True, 5, 0),
        (0, 0, False, 1, 1),
        (0, 0, False, 5, 5),
    ]
    # Freeing the day and giving back the package's places removes the change.
    await client.put(
        f"{url}/days", json={"days": [(DAY + timedelta(days=3)).isoformat()], "blocked": False}, headers=place.owner
    )
    await client.put(
        f"{url}/days", json={"days": [(DAY + timedelta(days=4)).isoformat()], "places": None}, headers=place.owner
    )
    read = await client.get(
        f"{url}/calendar",
        params={"from": (DAY + timedelta(days=3)).isoformat(), "to": (DAY + timedelta(days=4)).isoformat()},
        headers=place.owner,
    )
    assert [(d["blockedByHand"], d["places"], d["placesChanged"]) for d in read.json()["days"]] == [
        (False, 5, False)
    ] * 2


async def test_settings_change_what_travellers_can_book(client: httpx.AsyncClient) -> None:
    place = await build_place(places=5)
    saved = await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/settings",
        json={"places": 2, "startWeekdays": [5], "season": [], "minNoticeDays": 2, "minStayDays": 7, "maxStayDays": 7},
        headers=place.owner,
    )
    assert saved.status_code == 200 and saved.json()["startWeekdays"] == [5]
    saturday = DAY + timedelta(days=(5 - DAY.weekday()) % 7)
    read = await client.get(
        f"/api/v1/availability/packages/{place.package.id}",
        params={"from": saturday.isoformat(), "to": (saturday + timedelta(days=1)).isoformat(), "people": 2},
    )
    body = read.json()
    assert body["stayLengths"] == [7] and body["places"] == 2
    assert [(s["available"], s["reason"]) for s in body["starts"]] == [(True, None), (False, "not_start_day")]
    refused = await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/settings",
        json={"places": 2, "minStayDays": 11, "maxStayDays": 13},
        headers=place.owner,
    )
    assert refused.status_code == 422


async def test_another_camps_package_is_not_found_and_the_back_office_reaches_every_camp(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=5)
    async with get_sessionmaker()() as session, session.begin():
        other = await make_camp(session, "Other Camp")
        stranger = await make_user(session, "stranger@example.com", "camp_owner", camp_id=other.id)
    params = {"from": DAY.isoformat(), "to": DAY.isoformat()}
    url = f"/api/v1/owner/availability/packages/{place.package.id}/calendar"
    assert (await client.get(url, params=params, headers=bearer(stranger.id))).status_code == 404
    put = await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/days",
        json={"days": [DAY.isoformat()], "blocked": True},
        headers=bearer(stranger.id),
    )
    assert put.status_code == 404
    admin = await client.get(
        f"/api/v1/admin/availability/packages/{place.package.id}/calendar", params=params, headers=place.admin
    )
    assert admin.status_code == 200
    assert (
        await client.get("/api/v1/admin/availability/export", params={"campId": other.id}, headers=place.admin)
    ).status_code == 200
