"""Background work: one pass (`surfcamp run-jobs`) and the loop inside the server process."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability.feeds import refresh_due_feeds
from app.availability.holds import expire_holds
from app.availability.waitlist import notify_waitlist
from app.config import get_settings
from app.db import get_sessionmaker
from app.jobs.stay_emails import send_stay_emails
from app.media.service import remove_orphan_images
from app.models.base import utcnow
from app.notifications.backends import MailBackend, build_mail_backend
from app.notifications.outbox import deliver_due

logger = logging.getLogger(__name__)


async def run_jobs_once(
    sessionmaker: async_sessionmaker[AsyncSession] | None = None,
    backend: MailBackend | None = None,
    now: datetime | None = None,
) -> dict[str, int]:
    """One pass. `now` moves the clock of the availability jobs (holds, waitlist, feeds) for tests
    outside production (`surfcamp run-jobs --now`); the server's loop never passes it."""
    sessionmaker = sessionmaker or get_sessionmaker()
    backend = backend or build_mail_backend(get_settings())
    now = now or utcnow()
    availability = {
        "holds_expired": await expire_holds(sessionmaker, now),
        "calendar_feeds_read": await refresh_due_feeds(sessionmaker, now),
        "waitlist_told": await notify_waitlist(sessionmaker, now),
    }
    queued = await send_stay_emails(sessionmaker)
    result = {**queued, **{k: v for k, v in availability.items() if v}, **await deliver_due(sessionmaker, backend)}
    if removed := await remove_orphan_images(sessionmaker):
        result["orphan_images_removed"] = removed
    return result


async def run_jobs_forever(interval: float) -> None:
    while True:
        try:
            result = await run_jobs_once()
            if any(result.values()):
                logger.info("jobs: %s", result)
        except asyncio.CancelledError:
            raise
        except Exception:  # the loop must survive a database outage
            logger.warning("background jobs failed; retrying", exc_info=True)
        await asyncio.sleep(interval)
