"""The rows statements are made of: camps, their plan periods, completed bookings, paid statements."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking, CampPlan, CampStatement, SurfCamp


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
        """Completed bookings of a camp (or of every camp) whose stay was completed in [since, until)."""
        stmt = (
            select(Booking)
            .where(Booking.status == "completed", Booking.camp_id.is_not(None), Booking.completed_at.is_not(None))
            .order_by(Booking.completed_at, Booking.id)
        )
        if camp_id is not None:
            stmt = stmt.where(Booking.camp_id == camp_id)
        if since is not None:
            stmt = stmt.where(Booking.completed_at >= since)
        if until is not None:
            stmt = stmt.where(Booking.completed_at < until)
        return (await self.session.scalars(stmt)).all()

    async def stored(self, camp_id: int | None, first: date | None, last: date | None) -> Sequence[CampStatement]:
        stmt = select(CampStatement)
        if camp_id is not None:
            stmt = stmt.where(CampStatement.camp_id == camp_id)
        if first is not None:
            stmt = stmt.where(CampStatement.month >= first)
        if last is not None:
            stmt = stmt.where(CampStatement.month <= last)
        return (await self.session.scalars(stmt)).all()

    async def close_plan(self, plan_id: int, at: datetime) -> bool:
        """End a period still in force (one conditional UPDATE); False when another request ended it first."""
        result = await self.session.execute(
            update(CampPlan)
            .where(CampPlan.id == plan_id, CampPlan.valid_to.is_(None))
            .values(valid_to=at)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]
