"""Back-office booking queries: filtered pages, the status counts, one row.

The search matches one lower-cased expression over name, e-mail, reference and camp name; on
PostgreSQL a trigram index over exactly this expression serves `LIKE '%term%'` (migration 0004).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, func, literal_column, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.revenue import revenue_sum
from app.models import Booking

_SPACE: ColumnElement[str] = literal_column("' '")


def search_expression() -> ColumnElement[str]:
    """lower(full_name || ' ' || email || ' ' || booking_reference || ' ' || camp_name), as the index has it."""
    joined = Booking.full_name.op("||")(_SPACE).op("||")(Booking.email).op("||")(_SPACE)
    joined = joined.op("||")(Booking.booking_reference).op("||")(_SPACE).op("||")(Booking.camp_name)
    return func.lower(joined)


def _filters(search: str | None, status: str | None) -> list[Any]:
    where: list[Any] = []
    if status:
        where.append(Booking.status == status)
    if search:
        escaped = search.lower().replace("/", "//").replace("%", "/%").replace("_", "/_")
        where.append(search_expression().like(f"%{escaped}%", escape="/"))
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
