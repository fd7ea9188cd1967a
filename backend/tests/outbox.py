"""The e-mails a test made, in the order they were written (by id). A list compared in order needs the
ORDER BY: PostgreSQL returns rows in whatever order its heap holds them, and after the harness's DELETE
of the last test's rows, new rows can fill the freed space out of insertion order."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import EmailOutbox


async def outbox(*where: Any) -> list[EmailOutbox]:
    """The outbox rows matching every condition given (all rows without one), oldest first."""
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(EmailOutbox).where(*where).order_by(EmailOutbox.id))).all())
