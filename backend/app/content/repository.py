"""CMS queries. Public reads see only active rows."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CmsContent


class ContentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def active_section(self, section_key: str, language: str) -> list[CmsContent]:
        stmt = (
            select(CmsContent)
            .where(
                CmsContent.section_key == section_key,
                CmsContent.language == language,
                CmsContent.is_active.is_(True),
            )
            .order_by(CmsContent.id)
        )
        return list((await self.session.scalars(stmt)).all())


class ContentAdminRepository:
    """Every CMS row, active or not, for the back office."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all(self, section_key: str | None = None, language: str | None = None) -> list[CmsContent]:
        stmt = select(CmsContent).order_by(CmsContent.updated_at.desc(), CmsContent.id.desc())
        if section_key:
            stmt = stmt.where(CmsContent.section_key == section_key)
        if language:
            stmt = stmt.where(CmsContent.language == language)
        return list((await self.session.scalars(stmt)).all())

    async def get(self, content_id: int) -> CmsContent | None:
        return await self.session.get(CmsContent, content_id)

    def add(self, row: CmsContent) -> None:
        self.session.add(row)

    async def delete(self, row: CmsContent) -> None:
        await self.session.delete(row)
