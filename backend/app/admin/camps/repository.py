"""Back-office camp queries: every camp with its package and booking counts, one camp, deletion."""

from __future__ import annotations

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking, CampPackage, SurfCamp

OPEN_BOOKING_STATUSES = ("pending", "confirmed")


class AdminCampRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all_with_counts(self) -> list[tuple[SurfCamp, int, int]]:
        packages = (
            select(CampPackage.camp_id, func.count(CampPackage.id).label("n")).group_by(CampPackage.camp_id).subquery()
        )
        bookings = select(Booking.camp_id, func.count(Booking.id).label("n")).group_by(Booking.camp_id).subquery()
        stmt = (
            select(SurfCamp, func.coalesce(packages.c.n, 0), func.coalesce(bookings.c.n, 0))
            .outerjoin(packages, packages.c.camp_id == SurfCamp.id)
            .outerjoin(bookings, bookings.c.camp_id == SurfCamp.id)
            .order_by(SurfCamp.name, SurfCamp.id)
        )
        return [(row[0], int(row[1]), int(row[2])) for row in (await self.session.execute(stmt)).all()]

    async def get(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def counts(self, camp_id: int) -> tuple[int, int]:
        packages = await self.session.scalar(select(func.count(CampPackage.id)).where(CampPackage.camp_id == camp_id))
        bookings = await self.session.scalar(select(func.count(Booking.id)).where(Booking.camp_id == camp_id))
        return int(packages or 0), int(bookings or 0)

    async def open_bookings(self, camp_id: int) -> int:
        """Bookings of the camp that still need the camp: pending or confirmed."""
        stmt = select(func.count(Booking.id)).where(
            Booking.camp_id == camp_id, Booking.status.in_(OPEN_BOOKING_STATUSES)
        )
        return int(await self.session.scalar(stmt) or 0)

    async def package_images(self, camp_id: int) -> list[str]:
        rows = await self.session.execute(
            select(CampPackage.image_url, CampPackage.gallery_images).where(CampPackage.camp_id == camp_id)
        )
        urls: list[str] = []
        for image, gallery in rows.all():
            urls.extend(u for u in [image, *(gallery or [])] if u)
        return urls

    async def slug_taken(self, slug: str, exclude_id: int | None = None) -> bool:
        stmt = select(SurfCamp.id).where(SurfCamp.slug == slug)
        if exclude_id is not None:
            stmt = stmt.where(SurfCamp.id != exclude_id)
        return await self.session.scalar(stmt.limit(1)) is not None

    async def delete(self, camp_id: int) -> None:
        """The database cascades: packages go, (closed) bookings keep their snapshot names with camp_id set to NULL."""
        await self.session.execute(
            delete(SurfCamp).where(SurfCamp.id == camp_id).execution_options(synchronize_session=False)
        )
