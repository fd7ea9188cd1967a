"""Analytics aggregates, each one grouped query in the database (SQLite and PostgreSQL alike)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.revenue import REVENUE_STATUSES, revenue_sum
from app.models import Booking, CampPackage, EmailLog, PageView, SurfCamp

TOP = 5


def _money(value: object) -> Decimal:
    return Decimal(str(value or 0)).quantize(Decimal("0.01"))


_REVENUE = revenue_sum()


class AnalyticsRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    @property
    def _postgres(self) -> bool:
        return self.session.get_bind().dialect.name == "postgresql"

    def _month(self, column: Any) -> ColumnElement[str]:
        if self._postgres:
            return func.to_char(func.timezone("UTC", column), "YYYY-MM")
        return func.strftime("%Y-%m", column)

    async def status_counts(self, since: datetime) -> tuple[dict[str, int], Decimal, int]:
        """Bookings per status since a time, the revenue and how many bookings it counts (confirmed, completed)."""
        stmt = (
            select(Booking.status, func.count(Booking.id), _REVENUE)
            .where(Booking.created_at >= since)
            .group_by(Booking.status)
        )
        counts: dict[str, int] = {}
        revenue = Decimal("0")
        for status, count, amount in (await self.session.execute(stmt)).all():
            counts[status] = int(count)
            revenue += _money(amount)
        paying = sum(n for s, n in counts.items() if s in REVENUE_STATUSES)
        return counts, revenue, paying

    async def popular_camps(self, since: datetime) -> list[tuple[int | None, str, int, Decimal]]:
        """(camp id, camp name as booked, bookings, revenue) of the most booked camps, by name as booked."""
        bookings = func.count(Booking.id).label("bookings")
        stmt = (
            select(func.max(Booking.camp_id), Booking.camp_name, bookings, _REVENUE)
            .where(Booking.created_at >= since)
            .group_by(Booking.camp_name)
            .order_by(bookings.desc(), Booking.camp_name)
            .limit(TOP)
        )
        rows = (await self.session.execute(stmt)).all()
        return [(camp_id, name, int(n), _money(r)) for camp_id, name, n, r in rows]

    async def top_pages(self, since: datetime) -> list[tuple[str, str, int]]:
        views = func.count(PageView.id).label("views")
        stmt = (
            select(PageView.page_name, func.min(PageView.page_type), views)
            .where(PageView.created_at >= since)
            .group_by(PageView.page_name)
            .order_by(views.desc(), PageView.page_name)
            .limit(TOP)
        )
        return [(name, kind, int(n)) for name, kind, n in (await self.session.execute(stmt)).all()]

    async def package_page_views(self, since: datetime) -> list[tuple[str, int]]:
        """Views per package page name (a path such as /packages/12/beginner-week) since a time."""
        views = func.count(PageView.id)
        stmt = (
            select(PageView.page_name, views)
            .where(PageView.created_at >= since, PageView.page_type == "package")
            .group_by(PageView.page_name)
        )
        return [(name, int(n)) for name, n in (await self.session.execute(stmt)).all()]

    async def package_camps(self) -> list[tuple[CampPackage, SurfCamp]]:
        """Every package with its camp (their names are read in the reader's language)."""
        stmt = select(CampPackage, SurfCamp).join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
        return [(package, camp) for package, camp in (await self.session.execute(stmt)).all()]

    async def camps(self, ids: set[int]) -> dict[int, SurfCamp]:
        rows = await self.session.scalars(select(SurfCamp).where(SurfCamp.id.in_(ids)))
        return {camp.id: camp for camp in rows.all()}

    async def bookings_per_camp(self, since: datetime) -> dict[int, int]:
        stmt = (
            select(Booking.camp_id, func.count(Booking.id))
            .where(Booking.created_at >= since, Booking.camp_id.is_not(None))
            .group_by(Booking.camp_id)
        )
        return {int(camp or 0): int(n) for camp, n in (await self.session.execute(stmt)).all()}

    async def email_stats(self, since: datetime) -> list[tuple[str, int, int]]:
        stmt = (
            select(
                EmailLog.email_type,
                func.coalesce(func.sum(case((EmailLog.email_status == "sent", 1), else_=0)), 0),
                func.coalesce(func.sum(case((EmailLog.email_status == "failed", 1), else_=0)), 0),
            )
            .where(EmailLog.created_at >= since)
            .group_by(EmailLog.email_type)
            .order_by(EmailLog.email_type)
        )
        return [(kind, int(s), int(f)) for kind, s, f in (await self.session.execute(stmt)).all()]

    async def monthly(self, since: datetime) -> dict[str, tuple[int, Decimal]]:
        month = self._month(Booking.created_at).label("month")
        stmt = select(month, func.count(Booking.id), _REVENUE).where(Booking.created_at >= since).group_by(month)
        return {str(m): (int(n), _money(r)) for m, n, r in (await self.session.execute(stmt)).all()}
