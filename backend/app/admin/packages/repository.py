"""Back-office package queries: every package with its camp's name and location, newest first."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CampPackage, SurfCamp


class AdminPackageRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all_with_camp(self, camp_id: int | None = None) -> list[tuple[CampPackage, str, str]]:
        stmt = (
            select(CampPackage, SurfCamp.name, SurfCamp.location)
            .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
            .order_by(CampPackage.created_at.desc(), CampPackage.id.desc())
        )
        if camp_id is not None:
            stmt = stmt.where(CampPackage.camp_id == camp_id)
        return [(row[0], row[1], row[2]) for row in (await self.session.execute(stmt)).all()]

    async def get(self, package_id: int) -> CampPackage | None:
        return await self.session.get(CampPackage, package_id)

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def slug_taken(self, slug: str, exclude_id: int | None = None) -> bool:
        stmt = select(CampPackage.id).where(CampPackage.slug == slug)
        if exclude_id is not None:
            stmt = stmt.where(CampPackage.id != exclude_id)
        return await self.session.scalar(stmt.limit(1)) is not None

    async def delete(self, package_id: int) -> None:
        await self.session.execute(
            delete(CampPackage).where(CampPackage.id == package_id).execution_options(synchronize_session=False)
        )
