"""A thread is not a channel into an inbox: what is written within a few minutes reaches each other party
in one e-mail; messages are limited per booking, per day and per sender over every booking; and the
thread closes with the booking."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select, update

from app.config import get_settings
from app.db import get_sessionmaker
from app.jobs.runner import run_jobs_once
from app.kit.manage_link import manage_token
from app.models import Booking, EmailOutbox
from app.models.base import utcnow
from tests.owner.helpers import World

MY = "/api/v1/my-booking"


async def token_of(booking: Booking) -> str:
    async with get_sessionmaker()() as session:
        stored = await session.get(Booking, booking.id)
        assert stored is not None
        return manage_token(stored)


async def mails_to(address: str, email_type: str = "new_message") -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        stmt = select(EmailOutbox).where(EmailOutbox.to_address == address, EmailOutbox.email_type == email_type)
        return list((await session.scalars(stmt.order_by(EmailOutbox.id))).all())


async def by_reference(reference: str) -> Booking:
    async with get_sessionmaker()() as session:
        booking = await session.scalar(select(Booking).where(Booking.booking_reference == reference))
        assert booking is not None
        return booking


async def send_now() -> None:
    """The sender's pass once the gathering window is over."""
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(EmailOutbox).values(next_attempt_at=utcnow()))
    await run_jobs_once()


async def test_twenty_messages_reach_each_other_party_in_one_e_mail(client: httpx.AsyncClient, world: World) -> None:
    """Issue 31: 20 traveller messages gave 40 e-mails (camp and team, one each per message). Here 19,
    and the 20th after the first e-mail went: the booking's limit is 20 an hour for each party."""
    booking = world.a.confirmed
    token = await token_of(booking)
    for n in range(19):
        assert (await client.post(f"{MY}/{token}/messages", json={"body": f"Question {n + 1}?"})).status_code == 200
    [to_camp] = await mails_to("owner-a@example.com")
    [to_team] = await mails_to(get_settings().team_email)
    assert to_camp.subject == f"19 new messages about booking {booking.booking_reference}"
    # The latest ones quoted, the earlier counted, and a way to the whole thread.
    assert "“Question 19?”" in to_camp.text_body and "“Question 10?”" in to_camp.text_body
    assert "“Question 9?”" not in to_camp.text_body and "9 earlier messages" in to_camp.text_body
    assert f"booking={booking.id}" in to_camp.text_body and f"/admin/bookings?booking={booking.id}" in to_team.text_body
    # Waiting for its window: not sent yet.
    assert to_camp.status == "pending" and to_camp.next_attempt_at > utcnow()
    await run_jobs_once()
    assert [m.status for m in await mails_to("owner-a@example.com")] == ["pending"]

    # Once sent, the next message starts the next e-mail, about itself only.
    await send_now()
    answer = await client.post(f"{MY}/{token}/messages", json={"body": "One more thing."})
    assert answer.status_code == 200
    first, second = await mails_to("owner-a@example.com")
    assert first.status == "sent" and second.status == "pending"
    assert second.subject == f"New message about booking {booking.booking_reference}"
    assert "One more thing." in second.text_body and "Question" not in second.text_body


async def test_each_reader_gets_only_the_others_messages_in_their_language(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending  # the traveller reads French
    token = await token_of(booking)
    await client.post(f"{MY}/{token}/messages", json={"body": "Bonjour !"})
    await client.post(f"/api/v1/owner/bookings/{booking.id}/messages", json={"body": "Welcome!"}, headers=world.a.owner)
    await client.post(f"{MY}/{token}/messages", json={"body": "Merci."})
    [to_traveller] = await mails_to(booking.email)
    assert to_traveller.subject.startswith("Nouveau message") and "Welcome!" in to_traveller.text_body
    assert "Bonjour" not in to_traveller.text_body  # their own messages are not sent back to them
    [to_camp] = await mails_to("owner-a@example.com")
    assert "Bonjour !" in to_camp.text_body and "Merci." in to_camp.text_body and "Welcome!" not in to_camp.text_body
    [to_team] = await mails_to(get_settings().team_email)
    assert to_team.subject.startswith("3 new messages")


@pytest.mark.parametrize("status", ["cancelled", "expired"])
async def test_a_cancelled_or_expired_booking_takes_no_new_message(
    client: httpx.AsyncClient, world: World, status: str
) -> None:
    booking = world.a.confirmed
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(Booking).where(Booking.id == booking.id).values(status=status))
    token = await token_of(booking)
    writers = [
        (f"{MY}/{token}/messages", {}),
        (f"/api/v1/owner/bookings/{booking.id}/messages", world.a.owner),
        (f"/api/v1/admin/bookings/{booking.id}/messages", world.admin),
    ]
    for url, headers in writers:
        answer = await client.post(url, json={"body": "Still there?"}, headers=headers)
        assert (answer.status_code, answer.json()["error"]) == (409, "thread_closed"), url
    read = await client.get(f"{MY}/{token}")
    assert read.json()["thread"]["closed"] is True
    staff = await client.get(f"/api/v1/owner/bookings/{booking.id}/thread", headers=world.a.owner)
    assert staff.json()["closed"] is True
    async with get_sessionmaker()() as session:
        assert (await session.scalars(select(EmailOutbox))).all() == []


async def test_the_thread_closes_when_the_traveller_cancels(client: httpx.AsyncClient, world: World) -> None:
    booking = world.b.confirmed
    token = await token_of(booking)
    assert (await client.get(f"{MY}/{token}")).json()["thread"]["closed"] is False
    assert (await client.post(f"{MY}/{token}/cancel", json={"reason": "Plans changed"})).status_code == 200
    answer = await client.post(f"{MY}/{token}/messages", json={"body": "Sorry!"})
    assert answer.status_code == 409 and answer.json()["error"] == "thread_closed"


async def test_one_sender_is_limited_over_every_booking(
    client: httpx.AsyncClient, world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each booking's own limit would let one sender write to a camp through many bookings."""
    monkeypatch.setattr(get_settings(), "rate_limit_message_sender", "3/3600")
    tokens = [await token_of(b) for b in (world.a.pending, world.a.confirmed, world.b.pending, world.b.confirmed)]
    codes = [(await client.post(f"{MY}/{t}/messages", json={"body": "Hello"})).status_code for t in tokens]
    assert codes == [200, 200, 200, 429]
    # A staff member's limit is their own account's.
    answer = await client.post(
        f"/api/v1/owner/bookings/{world.a.pending.id}/messages", json={"body": "Hi"}, headers=world.a.owner
    )
    assert answer.status_code == 200


async def test_a_booking_takes_a_limited_number_of_messages_a_day_from_every_party(
    client: httpx.AsyncClient, world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "rate_limit_message_booking_day", "4/86400")
    booking = world.a.confirmed
    token = await token_of(booking)
    camp = f"/api/v1/owner/bookings/{booking.id}/messages"
    codes = [
        (await client.post(f"{MY}/{token}/messages", json={"body": "a"})).status_code,
        (await client.post(camp, json={"body": "b"}, headers=world.a.owner)).status_code,
        (await client.post(f"{MY}/{token}/messages", json={"body": "c"})).status_code,
        (await client.post(camp, json={"body": "d"}, headers=world.a.owner)).status_code,
        (await client.post(f"{MY}/{token}/messages", json={"body": "e"})).status_code,
    ]
    assert codes == [200, 200, 200, 200, 429]
