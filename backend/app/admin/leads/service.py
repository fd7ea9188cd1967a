"""Back-office lists of leads, and the newsletter export as CSV safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import io

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

# A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")
CSV_COLUMNS = ["email", "language", "status", "subscribed_at", "unsubscribed_at"]


def csv_cell(value: object) -> str:
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_PREFIXES) else text


def csv_line(values: list[object]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerow([csv_cell(v) for v in values])
    return out.getvalue()


class LeadAdminService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = LeadRepository(session)

    async def contact_messages(self, page: int, size: int) -> ContactMessagePage:
        rows, total = await self.repo.contact_messages((page - 1) * size, size)
        items = [ContactMessageRead.model_validate(r) for r in rows]
        return ContactMessagePage(items=items, total=total, page=page, page_size=size)

    async def subscribers(self, page: int, size: int) -> SubscriberPage:
        rows, total = await self.repo.subscribers((page - 1) * size, size)
        return SubscriberPage(
            items=[SubscriberRead.model_validate(r) for r in rows],
            total=total,
            active=await self.repo.active_subscribers(),
            page=page,
            page_size=size,
        )

    async def chat_leads(self, page: int, size: int) -> ChatLeadPage:
        rows, total = await self.repo.chat_leads((page - 1) * size, size)
        return ChatLeadPage(
            items=[ChatLeadRead.model_validate(r) for r in rows], total=total, page=page, page_size=size
        )

    async def subscribers_csv(self) -> str:
        """Every subscriber, read inside the request's transaction (the session closes before streaming)."""
        lines = ["\ufeff" + csv_line(list(CSV_COLUMNS))]  # BOM: spreadsheet programs then read UTF-8
        for row in await self.repo.all_subscribers():
            status = "unsubscribed" if row.unsubscribed_at else "subscribed"
            lines.append(
                csv_line(
                    [
                        row.email,
                        row.language,
                        status,
                        row.subscribed_at.isoformat(),
                        row.unsubscribed_at.isoformat() if row.unsubscribed_at else "",
                    ]
                )
            )
        return "".join(lines)
