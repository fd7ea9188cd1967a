"""Every query of the owner's dashboard takes the caller's camp id: rows of another camp are never found."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import case, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.revenue import revenue_sum
from app.models import Booking, CampPackage


class OwnerRepository:
    def __init__(self, session: AsyncSession, camp_id: int) -> None:
        self.session = session
        self.camp_id = camp_id

    async def bookings(self, offset: int, limit: int, status: str | None) -> tuple[list[Booking], int]:
        where = [Booking.camp_id == self.camp_id]
        if status:
            where.append(Booking.status == status)
        newest_first = (Booking.created_at.desc(), Booking.id.desc())
        rows = await self.session.scalars(
            select(Booking).where(*where).order_by(*newest_first).offset(offset).limit(limit)
        )
        total = await self.session.scalar(select(func.count(Booking.id)).where(*where))
        return list(rows.all()), int(total or 0)

    async def booking(self, booking_id: int) -> Booking | None:
        stmt = select(Booking).where(Booking.id == booking_id, Booking.camp_id == self.camp_id)
        return await self.session.scalar(stmt.execution_options(populate_existing=True))

    async def decide_pending(self, booking_id: int, values: dict[str, object]) -> bool:
        """Move a pending booking on in one statement, so two clicks cannot both succeed."""
        result = await self.session.execute(
            update(Booking)
            .where(Booking.id == booking_id, Booking.camp_id == self.camp_id, Booking.status == "pending")
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def stats(self) -> tuple[int, int, int, int, Decimal]:
        """(active packages, bookings, pending, confirmed, revenue: confirmed and completed in EUR) in two queries."""
        active = await self.session.scalar(
            select(func.count(CampPackage.id)).where(
                CampPackage.camp_id == self.camp_id, CampPackage.status == "active"
            )
        )
        row = (
            await self.session.execute(
                select(
                    func.count(Booking.id),
                    func.coalesce(func.sum(case((Booking.status == "pending", 1), else_=0)), 0),
                    func.coalesce(func.sum(case((Booking.status == "confirmed", 1), else_=0)), 0),
                    revenue_sum(),
                ).where(Booking.camp_id == self.camp_id)
            )
        ).one()
        return int(active or 0), int(row[0]), int(row[1]), int(row[2]), Decimal(str(row[3])).quantize(Decimal("0.01"))
