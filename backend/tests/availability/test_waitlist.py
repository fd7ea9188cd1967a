"""The waitlist asks before it writes: one confirmation e-mail per stay and address (in the traveller's
language, limited per address and sender), only confirmed entries are told "Places are free", unconfirmed
ones expire, and every later e-mail can stop them all."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from app.config import get_settings
from app.db import get_sessionmaker
from app.jobs.runner import run_jobs_once
from app.models import Booking, EmailOutbox, WaitlistEntry
from app.models.base import utcnow
from tests.availability.helpers import DAY, Place, build_place, form, outbox

URL = "/api/v1/availability/waitlist"


def sign_up(place: Place, email: str = "max@example.com", start: object = DAY, lang: str = "de") -> dict[str, object]:
    return {
        "packageId": place.package.id,
        "startDate": str(start),
        "numberOfDays": 7,
        "numberOfPeople": 2,
        "email": email,
        "language": lang,
    }


def link_in(mail: EmailOutbox, page: str) -> str:
    found = re.search(rf"(/(?:fr/|de/)?waitlist/{page})\?token=([0-9]+\.[\w-]+)", mail.text_body)
    assert found, mail.text_body
    return found.group(2)


async def full(client: httpx.AsyncClient, place: Place) -> None:
    assert (await client.post("/api/v1/bookings", json=form(place.package.id, people=2))).status_code == 201


async def free_places(client: httpx.AsyncClient, place: Place) -> None:
    async with get_sessionmaker()() as session:
        booking = await session.scalar(select(Booking))
    assert booking is not None
    cancelled = await client.post(
        f"/api/v1/owner/bookings/{booking.id}/cancel", json={"reason": "Plans changed"}, headers=place.owner
    )
    assert cancelled.status_code == 200


def from_address(app: object, ip: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(ip, 40000))  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=transport, base_url="http://testserver")


async def test_a_sign_up_is_told_only_once_its_address_confirmed_it(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    await full(client, place)
    assert (await client.post(URL, json=sign_up(place))).status_code == 201
    [asked] = await outbox("waitlist_confirm")
    assert asked.to_address == "max@example.com" and asked.subject.startswith("Bitte bestätigen")
    assert "/de/waitlist/confirm?token=" in asked.text_body

    # Places free up before the address confirmed: nobody is told.
    await free_places(client, place)
    await run_jobs_once()
    assert await outbox("waitlist_open") == []

    confirmed = await client.post(f"{URL}/confirm", json={"token": link_in(asked, "confirm")})
    assert confirmed.status_code == 200
    assert confirmed.json() == {
        "packageId": place.package.id,
        "packageName": place.package.name,
        "startDate": DAY.isoformat(),
        "numberOfDays": 7,
        "numberOfPeople": 2,
    }
    # The link again is fine (a second click, a mail scanner): still confirmed, nothing more sent.
    assert (await client.post(f"{URL}/confirm", json={"token": link_in(asked, "confirm")})).status_code == 200
    await run_jobs_once()
    await run_jobs_once()
    [told] = await outbox("waitlist_open")
    assert told.to_address == "max@example.com" and told.subject.startswith("Freie Plätze")
    # The booking form opens with the stay, as the form reads it; and a link stops the e-mails.
    assert f"/de/packages/{place.package.id}/book?start={DAY.isoformat()}&days=7&people=2" in told.text_body
    assert "/de/waitlist/stop?token=" in told.text_body


async def test_sixty_sign_ups_naming_one_address_send_one_e_mail_per_stay_and_stop_at_the_address_limit(
    app: object, client: httpx.AsyncClient
) -> None:
    """The attack of issue 31: 60 sign-ups of one victim in half a second gave 60 mails and 62 "Places are free"."""
    place = await build_place(places=2)
    await full(client, place)
    clients = [from_address(app, f"198.51.100.{n}") for n in range(60)]
    same_stay = await asyncio.gather(*(c.post(URL, json=sign_up(place, "victim@example.com")) for c in clients[:30]))
    other_stays = [
        await c.post(URL, json=sign_up(place, "victim@example.com", DAY + timedelta(days=n + 1)))
        for n, c in enumerate(clients[30:])
    ]
    for c in clients:
        await c.aclose()
    limit = int(get_settings().rate_limit_mail_address.split("/")[0])
    codes = [a.status_code for a in [*same_stay, *other_stays]]
    assert codes.count(201) <= limit and codes.count(429) == 60 - codes.count(201)
    mails = [m for m in await outbox("waitlist_confirm") if m.to_address == "victim@example.com"]
    assert 1 <= len(mails) <= limit
    async with get_sessionmaker()() as session:
        entries = list((await session.scalars(select(WaitlistEntry))).all())
    # One entry per stay, whatever the number of sign-ups for it.
    assert len({e.start_date for e in entries}) == len(entries)
    await free_places(client, place)
    await run_jobs_once()
    assert await outbox("waitlist_open") == []  # none confirmed, none told


async def test_signing_up_again_for_the_same_stay_sends_nothing_more(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    answers = await asyncio.gather(*(client.post(URL, json=sign_up(place)) for _ in range(4)))
    assert [a.status_code for a in answers] == [201] * 4
    assert len(await outbox("waitlist_confirm")) == 1
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(WaitlistEntry)) == 1


async def test_the_database_keeps_one_waiting_entry_per_stay_and_address() -> None:
    place = await build_place(places=2)

    def entry(**extra: object) -> WaitlistEntry:
        values: dict[str, object] = {
            "package_id": place.package.id,
            "start_date": DAY,
            "number_of_days": 7,
            "number_of_people": 1,
            "email": "max@example.com",
            **extra,
        }
        return WaitlistEntry(**values)

    async with get_sessionmaker()() as session, session.begin():
        session.add_all([entry(notified_at=utcnow()), entry(), entry(number_of_days=8)])  # a told one does not count
    with pytest.raises(IntegrityError):
        async with get_sessionmaker()() as session, session.begin():
            session.add(entry(number_of_people=3))


async def test_an_unconfirmed_sign_up_expires_and_the_stay_can_be_asked_for_again(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    assert (await client.post(URL, json=sign_up(place, lang="fr"))).status_code == 201
    [asked] = await outbox("waitlist_confirm")
    assert asked.subject.startswith("Merci de confirmer") and "/fr/waitlist/confirm?token=" in asked.text_body
    late = utcnow() - timedelta(hours=get_settings().waitlist_confirm_hours, minutes=1)
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(WaitlistEntry).values(created_at=late))
    refused = await client.post(f"{URL}/confirm", json={"token": link_in(asked, "confirm")})
    assert refused.status_code == 404 and refused.json()["error"] == "waitlist_link_invalid"
    # A new sign-up replaces it with a new confirmation.
    again = await client.post(URL, json=sign_up(place, lang="fr"))
    assert again.status_code == 201, again.text
    assert len(await outbox("waitlist_confirm")) == 2
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(WaitlistEntry).values(created_at=late))
    await run_jobs_once()
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(WaitlistEntry)) == 0


async def test_a_tampered_link_or_another_purposes_token_does_nothing(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    await client.post(URL, json=sign_up(place))
    [asked] = await outbox("waitlist_confirm")
    token = link_in(asked, "confirm")
    entry_id, signed = token.split(".")
    for bad in (f"{int(entry_id) + 1}.{signed}", f"{entry_id}.{signed[:-1]}A", f"{entry_id}.x"):
        answer = await client.post(f"{URL}/confirm", json={"token": bad})
        assert answer.status_code in (404, 422), bad
    # The confirm link is not a stop link, and the other way round.
    assert (await client.post(f"{URL}/stop", json={"token": token})).status_code == 404
    async with get_sessionmaker()() as session:
        [entry] = (await session.scalars(select(WaitlistEntry))).all()
    assert entry.confirmed_at is None


async def test_the_stop_link_takes_the_address_off_every_stay(client: httpx.AsyncClient) -> None:
    place = await build_place(places=2)
    await full(client, place)
    for n in range(3):
        await client.post(URL, json=sign_up(place, start=DAY + timedelta(days=n)))
    for mail in await outbox("waitlist_confirm"):
        assert (await client.post(f"{URL}/confirm", json={"token": link_in(mail, "confirm")})).status_code == 200
    await free_places(client, place)
    await run_jobs_once()
    [told, *_] = await outbox("waitlist_open")
    stopped = await client.post(f"{URL}/stop", json={"token": link_in(told, "stop")})
    assert stopped.status_code == 204
    async with get_sessionmaker()() as session:
        waiting = (await session.scalars(select(WaitlistEntry).where(WaitlistEntry.notified_at.is_(None)))).all()
    assert waiting == []
