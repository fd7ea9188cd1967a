"""Lists of what visitors left behind: contact messages, newsletter sign-ups, assistant leads."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.pagination import PageParams, paginate
from app.models import ChatLead, ContactMessage, NewsletterSubscriber

T = TypeVar("T", ContactMessage, NewsletterSubscriber, ChatLead)


class LeadRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _page(self, model: type[T], order: Any, paging: PageParams) -> tuple[list[T], int]:
        return await paginate(self.session, select(model).order_by(order.desc(), model.id.desc()), paging)

    async def contact_messages(self, paging: PageParams) -> tuple[list[ContactMessage], int]:
        return await self._page(ContactMessage, ContactMessage.created_at, paging)

    async def subscribers(self, paging: PageParams) -> tuple[list[NewsletterSubscriber], int]:
        return await self._page(NewsletterSubscriber, NewsletterSubscriber.subscribed_at, paging)

    async def active_subscribers(self) -> int:
        stmt = select(func.count(NewsletterSubscriber.id)).where(NewsletterSubscriber.unsubscribed_at.is_(None))
        return int(await self.session.scalar(stmt) or 0)

    async def chat_leads(self, paging: PageParams) -> tuple[list[ChatLead], int]:
        return await self._page(ChatLead, ChatLead.created_at, paging)

    async def all_subscribers(self) -> list[NewsletterSubscriber]:
        stmt = select(NewsletterSubscriber).order_by(NewsletterSubscriber.subscribed_at, NewsletterSubscriber.id)
        return list((await self.session.scalars(stmt)).all())
