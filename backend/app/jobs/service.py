"""What the back office sees of the background jobs: the rows that fail (app/jobs/isolation.py)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.jobs.isolation import WHOLE_JOB, paused
from app.jobs.repository import JobFailureRepository
from app.jobs.schemas import BackgroundJobsRead, JobFailureRead
from app.models.base import utcnow

SHOWN = 20


async def background_jobs(session: AsyncSession) -> BackgroundJobsRead:
    failures, total = await JobFailureRepository(session).latest(SHOWN)
    now = utcnow()
    return BackgroundJobsRead(
        failing=[
            JobFailureRead(
                job=f.job,  # the repository reads the jobs of JobName only
                row_key=f.row_key,
                error_class=f.error_class,
                message=f.message,
                count=f.count,
                first_seen_at=f.first_seen_at,
                last_seen_at=f.last_seen_at,
                paused=f.row_key != WHOLE_JOB and paused(f.count, f.last_seen_at, now),
            )
            for f in failures
        ],
        total_failing=total,
    )
