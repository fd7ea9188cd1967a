"""Scheduled stay e-mails: a reminder 7 days before arrival and a review request 1 day after the stay.

Each booking is claimed once, in a transaction of its own: the claim is a conditional UPDATE ...
RETURNING, so a second process finds nothing left to claim (on PostgreSQL it waits for the first's
short transaction, then finds the marker set). The e-mail is queued in the outbox in the same
transaction as the claim: both happen, or neither. A booking whose e-mail cannot be written is
claimed and the team told; one that fails otherwise is rolled back, recorded and skipped
(app/jobs/isolation.py), and the others go on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date, timedelta

from sqlalchemy import ColumnElement, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import InstrumentedAttribute

from app.auth.tokens import hash_secret, new_secret
from app.config import get_settings
from app.jobs.isolation import JobRows
from app.kit.sql import add_days
from app.models import Booking
from app.models.base import utcnow
from app.notifications import admin_mail, stay_mail
from app.notifications.outbox import queue_email
from app.notifications.stay import Stay, stays_of
from app.notifications.templates import RenderedMail

logger = logging.getLogger(__name__)

REMINDER_DAYS_BEFORE = 7
REVIEW_DAYS_AFTER = 1


async def _claim_and_send(
    sessionmaker: async_sessionmaker[AsyncSession],
    rows: JobRows,
    kind: str,
    due: list[ColumnElement[bool]],
    marker: InstrumentedAttribute[object],
    compose: Callable[[Stay], RenderedMail],
    batch: int,
) -> int:
    sent = 0
    after = 0
    while True:
        async with sessionmaker() as session:
            candidates = select(Booking.id).where(*due, marker.is_(None), Booking.id > after).order_by(Booking.id)
            ids = list((await session.scalars(candidates.limit(batch))).all())
        if not ids:
            return sent
        after = ids[-1]  # a booking that failed keeps its marker empty: not read again this pass
        async for key, booking_id in rows.due(ids, lambda i: f"booking:{i}:{kind}"):
            async with rows.transaction(key) as session:
                claimed = await session.scalar(
                    update(Booking)
                    .where(Booking.id == booking_id, marker.is_(None))
                    .values({marker.key: utcnow()})
                    .returning(Booking.id)
                    .execution_options(synchronize_session=False)
                )
                booking = await session.get(Booking, booking_id) if claimed is not None else None
                if booking is None:
                    continue  # another runner claimed it first
                [stay] = await stays_of(session, [booking])
                try:
                    mail = compose(stay)
                except Exception as exc:  # data the e-mail cannot be written from: the team writes instead
                    logger.warning("cannot render the %s e-mail of booking %s", marker.key, booking.id, exc_info=True)
                    reason = f"{type(exc).__name__}: {exc}"[:2000]
                    notice = admin_mail.mail_not_sent(marker.key, booking.email, booking.id, reason)
                    queue_email(session, get_settings().team_email, notice)
                    continue
                queue_email(session, booking.email, mail)
                sent += 1
        if len(ids) < batch:
            return sent


def _review_request(stay: Stay) -> RenderedMail:
    token = new_secret()
    stay.booking.review_token_hash = hash_secret(token)
    return stay_mail.review_request(stay, token)


async def send_stay_emails(
    sessionmaker: async_sessionmaker[AsyncSession],
    today: date | None = None,
    batch: int = 50,
    *,
    rows: JobRows | None = None,
) -> dict[str, int]:
    today = today or utcnow().date()
    rows = rows or JobRows("stay_emails", sessionmaker)
    reminders = await _claim_and_send(
        sessionmaker,
        rows,
        "reminder",
        [
            Booking.status == "confirmed",
            Booking.start_date > today,
            Booking.start_date <= today + timedelta(days=REMINDER_DAYS_BEFORE),
        ],
        Booking.reminder_sent_at,
        stay_mail.stay_reminder,
        batch,
    )
    # The stay ends on start_date + number_of_days; ask one day after that.
    stay_end = add_days(Booking.start_date, Booking.number_of_days)
    reviews = await _claim_and_send(
        sessionmaker,
        rows,
        "review_request",
        [Booking.status.in_(("confirmed", "completed")), stay_end <= today - timedelta(days=REVIEW_DAYS_AFTER)],
        Booking.review_requested_at,
        _review_request,
        batch,
    )
    return {"reminders": reminders, "review_requests": reviews}
