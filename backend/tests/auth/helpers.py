from __future__ import annotations

import re

from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import EmailOutbox


async def last_mail(to: str) -> EmailOutbox:
    async with get_sessionmaker()() as session:
        row = await session.scalar(
            select(EmailOutbox).where(EmailOutbox.to_address == to).order_by(EmailOutbox.id.desc()).limit(1)
        )
    assert row is not None, f"no e-mail to {to}"
    return row


async def token_from_last_mail(to: str) -> str:
    match = re.search(r"token=([A-Za-z0-9_\-]+)", (await last_mail(to)).text_body)
    assert match
    return match.group(1)


REGISTRATION = {
    "email": "Owner@Example.com",
    "password": "blue-waves-at-anchor-point",
    "fullName": "Yassine Amrani",
    "campName": "Anchor Point Surf House",
    "location": "imsouane",
    "phone": "+212 600 11 22 33",
    "website": "anchorpoint.example.com",
}
