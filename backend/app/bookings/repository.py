"""Queries of the booking domain.

Reads a caller may only partly see take the caller: `readable_by(principal)` is every booking for
the back office, the bookings of their own camp for an owner, none for anyone else.

Submitting a booking is the one write every visitor can make, so its statements are built once,
run as Core statements on the session's connection (no ORM unit of work) and kept to three for a
whole group of bookings (app/bookings/submission.py): the packages with their camps and owners, the
bookings, the e-mails (app/notifications/outbox.py).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import (
    ColumnElement,
    Select,
    Table,
    and_,
    bindparam,
    column,
    false,
    func,
    literal_column,
    select,
    table,
    true,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.bookings.revenue import revenue_sum
from app.bookings.search_words import word_hits, words_starting
from app.db import begin_write
from app.kit.pagination import Order, PageParams, paginate_bounded
from app.kit.search import fold, has_wildcards, matches, word_term
from app.models import AdminUser, Booking, CampPackage, SurfCamp, User


@dataclass(frozen=True)
class BookablePackage:
    """What a booking needs of an active package of an active camp."""

    id: int
    camp_id: int
    camp_name: str
    name: str
    price: Decimal
    duration_days: int
    max_participants: int | None
    included_features: tuple[str, ...]  # decides which add-ons it sells (pricing.offered_add_ons)
    owners: tuple[tuple[str, str], ...]  # (e-mail, language) of the camp's active owners


_owners = AdminUser.__table__.join(User.__table__, User.id == AdminUser.user_id)
# One row per active owner of each package's camp (one row with no owner when it has none).
_BOOKABLE_PACKAGES = (
    select(
        CampPackage.id,
        CampPackage.camp_id,
        SurfCamp.name.label("camp_name"),
        CampPackage.name,
        CampPackage.price,
        CampPackage.duration_days,
        CampPackage.max_participants,
        CampPackage.included_features,
        AdminUser.email.label("owner_email"),
        User.language.label("owner_language"),
    )
    .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
    .outerjoin(
        _owners,
        and_(AdminUser.assigned_camp_id == SurfCamp.id, AdminUser.role == "camp_owner", AdminUser.is_active),
    )
    .where(
        CampPackage.id.in_(bindparam("package_ids", expanding=True)),
        CampPackage.status == "active",
        SurfCamp.status == "active",
    )
    .order_by(CampPackage.id, AdminUser.id)
)

# A clash on a unique column (the reference, or an Idempotency-Key sent twice at once) inserts
# nothing and returns no row, instead of failing the transaction: no savepoint needed. Several
# bookings go in one statement (SQLAlchemy's "insertmanyvalues"); the reference tells whose row is whose.
_bookings = cast(Table, Booking.__table__)
_INSERTED = (_bookings.c.booking_reference, _bookings.c.id)
_INSERT_BOOKINGS = {
    "postgresql": postgresql.insert(_bookings).on_conflict_do_nothing().returning(*_INSERTED),
    "sqlite": sqlite.insert(_bookings).on_conflict_do_nothing().returning(*_INSERTED),
}


def readable_by(principal: Principal) -> ColumnElement[bool]:
    """The bookings a caller may read: all for the back office, their camp's for an owner."""
    if principal.is_admin:
        return true()
    if principal.owned_camp_id is not None:
        return Booking.camp_id == principal.owned_camp_id
    return false()


# SQLite's trigram index of the search column (migration 0012_read_indexes: an FTS5 table kept by
# triggers); PostgreSQL's pg_trgm index serves `search_text LIKE` on bookings itself.
_SEARCH_INDEX = table("bookings_search", column("rowid"), column("search_text"))
NEWEST_FIRST = [Order(Booking.created_at, descending=True), Order(Booking.id, descending=True)]


def _found(term: str, dialect: str) -> ColumnElement[bool]:
    """Bookings whose search column contains the term (app/kit/search.py), through the trigram index."""
    if dialect != "sqlite" or has_wildcards(term):
        return matches(Booking.search_text, term)
    folded = fold(term)
    if len(folded) >= 3:
        # With the trigram tokenizer a quoted phrase matches exactly the rows that contain it, read off
        # the index alone: a quarter of the time of LIKE, which checks again each row it finds
        # (at 1,000,000 bookings, 3 ms against 32 ms for a surname in sixty; docs/performance.md).
        phrase = '"' + folded.replace('"', '""') + '"'
        indexed = select(_SEARCH_INDEX.c.rowid).where(literal_column("bookings_search").op("MATCH")(phrase))
    else:
        # Shorter than a trigram: FTS5 reads LIKE by scanning. It knows no ESCAPE: a term with a
        # wildcard character is looked for in bookings itself, above.
        indexed = select(_SEARCH_INDEX.c.rowid).where(_SEARCH_INDEX.c.search_text.like(f"%{folded}%"))
    return Booking.id.in_(indexed)


@dataclass(frozen=True)
class BookingFilter:
    status: str | None = None
    search: str | None = None  # the folded search column: name, e-mail, reference, camp (app/kit/search.py)
    starts_from: date | None = None  # the stay starts on or after this day
    starts_to: date | None = None  # ... and on or before this one

    def word(self) -> str | None:
        """The search term when it is one word, found through the word index (app/bookings/search_words.py)."""
        return word_term(self.search) if self.search else None

    def where(self, principal: Principal, dialect: str) -> list[Any]:
        where: list[Any] = self.reader_and_days(principal)
        if self.status:
            where.append(Booking.status == self.status)
        if self.search:
            where.append(_found(self.search, dialect))
        return where

    def reader_and_days(self, principal: Principal) -> list[Any]:
        """The reader's bookings within the filter's days."""
        where: list[Any] = [readable_by(principal)]
        if self.starts_from:
            where.append(Booking.start_date >= self.starts_from)
        if self.starts_to:
            where.append(Booking.start_date <= self.starts_to)
        return where


class BookingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, principal: Principal, booking_id: int) -> Booking | None:
        stmt = select(Booking).where(Booking.id == booking_id, readable_by(principal))
        return await self.session.scalar(stmt.execution_options(populate_existing=True))

    async def by_manage_link(self, booking_id: int, version: int) -> Booking | None:
        """The booking a traveller's link names, while the link's version is the booking's (not revoked)."""
        stmt = select(Booking).where(Booking.id == booking_id, Booking.manage_link_version == version)
        return await self.session.scalar(stmt.execution_options(populate_existing=True))

    async def by_reference_and_email(self, reference: str, email: str) -> Booking | None:
        stmt = select(Booking).where(Booking.booking_reference == reference, Booking.email == email.lower())
        return await self.session.scalar(stmt)

    async def revoke_manage_links(self, booking: Booking) -> None:
        await begin_write(self.session)
        booking.manage_link_version += 1
        await self.session.flush()

    async def page(
        self, principal: Principal, found: BookingFilter, params: PageParams
    ) -> tuple[list[Booking], int, bool]:
        """Newest first, counted up to a bound (a million bookings are not counted for a page of 25),
        through the indexes of migrations 0012, 0013 and 0018 (camp and status; trigram search with
        status; a one-word search's own index, whose page of ids is read before the 25 bookings)."""
        stmt, order, ids_only = await self._newest_first(principal, found)
        rows, total, exact = await paginate_bounded(self.session, stmt, order, params)
        return (await self._in_order([row[0] for row in rows]) if ids_only else rows), total, exact

    async def matching(self, principal: Principal, found: BookingFilter, limit: int) -> list[Booking]:
        """The bookings of a list's filter, newest first, without paging (the CSV export)."""
        stmt, order, ids_only = await self._newest_first(principal, found)
        rows = (await self.session.execute(stmt.order_by(*(key.clause() for key in order)).limit(limit))).all()
        return await self._in_order([row[0] for row in rows]) if ids_only else [row[0] for row in rows]

    async def _newest_first(
        self, principal: Principal, found: BookingFilter
    ) -> tuple[Select[*tuple[Any, ...]], list[Order], bool]:
        """The filter's statement and its order; True when it selects (id, created_at) off the word
        index, the bookings to be read by id after."""
        word = found.word()
        if word is not None:
            hits, order = await self._word_hits(principal, found, word)
            return hits, order, True
        dialect = (await self.session.connection()).dialect.name
        return select(Booking).where(*found.where(principal, dialect)), NEWEST_FIRST, False

    async def _word_hits(
        self, principal: Principal, found: BookingFilter, word: str
    ) -> tuple[Select[*tuple[Any, ...]], list[Order]]:
        """The (id, created_at) of the filter's bookings with a word starting with `word`, and their order."""
        hits, order = word_hits(word, await words_starting(self.session, word), found.status)
        if principal.is_admin and found.starts_from is None and found.starts_to is None:
            return hits, order  # every booking, any day: the index alone answers
        booking_id = hits.selected_columns[0]
        return hits.join(Booking, Booking.id == booking_id).where(*found.reader_and_days(principal)), order

    async def _in_order(self, ids: list[int]) -> list[Booking]:
        """The bookings of `ids`, in that order."""
        if not ids:
            return []
        rows = {b.id: b for b in await self.session.scalars(select(Booking).where(Booking.id.in_(ids)))}
        return [rows[i] for i in ids if i in rows]

    async def status_counts(self, principal: Principal) -> tuple[dict[str, int], Decimal]:
        """Bookings per status and the revenue (app/bookings/revenue.py), in one grouped query."""
        stmt = select(Booking.status, func.count(Booking.id), revenue_sum()).where(readable_by(principal))
        counts: dict[str, int] = {}
        revenue = Decimal("0")
        for status, count, amount in (await self.session.execute(stmt.group_by(Booking.status))).all():
            counts[status] = int(count)
            revenue += Decimal(str(amount))
        return counts, revenue.quantize(Decimal("0.01"))

    async def recent(self, principal: Principal, limit: int) -> list[Booking]:
        stmt = select(Booking).where(readable_by(principal)).order_by(Booking.created_at.desc(), Booking.id.desc())
        return list((await self.session.scalars(stmt.limit(limit))).all())

    async def by_idempotency_key(self, key: str) -> Booking | None:
        return (await self.by_idempotency_keys([key])).get(key)

    async def by_idempotency_keys(self, keys: Collection[str]) -> dict[str, Booking]:
        rows = await self.session.scalars(select(Booking).where(Booking.idempotency_key.in_(keys)))
        return {b.idempotency_key: b for b in rows if b.idempotency_key is not None}

    async def bookable_package(self, package_id: int) -> BookablePackage | None:
        """An active package of an active camp, with its camp's name and active owners, in one query."""
        return (await self.bookable_packages([package_id])).get(package_id)

    async def bookable_packages(self, package_ids: Collection[int]) -> dict[int, BookablePackage]:
        """Those of the packages that are active in an active camp, by id, in one query."""
        conn = await self.session.connection()
        rows = (await conn.execute(_BOOKABLE_PACKAGES, {"package_ids": list(package_ids)})).all()
        owners: dict[int, list[tuple[str, str]]] = {}
        firsts: dict[int, Any] = {}
        for row in rows:
            firsts.setdefault(row.id, row)
            if row.owner_email is not None:
                owners.setdefault(row.id, []).append((row.owner_email, row.owner_language))
        return {
            package_id: BookablePackage(
                id=first.id,
                camp_id=first.camp_id,
                camp_name=first.camp_name,
                name=first.name,
                price=first.price,
                duration_days=first.duration_days,
                max_participants=first.max_participants,
                included_features=tuple(first.included_features or ()),
                owners=tuple(owners.get(package_id, ())),
            )
            for package_id, first in firsts.items()
        }

    async def insert_bookings(self, rows: Sequence[dict[str, Any]]) -> dict[str, int]:
        """Store bookings in one statement; the ids of those stored, by reference.

        A booking whose reference or Idempotency-Key is taken already (by a stored booking or by
        another of `rows`) is not stored and not in the answer. The references of `rows` must differ.
        """
        await begin_write(self.session)
        conn = await self.session.connection()
        result = await conn.execute(_INSERT_BOOKINGS[conn.dialect.name], list(rows))
        return {reference: booking_id for reference, booking_id in result.all()}


@dataclass(frozen=True)
class CampOwner:
    user_id: int
    email: str
    language: str


async def camp_owners(session: AsyncSession, camp_id: int) -> list[CampOwner]:
    """The camp's active owners with the language they read (their e-mails name the camp's bookings)."""
    stmt = (
        select(User.id, AdminUser.email, User.language)
        .join(AdminUser, AdminUser.user_id == User.id)
        .where(AdminUser.assigned_camp_id == camp_id, AdminUser.role == "camp_owner", AdminUser.is_active)
        .order_by(User.id)
    )
    return [CampOwner(row.id, row.email, row.language) for row in (await session.execute(stmt)).all()]
