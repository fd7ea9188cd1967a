"""A camp with an owner and a package of a few places, and a booking form for it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import Booking, CampPackage, EmailOutbox, SurfCamp
from tests.factories import make_camp, make_package, make_user
from tests.owner.helpers import bearer

DAY = date.today() + timedelta(days=40)


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
        booking = Booking(
            booking_reference=f"SC-{status[:4].upper()}{start.day:02d}{people}{count}",
            camp_id=place.camp.id,
            package_id=place.package.id,
            camp_name=place.camp.name,
            package_name=place.package.name,
            full_name="Élodie Marchand",
            email="elodie@example.com",
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
    async with get_sessionmaker()() as session:
        rows = await session.scalars(
            select(EmailOutbox).where(EmailOutbox.email_type == email_type).order_by(EmailOutbox.id)
        )
        return list(rows.all())
