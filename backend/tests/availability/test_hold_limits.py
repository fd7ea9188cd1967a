"""Holds cost something: what a sender without a confirmed booking (an unknown sender) may hold, as a
traveller sees it through the availability of a package.

A request over a limit is stored and sent to the camp all the same (201), holding nothing; a request
for places that are not free is still refused (409). Limits: half of each day's places for every
unknown sender together, 8 places per e-mail address and 12 per network across the site (the
defaults, app/config.py HOLD_*).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import date, timedelta
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from app.availability.senders import network_of, sender_fingerprint
from app.cli import _last_mail
from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking, CampPackage
from tests.availability.helpers import DAY, Place, add_booking, answers_of_processes, build_place, form
from tests.factories import make_package

BACKEND = Path(__file__).parents[2]


@asynccontextmanager
async def traveller_at(app: object, ip: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client whose requests come from `ip`."""
    transport = httpx.ASGITransport(app=app, client=(ip, 40_000))  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        yield client


async def left_on(client: httpx.AsyncClient, package_id: int, start: date = DAY, people: int = 1) -> int:
    """The places a traveller sees left for a stay of 7 days from `start`."""
    response = await client.get(
        f"/api/v1/availability/packages/{package_id}",
        params={"from": start.isoformat(), "to": start.isoformat(), "people": people},
    )
    assert response.status_code == 200, response.text
    [found] = response.json()["starts"]
    return int(found["left"])


async def hold_states() -> Counter[str]:
    async with get_sessionmaker()() as session:
        rows = await session.scalars(select(Booking.hold_state).where(Booking.status == "pending"))
        return Counter(rows.all())


async def test_one_stranger_asking_for_a_whole_week_does_not_make_it_full(
    client: httpx.AsyncClient, booking_writer: str
) -> None:
    place = await build_place(places=8)
    first = await client.post("/api/v1/bookings", json=form(place.package.id, people=8))
    assert first.status_code == 201, first.text
    # Stored and sent to the camp, and told honestly: the places are not held for them.
    assert first.json()["placesHeldUntil"] is None
    assert await left_on(client, place.package.id, people=8) == 8
    # Another traveller can still ask for the same week; the camp decides.
    second = await client.post("/api/v1/bookings", json=form(place.package.id, people=8, email="max@example.com"))
    assert second.status_code == 201, second.text
    async with get_sessionmaker()() as session:
        ids = list((await session.scalars(select(Booking.id).order_by(Booking.id))).all())
    confirmed = await client.post(f"/api/v1/owner/bookings/{ids[0]}/confirm", headers=place.owner)
    assert confirmed.status_code == 200, confirmed.text
    assert await left_on(client, place.package.id) == 0
    # Confirming the other now would overbook: its places are checked under the lock, and are taken.
    refused = await client.post(f"/api/v1/owner/bookings/{ids[1]}/confirm", headers=place.owner)
    assert (refused.status_code, refused.json()["error"]) == (409, "places_taken")


async def test_strangers_hold_at_most_half_of_a_day_and_a_known_sender_holds_as_before(
    client: httpx.AsyncClient, booking_writer: str
) -> None:
    place = await build_place(places=8)
    held = await client.post("/api/v1/bookings", json=form(place.package.id, people=4))
    assert held.status_code == 201 and held.json()["placesHeldUntil"] is not None
    assert await left_on(client, place.package.id) == 4
    # The strangers' half of the week is taken: one more stranger's request holds nothing.
    other = await client.post("/api/v1/bookings", json=form(place.package.id, people=1, email="max@example.com"))
    assert other.status_code == 201 and other.json()["placesHeldUntil"] is None
    assert await left_on(client, place.package.id) == 4
    # An address that had a booking confirmed before holds what it asks for.
    await add_booking(place, "completed", DAY - timedelta(days=300), 2, email="ines@example.com")
    known = await client.post("/api/v1/bookings", json=form(place.package.id, people=4, email="ines@example.com"))
    assert known.status_code == 201 and known.json()["placesHeldUntil"] is not None
    assert await left_on(client, place.package.id) == 0
    # A request for places that are not free is still refused.
    full = await client.post("/api/v1/bookings", json=form(place.package.id, people=1, email="zoe@example.com"))
    assert (full.status_code, full.json()["reason"]) == (409, "full")
    assert await hold_states() == {"held": 2, "limited": 1}


async def test_the_travellers_confirmation_says_whether_the_places_are_held(client: httpx.AsyncClient) -> None:
    place = await build_place(places=8)
    held = await client.post("/api/v1/bookings", json=form(place.package.id, people=2, language="de"))
    limited = await client.post(
        "/api/v1/bookings", json=form(place.package.id, people=6, email="max@example.com", language="fr")
    )
    assert held.status_code == limited.status_code == 201
    held_mail = await _last_mail("lena@example.com")
    limited_mail = await _last_mail("max@example.com")
    assert held_mail is not None and "48 Stunden lang für Sie freigehalten" in held_mail[1]
    assert limited_mail is not None and "ne vous sont pas encore réservées" in limited_mail[1]
    assert "réservées pendant" not in limited_mail[1]


async def many_weeks(place: Place, packages: int) -> list[CampPackage]:
    """`packages` packages of 16 places in the place's camp."""
    async with get_sessionmaker()() as session, session.begin():
        return [
            await make_package(session, place.camp, name=f"Week {n}", days=7, max_participants=8, places=16)
            for n in range(packages)
        ]


async def blocked_places(client: httpx.AsyncClient, stays: list[tuple[int, date]]) -> int:
    """The places travellers see taken on each (package, start) asked for."""
    return sum([16 - await left_on(client, package_id, start) for package_id, start in stays])


async def test_twenty_four_requests_from_five_addresses_cannot_block_192_places(
    client: httpx.AsyncClient, app: object
) -> None:
    place = await build_place(places=16)
    packages = await many_weeks(place, 3)
    stays = [(p.id, DAY + timedelta(days=7 * week)) for p in packages for week in range(8)]
    answers = []
    for n, (package_id, start) in enumerate(stays):  # each request from another address: rotating them lifts nothing
        async with traveller_at(app, f"198.51.100.{n + 1}") as traveller:
            body = form(package_id, start=start, people=8, email=f"sender{n % 5}@example.com")
            answers.append((await traveller.post("/api/v1/bookings", json=body)).status_code)
    assert answers == [201] * 24  # every request reaches the camp
    # 8 places per address: 40 of the 192 asked for are held, not every week of three packages.
    assert await blocked_places(client, stays) == 5 * 8
    assert await hold_states() == {"held": 5, "limited": 19}


async def test_rotating_e_mail_addresses_from_one_network_do_not_lift_its_limit(
    client: httpx.AsyncClient, app: object
) -> None:
    get_rate_limiter().enabled = False  # the hold limit itself, not the per-network request rate
    place = await build_place(places=16)
    packages = await many_weeks(place, 3)
    stays = [(p.id, DAY + timedelta(days=7 * week)) for p in packages for week in range(8)]
    for n, (package_id, start) in enumerate(stays):
        # A new address each time, and a new IPv6 address of the same /64 (given to one home or phone).
        async with traveller_at(app, f"2001:db8:5:7::{n + 1:x}") as traveller:
            body = form(package_id, start=start, people=4, email=f"rotating{n}@example.com")
            assert (await traveller.post("/api/v1/bookings", json=body)).status_code == 201
    # 12 places per network: three requests of 4, whatever the addresses.
    assert await blocked_places(client, stays) == 12
    assert await hold_states() == {"held": 3, "limited": 21}


def test_a_network_is_an_ipv4_address_or_an_ipv6_64_and_is_kept_as_a_keyed_hash() -> None:
    assert network_of("2001:db8:5:7::1") == network_of("2001:db8:5:7:ffff::9") == "2001:db8:5:7::/64"
    assert network_of("2001:db8:5:8::1") != network_of("2001:db8:5:7::1")
    assert network_of("::ffff:198.51.100.7") == network_of("198.51.100.7") == "198.51.100.7"
    assert network_of("198.51.100.7") != network_of("198.51.100.8")
    fingerprint = sender_fingerprint("198.51.100.7")
    assert len(fingerprint) == 64 and "198.51" not in fingerprint
    assert fingerprint == sender_fingerprint("198.51.100.7") != sender_fingerprint("198.51.100.8")


async def test_twenty_strangers_at_once_hold_exactly_half_the_places(
    client: httpx.AsyncClient, app: object, booking_writer: str
) -> None:
    place = await build_place(places=8)

    async def request(n: int) -> httpx.Response:
        async with traveller_at(app, f"203.0.113.{n + 1}") as traveller:
            return await traveller.post("/api/v1/bookings", json=form(place.package.id, email=f"t{n}@example.com"))

    answers = await asyncio.gather(*(request(n) for n in range(20)))
    assert Counter(a.status_code for a in answers) == {201: 20}
    assert sum(a.json()["placesHeldUntil"] is not None for a in answers) == 4
    assert await left_on(client, place.package.id) == 4
    assert await hold_states() == {"held": 4, "limited": 16}


async def test_one_address_asking_many_packages_at_once_holds_at_most_its_limit(
    client: httpx.AsyncClient, app: object, booking_writer: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each request locks another package: only the address's own lock keeps them from all passing.
    # The e-mails one address may be sent (app/kit/mail_limits.py, 5 an hour) would refuse the sixth
    # request before its hold is weighed: lifted here, the hold limit is what is tested.
    monkeypatch.setattr(get_settings(), "rate_limit_mail_address", "100/3600")
    monkeypatch.setattr(get_settings(), "rate_limit_mail_address_day", "100/86400")
    place = await build_place(places=16)
    packages = await many_weeks(place, 8)

    async def request(n: int, package_id: int) -> httpx.Response:
        async with traveller_at(app, f"192.0.2.{n + 1}") as traveller:
            return await traveller.post("/api/v1/bookings", json=form(package_id, people=2, email="one@example.com"))

    answers = await asyncio.gather(*(request(n, p.id) for n, p in enumerate(packages)))
    assert Counter(a.status_code for a in answers) == {201: 8}
    assert await blocked_places(client, [(p.id, DAY) for p in packages]) == 8
    assert await hold_states() == {"held": 4, "limited": 4}


SCRIPT = """
import asyncio, json, sys
from app.bookings.schemas import BookingCreate
from app.bookings.writer import DirectWriter
from app.db import get_engine, get_sessionmaker

async def one(payload, sender):
    async with get_sessionmaker()() as session:
        stored = await DirectWriter().store(session, BookingCreate.model_validate(payload), None, sender)
        await session.commit()
        return stored.booking.hold_state

async def main():
    payloads, sender = json.loads(sys.argv[1]), sys.argv[2]
    answers = await asyncio.gather(*(one(p, sender) for p in payloads))
    await get_engine().dispose()
    print(json.dumps(answers))

asyncio.run(main())
"""


async def test_one_network_from_several_processes_at_once_holds_at_most_its_limit(client: httpx.AsyncClient) -> None:
    place = await build_place(places=16)
    packages = await many_weeks(place, 16)
    network = sender_fingerprint("198.51.100.99")
    workers = [
        [json.dumps([form(p.id, people=2, email=f"w{w}n{n}@example.com") for n, p in enumerate(mine)]), network]
        for w, mine in enumerate(packages[n : n + 4] for n in range(0, 16, 4))
    ]
    answers = await answers_of_processes(SCRIPT, workers)
    assert Counter(answers) == {"held": 6, "limited": 10}  # 12 places per network, 2 per request
    assert await blocked_places(client, [(p.id, DAY) for p in packages]) == 12
