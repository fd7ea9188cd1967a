"""Back-office lists of leads, and the newsletter export as CSV safe to open in a spreadsheet."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.leads.repository import LeadRepository
from app.admin.leads.schemas import (
    ChatLeadPage,
    ChatLeadRead,
    ContactMessagePage,
    ContactMessageRead,
    SubscriberPage,
    SubscriberRead,
)
from app.kit.csv import csv_document
from app.kit.pagination import PageParams

CSV_COLUMNS = ["email", "language", "status", "subscribed_at", "unsubscribed_at"]


class LeadAdminService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = LeadRepository(session)

    async def contact_messages(self, paging: PageParams) -> ContactMessagePage:
        rows, total = await self.repo.contact_messages(paging)
        return ContactMessagePage.of([ContactMessageRead.model_validate(r) for r in rows], total, paging)

    async def subscribers(self, paging: PageParams) -> SubscriberPage:
        rows, total = await self.repo.subscribers(paging)
        items = [SubscriberRead.model_validate(r) for r in rows]
        return SubscriberPage.of(items, total, paging, active=await self.repo.active_subscribers())

    async def chat_leads(self, paging: PageParams) -> ChatLeadPage:
        rows, total = await self.repo.chat_leads(paging)
        return ChatLeadPage.of([ChatLeadRead.model_validate(r) for r in rows], total, paging)

    async def subscribers_csv(self) -> str:
        """Every subscriber, read inside the request's transaction (the session closes before streaming)."""
        return csv_document(
            CSV_COLUMNS,
            (
                [
                    row.email,
                    row.language,
                    "unsubscribed" if row.unsubscribed_at else "subscribed",
                    row.subscribed_at.isoformat(),
                    row.unsubscribed_at.isoformat() if row.unsubscribed_at else "",
                ]
                for row in await self.repo.all_subscribers()
            ),
        )
