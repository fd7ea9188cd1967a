"""Mail leaves through the outbox: queued with the change, delivered by the worker, every attempt logged."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from aiosmtpd.controller import Controller
from sqlalchemy import select, update

from app.config import Settings
from app.db import get_sessionmaker
from app.models import EmailLog, EmailOutbox
from app.models.base import utcnow
from app.notifications.backends import Attachment, LogMailBackend, SmtpMailBackend
from app.notifications.outbox import deliver_due, queue_email
from app.notifications.templates import MailContent, render
from tests.notifications.helpers import Inbox, free_port


@pytest.fixture
def smtp_server() -> Iterator[tuple[Inbox, int]]:
    inbox, port = Inbox(), free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    yield inbox, port
    controller.stop()


def sample(to: str = "guest@example.com") -> tuple[str, object]:
    return to, render(
        "confirm_email",
        "de",
        MailContent(
            subject="Hallo",
            heading="Willkommen <Gast>",
            paragraphs=["Text"],
            button_label="Los",
            button_url="http://testserver/x",
        ),
    )


async def queue(to: str = "guest@example.com", attachments: list[Attachment] | None = None) -> None:
    async with get_sessionmaker()() as session, session.begin():
        address, mail = sample(to)
        queue_email(session, address, mail, attachments=attachments)  # type: ignore[arg-type]


async def test_smtp_delivery_with_html_text_and_attachment(smtp_server: tuple[Inbox, int]) -> None:
    inbox, port = smtp_server
    ics = Attachment("stay.ics", "text/calendar", "QkVHSU46VkNBTEVOREFSCkVORDpWQ0FMRU5EQVIK")
    await queue(attachments=[ics])
    backend = SmtpMailBackend(Settings(mail_backend="smtp", smtp_host="127.0.0.1", smtp_port=port))
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 1, "failed": 0}
    assert len(inbox.messages) == 1
    message = inbox.messages[0]
    assert message["To"] == "guest@example.com" and message["Subject"] == "Hallo"
    types = [part.get_content_type() for part in message.walk()]
    assert "text/plain" in types and "text/html" in types and "text/calendar" in types
    html = next(p for p in message.walk() if p.get_content_type() == "text/html").get_payload(decode=True)
    assert b"Willkommen &lt;Gast&gt;" in html and b"<img" not in html
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(EmailOutbox))
        log = await session.scalar(select(EmailLog))
    assert row is not None and row.status == "sent" and row.attempts == 1
    assert log is not None and (log.email_type, log.email_status) == ("confirm_email", "sent")
    # A second pass sends nothing again.
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 0, "failed": 0}
    assert len(inbox.messages) == 1


async def test_smtp_down_keeps_the_mail_and_retries_with_backoff(smtp_server: tuple[Inbox, int]) -> None:
    inbox, port = smtp_server
    await queue()
    down = SmtpMailBackend(
        Settings(mail_backend="smtp", smtp_host="127.0.0.1", smtp_port=free_port(), smtp_timeout_seconds=2)
    )
    assert await deliver_due(get_sessionmaker(), down) == {"sent": 0, "failed": 1}
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(EmailOutbox))
        assert row is not None and row.status == "pending" and row.attempts == 1
        assert row.next_attempt_at > utcnow()  # backed off: not retried at once
    assert await deliver_due(get_sessionmaker(), down) == {"sent": 0, "failed": 0}
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(EmailOutbox).values(next_attempt_at=utcnow()))
    up = SmtpMailBackend(Settings(mail_backend="smtp", smtp_host="127.0.0.1", smtp_port=port))
    assert await deliver_due(get_sessionmaker(), up) == {"sent": 1, "failed": 0}
    assert len(inbox.messages) == 1
    async with get_sessionmaker()() as session:
        statuses = (await session.scalars(select(EmailLog.email_status).order_by(EmailLog.id))).all()
    assert statuses == ["failed", "sent"]


async def test_a_rolled_back_change_sends_no_mail() -> None:
    async with get_sessionmaker()() as session:
        address, mail = sample()
        queue_email(session, address, mail)  # type: ignore[arg-type]
        await session.flush()
        await session.rollback()
    assert await deliver_due(get_sessionmaker(), LogMailBackend()) == {"sent": 0, "failed": 0}


async def test_two_workers_at_once_send_each_mail_once() -> None:
    for i in range(30):
        await queue(f"guest{i}@example.com")
    sent: list[str] = []

    class Recorder:
        async def send(self, mail: object) -> None:
            await asyncio.sleep(0.001)
            sent.append(mail.to)  # type: ignore[attr-defined]

    results = await asyncio.gather(
        deliver_due(get_sessionmaker(), Recorder(), batch=5), deliver_due(get_sessionmaker(), Recorder(), batch=5)
    )
    assert sum(r["sent"] for r in results) == 30
    assert sorted(sent) == sorted(f"guest{i}@example.com" for i in range(30))
