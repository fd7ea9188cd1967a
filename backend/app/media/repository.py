"""Queries about uploaded images: who owns one, and whether any camp or package still shows it."""

from __future__ import annotations

from sqlalchemy import ColumnElement, String, cast, delete, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CampPackage, MediaImage, SurfCamp


def _in_gallery(url: str) -> ColumnElement[bool]:
    # A JSON list rendered as text holds each URL in quotes, on SQLite and PostgreSQL alike.
    return cast(CampPackage.gallery_images, String).contains(f'"{url}"', autoescape=True)


class MediaRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_url(self, url: str) -> MediaImage | None:
        return await self.session.scalar(select(MediaImage).where(MediaImage.url == url))

    async def get(self, image_id: int, camp_id: int | None) -> MediaImage | None:
        """An image by id; `camp_id` scopes an owner to their camp's uploads (None: an admin, any image)."""
        stmt = select(MediaImage).where(MediaImage.id == image_id)
        if camp_id is not None:
            stmt = stmt.where(MediaImage.camp_id == camp_id)
        return await self.session.scalar(stmt)

    async def is_referenced(self, url: str) -> bool:
        """True while any camp or package (of any camp, active or not) shows this image."""
        camp = await self.session.scalar(select(SurfCamp.id).where(SurfCamp.image_url == url).limit(1))
        if camp is not None:
            return True
        package = await self.session.scalar(
            select(CampPackage.id).where(or_(CampPackage.image_url == url, _in_gallery(url))).limit(1)
        )
        return package is not None

    async def used_by_camp(self, camp_id: int, url: str) -> bool:
        """True when the camp itself or one of its packages shows this image."""
        camp = await self.session.scalar(
            select(SurfCamp.id).where(SurfCamp.id == camp_id, SurfCamp.image_url == url).limit(1)
        )
        if camp is not None:
            return True
        package = await self.session.scalar(
            select(CampPackage.id)
            .where(CampPackage.camp_id == camp_id, or_(CampPackage.image_url == url, _in_gallery(url)))
            .limit(1)
        )
        return package is not None

    async def forget(self, url: str) -> None:
        await self.session.execute(delete(MediaImage).where(MediaImage.url == url))
