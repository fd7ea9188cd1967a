"""The rows statements are made of: camps, their plan periods, completed bookings, adjustments, paid statements."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import TypeVar

from sqlalchemy import Select, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking, CampPlan, CampStatement, StatementAdjustment, SurfCamp, User
from app.statements import months

T = TypeVar("T", CampStatement, StatementAdjustment)


def _of_months(
    stmt: Select[T], table: type[T], camp_id: int | None, first: date | None, last: date | None
) -> Select[T]:
    """Rows of a camp (or of every camp) whose month is in [first, last]; no end given: open on that side."""
    if camp_id is not None:
        stmt = stmt.where(table.camp_id == camp_id)
    if first is not None:
        stmt = stmt.where(table.month >= first)
    if last is not None:
        stmt = stmt.where(table.month <= last)
    return stmt


class StatementRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def camps(self, camp_id: int | None) -> Sequence[SurfCamp]:
        stmt = select(SurfCamp).order_by(SurfCamp.name, SurfCamp.id)
        if camp_id is not None:
            stmt = stmt.where(SurfCamp.id == camp_id)
        return (await self.session.scalars(stmt)).all()

    async def plan_rows(self, camp_id: int | None) -> Sequence[CampPlan]:
        stmt = select(CampPlan).order_by(CampPlan.camp_id, CampPlan.valid_from)
        if camp_id is not None:
            stmt = stmt.where(CampPlan.camp_id == camp_id)
        return (await self.session.scalars(stmt)).all()

    async def completed(self, camp_id: int | None, since: datetime | None, until: datetime | None) -> Sequence[Booking]:
        """Completed bookings of a camp (or of every camp) whose stay was completed in [since, until), not yet billed.

        A booking a paid statement billed belongs to that statement; completed again later, it is an adjustment.
        """
        stmt = (
            select(Booking)
            .where(Booking.status == "completed", Booking.camp_id.is_not(None), Booking.completed_at.is_not(None))
            .where(Booking.billed_month.is_(None))
            .order_by(Booking.completed_at, Booking.id)
        )
        if camp_id is not None:
            stmt = stmt.where(Booking.camp_id == camp_id)
        if since is not None:
            stmt = stmt.where(Booking.completed_at >= since)
        if until is not None:
            stmt = stmt.where(Booking.completed_at < until)
        return (await self.session.scalars(stmt)).all()

    async def adjustments(
        self, camp_id: int | None, first: date | None, last: date | None
    ) -> Sequence[StatementAdjustment]:
        stmt = (
            select(StatementAdjustment)
            .where(StatementAdjustment.camp_id.is_not(None))
            .order_by(StatementAdjustment.created_at, StatementAdjustment.id)
        )
        return (await self.session.scalars(_of_months(stmt, StatementAdjustment, camp_id, first, last))).all()

    async def mark_billed(self, booking_ids: list[int], month: date) -> int:
        """Mark the bookings of a month's paid statement billed by it (one conditional UPDATE); returns how many
        still were completed in that month and unbilled, which is all of them unless one moved meanwhile."""
        if not booking_ids:
            return 0
        result = await self.session.execute(
            update(Booking)
            .where(
                Booking.id.in_(booking_ids),
                Booking.billed_month.is_(None),
                Booking.status == "completed",
                Booking.completed_at >= months.start(month),
                Booking.completed_at < months.end(month),
            )
            .values(billed_month=month, billed_commission=Booking.commission_amount)
            .execution_options(synchronize_session=False)
        )
        return int(result.rowcount)  # type: ignore[attr-defined]

    async def stored(self, camp_id: int | None, first: date | None, last: date | None) -> Sequence[CampStatement]:
        return (
            await self.session.scalars(_of_months(select(CampStatement), CampStatement, camp_id, first, last))
        ).all()

    async def user_names(self, ids: set[int]) -> dict[int, str]:
        if not ids:
            return {}
        rows = await self.session.execute(select(User.id, User.full_name).where(User.id.in_(ids)))
        return {row.id: row.full_name for row in rows}

    async def close_plan(self, plan_id: int, at: datetime) -> bool:
        """End a period still in force (one conditional UPDATE); False when another request ended it first."""
        result = await self.session.execute(
            update(CampPlan)
            .where(CampPlan.id == plan_id, CampPlan.valid_to.is_(None))
            .values(valid_to=at)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]
