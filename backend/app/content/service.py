"""Active CMS rows of one section in the visitor's language, falling back to English."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.content.repository import ContentRepository
from app.content.schemas import ContentItem, ContentList

FALLBACK_LANGUAGE = "en"


class ContentService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = ContentRepository(session)

    async def section(self, section_key: str, lang: str) -> ContentList:
        language = lang
        rows = await self.repo.active_section(section_key, lang)
        if not rows and lang != FALLBACK_LANGUAGE:
            language = FALLBACK_LANGUAGE
            rows = await self.repo.active_section(section_key, FALLBACK_LANGUAGE)
        return ContentList(
            section=section_key,
            language=language,
            items=[ContentItem.model_validate(row) for row in rows],
        )
