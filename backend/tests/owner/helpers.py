"""Two camps with an owner each, a package and bookings, for the owner and media tests."""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from PIL import Image

from app.auth.tokens import create_access_token
from app.db import get_sessionmaker
from app.models import Booking, CampPackage, SurfCamp
from tests.factories import make_camp, make_package, make_user


def bearer(user_id: int) -> dict[str, str]:
    token, _ = create_access_token(user_id)
    return {"Authorization": f"Bearer {token}"}


def png_bytes(width: int = 1600, height: int = 1000, color: tuple[int, int, int] = (20, 120, 180)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), color).save(out, "PNG")
    return out.getvalue()


@dataclass
class CampSide:
    camp: SurfCamp
    package: CampPackage
    owner: dict[str, str]
    owner_id: int
    pending: Booking
    confirmed: Booking


@dataclass
class World:
    a: CampSide
    b: CampSide
    admin: dict[str, str]
    inactive_owner: dict[str, str]


def booking(camp: SurfCamp, package: CampPackage, ref: str, status: str, amount: str, **extra: object) -> Booking:
    return Booking(
        booking_reference=ref,
        camp_id=camp.id,
        package_id=package.id,
        camp_name=camp.name,
        package_name=package.name,
        full_name="Élodie Marchand",
        email=f"{ref.lower()}@example.com",
        start_date=date.today() + timedelta(days=30),
        number_of_days=7,
        number_of_people=1,
        booking_amount=Decimal(amount),
        amount_in_currency=Decimal(amount),
        currency="EUR",
        status=status,
        language=str(extra.pop("language", "en")),
        add_ons=[],
        **extra,
    )


async def build_world() -> World:
    async with get_sessionmaker()() as session:
        sides: list[CampSide] = []
        for key, name in (("a", "Camp Alpha"), ("b", "Camp Bravo")):
            camp = await make_camp(session, name)
            package = await make_package(session, camp, name=f"{name} Week", image_url=f"/media/seed/{key}-1200.jpg")
            user = await make_user(session, f"owner-{key}@example.com", "camp_owner", camp_id=camp.id)
            pending = booking(camp, package, f"SC-{key.upper()}PEND1", "pending", "400", language="fr")
            confirmed = booking(camp, package, f"SC-{key.upper()}CONF1", "confirmed", "600")
            cancelled = booking(camp, package, f"SC-{key.upper()}CANC1", "cancelled", "1000")
            session.add_all([pending, confirmed, cancelled])
            await session.flush()
            sides.append(CampSide(camp, package, bearer(user.id), user.id, pending, confirmed))
        admin = await make_user(session, "admin@example.com", "super_admin")
        inactive = await make_user(session, "waiting@example.com", "camp_owner", active=False, camp_id=sides[0].camp.id)
        await session.commit()
        return World(sides[0], sides[1], bearer(admin.id), bearer(inactive.id))
