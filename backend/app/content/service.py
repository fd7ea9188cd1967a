"""Active CMS rows of one section in the visitor's language, falling back to English."""

from __future__ import annotations

import json

import nh3
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.schemas import AuditAction
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.content.repository import ContentAdminRepository, ContentRepository
from app.content.schemas import ContentCreate, ContentItem, ContentList, ContentUpdate
from app.errors import NotFound, ValidationFailed
from app.models import CmsContent
from app.models.base import utcnow

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


# Back office -----------------------------------------------------------------------------------

# What survives in HTML content: formatting, links and images over http(s)/mailto; no scripts,
# no event handlers, no javascript: URLs, no inline styles.
HTML_TAGS = {
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "code",
    "em",
    "figcaption",
    "figure",
    "h2",
    "h3",
    "h4",
    "hr",
    "i",
    "img",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "u",
    "ul",
}
HTML_ATTRIBUTES = {"a": {"href", "title"}, "img": {"src", "alt", "title", "width", "height"}}
URL_SCHEMES = {"http", "https", "mailto"}


class ContentNotFound(NotFound):
    code = "content_not_found"
    detail = "Content not found"


def sanitize_html(html: str) -> str:
    return nh3.clean(
        html,
        tags=HTML_TAGS,
        attributes=HTML_ATTRIBUTES,
        url_schemes=URL_SCHEMES,
        link_rel="noopener noreferrer nofollow",
    )


def _checked_content(content: str, content_type: str) -> str:
    if content_type == "html":
        return sanitize_html(content)
    if content_type == "json":
        try:
            json.loads(content)
        except ValueError as exc:
            raise ValidationFailed(
                "Content of type JSON must be valid JSON.", fields={"content": "invalid_json"}
            ) from exc
    return content


class ContentAdminService:
    def __init__(self, session: AsyncSession, principal: Principal) -> None:
        self.session = session
        self.repo = ContentAdminRepository(session)
        self.audit = AuditTrail(session, principal)

    async def rows(self, section_key: str | None, language: str | None) -> list[CmsContent]:
        return await self.repo.all(section_key, language)

    async def get(self, content_id: int) -> CmsContent:
        row = await self.repo.get(content_id)
        if row is None:
            raise ContentNotFound()
        return row

    async def create(self, data: ContentCreate) -> CmsContent:
        meta = data.meta if isinstance(data.meta, dict) else {}
        row = CmsContent(
            section_key=data.section_key,
            title=data.title,
            content=_checked_content(data.content, data.content_type),
            content_type=data.content_type,
            language=data.language,
            is_active=data.is_active,
            meta=meta,
        )
        self.repo.add(row)
        await self.session.flush()
        self.audit.record("content.create", "content", row.id, None, snapshot(row))
        return row

    async def update(self, content_id: int, data: ContentUpdate) -> CmsContent:
        row = await self.get(content_id)
        before = snapshot(row)
        changes = {k: v for k, v in data.model_dump(exclude_unset=True).items() if v is not None or k == "title"}
        content_type = changes.get("content_type", row.content_type)
        if "content" in changes or "content_type" in changes:
            changes["content"] = _checked_content(changes.get("content", row.content), content_type)
        for name, value in changes.items():
            setattr(row, name, value)
        row.updated_at = utcnow()
        await self.session.flush()
        action: AuditAction = "content.toggle" if set(changes) == {"is_active"} else "content.update"
        self.audit.record(action, "content", row.id, before, snapshot(row))
        return row

    async def delete(self, content_id: int) -> None:
        row = await self.get(content_id)
        before = snapshot(row)
        await self.repo.delete(row)
        await self.session.flush()
        self.audit.record("content.delete", "content", content_id, before, None)
