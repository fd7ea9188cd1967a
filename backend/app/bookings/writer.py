"""The booking writer: how a booking request reaches the database, chosen by BOOKING_WRITER.

`BookingService.submit` validates, checks the Idempotency-Key and the rate limit, then hands the
form to a `BookingWriter`. Both strategies store the same rows and e-mails through one function
(`submission.write_requests`), and both answer only once the booking is committed: a 201 always
means stored.

- `direct`: the plain path. The booking is written in the request's session, which the session
  dependency commits (app/db.py), like every other write.
- `group_commit` (the default): each process's writer stores every request that is waiting at the
  time in one transaction of its own (the packages in one query, the bookings in one INSERT, their
  e-mails in one INSERT, one commit, one SQLite write turn), then answers each. Bookings are the
  one write every visitor makes; with one transaction per request, each booking took SQLite's one
  write lock in turn (2-3 ms each, whatever the number of processes), which is what `make bench`
  measures. Nothing waits for company: a request that finds the writer idle is written at once,
  and those that arrive while a group is being written form the next group. An error of the
  group's transaction (the database is down) is the answer of every request in it. A request that
  is cancelled while it waits is left out of the next group; once its group is being written, its
  booking is stored (and a retry with its Idempotency-Key is answered with it).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from app.bookings.schemas import BookingCreate
from app.bookings.submission import BookingRequest, SubmittedBooking, write_requests
from app.config import Settings, get_settings
from app.errors import ServiceUnavailable

logger = logging.getLogger(__name__)

# The most bookings written in one transaction; more waiting go in the next.
MAX_GROUP = 64


class BookingWriter(Protocol):
    async def store(
        self, session: AsyncSession, data: BookingCreate, idempotency_key: str | None, sender: str | None = None
    ) -> SubmittedBooking:
        """Store a validated booking request from a sender network's fingerprint (app/availability/senders.py);
        returns once it is stored (or as stored as the session makes it)."""
        ...


class DirectWriter:
    """Writes the booking in the request's session; the session dependency commits it."""

    async def store(
        self, session: AsyncSession, data: BookingCreate, idempotency_key: str | None, sender: str | None = None
    ) -> SubmittedBooking:
        request = BookingRequest(data, idempotency_key, sender)
        settings = get_settings()
        while True:  # again only when the drawn reference (or the key) was taken meanwhile
            answers, _ = await write_requests(session, [request], settings)
            if answers:
                answer = answers[0][1]
                if isinstance(answer, Exception):
                    raise answer
                return answer


@dataclass(eq=False, kw_only=True)
class _Waiting(BookingRequest):
    answer: asyncio.Future[SubmittedBooking]

    def settle(self, result: SubmittedBooking | BaseException) -> None:
        if self.answer.done():  # cancelled while its group was written
            return
        if isinstance(result, BaseException):
            self.answer.set_exception(result)
        else:
            self.answer.set_result(result)


class GroupCommitWriter:
    """The group-committing writer of one process (one event loop)."""

    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self._sessionmaker = sessionmaker
        self._waiting: deque[_Waiting] = deque()
        self._task: asyncio.Task[None] | None = None

    async def store(
        self, session: AsyncSession, data: BookingCreate, idempotency_key: str | None, sender: str | None = None
    ) -> SubmittedBooking:
        # The request's session has only read (the Idempotency-Key): end that read, so that its
        # connection does not wait with the request while the group is written.
        if session.in_transaction():
            await session.commit()
        return await self.submit(data, idempotency_key, sender)

    async def submit(
        self, data: BookingCreate, idempotency_key: str | None, sender: str | None = None
    ) -> SubmittedBooking:
        """Store a booking request; answered once the transaction that holds it has committed."""
        loop = asyncio.get_running_loop()
        request = _Waiting(data, idempotency_key, sender, answer=loop.create_future())
        self._waiting.append(request)
        if self._task is None:
            self._task = loop.create_task(self._write_while_waiting())
        # Cancelling this wait cancels the future: a request not yet taken into a group is dropped.
        return await request.answer

    async def idle(self) -> None:
        """Wait until every request handed to this writer is written (or failed)."""
        while self._task is not None:
            await asyncio.wait({self._task})  # neither raises its error nor cancels it when cancelled

    async def _write_while_waiting(self) -> None:
        group: list[_Waiting] = []
        try:
            while self._waiting:
                group = []
                while self._waiting and len(group) < MAX_GROUP:
                    request = self._waiting.popleft()
                    if not request.answer.done():
                        group.append(request)
                if group:
                    again = await self._write(group)
                    self._waiting.extendleft(reversed(again))  # ahead of those that came later
                group = []
        except BaseException:  # cancelled (the server stops): no request is left without an answer
            for request in (*group, *self._waiting):
                request.settle(ServiceUnavailable())
            self._waiting.clear()
            raise
        finally:
            self._task = None

    async def _write(self, group: list[_Waiting]) -> list[_Waiting]:
        """Store a group in one transaction, answer each request after the commit; returns those to try again."""
        try:
            async with self._sessionmaker() as session:
                answers, again = await write_requests(session, group, get_settings())
                await session.commit()
        except Exception as error:  # the transaction failed: it is every request's answer
            logger.debug("booking group of %d failed", len(group), exc_info=True)
            for request in group:
                request.settle(error)
            return []
        except BaseException:
            # Cancelled during the write: whether it committed is not known, so no request gets a 201.
            for request in group:
                request.settle(ServiceUnavailable())
            raise
        for request, answer in answers:
            request.settle(answer)
        return again


_group_writers: dict[tuple[asyncio.AbstractEventLoop, AsyncEngine], GroupCommitWriter] = {}


def group_commit_writer(engine: AsyncEngine) -> GroupCommitWriter:
    """The group-committing writer of this event loop (one per server process) for a database."""
    loop = asyncio.get_running_loop()
    writer = _group_writers.get((loop, engine))
    if writer is None:
        for old in [key for key in _group_writers if key[0].is_closed()]:  # tests run one loop after another
            del _group_writers[old]
        writer = _group_writers[loop, engine] = GroupCommitWriter(
            async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
        )
    return writer


def booking_writer(session: AsyncSession, settings: Settings) -> BookingWriter:
    """The writer BOOKING_WRITER names, for the database of this session."""
    if settings.booking_writer == "direct":
        return DirectWriter()
    engine = session.bind
    assert isinstance(engine, AsyncEngine)
    return group_commit_writer(engine)


async def booking_writers_idle() -> None:
    """Wait until this event loop's writers have written every request handed to them (at shutdown)."""
    loop = asyncio.get_running_loop()
    for writer in [writer for (owner, _), writer in _group_writers.items() if owner is loop]:
        await writer.idle()
