"""Queries of the availability domain. Reads an owner may only partly see take the principal:
`readable_packages(principal)` is every package for the back office, their camp's for an owner."""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Mapping, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import (
    Boolean,
    ColumnElement,
    Date,
    and_,
    cast,
    delete,
    false,
    func,
    literal,
    literal_column,
    or_,
    select,
    text,
    true,
    union_all,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.availability.rules import Ledger, Occupancy, PackageRules, periods_of
from app.bookings.pricing import DAY_CHOICES
from app.kit.sql import add_days
from app.models import Booking, CalendarFeed, CalendarFeedBlock, CampPackage, PackageDay, SurfCamp, WaitlistEntry

# The advisory-lock namespaces on PostgreSQL (any constants unused elsewhere): "a package's places",
# and what an e-mail address and a sender network hold across the site.
PLACES_LOCK = 17_001
ADDRESS_LOCK = 17_002
NETWORK_LOCK = 17_003
# The longest stay a booking can have had: bookings starting this far before a window can reach into it.
LONGEST_STAY = max(DAY_CHOICES)


def rules_of(package: CampPackage) -> PackageRules:
    return PackageRules(
        places=package.places,
        duration_days=package.duration_days,
        start_weekdays=frozenset(package.start_weekdays or ()),
        season=periods_of(package.season or ()),
        min_notice_days=package.min_notice_days,
        min_stay_days=package.min_stay_days,
        max_stay_days=package.max_stay_days,
    )


def readable_packages(principal: Principal) -> ColumnElement[bool]:
    if principal.is_admin:
        return true()
    if principal.owned_camp_id is not None:
        return CampPackage.camp_id == principal.owned_camp_id
    return false()


def readable_feeds(principal: Principal) -> ColumnElement[bool]:
    if principal.is_admin:
        return true()
    if principal.owned_camp_id is not None:
        return CalendarFeed.camp_id == principal.owned_camp_id
    return false()


def held(now: datetime) -> ColumnElement[bool]:
    """The pending requests that hold their places now: held (not limited, not released), until the hold ends."""
    return and_(
        Booking.status == "pending",
        Booking.hold_state == "held",
        or_(Booking.hold_expires_at.is_(None), Booking.hold_expires_at > now),
    )


def holding(now: datetime) -> ColumnElement[bool]:
    """The bookings that take or hold places: confirmed and completed ones, pending ones that hold theirs."""
    return or_(Booking.status.in_(("confirmed", "completed")), held(now))


def takes_places(booking: Booking, now: datetime) -> bool:
    """`holding(now)` of one loaded booking: it takes its places, or holds them now."""
    if booking.status in ("confirmed", "completed"):
        return True
    return (
        booking.status == "pending"
        and booking.hold_state == "held"
        and (booking.hold_expires_at is None or booking.hold_expires_at > now)
    )


def lock_key(text_key: str) -> int:
    """A signed 32-bit advisory-lock key for a text (two texts sharing one only wait for each other)."""
    return int.from_bytes(hashlib.sha256(text_key.encode()).digest()[:4], "big", signed=True)


class AvailabilityRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def lock_places(
        self, package_ids: Collection[int], addresses: Collection[str] = (), fingerprints: Collection[str] = ()
    ) -> None:
        """Take each package's places lock, then each sender address's and network's, until the transaction
        ends (PostgreSQL): always in that order, each in key order, so two transactions never wait on each
        other. SQLite's writers already take turns (app/db.begin_write)."""
        conn = await self.session.connection()
        if conn.dialect.name != "postgresql":
            return
        keys = [(PLACES_LOCK, package_id) for package_id in sorted(set(package_ids))]
        keys += sorted(
            {(ADDRESS_LOCK, lock_key(a)) for a in addresses} | {(NETWORK_LOCK, lock_key(f)) for f in fingerprints}
        )
        # One statement: a function scan of unnest gives the arrays' elements in order, and the
        # projection takes each lock as its row comes (a round trip per package was most of a booking
        # group's queries).
        await conn.execute(
            text(
                "SELECT pg_advisory_xact_lock(ns, id)"
                " FROM unnest(CAST(:namespaces AS integer[]), CAST(:ids AS integer[])) AS k(ns, id)"
            ),
            {"namespaces": [ns for ns, _ in keys], "ids": [key for _, key in keys]},
        )

    async def known_senders(self, addresses: Collection[str]) -> set[str]:
        """The addresses that had a booking confirmed (or completed) before."""
        if not addresses:
            return set()
        stmt = select(Booking.email).where(
            Booking.email.in_(list(addresses)),
            or_(Booking.confirmed_at.is_not(None), Booking.status.in_(("confirmed", "completed"))),
        )
        return set((await self.session.scalars(stmt.distinct())).all())

    async def held_by_senders(
        self, addresses: Collection[str], fingerprints: Collection[str], now: datetime
    ) -> tuple[dict[str, int], dict[str, int]]:
        """The places pending requests hold now, per address, and per network for unknown senders only."""
        by_address: dict[str, int] = {}
        by_network: dict[str, int] = {}
        people = func.sum(Booking.number_of_people)
        if addresses:
            rows = await self.session.execute(
                select(Booking.email, people)
                .where(Booking.email.in_(list(addresses)), held(now))
                .group_by(Booking.email)
            )
            by_address = {email: int(total) for email, total in rows.all()}
        if fingerprints:
            rows = await self.session.execute(
                select(Booking.sender_fingerprint, people)
                .where(Booking.sender_fingerprint.in_(list(fingerprints)), Booking.sender_known.is_(False), held(now))
                .group_by(Booking.sender_fingerprint)
            )
            by_network = {str(fingerprint): int(total) for fingerprint, total in rows.all()}
        return by_address, by_network

    async def packages(self, package_ids: Collection[int]) -> dict[int, CampPackage]:
        rows = await self.session.scalars(select(CampPackage).where(CampPackage.id.in_(list(package_ids))))
        return {p.id: p for p in rows}

    async def active_packages(self, camp_ids: Collection[int] | None = None) -> list[CampPackage]:
        stmt = (
            select(CampPackage)
            .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
            .where(CampPackage.status == "active", SurfCamp.status == "active")
        )
        if camp_ids is not None:
            stmt = stmt.where(CampPackage.camp_id.in_(list(camp_ids)))
        return list((await self.session.scalars(stmt.order_by(CampPackage.id))).all())

    async def camp_packages(self, camp_id: int) -> list[CampPackage]:
        stmt = select(CampPackage).where(CampPackage.camp_id == camp_id).order_by(CampPackage.id)
        return list((await self.session.scalars(stmt)).all())

    async def readable_package(self, principal: Principal, package_id: int) -> CampPackage | None:
        stmt = select(CampPackage).where(CampPackage.id == package_id, readable_packages(principal))
        return await self.session.scalar(stmt)

    async def readable_packages(self, principal: Principal, camp_id: int | None = None) -> list[CampPackage]:
        stmt = select(CampPackage).where(readable_packages(principal))
        if camp_id is not None:
            stmt = stmt.where(CampPackage.camp_id == camp_id)
        return list((await self.session.scalars(stmt.order_by(CampPackage.id))).all())

    async def ledgers(
        self,
        packages: Sequence[CampPackage],
        first: date,
        last: date,
        now: datetime,
        except_bookings: Collection[int] = (),
    ) -> dict[int, Ledger]:
        """Each package's days first .. last: owner changes, imported blocks, bookings taking or holding places
        (but `except_bookings`: a booking moving to other dates does not stand in its own way)."""
        return await self.ledgers_over({p: (first, last) for p in packages}, now, except_bookings)

    async def ledgers_over(
        self,
        windows: Mapping[CampPackage, tuple[date, date]],
        now: datetime,
        except_bookings: Collection[int] = (),
    ) -> dict[int, Ledger]:
        """`ledgers`, each package over its own days, in the same three queries: the rows of the days
        from the earliest first to the latest last are read, and each ledger keeps those of its window
        (a booking writer's group checks stays of many packages at many dates: app/availability/service.py
        `claim`)."""
        if not windows:
            return {}
        ledgers = {p.id: Ledger(rules_of(p), first, last) for p, (first, last) in windows.items()}
        ids = list(ledgers)
        first = min(f for f, _ in windows.values())
        last = max(ln for _, ln in windows.values())
        days = await self.session.scalars(
            select(PackageDay).where(PackageDay.package_id.in_(ids), PackageDay.day.between(first, last))
        )
        # Each ledger leaves out what falls outside its window (Ledger.change_day, .block, .occupy).
        for row in days:
            ledgers[row.package_id].change_day(row.day, blocked=row.blocked, places=row.places)
        camp_of = {p.id: p.camp_id for p in windows}
        blocks = await self.session.execute(
            select(CalendarFeed.camp_id, CalendarFeed.package_id, CalendarFeed.name, CalendarFeedBlock)
            .join(CalendarFeedBlock, CalendarFeedBlock.feed_id == CalendarFeed.id)
            .where(
                CalendarFeed.camp_id.in_(set(camp_of.values())),
                CalendarFeedBlock.start_date <= last,
                CalendarFeedBlock.end_date > first,
            )
        )
        for camp_id, package_id, name, block in blocks.all():
            for pid, ledger in ledgers.items():
                if camp_of[pid] == camp_id and package_id in (None, pid):
                    ledger.block(block.start_date, block.end_date, name)
        bookings = await self.session.execute(
            select(
                Booking.package_id,
                Booking.start_date,
                Booking.number_of_days,
                Booking.number_of_people,
                Booking.status,
                Booking.sender_known,
            ).where(
                Booking.package_id.in_(ids),
                Booking.start_date <= last,
                Booking.start_date > first - timedelta(days=LONGEST_STAY),
                holding(now),
                Booking.id.not_in(list(except_bookings)) if except_bookings else true(),
            )
        )
        for package_id, start, days_, people, status, known in bookings.all():
            assert package_id is not None  # selected by package
            pending = status == "pending"
            ledgers[package_id].occupy(
                Occupancy(start, days_, people, confirmed=not pending, unknown=pending and not known)
            )
        return ledgers

    async def change_days(self, package_id: int, days: Sequence[date], values: dict[str, Any]) -> None:
        """Set `blocked` and/or `places` on days of a package (a row per changed day)."""
        conn = await self.session.connection()
        rows = [{"package_id": package_id, "day": day, "blocked": False, "places": None, **values} for day in days]
        stmt = (postgresql.insert if conn.dialect.name == "postgresql" else sqlite.insert)(PackageDay).values(rows)
        await self.session.execute(
            stmt.on_conflict_do_update(
                index_elements=["package_id", "day"],
                set_={**{k: getattr(stmt.excluded, k) for k in values}, "updated_at": stmt.excluded.updated_at},
            )
        )
        # A day back to the package's places and open is no change at all.
        await self.session.execute(
            delete(PackageDay).where(
                PackageDay.package_id == package_id,
                PackageDay.day.in_(list(days)),
                PackageDay.blocked.is_(False),
                PackageDay.places.is_(None),
            )
        )

    # -- holds ------------------------------------------------------------------------------------

    async def holding_requests(self, package_id: int, first: date, last: date, now: datetime) -> list[Booking]:
        """The pending requests of a package that hold places on a day first .. last, earliest stay first."""
        stmt = select(Booking).where(
            Booking.package_id == package_id,
            Booking.start_date <= last,
            Booking.start_date > first - timedelta(days=LONGEST_STAY),
            add_days(Booking.start_date, Booking.number_of_days) > first,
            held(now),
        )
        return list((await self.session.scalars(stmt.order_by(Booking.start_date, Booking.id))).all())

    async def expired_holds(
        self, now: datetime, limit: int, after: tuple[datetime, int] | None = None
    ) -> list[Booking]:
        """Pending requests whose hold ended, in hold order, from past `after` (the last one read)."""
        stmt = (
            select(Booking)
            .where(Booking.status == "pending", Booking.hold_expires_at <= now)
            .order_by(Booking.hold_expires_at, Booking.id)
            .limit(limit)
        )
        if after is not None:
            last, last_id = after
            stmt = stmt.where(
                or_(Booking.hold_expires_at > last, and_(Booking.hold_expires_at == last, Booking.id > last_id))
            )
        return list((await self.session.scalars(stmt)).all())

    async def end_hold(self, booking_id: int) -> None:
        await self.session.execute(
            update(Booking)
            .where(Booking.id == booking_id)
            .values(hold_expires_at=None)
            .execution_options(synchronize_session=False)
        )

    # -- feeds ------------------------------------------------------------------------------------

    async def feeds(self, principal: Principal, camp_id: int | None = None) -> list[CalendarFeed]:
        stmt = select(CalendarFeed).where(readable_feeds(principal))
        if camp_id is not None:
            stmt = stmt.where(CalendarFeed.camp_id == camp_id)
        return list((await self.session.scalars(stmt.order_by(CalendarFeed.id))).all())

    async def feed(self, principal: Principal, feed_id: int) -> CalendarFeed | None:
        return await self.session.scalar(
            select(CalendarFeed).where(CalendarFeed.id == feed_id, readable_feeds(principal))
        )

    async def all_feeds(self) -> list[CalendarFeed]:
        return list((await self.session.scalars(select(CalendarFeed).order_by(CalendarFeed.id))).all())

    async def feed_blocks(self, feed_id: int) -> list[CalendarFeedBlock]:
        stmt = select(CalendarFeedBlock).where(CalendarFeedBlock.feed_id == feed_id)
        return list((await self.session.scalars(stmt.order_by(CalendarFeedBlock.start_date))).all())

    async def replace_blocks(self, feed_id: int, ranges: Sequence[tuple[date, date]]) -> None:
        await self.session.execute(delete(CalendarFeedBlock).where(CalendarFeedBlock.feed_id == feed_id))
        if ranges:
            self.session.add_all(CalendarFeedBlock(feed_id=feed_id, start_date=s, end_date=e) for s, e in ranges)
        await self.session.flush()

    # -- export -------------------------------------------------------------------------------------

    async def camp_by_token(self, token: str) -> SurfCamp | None:
        return await self.session.scalar(select(SurfCamp).where(SurfCamp.calendar_token == token))

    async def package_by_token(self, token: str) -> CampPackage | None:
        return await self.session.scalar(select(CampPackage).where(CampPackage.calendar_token == token))

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def confirmed_bookings(self, package_ids: Collection[int], since: date) -> list[Booking]:
        stmt = select(Booking).where(
            Booking.package_id.in_(list(package_ids)),
            Booking.status.in_(("confirmed", "completed")),
            Booking.start_date >= since - timedelta(days=LONGEST_STAY),
        )
        return list((await self.session.scalars(stmt.order_by(Booking.start_date, Booking.id))).all())

    async def blocked_days(self, package_ids: Collection[int], since: date) -> list[PackageDay]:
        stmt = select(PackageDay).where(
            PackageDay.package_id.in_(list(package_ids)), PackageDay.blocked.is_(True), PackageDay.day >= since
        )
        return list((await self.session.scalars(stmt.order_by(PackageDay.package_id, PackageDay.day))).all())

    # -- waitlist -----------------------------------------------------------------------------------

    async def waiting(self, package_ids: Collection[int] | None = None) -> list[WaitlistEntry]:
        """The entries still to be told: confirmed by their address (double opt-in) and not told yet."""
        stmt = select(WaitlistEntry).where(WaitlistEntry.notified_at.is_(None), WaitlistEntry.confirmed_at.is_not(None))
        if package_ids is not None:
            stmt = stmt.where(WaitlistEntry.package_id.in_(list(package_ids)))
        return list((await self.session.scalars(stmt.order_by(WaitlistEntry.id))).all())

    async def drop_unconfirmed(self, before: datetime) -> int:
        """Remove the sign-ups whose address did not confirm them in time; how many."""
        result = await self.session.execute(
            delete(WaitlistEntry)
            .where(WaitlistEntry.confirmed_at.is_(None), WaitlistEntry.created_at < before)
            .execution_options(synchronize_session=False)
        )
        return int(result.rowcount)  # type: ignore[attr-defined]

    async def confirm_entry(self, entry_id: int, since: datetime, now: datetime) -> bool:
        """Confirm a sign-up made after `since`, once; False when it is unknown, expired or confirmed already."""
        result = await self.session.execute(
            update(WaitlistEntry)
            .where(
                WaitlistEntry.id == entry_id,
                WaitlistEntry.confirmed_at.is_(None),
                WaitlistEntry.created_at >= since,
            )
            .values(confirmed_at=now)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def stop_waiting(self, email: str) -> int:
        """Every entry of an address not told yet, removed (the stop link of the e-mails); how many."""
        result = await self.session.execute(
            delete(WaitlistEntry)
            .where(WaitlistEntry.email == email, WaitlistEntry.notified_at.is_(None))
            .execution_options(synchronize_session=False)
        )
        return int(result.rowcount)  # type: ignore[attr-defined]

    async def mark_notified(self, entry_id: int, now: datetime) -> bool:
        """Claim an entry for its one e-mail: False when another run claimed it first."""
        result = await self.session.execute(
            update(WaitlistEntry)
            .where(WaitlistEntry.id == entry_id, WaitlistEntry.notified_at.is_(None))
            .values(notified_at=now)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]


# -- "available on a date", as one SQL condition -------------------------------------------------------


def _season_parts(dialect: str) -> tuple[Any, Any, Any, Any]:
    """The season's periods as rows (start, end, open) of the package's JSON list, in the dialect's words."""
    start: Any
    end: Any
    is_open: Any
    if dialect == "postgresql":
        period = func.jsonb_array_elements(CampPackage.season).table_valued("value").alias("period")
        start = cast(period.c.value.op("->>")("start"), Date)
        end = cast(period.c.value.op("->>")("end"), Date)
        is_open = func.coalesce(cast(period.c.value.op("->>")("open"), Boolean), true())
        return period, start, end, is_open
    period = func.json_each(CampPackage.season).table_valued("value").alias("period")
    start = func.json_extract(period.c.value, "$.start")
    end = func.json_extract(period.c.value, "$.end")
    is_open = func.coalesce(func.json_extract(period.c.value, "$.open"), 1) == 1
    return period, start, end, is_open


def _starts_on_weekday(dialect: str, weekday: int) -> ColumnElement[bool]:
    """The package takes arrivals on this weekday (0 = Monday): its start days include it or are not set."""
    if dialect == "postgresql":
        contains = CampPackage.start_weekdays.op("@>")(literal_column(f"'[{int(weekday)}]'::jsonb"))
        unset = func.jsonb_array_length(CampPackage.start_weekdays) == 0
        return or_(CampPackage.start_weekdays.is_(None), unset, contains)
    entry = func.json_each(CampPackage.start_weekdays).table_valued("value").alias("weekday")
    listed = select(entry.c.value).where(entry.c.value == weekday).exists()
    return or_(CampPackage.start_weekdays.is_(None), func.json_array_length(CampPackage.start_weekdays) == 0, listed)


def available_on(dialect: str, day: date, today: date, now: datetime) -> ColumnElement[bool]:
    """A package (correlated: CampPackage) can take one person arriving on `day` for its own length.

    The same rules as `Ledger.check` (rules.py), written for the database so a list can filter and count
    by it without loading its packages: far enough ahead, a start day, and no day of the stay closed by
    the season, blocked (by hand or by an imported calendar) or without a place left.
    """
    stay = union_all(
        *(select(literal(n).label("n"), literal(day + timedelta(days=n), Date).label("d")) for n in range(LONGEST_STAY))
    ).subquery("stay")
    period, start, end, is_open = _season_parts(dialect)
    covering = and_(start <= stay.c.d, end >= stay.c.d)
    closed_by_season = or_(
        select(period.c.value).where(covering, ~is_open).correlate(CampPackage, stay).exists(),
        and_(
            select(period.c.value).where(is_open).correlate(CampPackage, stay).exists(),
            ~select(period.c.value).where(covering, is_open).correlate(CampPackage, stay).exists(),
        ),
    )
    blocked_by_hand = (
        select(PackageDay.id)
        .where(PackageDay.package_id == CampPackage.id, PackageDay.day == stay.c.d, PackageDay.blocked.is_(True))
        .correlate(CampPackage, stay)
        .exists()
    )
    blocked_by_feed = (
        select(CalendarFeedBlock.id)
        .join(CalendarFeed, CalendarFeed.id == CalendarFeedBlock.feed_id)
        .where(
            CalendarFeed.camp_id == CampPackage.camp_id,
            or_(CalendarFeed.package_id.is_(None), CalendarFeed.package_id == CampPackage.id),
            CalendarFeedBlock.start_date <= stay.c.d,
            CalendarFeedBlock.end_date > stay.c.d,
        )
        .correlate(CampPackage, stay)
        .exists()
    )
    places = func.coalesce(
        select(PackageDay.places)
        .where(PackageDay.package_id == CampPackage.id, PackageDay.day == stay.c.d)
        .correlate(CampPackage, stay)
        .scalar_subquery(),
        CampPackage.places,
    )
    taken = func.coalesce(
        select(func.sum(Booking.number_of_people))
        .where(
            Booking.package_id == CampPackage.id,
            Booking.start_date <= stay.c.d,
            add_days(Booking.start_date, Booking.number_of_days) > stay.c.d,
            holding(now),
        )
        .correlate(CampPackage, stay)
        .scalar_subquery(),
        0,
    )
    refused_day = (
        select(stay.c.n)
        .where(
            stay.c.n < CampPackage.duration_days,
            or_(closed_by_season, blocked_by_hand, blocked_by_feed, places - taken < 1),
        )
        .correlate(CampPackage, stay)
        .exists()
    )
    return and_(
        add_days(literal(today, Date), CampPackage.min_notice_days) <= literal(day, Date),
        _starts_on_weekday(dialect, day.weekday()),
        ~refused_day,
    )
