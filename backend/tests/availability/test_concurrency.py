"""No overbooking, ever: many requests at once for the last places of a date get exactly those places.

Run on SQLite and on PostgreSQL (TEST_DATABASE_URL): through the app with each booking writer, and
from several processes at once, each with its own connections, as several server workers would.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path

import httpx
import pytest
from sqlalchemy import func, select

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking
from tests.availability.helpers import (
    DAY,
    NO_HOLD_LIMITS,
    add_booking,
    answers_of_processes,
    build_place,
    form,
    lift_hold_limits,
)

BACKEND = Path(__file__).parents[2]


async def held_places(package_id: int) -> int:
    async with get_sessionmaker()() as session:
        total = await session.scalar(
            select(func.sum(Booking.number_of_people)).where(
                Booking.package_id == package_id, Booking.status == "pending"
            )
        )
    return int(total or 0)


@pytest.mark.parametrize("writer", ["group_commit", "direct"])
async def test_fifty_requests_for_the_last_three_places_get_three_holds(
    client: httpx.AsyncClient, writer: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "booking_writer", writer)
    get_rate_limiter().enabled = False
    lift_hold_limits(monkeypatch)  # the places themselves: test_hold_limits.py races the limits
    place = await build_place(places=5)
    await add_booking(place, "confirmed", DAY, 2)  # 3 places left

    async def request(n: int) -> httpx.Response:
        return await client.post("/api/v1/bookings", json=form(place.package.id, email=f"t{n}@example.com"))

    answers = await asyncio.gather(*(request(n) for n in range(50)))
    codes = Counter(a.status_code for a in answers)
    assert codes == {201: 3, 409: 47}
    assert {a.json()["reason"] for a in answers if a.status_code == 409} == {"full"}
    assert await held_places(place.package.id) == 3


SCRIPT = """
import asyncio, json, sys
from datetime import date
from app.bookings.schemas import BookingCreate
from app.bookings.writer import DirectWriter
from app.db import get_engine, get_sessionmaker
from app.errors import AppError

async def one(payload):
    async with get_sessionmaker()() as session:
        try:
            await DirectWriter().store(session, BookingCreate.model_validate(payload), None)
            await session.commit()
            return "stored"
        except AppError as error:
            await session.rollback()
            return error.code

async def main():
    payloads = json.loads(sys.argv[1])
    answers = await asyncio.gather(*(one(p) for p in payloads))
    await get_engine().dispose()
    print(json.dumps(answers))

asyncio.run(main())
"""


async def test_requests_from_several_processes_at_once_never_overbook() -> None:
    place = await build_place(places=4)
    await add_booking(place, "confirmed", DAY, 1)  # 3 places left
    workers = [
        [json.dumps([form(place.package.id, email=f"w{worker}n{n}@example.com") for n in range(10)])]
        for worker in range(4)
    ]
    answers = await answers_of_processes(SCRIPT, workers, NO_HOLD_LIMITS)
    assert Counter(answers) == {"stored": 3, "date_unavailable": 37}
    assert await held_places(place.package.id) == 3
