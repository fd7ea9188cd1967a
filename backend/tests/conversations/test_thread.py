"""One thread per booking: traveller, camp and team write there, each new message e-mails the other parties in
their languages, unread counts show for the camp and the team, and date requests are asked and answered."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta

import httpx
from sqlalchemy import select, update

from app.db import get_sessionmaker
from app.kit.manage_link import manage_token
from app.models import AuditLog, Booking, CampPackage, EmailOutbox, User
from tests.owner.helpers import World
from tests.owner.helpers import booking as owner_booking

MY = "/api/v1/my-booking"


async def token_of(booking_id: int) -> str:
    async with get_sessionmaker()() as session:
        booking = await session.get(Booking, booking_id)
        assert booking is not None
        return manage_token(booking)


async def mails_to(address: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        stmt = select(EmailOutbox).where(EmailOutbox.to_address == address).order_by(EmailOutbox.id)
        return list((await session.scalars(stmt)).all())


async def test_a_message_reaches_the_other_parties_and_counts_as_unread_until_read(
    client: httpx.AsyncClient, world: World
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(User).where(User.id == world.a.owner_id).values(language="de"))
    booking = world.a.pending  # the traveller reads French
    token = await token_of(booking.id)
    text = "<b>Bonjour</b> — can I bring my dog?"
    written = await client.post(f"{MY}/{token}/messages", json={"body": text})
    assert written.status_code == 200
    [message] = [i for i in written.json()["thread"]["items"] if i["kind"] == "message"]
    assert message["body"] == text and message["party"] == "traveller"  # stored as typed, shown as text
    [to_camp] = await mails_to("owner-a@example.com")
    assert to_camp.email_type == "new_message" and to_camp.subject.startswith("Neue Nachricht")
    assert "&lt;b&gt;Bonjour&lt;/b&gt;" in (to_camp.html_body or "") and "<b>Bonjour" not in (to_camp.html_body or "")
    assert f"booking={booking.id}" in to_camp.text_body
    [to_team] = await mails_to("team@surfcamp.local")
    assert f"/admin/bookings?booking={booking.id}" in to_team.text_body
    assert await mails_to(booking.email) == []  # not told about their own message

    listed = (await client.get("/api/v1/owner/bookings", headers=world.a.owner)).json()["items"]
    assert {b["bookingReference"]: b["unreadMessages"] for b in listed}[booking.booking_reference] == 1
    assert (await client.get("/api/v1/owner/stats", headers=world.a.owner)).json()["unreadMessages"] == 1
    assert (await client.get("/api/v1/owner/stats", headers=world.b.owner)).json()["unreadMessages"] == 0
    assert (await client.get("/api/v1/admin/bookings/summary", headers=world.admin)).json()["unreadMessages"] == 1

    thread = await client.get(f"/api/v1/owner/bookings/{booking.id}/thread", headers=world.a.owner)
    assert thread.status_code == 200
    assert (await client.get("/api/v1/owner/stats", headers=world.a.owner)).json()["unreadMessages"] == 0
    assert (await client.get("/api/v1/admin/bookings/summary", headers=world.admin)).json()["unreadMessages"] == 1

    answer = await client.post(
        f"/api/v1/owner/bookings/{booking.id}/messages", json={"body": "Ja, gerne!"}, headers=world.a.owner
    )
    assert answer.status_code == 200
    [to_traveller] = await mails_to(booking.email)
    assert (
        to_traveller.subject.startswith("Nouveau message") and f"/fr/my-booking?token={token}" in to_traveller.text_body
    )
    mine = (await client.get(f"{MY}/{token}")).json()["thread"]["items"]
    assert [(i["kind"], i["party"], i.get("body")) for i in mine][1:] == [
        ("message", "traveller", text),
        ("message", "camp", "Ja, gerne!"),
    ]


async def test_another_camp_cannot_read_or_write_the_thread(client: httpx.AsyncClient, world: World) -> None:
    url = f"/api/v1/owner/bookings/{world.a.pending.id}"
    assert (await client.get(f"{url}/thread", headers=world.b.owner)).status_code == 404
    assert (await client.post(f"{url}/messages", json={"body": "hi"}, headers=world.b.owner)).status_code == 404


async def test_messages_are_plain_text_of_limited_length_and_rate_limited(
    client: httpx.AsyncClient, world: World
) -> None:
    token = await token_of(world.b.confirmed.id)
    for body in ("", "   ", "x" * 2001, "bell\x07"):
        response = await client.post(f"{MY}/{token}/messages", json={"body": body})
        assert response.status_code == 422, body
    answers = [await client.post(f"{MY}/{token}/messages", json={"body": f"m{n}"}) for n in range(21)]
    assert [a.status_code for a in answers][-2:] == [200, 429]


async def test_a_date_request_is_answered_once_and_moves_the_stay(client: httpx.AsyncClient, world: World) -> None:
    booking = world.a.confirmed
    token = await token_of(booking.id)
    new_start = booking.start_date + timedelta(days=14)
    asked = await client.post(
        f"{MY}/{token}/date-requests", json={"startDate": new_start.isoformat(), "note": "Later?"}
    )
    assert asked.status_code == 200
    request = asked.json()["thread"]["openDateRequest"]
    assert request["startDate"] == new_start.isoformat() and request["fromStartDate"] == booking.start_date.isoformat()
    twice = await client.post(f"{MY}/{token}/date-requests", json={"startDate": new_start.isoformat()})
    assert twice.status_code == 409 and twice.json()["error"] == "date_request_open"
    assert [m.email_type for m in await mails_to("owner-a@example.com")] == ["date_request"]

    base = f"/api/v1/owner/bookings/{booking.id}/date-requests/{request['id']}"
    answers = await asyncio.gather(
        client.post(f"{base}/accept", json={"answer": "See you then"}, headers=world.a.owner),
        client.post(f"{base}/decline", json={}, headers=world.a.owner),
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    accepted = next(a for a in answers if a.status_code == 200).json()
    mine = (await client.get(f"{MY}/{token}")).json()
    decided = "accepted" if any(i.get("requestStatus") == "accepted" for i in accepted["items"]) else "declined"
    expected_start = new_start if decided == "accepted" else booking.start_date
    assert mine["startDate"] == expected_start.isoformat() and mine["thread"]["openDateRequest"] is None
    assert [i["kind"] for i in mine["thread"]["items"]][-2:] == ["date_request", "date_answer"]
    [answer_mail] = await mails_to(booking.email)
    assert answer_mail.email_type == "date_answer"
    async with get_sessionmaker()() as session:
        entries = (await session.scalars(select(AuditLog).order_by(AuditLog.id))).all()
    answered = "booking.dates_change" if decided == "accepted" else "booking.dates_decline"
    assert [(e.action, e.actor_party, e.after) for e in entries] == [
        (
            "booking.date_request",
            "traveller",
            {"start_date": new_start.isoformat(), "booking_reference": booking.booking_reference},
        ),
        (answered, "camp", {"start_date": new_start.isoformat(), "booking_reference": booking.booking_reference}),
    ]


async def test_dates_of_a_cancelled_booking_or_the_same_day_cannot_be_asked(
    client: httpx.AsyncClient, world: World
) -> None:
    token = await token_of(world.a.confirmed.id)
    same = await client.post(
        f"{MY}/{token}/date-requests", json={"startDate": world.a.confirmed.start_date.isoformat()}
    )
    assert same.status_code == 422 and same.json()["fields"] == {"startDate": "same_date"}
    await client.post(f"{MY}/{token}/cancel", json={})
    later = (world.a.confirmed.start_date + timedelta(days=3)).isoformat()
    refused = await client.post(f"{MY}/{token}/date-requests", json={"startDate": later})
    assert refused.status_code == 409 and refused.json()["error"] == "dates_not_movable"


async def test_accepting_a_date_request_checks_the_new_dates_like_a_new_request(
    client: httpx.AsyncClient, world: World
) -> None:
    """Two places; the pending and the confirmed booking take one each. Moving the confirmed stay three days
    later overlaps its own dates, which do not stand in its way; moving it onto dates another group has
    filled is refused with the reason and the nearest dates, the request stays open, and nothing moves."""
    booking = world.a.confirmed
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(CampPackage).where(CampPackage.id == world.a.package.id).values(places=2))
    token = await token_of(booking.id)

    async def ask(start: date) -> int:
        asked = await client.post(f"{MY}/{token}/date-requests", json={"startDate": start.isoformat()})
        assert asked.status_code == 200, asked.text
        return int(asked.json()["thread"]["openDateRequest"]["id"])

    nearby = booking.start_date + timedelta(days=3)
    request_id = await ask(nearby)
    base = f"/api/v1/owner/bookings/{booking.id}/date-requests"
    moved = await client.post(f"{base}/{request_id}/accept", json={}, headers=world.a.owner)
    assert moved.status_code == 200, moved.text
    assert (await client.get(f"{MY}/{token}")).json()["startDate"] == nearby.isoformat()

    full = nearby + timedelta(days=28)
    async with get_sessionmaker()() as session, session.begin():
        group = owner_booking(world.a.camp, world.a.package, "SC-AFULL1", "confirmed", "900")
        group.start_date, group.number_of_people = full, 2
        session.add(group)
    request_id = await ask(full)
    team = f"/api/v1/admin/bookings/{booking.id}/date-requests"
    for path, headers in ((base, world.a.owner), (team, world.admin)):
        refused = await client.post(f"{path}/{request_id}/accept", json={}, headers=headers)
        assert refused.status_code == 409
        body = refused.json()
        assert (body["error"], body["reason"], body["fields"]) == ("date_unavailable", "full", {"startDate": "full"})
        assert body["nearestDates"] and full.isoformat() not in body["nearestDates"]
    mine = (await client.get(f"{MY}/{token}")).json()
    assert mine["startDate"] == nearby.isoformat() and mine["thread"]["openDateRequest"]["id"] == request_id
    declined = await client.post(f"{base}/{request_id}/decline", json={}, headers=world.a.owner)
    assert declined.status_code == 200
