"""Queries of a booking's thread: its messages, status moves and date requests, and how far each party read."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, cast

from sqlalchemy import ColumnElement, Table, and_, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import add_unique, begin_write
from app.models import Booking, BookingDateRequest, BookingMessage, BookingStatusChange, BookingThreadRead, User

_reads = cast(Table, BookingThreadRead.__table__)


def _unread(party: str) -> Any:
    """Messages the other parties wrote after the last one `party` read."""
    return (
        select(BookingMessage.booking_id, func.count(BookingMessage.id).label("unread"))
        .outerjoin(
            BookingThreadRead,
            and_(BookingThreadRead.booking_id == BookingMessage.booking_id, BookingThreadRead.party == party),
        )
        .where(
            BookingMessage.author_party != party,
            BookingMessage.id > func.coalesce(BookingThreadRead.last_read_message_id, 0),
        )
    )


class ThreadRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def messages(self, booking_id: int) -> list[BookingMessage]:
        stmt = select(BookingMessage).where(BookingMessage.booking_id == booking_id).order_by(BookingMessage.id)
        return list((await self.session.scalars(stmt)).all())

    async def messages_since(self, booking_id: int, first_id: int, reader: str) -> list[BookingMessage]:
        """The messages from `first_id` on that other parties than `reader` wrote, oldest first."""
        stmt = select(BookingMessage).where(
            BookingMessage.booking_id == booking_id,
            BookingMessage.id >= first_id,
            BookingMessage.author_party != reader,
        )
        return list((await self.session.scalars(stmt.order_by(BookingMessage.id))).all())

    async def lock_status(self, booking_id: int) -> str | None:
        """The booking's status as stored now, its row locked until the transaction ends (SQLite: the write turn)."""
        await begin_write(self.session)
        stmt = select(Booking.status).where(Booking.id == booking_id).with_for_update()
        status: str | None = await self.session.scalar(stmt)
        return status

    async def status_changes(self, booking_id: int) -> list[BookingStatusChange]:
        stmt = (
            select(BookingStatusChange)
            .where(BookingStatusChange.booking_id == booking_id)
            .order_by(BookingStatusChange.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def user_names(self, user_ids: Collection[int]) -> dict[int, str]:
        """The names of the signed-in people who acted on a booking, for the camp's and the team's thread."""
        if not user_ids:
            return {}
        rows = await self.session.execute(select(User.id, User.full_name).where(User.id.in_(user_ids)))
        return {user_id: name for user_id, name in rows.all()}

    async def date_requests(self, booking_id: int) -> list[BookingDateRequest]:
        stmt = (
            select(BookingDateRequest)
            .where(BookingDateRequest.booking_id == booking_id)
            .order_by(BookingDateRequest.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def date_request(self, booking_id: int, request_id: int) -> BookingDateRequest | None:
        stmt = select(BookingDateRequest).where(
            BookingDateRequest.id == request_id, BookingDateRequest.booking_id == booking_id
        )
        return await self.session.scalar(stmt.execution_options(populate_existing=True))

    async def add(self, row: BookingMessage | BookingDateRequest) -> None:
        await begin_write(self.session)
        self.session.add(row)
        await self.session.flush()

    async def add_open_request(self, request: BookingDateRequest) -> bool:
        """Store a date request waiting for an answer; False when the booking has one (its partial unique index)."""
        await begin_write(self.session)
        return await add_unique(self.session, request, "booking_id")

    async def decide(self, request: BookingDateRequest, values: dict[str, Any]) -> bool:
        """Answer a date request still open; False when another answer came first."""
        await begin_write(self.session)
        result = await self.session.execute(
            update(BookingDateRequest)
            .where(BookingDateRequest.id == request.id, BookingDateRequest.status == "pending")
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def move_dates(self, booking: Booking, from_start: Any, to_start: Any) -> bool:
        """Move the stay if it still starts on `from_start` (a conditional update)."""
        result = await self.session.execute(
            update(Booking)
            .where(
                Booking.id == booking.id, Booking.start_date == from_start, Booking.status.in_(("pending", "confirmed"))
            )
            .values(start_date=to_start, updated_at=func.now())
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def mark_read(self, booking_id: int, party: str, message_id: int) -> None:
        """Remember that `party` has read the thread up to `message_id` (never backwards)."""
        await begin_write(self.session)
        conn = await self.session.connection()
        values = {"booking_id": booking_id, "party": party, "last_read_message_id": message_id}
        keys = ["booking_id", "party"]
        current = _reads.c.last_read_message_id
        if conn.dialect.name == "postgresql":
            pg = postgresql.insert(_reads).values(**values)
            stmt: Any = pg.on_conflict_do_update(
                index_elements=keys, set_={"last_read_message_id": func.greatest(current, message_id)}
            )
        else:
            lite = sqlite.insert(_reads).values(**values)
            stmt = lite.on_conflict_do_update(
                index_elements=keys, set_={"last_read_message_id": func.max(current, message_id)}
            )
        await conn.execute(stmt)

    async def unread_counts(self, booking_ids: Collection[int], party: str) -> dict[int, int]:
        if not booking_ids:
            return {}
        stmt = _unread(party).where(BookingMessage.booking_id.in_(booking_ids)).group_by(BookingMessage.booking_id)
        return {booking_id: int(count) for booking_id, count in (await self.session.execute(stmt)).all()}

    async def unread_total(self, readable: ColumnElement[bool], party: str) -> int:
        """The unread messages of every booking the reader may see (`readable`: bookings' readable_by)."""
        counts = _unread(party).join(Booking, Booking.id == BookingMessage.booking_id).where(readable)
        stmt = select(func.coalesce(func.sum(counts.group_by(BookingMessage.booking_id).subquery().c.unread), 0))
        return int(await self.session.scalar(stmt) or 0)
