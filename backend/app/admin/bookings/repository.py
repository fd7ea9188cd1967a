"""Back-office booking queries: filtered pages, the status counts, one row.

The search matches the booking's folded search column (name, e-mail, reference and camp name
without accents or case, app/kit/search.py); on PostgreSQL a trigram index over that column serves
`LIKE '%term%'` (migration bookings_search_text).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.revenue import revenue_sum
from app.kit.search import matches
from app.models import Booking


def _filters(search: str | None, status: str | None) -> list[Any]:
    where: list[Any] = []
    if status:
        where.append(Booking.status == status)
    if search:
        where.append(matches(Booking.search_text, search))
    return where


class AdminBookingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, search: str | None, status: str | None, offset: int, limit: int) -> tuple[list[Booking], int]:
        where = _filters(search, status)
        stmt = (
            select(Booking)
            .where(*where)
            .order_by(Booking.created_at.desc(), Booking.id.desc())
            .offset(offset)
            .limit(limit)
        )
        rows = list((await self.session.scalars(stmt)).all())
        total = await self.session.scalar(select(func.count()).select_from(Booking).where(*where))
        return rows, int(total or 0)

    async def status_counts(self) -> tuple[dict[str, int], Decimal]:
        """Bookings per status and the revenue (confirmed and completed, EUR), in one grouped query."""
        stmt = select(Booking.status, func.count(Booking.id), revenue_sum()).group_by(Booking.status)
        counts: dict[str, int] = {}
        revenue = Decimal("0")
        for status, count, amount in (await self.session.execute(stmt)).all():
            counts[status] = int(count)
            revenue += Decimal(str(amount))
        return counts, revenue.quantize(Decimal("0.01"))

    async def get(self, booking_id: int) -> Booking | None:
        return await self.session.get(Booking, booking_id)

    async def recent(self, limit: int) -> list[Booking]:
        stmt = select(Booking).order_by(Booking.created_at.desc(), Booking.id.desc()).limit(limit)
        return list((await self.session.scalars(stmt)).all())
