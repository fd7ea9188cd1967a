"""Camp Alpha's October 2026, checked by hand (tests/statements/test_statement.py), for every statements test."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx
import pypdf
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import Booking, CampPlan, SurfCamp
from tests.owner.helpers import World, booking

OCTOBER = "2026-10"
# Billed in the paid October: EUR 1,250 at 15 %, EUR 187.50.
BILLED = "SC-AFREE2"
PRO_FROM = datetime(2026, 10, 10, 12, tzinfo=UTC)
BOOKINGS = [
    # reference, booked at, amount, completed at (all in October)
    ("SC-AFREE1", datetime(2026, 9, 2, 9, tzinfo=UTC), "483.00", datetime(2026, 10, 3, 10, tzinfo=UTC)),
    ("SC-AFREE2", datetime(2026, 9, 20, 9, tzinfo=UTC), "1250.00", datetime(2026, 10, 12, 10, tzinfo=UTC)),
    ("SC-AFREE3", datetime(2026, 10, 1, 9, tzinfo=UTC), "96.50", datetime(2026, 10, 20, 10, tzinfo=UTC)),
    ("SC-APRO01", datetime(2026, 10, 15, 9, tzinfo=UTC), "720.00", datetime(2026, 10, 31, 22, tzinfo=UTC)),
]


async def october_at_alpha(client: httpx.AsyncClient, world: World) -> dict[str, int]:
    """Camp Alpha's plans and four bookings, each completed by its owner through the API, then dated October."""
    ids: dict[str, int] = {}
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, world.a.camp.id)
        assert camp is not None
        camp.created_at = datetime(2026, 1, 5, tzinfo=UTC)
        session.add_all(
            [
                CampPlan(
                    camp_id=camp.id,
                    plan="free",
                    commission_percent=Decimal("15"),
                    fee=Decimal("0"),
                    fee_months=0,
                    valid_from=camp.created_at,
                    valid_to=PRO_FROM,
                ),
                CampPlan(
                    camp_id=camp.id,
                    plan="pro-monthly",
                    commission_percent=Decimal("0"),
                    fee=Decimal("49"),
                    fee_months=1,
                    valid_from=PRO_FROM,
                ),
            ]
        )
        for ref, booked, amount, done in BOOKINGS:
            row = booking(camp, world.a.package, ref, "confirmed", amount, created_at=booked)
            row.full_name = f"Guest {ref[-1]}"
            row.start_date = done.date() - timedelta(days=row.number_of_days - 1)  # the stay's last day: done
            session.add(row)
            await session.flush()
            ids[ref] = row.id
    for ref, *_ in BOOKINGS:
        response = await client.post(f"/api/v1/owner/bookings/{ids[ref]}/complete", headers=world.a.owner)
        assert response.status_code == 200, response.text
    async with get_sessionmaker()() as session, session.begin():
        for ref, _, _, done in BOOKINGS:
            await session.execute(update(Booking).where(Booking.id == ids[ref]).values(completed_at=done))
    return ids


def pdf_text(content: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(content))
    # Words as a reader sees them: one space between them, whatever line or cell they sit in.
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


async def october_paid(client: httpx.AsyncClient, world: World) -> dict[str, int]:
    ids = await october_at_alpha(client, world)
    paid = await client.post(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid", headers=world.admin)
    assert paid.status_code == 200, paid.text
    return ids


async def move(client: httpx.AsyncClient, world: World, booking_id: int, status: str) -> None:
    response = await client.patch(f"/api/v1/admin/bookings/{booking_id}", json={"status": status}, headers=world.admin)
    assert response.status_code == 200, response.text
