"""The traveller's "My booking" page through its signed link: read, cancel with the policy's refund,
the calendar, a lost link asked for again, and links that do not (or no longer) open anything."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

import httpx
from sqlalchemy import select, update

from app.bookings.policy import refund_for
from app.config import CancellationPolicy, get_settings
from app.db import get_sessionmaker
from app.models import AuditLog, Booking, EmailOutbox, SurfCamp
from app.models.base import utcnow
from app.notifications.outbox import rendered_body
from tests.factories import translated_as_written
from tests.my_booking.helpers import token_of
from tests.owner.helpers import World
from tests.sql_statements import count_statements

URL = "/api/v1/my-booking"


async def mails_to(address: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        rows = await session.scalars(
            select(EmailOutbox).where(EmailOutbox.to_address == address).order_by(EmailOutbox.id)
        )
        return list(rows.all())


async def mails_going_to(address: str) -> list[EmailOutbox]:
    """The e-mails to `address` that are (or will be) sent."""
    return [mail for mail in await mails_to(address) if mail.status != "dropped"]


async def test_the_link_opens_the_booking_in_its_language_with_the_camp_and_what_cancelling_gives_back(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending  # booked in French
    response = await client.get(f"{URL}/{await token_of(booking.id)}")
    assert response.status_code == 200 and response.headers["cache-control"] == "no-store"
    body = response.json()
    assert body["bookingReference"] == booking.booking_reference and body["status"] == "pending"
    assert body["camp"]["name"] == "Camp Alpha" and body["camp"]["place"].endswith("Maroc")
    assert body["endDate"] == (booking.start_date + timedelta(days=7)).isoformat()
    assert body["refund"] == {
        "tier": "nothing_paid",
        "percent": 0,
        "amount": "0.00",
        "currency": "EUR",
        "hoursBeforeArrival": body["refund"]["hoursBeforeArrival"],
    }
    assert [item["kind"] for item in body["thread"]["items"]] == ["requested"]
    calendar = await client.get(f"{URL}/{await token_of(booking.id)}/calendar.ics")
    assert calendar.headers["content-type"].startswith("text/calendar") and b"STATUS:TENTATIVE" in calendar.content


async def test_a_pending_request_says_whether_its_places_are_held_and_until_when(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending
    until = utcnow() + timedelta(hours=30)
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(Booking).where(Booking.id == booking.id).values(hold_expires_at=until))
    body = (await client.get(f"{URL}/{await token_of(booking.id)}")).json()
    assert body["hold"] == "held" and body["answerBy"].startswith(until.isoformat()[:16])
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(Booking).where(Booking.id == booking.id).values(hold_state="limited"))
    assert (await client.get(f"{URL}/{await token_of(booking.id)}")).json()["hold"] == "not_held"
    confirmed = (await client.get(f"{URL}/{await token_of(world.a.confirmed.id)}")).json()
    assert confirmed["hold"] is None and confirmed["answerBy"] is None


async def test_the_camps_address_is_the_listings_in_the_bookings_language_or_says_it_is_not(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending  # booked in French
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, world.a.camp.id)
        assert camp is not None
        camp.address = "Main road, Taghazout 80022, Morocco"
    camp_of = lambda body: body["camp"]  # noqa: E731
    english = camp_of((await client.get(f"{URL}/{await token_of(booking.id)}")).json())
    assert (english["address"], english["addressLanguage"]) == ("Main road, Taghazout 80022, Morocco", "en")
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, world.a.camp.id)
        assert camp is not None
        camp.translations = translated_as_written(camp, {"fr": {"address": "Route principale, Taghazout 80022, Maroc"}})
    french = camp_of((await client.get(f"{URL}/{await token_of(booking.id)}")).json())
    assert (french["address"], french["addressLanguage"]) == ("Route principale, Taghazout 80022, Maroc", None)


async def test_a_tampered_revoked_or_long_past_link_opens_nothing(client: httpx.AsyncClient, world: World) -> None:
    token = await token_of(world.a.confirmed.id)
    other = token.replace(f"{world.a.confirmed.id}.", f"{world.b.confirmed.id}.", 1)
    for bad in (other, token[:-1] + ("A" if token[-1] != "A" else "B"), "1.1.x", "nonsense"):
        response = await client.get(f"{URL}/{bad}")
        assert response.status_code == 404 and response.json()["error"] == "my_booking_link_invalid"
    revoked = await client.post(
        f"/api/v1/admin/bookings/{world.a.confirmed.id}/manage-link/revoke", headers=world.admin
    )
    assert revoked.status_code == 200
    assert (await client.get(f"{URL}/{token}")).status_code == 404
    fresh = await token_of(world.a.confirmed.id)
    assert (await client.get(f"{URL}/{fresh}")).status_code == 200
    [mail] = await mails_to(world.a.confirmed.email)
    assert mail.email_type == "my_booking_link" and fresh in mail.text_body
    async with get_sessionmaker()() as session, session.begin():
        long_ago = date.today() - timedelta(days=400)
        await session.execute(update(Booking).where(Booking.id == world.a.confirmed.id).values(start_date=long_ago))
    assert (await client.get(f"{URL}/{fresh}")).status_code == 404


async def test_the_traveller_cancels_a_confirmed_booking_and_gets_what_the_policy_gives(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.confirmed  # 600 EUR, starts in 30 days: outside every window, so the full amount
    token = await token_of(booking.id)
    before = (await client.get(f"{URL}/{token}")).json()["refund"]
    assert before["tier"] == "free" and before["amount"] == "600.00"
    response = await client.post(f"{URL}/{token}/cancel", json={"reason": "Broke my leg"})
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "cancelled" and body["refund"] is None and body["cancellationReason"] == "Broke my leg"
    status = [i for i in body["thread"]["items"] if i["kind"] == "status"]
    assert [(i["fromStatus"], i["toStatus"], i["party"]) for i in status] == [("confirmed", "cancelled", "traveller")]
    [mail] = await mails_to(booking.email)
    assert "600,00" in mail.text_body or "600.00" in mail.text_body
    again = await client.post(f"{URL}/{token}/cancel", json={})
    assert again.status_code == 409 and again.json()["error"] == "booking_move_not_allowed"
    async with get_sessionmaker()() as session:
        [entry] = (await session.scalars(select(AuditLog))).all()
    assert entry.action == "booking.traveller_cancel" and entry.actor_user_id is None


def test_the_refund_follows_the_configured_policy_at_each_boundary() -> None:
    policy = CancellationPolicy(free_until_hours=72, partial_until_hours=24, partial_refund_percent=50)
    start = date.today() + timedelta(days=10)
    booking = Booking(start_date=start, status="confirmed", amount_in_currency=Decimal("301.00"), currency="USD")
    from app.bookings.policy import arrival

    at = arrival(start)
    cases = [(timedelta(hours=72), "free", "301.00"), (timedelta(hours=71, minutes=59), "partial", "150.50")]
    cases += [(timedelta(hours=24), "partial", "150.50"), (timedelta(hours=23), "none", "0.00")]
    cases += [(-timedelta(hours=5), "none", "0.00")]
    for before_arrival, tier, amount in cases:
        refund = refund_for(booking, at - before_arrival, policy)
        assert (refund.tier, str(refund.amount)) == (tier, amount), before_arrival
    booking.status = "pending"
    assert refund_for(booking, at - timedelta(hours=1), policy).tier == "nothing_paid"
    assert refund_for(booking, utcnow(), get_settings().cancellation_policy).amount == Decimal("0.00")


async def test_a_lost_link_is_sent_again_to_the_bookings_address_only_and_the_answer_says_nothing(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.b.confirmed
    asks = [
        {"email": booking.email.upper(), "reference": booking.booking_reference.lower()},
        {"email": "someone@example.com", "reference": booking.booking_reference},
        {"email": booking.email, "reference": "SC-NOPE00"},
    ]
    answers = [await client.post(f"{URL}-links", json=ask) for ask in asks]
    assert [(a.status_code, a.json()) for a in answers] == [(202, {"sent": True})] * 3
    [mail] = await mails_going_to(booking.email)
    async with get_sessionmaker()() as session:
        subject, text = await rendered_body(session, mail)
    assert mail.email_type == "my_booking_link" and await token_of(booking.id) in text
    assert booking.booking_reference in subject
    assert await mails_going_to("someone@example.com") == []
    limited = [await client.post(f"{URL}-links", json=asks[0]) for _ in range(3)]
    assert limited[-1].status_code == 429


async def test_a_lost_link_is_answered_with_the_same_work_whether_or_not_a_booking_matches(
    client: httpx.AsyncClient, world: World
) -> None:
    """The answer's timing tells nothing: the same statements run for a match and for no match."""
    booking = world.a.confirmed
    runs = []
    for ask in (
        {"email": booking.email, "reference": booking.booking_reference},
        {"email": "nobody@example.com", "reference": "SC-NOPE00"},
    ):
        with count_statements() as statements:
            answer = await client.post(f"{URL}-links", json=ask)
        assert answer.status_code == 202
        runs.append([re.sub(r"\s+", " ", statement) for statement in statements])
    assert runs[0] == runs[1]
    assert [m.email_type for m in await mails_going_to(booking.email)] == ["my_booking_link"]
    assert await mails_going_to("nobody@example.com") == []


async def test_every_booking_mail_carries_the_link(client: httpx.AsyncClient, world: World) -> None:
    await client.post(f"/api/v1/owner/bookings/{world.a.pending.id}/confirm", headers=world.a.owner)
    [mail] = await mails_to(world.a.pending.email)
    token = await token_of(world.a.pending.id)
    assert f"/fr/my-booking?token={token}" in mail.text_body  # in the booking's language
