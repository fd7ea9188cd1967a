"""Lists of what visitors left behind: contact messages, newsletter sign-ups, assistant leads."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import ChatLead, ContactMessage, NewsletterSubscriber

T = TypeVar("T", ContactMessage, NewsletterSubscriber, ChatLead)


class LeadRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _page(self, model: type[T], order: Any, offset: int, limit: int) -> tuple[list[T], int]:
        rows = await self.session.scalars(
            select(model).order_by(order.desc(), model.id.desc()).offset(offset).limit(limit)
        )
        total = await self.session.scalar(select(func.count(model.id)))
        return list(rows.all()), int(total or 0)

    async def contact_messages(self, offset: int, limit: int) -> tuple[list[ContactMessage], int]:
        return await self._page(ContactMessage, ContactMessage.created_at, offset, limit)

    async def subscribers(self, offset: int, limit: int) -> tuple[list[NewsletterSubscriber], int]:
        return await self._page(NewsletterSubscriber, NewsletterSubscriber.subscribed_at, offset, limit)

    async def active_subscribers(self) -> int:
        stmt = select(func.count(NewsletterSubscriber.id)).where(NewsletterSubscriber.unsubscribed_at.is_(None))
        return int(await self.session.scalar(stmt) or 0)

    async def chat_leads(self, offset: int, limit: int) -> tuple[list[ChatLead], int]:
        return await self._page(ChatLead, ChatLead.created_at, offset, limit)

    async def all_subscribers(self) -> list[NewsletterSubscriber]:
        stmt = select(NewsletterSubscriber).order_by(NewsletterSubscriber.subscribed_at, NewsletterSubscriber.id)
        return list((await self.session.scalars(stmt)).all())
