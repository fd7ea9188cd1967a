"""Background work: one pass (`surfcamp run-jobs`) and the loop inside the server process."""

from __future__ import annotations

import asyncio
import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.config import get_settings
from app.db import get_sessionmaker
from app.jobs.stay_emails import send_stay_emails
from app.media.service import remove_orphan_images
from app.notifications.backends import MailBackend, build_mail_backend
from app.notifications.outbox import deliver_due

logger = logging.getLogger(__name__)


async def run_jobs_once(
    sessionmaker: async_sessionmaker[AsyncSession] | None = None, backend: MailBackend | None = None
) -> dict[str, int]:
    sessionmaker = sessionmaker or get_sessionmaker()
    backend = backend or build_mail_backend(get_settings())
    queued = await send_stay_emails(sessionmaker)
    result = {**queued, **await deliver_due(sessionmaker, backend)}
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
