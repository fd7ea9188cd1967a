"""The recorded failures of the background jobs, as the back office reads them."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.jobs.schemas import JOB_NAMES
from app.models import JobFailure


class JobFailureRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def latest(self, limit: int) -> tuple[list[JobFailure], int]:
        """The failures last seen most recently, and how many there are (of the jobs that still run)."""
        current = JobFailure.job.in_(JOB_NAMES)
        total = int(await self.session.scalar(select(func.count(JobFailure.id)).where(current)) or 0)
        if not total:
            return [], 0
        stmt = select(JobFailure).where(current).order_by(JobFailure.last_seen_at.desc(), JobFailure.id).limit(limit)
        return list((await self.session.scalars(stmt)).all()), total
