"""Queue e-mails in the outbox in the caller's transaction; deliver them later with retries."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import Table, insert, or_, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.config import get_settings
from app.models import Booking, EmailLog, EmailOutbox
from app.models.base import utcnow
from app.notifications import admin_mail
from app.notifications.backends import Attachment, MailBackend, OutgoingMail
from app.notifications.booking_mail import RENDERED_WHEN_SENT
from app.notifications.stay import stay_of
from app.notifications.templates import RenderedMail

logger = logging.getLogger(__name__)
_INSERT_OUTBOX = insert(cast(Table, EmailOutbox.__table__))


@dataclass(frozen=True)
class MailAboutBooking:
    """A booking e-mail queued without its body: rendered from the stored booking when it is sent.

    Rendering is most of what queueing a rendered e-mail costs; a new booking queues these, so that
    the booking request does not wait for it (app/notifications/booking_mail.py, RENDERED_WHEN_SENT).
    """

    email_type: str
    subject: str  # cheap, and what a reader of the queue looks at
    template: str
    language: str
    booking_id: int


def _outbox_values(
    to: str,
    mail: RenderedMail | MailAboutBooking,
    dedupe_key: str | None,
    attachments: list[Attachment] | None,
    now: datetime,
) -> dict[str, Any]:
    if isinstance(mail, RenderedMail):
        body: dict[str, Any] = {
            "text_body": mail.text,
            "html_body": mail.html,
            "attachments": [a.__dict__ for a in (*mail.attachments, *(attachments or []))],
            "template": None,
            "template_language": None,
            "booking_id": None,
        }
    else:
        body = {
            "text_body": "",
            "html_body": None,
            "attachments": [a.__dict__ for a in attachments or []],
            "template": mail.template,
            "template_language": mail.language,
            "booking_id": mail.booking_id,
        }
    return {
        "email_type": mail.email_type,
        "to_address": to,
        "subject": mail.subject,
        **body,
        "dedupe_key": dedupe_key,
        "status": "pending",
        "attempts": 0,
        "next_attempt_at": now,
        "created_at": now,
    }


def queue_email(
    session: AsyncSession,
    to: str,
    mail: RenderedMail,
    *,
    dedupe_key: str | None = None,
    attachments: list[Attachment] | None = None,
) -> EmailOutbox:
    """Add a message to the outbox; it is sent only if the surrounding transaction commits."""
    row = EmailOutbox(**_outbox_values(to, mail, dedupe_key, attachments, utcnow()))
    session.add(row)
    return row


@dataclass(frozen=True)
class QueuedMail:
    to: str
    mail: RenderedMail | MailAboutBooking
    dedupe_key: str | None = None


async def queue_emails(session: AsyncSession, mails: Sequence[QueuedMail]) -> None:
    """Add several messages to the outbox in one statement, now, in the caller's transaction.

    The same rows as `queue_email` makes, without the ORM's unit of work (a hot path: every
    booking queues three); sent only if the surrounding transaction commits.
    """
    if not mails:
        return
    now = utcnow()
    conn = await session.connection()
    await conn.execute(_INSERT_OUTBOX, [_outbox_values(m.to, m.mail, m.dedupe_key, None, now) for m in mails])


def backoff(attempts: int, base_seconds: float | None = None) -> timedelta:
    base = get_settings().mail_retry_base_seconds if base_seconds is None else base_seconds
    return timedelta(seconds=min(base * 2 ** (attempts - 1), 6 * 3600))


def message_id(row: EmailOutbox, sender: str) -> str:
    """The same Message-ID for every attempt at one outbox row, so a receiver can drop a repeat.

    A worker that dies after the SMTP server accepted a message but before the row is marked sent
    sends it again after the lease: at-least-once delivery, with the repeat recognisable.
    """
    domain = sender.rsplit("@", 1)[-1].strip("> ") or "surfcamp.local"
    created = int(row.created_at.timestamp()) if row.created_at else 0
    return f"<outbox.{row.id}.{created}@{domain}>"


async def _render(session: AsyncSession, row: EmailOutbox) -> RenderedMail:
    """A message queued without its body (MailAboutBooking), rendered from its booking as it is now."""
    booking = await session.get(Booking, row.booking_id) if row.booking_id is not None else None
    if booking is None:
        raise LookupError(f"booking {row.booking_id} does not exist")
    renderer = RENDERED_WHEN_SENT.get(row.template or "")
    if renderer is None:
        raise LookupError(f"unknown template {row.template!r}")
    return renderer(await stay_of(session, booking), row.template_language or "en")


async def _render_into(session: AsyncSession, row: EmailOutbox) -> None:
    mail = await _render(session, row)
    row.subject, row.text_body, row.html_body = mail.subject, mail.text, mail.html
    row.attachments = [*(a.__dict__ for a in mail.attachments), *(row.attachments or [])]
    row.template = None


async def rendered_body(session: AsyncSession, row: EmailOutbox) -> tuple[str, str]:
    """The subject and text of a queued message (rendered now, not stored, if it is still waiting to be)."""
    if row.template is None:
        return row.subject, row.text_body
    mail = await _render(session, row)
    return mail.subject, mail.text


async def _claim(sessionmaker: async_sessionmaker[AsyncSession], batch: int) -> list[int]:
    """Claim due rows (SKIP LOCKED on PostgreSQL) by leasing them for a few minutes."""
    now = utcnow()
    lease = timedelta(seconds=get_settings().mail_claim_lease_seconds)
    async with sessionmaker() as session, session.begin():
        due = (
            select(EmailOutbox.id)
            .where(
                or_(EmailOutbox.status == "pending", EmailOutbox.status == "sending"),
                EmailOutbox.next_attempt_at <= now,
            )
            .order_by(EmailOutbox.next_attempt_at, EmailOutbox.id)
            .limit(batch)
            .with_for_update(skip_locked=True)
        )
        ids = list((await session.scalars(due)).all())
        if ids:
            # The status check makes the claim safe on SQLite too, where FOR UPDATE does not exist.
            result = await session.execute(
                update(EmailOutbox)
                .where(EmailOutbox.id.in_(ids), EmailOutbox.next_attempt_at <= now)
                .values(status="sending", next_attempt_at=now + lease)
                .returning(EmailOutbox.id)
            )
            ids = list(result.scalars().all())
    return ids


async def deliver_due(
    sessionmaker: async_sessionmaker[AsyncSession], backend: MailBackend, batch: int = 25
) -> dict[str, int]:
    """One delivery pass; returns how many were sent and how many failed."""
    settings = get_settings()
    counts = {"sent": 0, "failed": 0}
    while True:
        ids = await _claim(sessionmaker, batch)
        if not ids:
            return counts
        for outbox_id in ids:
            mail: OutgoingMail | None = None
            error: str | None = None
            unrenderable = hopeless = False
            async with sessionmaker() as session, session.begin():
                row = await session.get(EmailOutbox, outbox_id)
                if row is None or row.status != "sending":
                    continue
                try:
                    if row.template is not None:
                        await _render_into(session, row)  # stored with the row: every attempt sends the same
                    mail = OutgoingMail(
                        to=row.to_address,
                        subject=row.subject,
                        text=row.text_body,
                        html=row.html_body,
                        attachments=[Attachment(**a) for a in row.attachments or []],
                        message_id=message_id(row, settings.mail_from),
                    )
                except SQLAlchemyError:
                    raise
                except Exception as exc:  # a message that cannot be rendered fails its attempt, like a refusal
                    error, unrenderable = f"cannot render the message: {type(exc).__name__}: {exc}"[:2000], True
                    # A booking that is not there may be later; data that cannot be rendered (a date past
                    # what dates can hold) never will: failed at once, so it holds up no one's mail.
                    hopeless = not isinstance(exc, LookupError)
            if mail is not None:
                try:
                    await backend.send(mail)
                except Exception as exc:  # any delivery failure is retried later
                    error = f"{type(exc).__name__}: {exc}"[:2000]
            async with sessionmaker() as session, session.begin():
                row = await session.get(EmailOutbox, outbox_id)
                if row is None:
                    continue
                row.attempts += 1
                if error is None:
                    row.status, row.sent_at, row.last_error = "sent", utcnow(), None
                    counts["sent"] += 1
                else:
                    row.last_error = error
                    final = hopeless or row.attempts >= settings.mail_max_attempts
                    row.status = "failed" if final else "pending"
                    if final and unrenderable:
                        notice = admin_mail.mail_not_sent(row.email_type, row.to_address, row.booking_id, error)
                        queue_email(session, settings.team_email, notice)
                    row.next_attempt_at = utcnow() + backoff(row.attempts)
                    counts["failed"] += 1
                    logger.warning("mail to %s failed (attempt %s): %s", row.to_address, row.attempts, error)
                session.add(
                    EmailLog(
                        outbox_id=row.id,
                        email_type=row.email_type,
                        email_status="sent" if error is None else "failed",
                        recipient=row.to_address,
                        error=error,
                    )
                )
        if len(ids) < batch:
            return counts
