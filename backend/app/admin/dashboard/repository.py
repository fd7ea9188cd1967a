"""Dashboard figures not owned by another screen: recent counts since a time."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking, CampSubmission


class DashboardRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def bookings_since(self, since: datetime) -> int:
        return int(await self.session.scalar(select(func.count(Booking.id)).where(Booking.created_at >= since)) or 0)

    async def submissions_since(self, since: datetime) -> int:
        stmt = select(func.count(CampSubmission.id)).where(CampSubmission.created_at >= since)
        return int(await self.session.scalar(stmt) or 0)
