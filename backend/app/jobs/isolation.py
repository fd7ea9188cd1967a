"""Each background job, and each row of a job, on its own: a failure is recorded and skipped.

The runner (runner.py) runs every job of its registry inside `JobRows.whole_job()`: a job that fails
stops no job after it. Inside a job, every row goes through the same `JobRows`:

    async for key, booking_id in rows.due(ids, lambda i: f"booking:{i}"):
        async with rows.transaction(key) as session:
            ...

`transaction(key)` gives the row a session and a transaction of its own. An exception rolls back
that row only; it is logged (job and row key, with the traceback), recorded in `job_failures` (in a
transaction of its own, so the row's rollback keeps it) and swallowed, and the loop goes on.
`row(key)` does the same around work that opens its own sessions (mail delivery sends between two
transactions; an image's file is deleted after its record's transaction committed).

The first failure of a (job, row) queues one e-mail to the team (TEAM_EMAIL, in TEAM_LANGUAGE), in
the same transaction as the record that says it was sent, with a dedupe key on the outbox as well.
After JOB_ROW_MAX_FAILURES failures `due` leaves the row out, but for one attempt every
JOB_ROW_RETRY_HOURS, so a poisoned row does not cost every pass; a row that succeeds has its record
deleted. When recording itself fails (the database is gone), that error goes up: the job stops, the
runner logs it and the next pass starts again.

`failure_counts()` gives this process's failures per job (a counter for metrics).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TypeVar

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.config import get_settings
from app.kit.metrics import JOB_FAILURES
from app.models import JobFailure
from app.models.base import utcnow
from app.notifications.job_mail import job_failed
from app.notifications.outbox import queue_email

logger = logging.getLogger(__name__)

T = TypeVar("T")

WHOLE_JOB = ""  # the row key of a failure of the job itself (its candidates could not be read, say)
MESSAGE_LENGTH = 300

_FAILURES: Counter[str] = Counter()


def failure_counts() -> dict[str, int]:
    """Failed rows (and whole jobs) per job since this process started, for a metrics endpoint."""
    return dict(_FAILURES)


# What an error message may carry that is nobody's business on a dashboard every admin reads: the
# values of a row (quoted by Python's own messages: KeyError('Lena'), "invalid literal ... 'x'"),
# e-mail addresses, tokens and hashes. The database's DETAIL lines (which quote the values) are on
# later lines, and only the first line is kept.
_CLASS_PREFIX = re.compile(r"^\([\w.]+\)\s*|<class '[\w.]+'>:\s*")
_EMAIL = re.compile(r"[^\s@'\"<>(),;]+@[^\s@'\"<>(),;]+")
_QUOTED = re.compile(r"'[^']*'")
_TOKEN = re.compile(r"(?=[A-Za-z_\-+/=]*\d)[A-Za-z0-9_\-+/=]{24,}")  # long, with a digit: not a name


def describe(exc: BaseException) -> tuple[str, str]:
    """The error's class and a short message without the row's data."""
    lines = str(exc).strip().splitlines()
    text = _CLASS_PREFIX.sub("", lines[0] if lines else "")
    text = _TOKEN.sub("…", _QUOTED.sub("'…'", _EMAIL.sub("<e-mail>", text)))
    text = "".join(ch for ch in text if ch.isprintable())
    return type(exc).__name__[:120], text[:MESSAGE_LENGTH]


def paused(count: int, last_seen: datetime, now: datetime) -> bool:
    """Whether a row that failed `count` times waits for its next try (once per JOB_ROW_RETRY_HOURS).
    A whole job is never paused: it runs every pass."""
    settings = get_settings()
    return count >= settings.job_row_max_failures and last_seen > now - timedelta(hours=settings.job_row_retry_hours)


@dataclass
class Row:
    """The row being worked on. Work that finds the row is the team's own failure notice sets
    `tell_team` to False: its failure is recorded, not reported, so notices cannot beget notices."""

    key: str
    tell_team: bool = True


@dataclass
class JobRows:
    """One pass of one job over its rows: which to work on, and each row's failure kept apart."""

    job: str
    sessionmaker: async_sessionmaker[AsyncSession]
    failed: int = 0
    skipped: int = 0
    _failing: dict[str, tuple[int, datetime]] | None = field(default=None, repr=False)

    async def _known(self) -> dict[str, tuple[int, datetime]]:
        """This job's rows that failed before (few: read once a pass): key -> (count, last seen)."""
        if self._failing is None:
            async with self.sessionmaker() as session:
                rows = await session.execute(
                    select(JobFailure.row_key, JobFailure.count, JobFailure.last_seen_at).where(
                        JobFailure.job == self.job
                    )
                )
                self._failing = {key: (count, seen) for key, count, seen in rows}
        return self._failing

    async def due(self, items: Iterable[T], key: Callable[[T], str]) -> AsyncIterator[tuple[str, T]]:
        """Each item with its row key, less the rows that failed too often and wait for their next try."""
        failing = await self._known()
        now = utcnow()
        for item in items:
            row_key = key(item)
            if row_key in failing and paused(*failing[row_key], now):
                self.skipped += 1
                continue
            yield row_key, item

    def row(self, key: str) -> AbstractAsyncContextManager[Row]:
        """Work on one row: an exception is logged, recorded and swallowed; a success clears an old failure."""
        return self._guard(key, clears=True)

    def step(self, key: str) -> AbstractAsyncContextManager[Row]:
        """A step before a row's own unit of work (reading what a batch needs of it): a failure is
        recorded and the caller leaves the row out; a success clears nothing, the row's work is to come."""
        return self._guard(key, clears=False)

    async def succeeded(self, key: str) -> None:
        """Forget an earlier failure of this row (a row, or a batch's part, that worked this time)."""
        if key in await self._known():
            async with self.sessionmaker() as session, session.begin():
                await session.execute(delete(JobFailure).where(JobFailure.job == self.job, JobFailure.row_key == key))
            if self._failing is not None:
                self._failing.pop(key, None)
            logger.info("job %s: %s succeeded again", self.job, key or "the whole job")

    @asynccontextmanager
    async def _guard(self, key: str, *, clears: bool) -> AsyncIterator[Row]:
        row = Row(key)
        try:
            yield row
        except Exception as exc:
            self.failed += 1
            _FAILURES[self.job] += 1
            JOB_FAILURES.labels(self.job).inc()
            logger.warning("job %s failed on %s; skipped", self.job, key or "the whole job", exc_info=True)
            await self._record(row, exc)
        else:
            if clears:
                await self.succeeded(key)

    @asynccontextmanager
    async def transaction(self, key: str) -> AsyncIterator[AsyncSession]:
        """`row(key)` around a session and a transaction of the row's own, rolled back if it fails."""
        async with self.row(key), self.sessionmaker() as session, session.begin():
            yield session

    @asynccontextmanager
    async def whole_job(self) -> AsyncIterator[None]:
        """The job itself, as a row: its failure is recorded (if the database lets it) and stops no other job."""
        try:
            async with self.row(WHOLE_JOB):
                await self._known()
                yield
        except Exception:  # recording failed as well: the database is gone; the next pass tries again
            logger.warning("job %s: its failure could not be recorded", self.job, exc_info=True)

    async def _record(self, row: Row, exc: Exception) -> None:
        error_class, message = describe(exc)
        settings = get_settings()
        now = utcnow()
        for attempt in (1, 2):
            try:
                async with self.sessionmaker() as session, session.begin():
                    failure = await session.scalar(
                        select(JobFailure)
                        .where(JobFailure.job == self.job, JobFailure.row_key == row.key)
                        .with_for_update()
                    )
                    if failure is None:
                        failure = JobFailure(job=self.job, row_key=row.key, count=0, first_seen_at=now)
                        session.add(failure)
                    failure.count += 1
                    failure.error_class, failure.message, failure.last_seen_at = error_class, message, now
                    if row.tell_team and failure.team_told_at is None:
                        notice = job_failed(self.job, row.key, error_class, message)
                        queue_email(session, settings.team_email, notice, dedupe_key=_dedupe_key(failure))
                        failure.team_told_at = now
                if self._failing is not None:
                    self._failing[row.key] = (failure.count, now)
                return
            except IntegrityError:
                # Another runner recorded the same new failure at the same moment: count on its record.
                if attempt == 2:
                    raise


def _dedupe_key(failure: JobFailure) -> str:
    """One notice per failure, however many runners record it; a row that failed, recovered and fails
    again is a new failure (its record was deleted) and gets a new notice."""
    episode = f"{failure.job}\n{failure.row_key}\n{failure.first_seen_at.isoformat()}"
    return f"job_failed:{hashlib.sha256(episode.encode()).hexdigest()[:40]}"
