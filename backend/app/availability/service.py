"""Availability: the places of packages by day, as travellers, owners and the booking writer see them.

The rules are in rules.py; this module loads them for a caller and answers. `claim` is the check a
booking request passes inside the transaction that stores it: the package's places are locked first
(PostgreSQL: an advisory lock per package; SQLite: the writers' turn, app/db.begin_write), so of
two requests for the last places exactly one gets them. Under the same locks (and one per sender
address and network on PostgreSQL) it decides whether a request from an unknown sender holds its
places (rules.py `HoldLimits`), so concurrent requests cannot all slip under a limit.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.availability.errors import DateUnavailable, StayLengthRefused
from app.availability.repository import AvailabilityRepository, rules_of
from app.availability.rules import (
    FEW_PLACES,
    NEAREST_WINDOW_DAYS,
    DayState,
    HoldLimits,
    Occupancy,
    StartCheck,
)
from app.availability.schemas import (
    CalendarDayRead,
    CalendarHoldRead,
    DaysChange,
    OwnerCalendarRead,
    PackageAvailabilityRead,
    PackageAvailabilitySettings,
    StartDateRead,
)
from app.availability.senders import Sender
from app.bookings.errors import PlacesTaken
from app.bookings.holds import hold_reads
from app.bookings.pricing import max_people
from app.bookings.schemas import HoldState
from app.config import get_settings
from app.db import begin_write
from app.errors import ValidationFailed
from app.kit.process_cache import ProcessCache
from app.listings.errors import PackageNotFound
from app.models import Booking, CampPackage
from app.models.base import utcnow

# The longest window one calendar read covers.
MAX_WINDOW_DAYS = 186
# The first weeks a card's next available date is looked for in, before the rest of its horizon.
NEAR_DAYS = 14


@dataclass(frozen=True)
class Claim:
    """A booking request's stay: the places it wants on each of its days."""

    package_id: int
    start: date
    days: int
    people: int
    # a booking moving to these dates: its own places at its current dates are not in the way
    moving: int | None = None
    # a new request's sender: whether its places are held is limited (None: a move, held as it was)
    sender: Sender | None = None


@dataclass(frozen=True)
class Hold:
    """An accepted request: whether it holds its places, and whether its sender had a confirmed booking."""

    state: HoldState
    sender_known: bool


@dataclass(frozen=True)
class NextAvailable:
    """What a card says: the next start date for the package's own length, and whether few places are left."""

    day: date | None
    few_left: bool
    left: int


NONE_SOON = NextAvailable(None, False, 0)


@dataclass(frozen=True)
class StartOn:
    """Whether a group can arrive on a day for the package's own length, and if not the nearest days it can."""

    check: StartCheck
    nearest: list[date]


# Each package's next available date by (package, today, horizon), kept for a few seconds.
next_dates: ProcessCache[tuple[int, date, int], NextAvailable] = ProcessCache(max_entries=50_000)


def check_window(first: date, last: date) -> None:
    if last < first:
        raise ValidationFailed("The end of the period is before its start.", fields={"to": "before_start"})
    if (last - first).days > MAX_WINDOW_DAYS:
        raise ValidationFailed("The period is too long.", fields={"to": "too_long"})


def day_read(state: DayState) -> CalendarDayRead:
    return CalendarDayRead(
        date=state.day,
        places=state.places,
        places_changed=state.places_changed,
        confirmed=state.confirmed,
        held=state.held,
        blocked_by_hand=state.blocked_by_hand,
        blocked_by=list(state.blocked_by),
        closed=not state.in_season,
        left=state.left,
    )


class AvailabilityService:
    def __init__(self, session: AsyncSession, now: datetime | None = None) -> None:
        self.session = session
        self.repo = AvailabilityRepository(session)
        self.settings = get_settings()
        self.now = now or utcnow()

    @property
    def today(self) -> date:
        return self.now.date()

    # -- the booking request's check ----------------------------------------------------------------

    async def claim(self, claims: Sequence[Claim]) -> list[Exception | None]:
        """`claim_holds`, for callers that only need to know whether the places are there (a move of dates)."""
        return [answer if isinstance(answer, Exception) else None for answer in await self.claim_holds(claims)]

    def hold_limits(self) -> HoldLimits:
        settings = self.settings
        return HoldLimits(
            settings.hold_unknown_share_percent,
            settings.hold_max_places_per_address,
            settings.hold_max_places_per_network,
        )

    async def claim_holds(self, claims: Sequence[Claim]) -> list[Exception | Hold]:
        """Check requests in order inside the writing transaction; each accepted one counts for the next.

        Each answer is the error to answer, or whether the stored request holds its places: "held", or
        "limited" when its sender is unknown (no confirmed booking before) and holding them would take
        that address, its network or the unknown senders of a day of the stay over their limits. A
        limited request is stored all the same (the camp gets it and may confirm it while places are
        free); it only holds nothing, so one stranger cannot make a week look full.
        """
        if not claims:
            return []
        senders = [c.sender for c in claims if c.sender is not None]
        addresses = {s.email for s in senders}
        fingerprints = {s.fingerprint for s in senders if s.fingerprint is not None}
        await begin_write(self.session)
        await self.repo.lock_places({c.package_id for c in claims}, addresses, fingerprints)
        packages = await self.repo.packages({c.package_id for c in claims})
        windows: dict[CampPackage, tuple[date, date]] = {}
        for package_id, package in packages.items():
            mine = [c for c in claims if c.package_id == package_id]
            first = max(self.today, min(c.start for c in mine) - timedelta(days=NEAREST_WINDOW_DAYS))
            last = max(c.start + timedelta(days=c.days + NEAREST_WINDOW_DAYS) for c in mine)
            windows[package] = (first, last)
        # One set of queries for the group, each package over its own days (a query per package
        # was a quarter of a worker's time under the booking benchmark: docs/performance.md).
        moving = {c.moving for c in claims if c.moving is not None}
        ledgers = await self.repo.ledgers_over(windows, self.now, except_bookings=moving)
        known = await self.repo.known_senders(addresses)
        by_address, by_network = await self.repo.held_by_senders(addresses - known, fingerprints, self.now)
        limits = self.hold_limits()
        answers: list[Exception | Hold] = []
        for claim in claims:
            ledger = ledgers.get(claim.package_id)
            if ledger is None:
                answers.append(PackageNotFound())
                continue
            if claim.days not in ledger.rules.stay_lengths():
                answers.append(StayLengthRefused())
                continue
            check = ledger.check(claim.start, claim.days, claim.people, self.today)
            if not check.available:
                assert check.reason is not None
                nearest = ledger.nearest(claim.start, claim.days, claim.people, self.today)
                answers.append(DateUnavailable(check.reason, nearest))
                continue
            sender = claim.sender
            unknown = sender is not None and sender.email not in known
            if sender is not None and unknown:
                network = sender.fingerprint
                allowed = limits.allow(
                    claim.people,
                    address_held=by_address.get(sender.email, 0),
                    network_held=None if network is None else by_network.get(network, 0),
                    day_room=ledger.unknown_room(claim.start, claim.days, limits),
                )
                if not allowed:
                    answers.append(Hold("limited", sender_known=False))
                    continue
                by_address[sender.email] = by_address.get(sender.email, 0) + claim.people
                if network is not None:
                    by_network[network] = by_network.get(network, 0) + claim.people
            ledger.occupy(Occupancy(claim.start, claim.days, claim.people, confirmed=False, unknown=unknown))
            answers.append(Hold("held", sender_known=not unknown))
        return answers

    async def confirm_places(self, booking: Booking) -> None:
        """Before a booking that holds no places is confirmed: its places must be free, checked under the
        package's lock in the confirming transaction (409 `places_taken` otherwise).

        Only the places count here: the notice, the start days, the season and the blocks were the
        request's to pass when it was made, and the camp confirming it has decided on those.
        """
        if booking.package_id is None:
            return
        await begin_write(self.session)
        await self.repo.lock_places({booking.package_id})
        package = (await self.repo.packages([booking.package_id])).get(booking.package_id)
        if package is None:
            return
        first, days = booking.start_date, max(booking.number_of_days, 1)
        last = first + timedelta(days=days - 1)
        ledger = (await self.repo.ledgers([package], first, last, self.now, except_bookings={booking.id}))[package.id]
        if ledger.room(first, days) < booking.number_of_people:
            raise PlacesTaken()

    def hold_until(self) -> datetime:
        return self.now + timedelta(hours=self.settings.booking_hold_hours)

    # -- what travellers see ------------------------------------------------------------------------

    async def public_package(self, package_id: int) -> CampPackage:
        package = (await self.repo.packages([package_id])).get(package_id)
        if package is None or package.status != "active":
            raise PackageNotFound()
        camp = await self.repo.camp(package.camp_id)
        if camp is None or camp.status != "active":
            raise PackageNotFound()
        return package

    async def starts(
        self, package_id: int, first: date, last: date, days: int | None, people: int
    ) -> PackageAvailabilityRead:
        """Each start date first .. last for a stay of `days` (the package's length by default) and a group."""
        check_window(first, last)
        package = await self.public_package(package_id)
        rules = rules_of(package)
        days = days or package.duration_days
        lengths = rules.stay_lengths()
        if days not in lengths:
            raise StayLengthRefused()
        first = max(first, self.today)
        last = max(last, first)
        ledger = (await self.repo.ledgers([package], first, last + timedelta(days=days), self.now))[package.id]
        checks = ledger.starts(first, last, days, people, self.today)
        return PackageAvailabilityRead(
            package_id=package.id,
            places=package.places,
            max_people=max_people(package.max_participants),
            number_of_days=days,
            number_of_people=people,
            stay_lengths=lengths,
            start_weekdays=sorted(rules.start_weekdays),
            min_notice_days=rules.min_notice_days,
            earliest_start=rules.earliest_start(self.today),
            starts=[StartDateRead(date=c.day, available=c.available, reason=c.reason, left=c.left) for c in checks],
        )

    async def next_available(
        self, packages: Sequence[CampPackage], horizon_days: int = 120
    ) -> dict[int, NextAvailable]:
        """The next start date of each package for its own length and one person, within the horizon,
        kept per package and day for `next_available_seconds` (app/kit/process_cache.py)."""
        by_id = {p.id: p for p in packages}

        async def given(ids: list[int]) -> Sequence[CampPackage]:
            return [by_id[package_id] for package_id in ids]

        return await self.next_available_of(list(by_id), given, horizon_days)

    async def next_available_of(
        self,
        package_ids: Sequence[int],
        load: Callable[[list[int]], Awaitable[Sequence[CampPackage]]],
        horizon_days: int = 120,
    ) -> dict[int, NextAvailable]:
        """`next_available` of packages known by id: `load` reads those whose date is not kept (a
        package gone meanwhile has none)."""

        async def compute(keys: list[tuple[int, date, int]]) -> dict[tuple[int, date, int], NextAvailable]:
            packages = await load([package_id for package_id, _, _ in keys])
            found = await self._next_available(packages, horizon_days)
            return {(package_id, self.today, horizon_days): soon for package_id, soon in found.items()}

        keys = [(package_id, self.today, horizon_days) for package_id in package_ids]
        kept = await next_dates.many(keys, self.settings.next_available_seconds, compute)
        return {package_id: soon for (package_id, _, _), soon in kept.items()}

    async def _next_available(self, packages: Sequence[CampPackage], horizon_days: int) -> dict[int, NextAvailable]:
        """Most packages can start within days, so their bookings are read for the next weeks first; only
        the packages with no start in them are read again over the whole horizon."""
        answers: dict[int, NextAvailable] = {}
        remaining = list(packages)
        first = self.today
        for days in (min(NEAR_DAYS, horizon_days), horizon_days):
            if not remaining:
                break
            last = first + timedelta(days=days)
            longest = max(p.duration_days for p in remaining)
            ledgers = await self.repo.ledgers(remaining, first, last + timedelta(days=longest), self.now)
            later: list[CampPackage] = []
            for package in remaining:
                found = ledgers[package.id].first_available(first, last, package.duration_days, 1, self.today)
                if found is not None:
                    answers[package.id] = NextAvailable(found.day, found.left <= FEW_PLACES, found.left)
                elif days < horizon_days:
                    later.append(package)
                else:
                    answers[package.id] = NONE_SOON
            remaining = later
        return answers

    async def camps_available_on(self, day: date, camp_ids: Sequence[int] | None = None) -> set[int]:
        """The camps with a package that can take one person starting on `day` for its own length."""
        packages = await self.repo.active_packages(camp_ids)
        if not packages or day < self.today:
            return set()
        longest = max(p.duration_days for p in packages)
        ledgers = await self.repo.ledgers(packages, day, day + timedelta(days=longest), self.now)
        return {p.camp_id for p in packages if ledgers[p.id].check(day, p.duration_days, 1, self.today).available}

    async def start_on(
        self, packages: Sequence[CampPackage], day: date, people: int, around_days: int = 30
    ) -> dict[int, StartOn]:
        """For each package, whether `people` can arrive on `day` (today or later) for its own length, and
        otherwise its nearest available arrivals within `around_days` of that day (the assistant's answer
        to "places on 10 January?"; a booking request checks again in its own transaction)."""
        if not packages:
            return {}
        first = max(self.today, day - timedelta(days=around_days))
        last = day + timedelta(days=around_days + max(p.duration_days for p in packages))
        ledgers = await self.repo.ledgers(packages, first, last, self.now)
        answers: dict[int, StartOn] = {}
        for package in packages:
            ledger = ledgers[package.id]
            check = ledger.check(day, package.duration_days, people, self.today)
            nearest = [] if check.available else ledger.nearest(day, package.duration_days, people, self.today, 2)
            answers[package.id] = StartOn(check, nearest)
        return answers

    # -- what owners and the back office see and change -------------------------------------------

    async def readable_package(self, principal: Principal, package_id: int) -> CampPackage:
        package = await self.repo.readable_package(principal, package_id)
        if package is None:
            raise PackageNotFound()
        return package

    async def calendar(self, principal: Principal, package_id: int, first: date, last: date) -> OwnerCalendarRead:
        check_window(first, last)
        package = await self.readable_package(principal, package_id)
        ledger = (await self.repo.ledgers([package], first, last, self.now))[package.id]
        requests = await self.repo.holding_requests(package.id, first, last, self.now)
        holds = await hold_reads(self.session, requests, {b.id: package.places for b in requests})
        return OwnerCalendarRead(
            package_id=package.id,
            settings=PackageAvailabilitySettings.of(package),
            days=[day_read(state) for state in ledger.days.values()],
            holds=[
                CalendarHoldRead(
                    id=b.id,
                    booking_reference=b.booking_reference,
                    full_name=b.full_name,
                    start_date=b.start_date,
                    number_of_days=b.number_of_days,
                    number_of_people=b.number_of_people,
                    hold=holds[b.id],
                )
                for b in requests
                if b.id in holds
            ],
        )

    async def change_days(self, principal: Principal, package_id: int, change: DaysChange) -> None:
        """Block or free days, or set their places (None: back to the package's)."""
        package = await self.readable_package(principal, package_id)
        values: dict[str, object] = {}
        if change.blocked is not None:
            values["blocked"] = change.blocked
        if "places" in change.model_fields_set:
            values["places"] = change.places
        if not values:
            raise ValidationFailed("Say what to change.", fields={"blocked": "required"})
        days = sorted(set(change.days))
        await self.repo.change_days(package.id, days, values)
        after = {"name": package.name, "days": [day.isoformat() for day in days], **values}
        AuditTrail(self.session, principal).record("package.calendar_change", "package", package.id, None, after)

    async def update_settings(
        self, principal: Principal, package_id: int, body: PackageAvailabilitySettings
    ) -> PackageAvailabilitySettings:
        package = await self.readable_package(principal, package_id)
        before = snapshot(package)
        package.places = body.places
        package.start_weekdays = sorted(set(body.start_weekdays))
        package.season = [{"start": p.start.isoformat(), "end": p.end.isoformat(), "open": p.open} for p in body.season]
        package.min_notice_days = body.min_notice_days
        package.min_stay_days = body.min_stay_days
        package.max_stay_days = body.max_stay_days
        await self.session.flush()
        audit = AuditTrail(self.session, principal)
        audit.record("package.availability_update", "package", package.id, before, snapshot(package))
        return PackageAvailabilitySettings.of(package)
