"""Background work: one pass (`surfcamp run-jobs`) and the loop inside the server process.

A pass runs every job of JOBS, in order, each on its own (app/jobs/isolation.py): a job that fails,
or fails on one of its rows, is recorded and the pass goes on, so mail is delivered whatever the
waitlist holds. The order matters: holds expire before the waitlist looks for free places, and mail
delivery comes after every job that queues mail (including the team's notice of a failure).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.availability.feeds import refresh_due_feeds
from app.availability.holds import expire_holds
from app.availability.waitlist import notify_waitlist
from app.config import get_settings
from app.db import get_sessionmaker
from app.jobs.isolation import JobRows
from app.jobs.schemas import JobName
from app.jobs.stay_emails import send_stay_emails
from app.kit.metrics import HOLDS_EXPIRED, JOB_DURATION, JOB_RUNS
from app.media.service import remove_orphan_images
from app.models.base import utcnow
from app.notifications.backends import MailBackend, build_mail_backend
from app.notifications.outbox import deliver_due
from app.payments.events import run_payment_jobs
from app.payments.service import payment_provider

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class JobPass:
    """What every job of one pass is given."""

    sessionmaker: async_sessionmaker[AsyncSession]
    backend: MailBackend
    now: datetime  # the availability jobs' clock (moved by `surfcamp run-jobs --hours-ahead` in tests)


@dataclass(frozen=True)
class Job:
    name: JobName
    run: Callable[[JobPass, JobRows], Awaitable[dict[str, int]]]


def _counted(**counts: int) -> dict[str, int]:
    """The counts that are not zero (a quiet pass prints little)."""
    return {name: count for name, count in counts.items() if count}


async def _holds(p: JobPass, rows: JobRows) -> dict[str, int]:
    expired = await expire_holds(p.sessionmaker, p.now, rows=rows)
    HOLDS_EXPIRED.inc(expired)
    return _counted(holds_expired=expired)


async def _calendar_feeds(p: JobPass, rows: JobRows) -> dict[str, int]:
    return _counted(calendar_feeds_read=await refresh_due_feeds(p.sessionmaker, p.now, rows=rows))


async def _waitlist(p: JobPass, rows: JobRows) -> dict[str, int]:
    return _counted(waitlist_told=await notify_waitlist(p.sessionmaker, p.now, rows=rows))


async def _stay_emails(p: JobPass, rows: JobRows) -> dict[str, int]:
    return await send_stay_emails(p.sessionmaker, rows=rows)


async def _payments(p: JobPass, rows: JobRows) -> dict[str, int]:
    return await run_payment_jobs(p.sessionmaker, payment_provider(), p.now, rows)


async def _mail_delivery(p: JobPass, rows: JobRows) -> dict[str, int]:
    return await deliver_due(p.sessionmaker, p.backend, rows=rows)


async def _orphan_images(p: JobPass, rows: JobRows) -> dict[str, int]:
    return _counted(orphan_images_removed=await remove_orphan_images(p.sessionmaker, rows=rows))


# Every background job: the one list a pass runs (tests/jobs/test_isolation.py poisons each in turn).
JOBS: tuple[Job, ...] = (
    Job("holds", _holds),
    Job("calendar_feeds", _calendar_feeds),
    Job("waitlist", _waitlist),
    Job("stay_emails", _stay_emails),
    Job("payments", _payments),
    Job("mail_delivery", _mail_delivery),
    Job("orphan_images", _orphan_images),
)


async def run_job(job: Job, p: JobPass) -> dict[str, int]:
    """One job, on its own: its counts, and `<job>_failed` when it or some of its rows failed."""
    rows = JobRows(job.name, p.sessionmaker)
    result: dict[str, int] = {}
    started = time.perf_counter()
    async with rows.whole_job():
        result = await job.run(p, rows)
    # Counted here, for every job (app/kit/metrics.py); a failed row is counted by JobRows.
    JOB_RUNS.labels(job.name).inc()
    JOB_DURATION.labels(job.name).observe(time.perf_counter() - started)
    if rows.failed:
        result[f"{job.name}_failed"] = rows.failed
    return result


async def run_jobs_once(
    sessionmaker: async_sessionmaker[AsyncSession] | None = None,
    backend: MailBackend | None = None,
    now: datetime | None = None,
) -> dict[str, int]:
    """One pass. `now` moves the clock of the availability jobs (holds, waitlist, feeds) for tests
    outside production (`surfcamp run-jobs --now`); the server's loop never passes it."""
    p = JobPass(
        sessionmaker=sessionmaker or get_sessionmaker(),
        backend=backend or build_mail_backend(get_settings()),
        now=now or utcnow(),
    )
    result: dict[str, int] = {}
    for job in JOBS:
        result.update(await run_job(job, p))
    return result


async def run_jobs_forever(interval: float) -> None:
    while True:
        try:
            result = await run_jobs_once()
            if any(result.values()):
                logger.info("jobs: %s", result)
        except asyncio.CancelledError:
            raise
        except Exception:  # each job catches its own failures; this is the last guard (settings, say)
            logger.warning("background jobs failed; retrying", exc_info=True)
        await asyncio.sleep(interval)
