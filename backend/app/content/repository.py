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
