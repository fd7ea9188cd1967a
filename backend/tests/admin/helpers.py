"""A back office to test against: one principal of each kind, two camps, packages and bookings."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlalchemy import select

from app.auth.tokens import create_access_token
from app.db import get_sessionmaker
from app.models import AdminUser, Booking, SurfCamp
from app.models.base import utcnow
from tests.factories import make_camp, make_package, make_user


def bearer(user_id: int) -> dict[str, str]:
    token, _ = create_access_token(user_id)
    return {"Authorization": f"Bearer {token}"}


def booking(
    camp: SurfCamp | None,
    ref: str,
    status: str = "pending",
    amount: str = "500",
    *,
    name: str = "Élodie Marchand",
    email: str | None = None,
    camp_name: str | None = None,
    created_at: datetime | None = None,
    language: str = "en",
    package_id: int | None = None,
) -> Booking:
    return Booking(
        booking_reference=ref,
        camp_id=camp.id if camp else None,
        package_id=package_id,
        camp_name=camp_name or (camp.name if camp else "Gone Camp"),
        package_name="Week of Waves",
        full_name=name,
        email=email or f"{ref.lower()}@example.com",
        start_date=date.today() + timedelta(days=30),
        number_of_days=7,
        number_of_people=2,
        booking_amount=Decimal(amount),
        amount_in_currency=Decimal(amount),
        currency="EUR",
        status=status,
        language=language,
        add_ons=[],
        created_at=created_at or utcnow(),
        updated_at=created_at or utcnow(),
    )


@dataclass
class Office:
    headers: dict[str, dict[str, str]] = field(default_factory=dict)
    user_ids: dict[str, int] = field(default_factory=dict)
    profile_ids: dict[str, int] = field(default_factory=dict)
    camp_ids: dict[str, int] = field(default_factory=dict)
    package_id: int = 0
    booking_ids: dict[str, int] = field(default_factory=dict)

    def __getitem__(self, principal: str) -> dict[str, str]:
        return self.headers[principal]


PRINCIPALS = ("anonymous", "camp_owner", "inactive_admin", "camp_admin", "super_admin")


async def build_office() -> Office:
    office = Office(headers={"anonymous": {}})
    async with get_sessionmaker()() as session:
        alpha = await make_camp(session, "Camp Alpha")
        bravo = await make_camp(session, "Surf Bravo", location_key="tamraght")
        package = await make_package(session, alpha, name="Alpha Week", image_url="/media/seed/alpha-1200.jpg")
        office.camp_ids = {"alpha": alpha.id, "bravo": bravo.id}
        office.package_id = package.id
        for key, role, active, camp_id in (
            ("super_admin", "super_admin", True, None),
            ("camp_admin", "camp_admin", True, None),
            ("inactive_admin", "super_admin", False, None),
            ("camp_owner", "camp_owner", True, alpha.id),
        ):
            user = await make_user(
                session, f"{key.replace('_', '-')}@example.com", role, active=active, camp_id=camp_id
            )
            office.headers[key] = bearer(user.id)
            office.user_ids[key] = user.id
        rows = [
            booking(alpha, "SC-PEND01", "pending", "400", name="Anna Schmidt", email="anna@example.com"),
            booking(alpha, "SC-CONF01", "confirmed", "600", name="Bob Martin", language="fr"),
            booking(bravo, "SC-CANC01", "cancelled", "1000", name="Carla Diaz"),
            booking(bravo, "SC-COMP01", "completed", "300", name="Dan Okafor"),
        ]
        session.add_all(rows)
        await session.flush()
        office.booking_ids = {b.booking_reference: b.id for b in rows}
        await session.commit()
    return office


async def pending_owner(language: str = "de", *, complete: bool = False) -> tuple[int, int]:
    """A camp owner awaiting approval with their pending camp; complete: it has a photo and a draft package."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Wave Hostel", status="pending", location_key="agadir")
        camp.image_url = "/media/camps/wave-hostel.webp" if complete else None
        if complete:
            await make_package(session, camp, name="Wave Week", status="draft")
        user = await make_user(session, "newowner@example.com", "camp_owner", active=False, camp_id=camp.id)
        user.language = language
        profile = await session.scalar(select(AdminUser).where(AdminUser.user_id == user.id))
        assert profile is not None
        return profile.id, camp.id
