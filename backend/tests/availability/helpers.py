"""A camp with an owner and a package of a few places, and a booking form for it."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.models import Booking, CampPackage, EmailOutbox, SurfCamp
from tests.factories import make_camp, make_package, make_user
from tests.outbox import outbox as outbox_where
from tests.owner.helpers import bearer

DAY = date.today() + timedelta(days=40)
# The hold limits of unknown senders turned off (app/availability/rules.py `HoldLimits`): for the tests
# of how places are counted, where every request is a stranger's.
NO_HOLD_LIMITS = {
    "HOLD_UNKNOWN_SHARE_PERCENT": "100",
    "HOLD_MAX_PLACES_PER_ADDRESS": "500",
    "HOLD_MAX_PLACES_PER_NETWORK": "100000",
}


def lift_hold_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every request holds its places, as before holds had limits (NO_HOLD_LIMITS)."""
    for name, value in NO_HOLD_LIMITS.items():
        monkeypatch.setattr(get_settings(), name.lower(), int(value))


@dataclass
class Place:
    camp: SurfCamp
    package: CampPackage
    owner: dict[str, str]
    admin: dict[str, str]


async def build_place(places: int = 4, days: int = 7, **package: object) -> Place:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Ocean Vibes Camp")
        owner = await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        admin = await make_user(session, "admin@example.com", "super_admin")
        made = await make_package(session, camp, days=days, max_participants=8, places=places, **package)
        return Place(camp, made, bearer(owner.id), bearer(admin.id))


def form(package_id: int, start: date = DAY, people: int = 1, days: int = 7, **overrides: object) -> dict[str, object]:
    return {
        "packageId": package_id,
        "fullName": "Lena Fischer",
        "email": "lena@example.com",
        "country": "DE",
        "phoneNumber": "+49 170 1234567",
        "startDate": start.isoformat(),
        "numberOfDays": days,
        "numberOfPeople": people,
        "paymentMethod": "bank-transfer",
        "language": "fr",
        **overrides,
    }


async def add_booking(place: Place, status: str, start: date, people: int, days: int = 7, **extra: object) -> Booking:
    async with get_sessionmaker()() as session, session.begin():
        count = extra.pop("n", 0)
        email = extra.pop("email", "elodie@example.com")
        booking = Booking(
            booking_reference=f"SC-{status[:4].upper()}{start.day:02d}{people}{count}",
            camp_id=place.camp.id,
            package_id=place.package.id,
            camp_name=place.camp.name,
            package_name=place.package.name,
            full_name="Élodie Marchand",
            email=email,
            start_date=start,
            number_of_days=days,
            number_of_people=people,
            booking_amount=Decimal("400"),
            amount_in_currency=Decimal("400"),
            currency="EUR",
            status=status,
            language="fr",
            add_ons=[],
            **extra,
        )
        session.add(booking)
    return booking


async def outbox(email_type: str) -> list[EmailOutbox]:
    return await outbox_where(EmailOutbox.email_type == email_type)


async def answers_of_processes(script: str, arguments: list[list[str]], env: dict[str, str] | None = None) -> list[str]:
    """Run `script` in one Python process per argument list, all at once, as several server workers
    would; each prints a JSON list of answers, and all of them are returned."""
    backend = Path(__file__).parents[2]
    processes = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            script,
            *argv,
            cwd=backend,
            env={**os.environ, **(env or {})},
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        for argv in arguments
    ]
    answers: list[str] = []
    for process in processes:
        out, err = await process.communicate()
        assert process.returncode == 0, err.decode()[-2000:]
        answers += json.loads(out)
    return answers
