"""Queue e-mails in the outbox in the caller's transaction; deliver them later with retries."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal, Protocol, TypeVar, cast

from sqlalchemy import Table, insert, or_, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.config import get_settings
from app.kit.logs import scrub
from app.kit.mail_limits import check_mail_allowed
from app.kit.metrics import MAIL_FAILURES, MAIL_SENT
from app.kit.request_context import current_request_id
from app.models import Booking, EmailLog, EmailOutbox
from app.models.base import utcnow
from app.notifications import admin_mail
from app.notifications.backends import Attachment, MailBackend, OutgoingMail
from app.notifications.booking_mail import RENDERED_WHEN_SENT
from app.notifications.job_mail import JOB_FAILED_MAIL
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
    booking_id: int | None  # None only for a row that is not sent (QueuedMail.not_sent)


def _outbox_values(
    to: str,
    mail: RenderedMail | MailAboutBooking,
    dedupe_key: str | None,
    attachments: list[Attachment] | None,
    now: datetime,
    not_sent: str | None = None,
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
    if not_sent is not None:
        body["template"] = None  # never rendered
    return {
        "email_type": mail.email_type,
        "to_address": to,
        "subject": mail.subject,
        **body,
        "dedupe_key": dedupe_key,
        "status": "pending" if not_sent is None else "dropped",
        "last_error": not_sent,
        "attempts": 0,
        "next_attempt_at": now,
        "created_at": now,
        "request_id": current_request_id(),
    }


def queue_email(
    session: AsyncSession,
    to: str,
    mail: RenderedMail,
    *,
    dedupe_key: str | None = None,
    attachments: list[Attachment] | None = None,
    send_at: datetime | None = None,
) -> EmailOutbox:
    """Add a message to the outbox (sent from `send_at`, now by default) if the surrounding transaction commits."""
    check_mail_allowed(to)
    row = EmailOutbox(**_outbox_values(to, mail, dedupe_key, attachments, utcnow()))
    if send_at is not None:
        row.next_attempt_at = send_at
    session.add(row)
    return row


async def gather_email(
    session: AsyncSession,
    to: str,
    key: str,
    first: str,
    write: Callable[[str], Awaitable[RenderedMail]],
    delay: timedelta,
) -> None:
    """One e-mail for what happens to `to` about `key` within `delay`, instead of one e-mail each time.

    The first call queues the e-mail `write(first)` to be sent after `delay` (its dedupe key is
    "key:first"); a call while that e-mail still waits writes it again as `write(since)`, `since`
    being the first call's `first`, so the one e-mail covers everything since then. Once the sender
    has taken it, the next call starts a new e-mail. Callers serialise calls for one key (a lock).
    """
    prefix = f"{key}:"
    waiting = await session.scalar(
        select(EmailOutbox)
        .where(
            EmailOutbox.to_address == to,
            EmailOutbox.dedupe_key.startswith(prefix, autoescape=True),
            EmailOutbox.status == "pending",
            EmailOutbox.attempts == 0,
        )
        .order_by(EmailOutbox.id.desc())
        .limit(1)
    )
    if waiting is not None and waiting.dedupe_key is not None:
        mail = await write(waiting.dedupe_key.removeprefix(prefix))
        rewritten = await session.execute(
            update(EmailOutbox)
            # Not taken by the sender meanwhile (it sets "sending"): otherwise a new e-mail follows.
            .where(EmailOutbox.id == waiting.id, EmailOutbox.status == "pending", EmailOutbox.attempts == 0)
            .values(subject=mail.subject, text_body=mail.text, html_body=mail.html)
            .execution_options(synchronize_session=False)
        )
        if rewritten.rowcount:  # type: ignore[attr-defined]
            return
    queue_email(session, to, await write(first), dedupe_key=prefix + first, send_at=utcnow() + delay)


@dataclass(frozen=True)
class QueuedMail:
    to: str
    mail: RenderedMail | MailAboutBooking
    dedupe_key: str | None = None
    # Written as a row that is never sent ("dropped", this as its reason): for an answer that must cost
    # the same whether or not there is someone to write to (app/my_booking/service.py, send_link).
    not_sent: str | None = None


async def queue_emails(session: AsyncSession, mails: Sequence[QueuedMail]) -> None:
    """Add several messages to the outbox in one statement, now, in the caller's transaction.

    The same rows as `queue_email` makes, without the ORM's unit of work (a hot path: every
    booking queues three); sent only if the surrounding transaction commits.
    """
    if not mails:
        return
    for mail in mails:
        check_mail_allowed(mail.to)
    now = utcnow()
    conn = await session.connection()
    rows = [_outbox_values(m.to, m.mail, m.dedupe_key, None, now, m.not_sent) for m in mails]
    await conn.execute(_INSERT_OUTBOX, rows)


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


T = TypeVar("T")


class RowUnit(Protocol):
    """The message being worked on, as the job's isolation sees it (app/jobs/isolation.py `Row`)."""

    tell_team: bool


class Rows(Protocol):
    """How a job works on its rows (app/jobs/isolation.py `JobRows`): which are due, and each one's
    failure kept apart. Handed in, so that the outbox, which the job machinery sends its notices
    through, does not import it."""

    def due(self, items: Iterable[T], key: Callable[[T], str]) -> AsyncIterator[tuple[str, T]]: ...

    def row(self, key: str) -> AbstractAsyncContextManager[RowUnit]: ...


@dataclass
class _Unit:
    tell_team: bool = True


class _Unguarded:
    """Every row due, its errors not caught."""

    async def due(self, items: Iterable[T], key: Callable[[T], str]) -> AsyncIterator[tuple[str, T]]:
        for item in items:
            yield key(item), item

    @asynccontextmanager
    async def row(self, key: str) -> AsyncIterator[RowUnit]:
        yield _Unit()


async def deliver_due(
    sessionmaker: async_sessionmaker[AsyncSession],
    backend: MailBackend,
    batch: int = 25,
    *,
    rows: Rows | None = None,
) -> dict[str, int]:
    """One delivery pass; returns how many were sent and how many failed.

    A refusal or an unrenderable message is the message's own failure (retried, or failed at once);
    anything else that goes wrong with one message (its row cannot be read or written back) is
    recorded and skipped by the `rows` the job runner hands in (app/jobs/isolation.py `JobRows`): the
    message waits for its lease to end, the others go on. Without them (a test, a script) such an error
    goes up.
    """
    rows = rows or _Unguarded()
    counts = {"sent": 0, "failed": 0}
    while True:
        ids = await _claim(sessionmaker, batch)
        if not ids:
            return counts
        async for key, outbox_id in rows.due(ids, lambda i: f"email_outbox:{i}"):
            async with rows.row(key) as unit:
                outcome = await _deliver_one(sessionmaker, backend, outbox_id, unit)
                if outcome is not None:
                    counts[outcome] += 1
        if len(ids) < batch:
            return counts


async def _deliver_one(
    sessionmaker: async_sessionmaker[AsyncSession], backend: MailBackend, outbox_id: int, unit: RowUnit
) -> Literal["sent", "failed"] | None:
    """Render (if need be), send and record one claimed message: "sent", "failed", or None if it is gone."""
    settings = get_settings()
    mail: OutgoingMail | None = None
    error: str | None = None
    unrenderable = hopeless = False
    async with sessionmaker() as session, session.begin():
        row = await session.get(EmailOutbox, outbox_id)
        if row is None or row.status != "sending":
            return None
        # The team's notice of a failing job row is not itself the subject of another notice: no chain.
        unit.tell_team = row.email_type != JOB_FAILED_MAIL
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
        except SQLAlchemyError:  # not the message's fault: recorded and skipped, retried after its lease
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
            return None
        row.attempts += 1
        if error is None:
            row.status, row.sent_at, row.last_error = "sent", utcnow(), None
        else:
            row.last_error = error
            final = hopeless or row.attempts >= settings.mail_max_attempts
            row.status = "failed" if final else "pending"
            if final and unrenderable:
                notice = admin_mail.mail_not_sent(row.email_type, row.to_address, row.booking_id, error)
                queue_email(session, settings.team_email, notice)
            row.next_attempt_at = utcnow() + backoff(row.attempts)
            # The row's id, not its address: logs name nobody (the address is on the row).
            logger.warning(
                "mail of outbox row %s failed (attempt %s): %s",
                row.id,
                row.attempts,
                scrub(error),
                extra={"request_id": row.request_id},
            )
        session.add(
            EmailLog(
                outbox_id=row.id,
                email_type=row.email_type,
                email_status="sent" if error is None else "failed",
                recipient=row.to_address,
                error=error,
            )
        )
    (MAIL_SENT if error is None else MAIL_FAILURES).inc()
    return "sent" if error is None else "failed"
