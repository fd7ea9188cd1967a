"""The audit log names who acted (a team member, a camp's owner, the traveller, the system, the command
line), records the owners' writes like the team's, keeps only what changed, and names ids by name."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import httpx

from app.db import get_sessionmaker
from app.kit.manage_link import manage_token
from app.models import Booking, CampPackage
from tests.factories import translated_as_written
from tests.owner.helpers import World

LOG = "/api/v1/admin/audit-log"


async def log(client: httpx.AsyncClient, world: World) -> list[dict[str, Any]]:
    """The log's entries, oldest first."""
    page = await client.get(LOG, params={"pageSize": 100}, headers=world.admin)
    assert page.status_code == 200, page.text
    return list(reversed(page.json()["items"]))


async def token_of(booking_id: int) -> str:
    async with get_sessionmaker()() as session:
        booking = await session.get(Booking, booking_id)
        assert booking is not None
        return manage_token(booking)


async def test_the_travellers_own_actions_are_the_travellers_with_the_booking_reference(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.confirmed
    token = await token_of(booking.id)
    start = (booking.start_date + timedelta(days=7)).isoformat()
    assert (await client.post(f"/api/v1/my-booking/{token}/messages", json={"body": "Hello"})).status_code == 200
    assert (
        await client.post(f"/api/v1/my-booking/{token}/date-requests", json={"startDate": start})
    ).status_code == 200
    assert (await client.post(f"/api/v1/my-booking/{token}/cancel", json={})).status_code == 200

    entries = await log(client, world)
    assert [(e["action"], e["actorParty"], e["actorName"], e["entityName"]) for e in entries] == [
        ("booking.message", "traveller", None, booking.booking_reference),
        ("booking.date_request", "traveller", None, booking.booking_reference),
        ("booking.traveller_cancel", "traveller", None, booking.booking_reference),
    ]
    assert entries[1]["before"] == {"start_date": booking.start_date.isoformat()}
    assert entries[1]["after"] == {"start_date": start, "booking_reference": booking.booking_reference}


async def test_the_owners_edits_of_their_listing_and_calendar_are_logged_under_their_name(
    client: httpx.AsyncClient, world: World
) -> None:
    package = f"/api/v1/owner/packages/{world.a.package.id}"
    owner = world.a.owner
    assert (await client.patch(package, json={"price": "520"}, headers=owner)).status_code == 200
    assert (await client.patch(package, json={"price": "520.00"}, headers=owner)).status_code == 200  # no change
    assert (await client.patch("/api/v1/owner/camp", json={"phone": "+212 600 000 111"}, headers=owner)).is_success
    base = "/api/v1/owner/availability"
    day = (date.today() + timedelta(days=60)).isoformat()
    days = await client.put(
        f"{base}/packages/{world.a.package.id}/days", json={"days": [day], "blocked": True}, headers=owner
    )
    assert days.status_code == 204
    feed = await client.post(
        f"{base}/feeds", json={"name": "Airbnb", "url": "http://127.0.0.1:9/cal.ics?s=secret"}, headers=owner
    )
    assert feed.status_code == 201, feed.text
    assert (await client.delete(f"{base}/feeds/{feed.json()['id']}", headers=owner)).status_code == 204
    assert (await client.post(f"{base}/export/regenerate", headers=owner)).status_code == 200

    entries = await log(client, world)
    assert {(e["actorParty"], e["actorName"]) for e in entries} == {("camp", "Owner-A")}
    assert [(e["action"], e["entityName"], e["before"], e["after"]) for e in entries] == [
        ("package.update", "Camp Alpha Week", {"price": "483.00"}, {"price": "520.00", "name": "Camp Alpha Week"}),
        ("camp.update", "Camp Alpha", {"phone": None}, {"phone": "+212 600 000 111", "name": "Camp Alpha"}),
        (
            "package.calendar_change",
            "Camp Alpha Week",
            None,
            {"name": "Camp Alpha Week", "days": [day], "blocked": True},
        ),
        ("camp.feed_add", "Camp Alpha", None, {"feed_name": "Airbnb", "feed_url": "http://127.0.0.1:9/cal.ics"}),
        ("camp.feed_delete", "Camp Alpha", {"feed_name": "Airbnb", "feed_url": "http://127.0.0.1:9/cal.ics"}, None),
        ("camp.calendar_links_renew", "Camp Alpha", None, {"name": "Camp Alpha"}),
    ]


async def test_an_id_is_named_by_the_name_stored_with_it_or_the_rows_name(
    client: httpx.AsyncClient, world: World
) -> None:
    month = (date.today().replace(day=1) - timedelta(days=1)).strftime("%Y-%m")
    paid = await client.post(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{month}/paid", headers=world.admin)
    assert paid.status_code == 200, paid.text
    moved = await client.patch(
        f"/api/v1/admin/packages/{world.b.package.id}", json={"campId": world.a.camp.id}, headers=world.admin
    )
    assert moved.status_code == 200, moved.text

    paid_entry, moved_entry = await log(client, world)
    assert paid_entry["actorParty"] == "team" and paid_entry["after"]["camp_id"] == world.a.camp.id
    assert paid_entry["names"] == {f"camp:{world.a.camp.id}": "Camp Alpha"}
    assert moved_entry["before"] == {"camp_id": world.b.camp.id}
    assert moved_entry["names"] == {f"camp:{world.b.camp.id}": "Camp Bravo", f"camp:{world.a.camp.id}": "Camp Alpha"}


async def test_camps_and_packages_are_named_in_the_readers_language(client: httpx.AsyncClient, world: World) -> None:
    async with get_sessionmaker()() as session, session.begin():
        package = await session.get(CampPackage, world.a.package.id)
        assert package is not None
        package.translations = translated_as_written(package, {"fr": {"name": "Semaine Camp Alpha"}})
    patched = await client.patch(
        f"/api/v1/owner/packages/{world.a.package.id}", json={"price": "520"}, headers=world.a.owner
    )
    assert patched.status_code == 200, patched.text

    def named(lang: str) -> str:
        [entry] = [e for e in entries[lang] if e["action"] == "package.update"]
        return str(entry["entityName"])

    entries = {}
    for lang in ("en", "fr"):
        page = await client.get(LOG, params={"pageSize": 100, "lang": lang}, headers=world.admin)
        entries[lang] = page.json()["items"]
    assert named("en") == "Camp Alpha Week"
    assert named("fr") == "Semaine Camp Alpha"


async def test_the_history_names_who_moved_a_booking_to_the_camp_and_the_team_not_to_the_traveller(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending
    confirmed = await client.patch(
        f"/api/v1/admin/bookings/{booking.id}", json={"status": "confirmed"}, headers=world.admin
    )
    assert confirmed.status_code == 200, confirmed.text
    answer = await client.post(
        f"/api/v1/admin/bookings/{booking.id}/messages", json={"body": "See you soon"}, headers=world.admin
    )
    assert answer.status_code == 200

    def moves(thread: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        return [(i["kind"], i["party"], i["authorName"]) for i in thread["items"] if i["kind"] in ("status", "message")]

    for headers in (world.a.owner, world.admin):
        base = "owner" if headers is world.a.owner else "admin"
        thread = (await client.get(f"/api/v1/{base}/bookings/{booking.id}/thread", headers=headers)).json()
        assert moves(thread) == [("status", "team", "Admin"), ("message", "team", "Admin")]
    mine = (await client.get(f"/api/v1/my-booking/{await token_of(booking.id)}")).json()["thread"]
    assert moves(mine) == [("status", "team", None), ("message", "team", None)]
