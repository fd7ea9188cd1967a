"""Camp submission queries: all of them newest first, counts per status, one row."""

from __future__ import annotations

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CampSubmission


class SubmissionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all(self) -> list[CampSubmission]:
        stmt = select(CampSubmission).order_by(CampSubmission.created_at.desc(), CampSubmission.id.desc())
        return list((await self.session.scalars(stmt)).all())

    async def counts(self) -> dict[str, int]:
        stmt = select(CampSubmission.status, func.count(CampSubmission.id)).group_by(CampSubmission.status)
        return {status: int(n) for status, n in (await self.session.execute(stmt)).all()}

    async def get(self, submission_id: int) -> CampSubmission | None:
        return await self.session.get(CampSubmission, submission_id)

    async def recent(self, limit: int) -> list[CampSubmission]:
        stmt = select(CampSubmission).order_by(CampSubmission.created_at.desc(), CampSubmission.id.desc()).limit(limit)
        return list((await self.session.scalars(stmt)).all())

    async def move(self, submission_id: int, expected: str, values: dict[str, object]) -> bool:
        """Change a submission that is still in the `expected` status, in one statement: of two
        racing reviews (or publishes) one changes it and the other finds nothing to change."""
        result = await self.session.execute(
            update(CampSubmission)
            .where(CampSubmission.id == submission_id, CampSubmission.status == expected)
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]
