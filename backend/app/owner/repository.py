"""Every query of the owner's camp and packages takes the caller's camp id: rows of another camp are never found."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CampPackage, SurfCamp


class OwnerRepository:
    def __init__(self, session: AsyncSession, camp_id: int) -> None:
        self.session = session
        self.camp_id = camp_id

    async def camp(self) -> SurfCamp | None:
        return await self.session.get(SurfCamp, self.camp_id)

    async def packages(self) -> list[CampPackage]:
        """The camp's active packages (soft-deleted ones are gone from the owner's view), newest first."""
        stmt = (
            select(CampPackage)
            .where(CampPackage.camp_id == self.camp_id, CampPackage.status == "active")
            .order_by(CampPackage.created_at.desc(), CampPackage.id.desc())
        )
        return list((await self.session.scalars(stmt)).all())

    async def package(self, package_id: int) -> CampPackage | None:
        stmt = select(CampPackage).where(
            CampPackage.id == package_id, CampPackage.camp_id == self.camp_id, CampPackage.status == "active"
        )
        return await self.session.scalar(stmt)

    async def slug_taken(self, slug: str, exclude_id: int | None = None) -> bool:
        """Slugs are unique across every camp, so public package URLs never collide."""
        stmt = select(CampPackage.id).where(CampPackage.slug == slug)
        if exclude_id is not None:
            stmt = stmt.where(CampPackage.id != exclude_id)
        return await self.session.scalar(stmt.limit(1)) is not None

    async def active_package_count(self) -> int:
        stmt = select(func.count(CampPackage.id)).where(
            CampPackage.camp_id == self.camp_id, CampPackage.status == "active"
        )
        return int(await self.session.scalar(stmt) or 0)
