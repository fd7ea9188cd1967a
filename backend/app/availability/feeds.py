"""Calendars in and out: the feeds an owner imports (read on demand and by the jobs), and the secret
export URLs of their camp and packages. Every function takes the principal: an owner reaches their
own camp's feeds only; the back office any camp's (naming it)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.audit.service import AuditTrail
from app.auth.access import Principal
from app.availability.errors import FeedNotFound
from app.availability.ical_export import new_token
from app.availability.ical_import import CalendarDays, FeedError, fetch_calendar, read_calendar_in_worker
from app.availability.repository import AvailabilityRepository
from app.availability.schemas import ExportLinkRead, ExportLinksRead, FeedCreate
from app.config import get_settings
from app.db import end_reads
from app.errors import ValidationFailed
from app.jobs.isolation import JobRows
from app.kit.metrics import CALENDAR_FEEDS
from app.kit.ratelimit import get_rate_limiter
from app.listings.errors import CampNotFound, PackageNotFound
from app.models import CalendarFeed
from app.models.base import utcnow

logger = logging.getLogger(__name__)
MAX_FEEDS_PER_CAMP = 20


def camp_of(principal: Principal, camp_id: int | None) -> int:
    """The camp a request is about: an owner's own; the back office must name one."""
    if principal.owned_camp_id is not None and not principal.is_admin:
        return principal.owned_camp_id
    if camp_id is None:
        raise ValidationFailed("Choose a camp.", fields={"campId": "required"})
    return camp_id


async def list_feeds(session: AsyncSession, principal: Principal, camp_id: int | None) -> list[CalendarFeed]:
    return await AvailabilityRepository(session).feeds(principal, camp_of(principal, camp_id))


async def add_feed(session: AsyncSession, principal: Principal, body: FeedCreate) -> CalendarFeed:
    """Check the request (reads), end that read-only transaction, fetch and read the calendar with no
    transaction open (the network and the worker take seconds), then store the feed and its days."""
    repo = AvailabilityRepository(session)
    camp_id = camp_of(principal, getattr(body, "camp_id", None))
    if await repo.camp(camp_id) is None:
        raise CampNotFound()
    if body.package_id is not None:
        package = await repo.readable_package(principal, body.package_id)
        if package is None or package.camp_id != camp_id:
            raise PackageNotFound()
    if len(await repo.feeds(principal, camp_id)) >= MAX_FEEDS_PER_CAMP:
        raise ValidationFailed("A camp can import at most 20 calendars.", fields={"url": "too_many"})
    limit = get_settings().rate_limit_calendar_fetch_user
    await get_rate_limiter().check("calendar-fetch:user", str(principal.user.id), limit)
    await end_reads(session)
    now = utcnow()
    reading = await read_address(str(body.url), now.date())
    feed = CalendarFeed(camp_id=camp_id, package_id=body.package_id, name=body.name, url=str(body.url))
    session.add(feed)
    await session.flush()
    AuditTrail(session, principal).record("camp.feed_add", "camp", camp_id, None, audited_feed(feed))
    await keep_reading(session, feed, reading, now)
    return feed


async def delete_feed(session: AsyncSession, principal: Principal, feed_id: int) -> None:
    feed = await AvailabilityRepository(session).feed(principal, feed_id)
    if feed is None:
        raise FeedNotFound()
    AuditTrail(session, principal).record("camp.feed_delete", "camp", feed.camp_id, audited_feed(feed), None)
    await session.delete(feed)
    await session.flush()


async def refresh_feed(session: AsyncSession, principal: Principal, feed_id: int) -> CalendarFeed:
    """Read a feed again now (at most once a minute per feed); fetched with no transaction open, as `add_feed`."""
    repo = AvailabilityRepository(session)
    feed = await repo.feed(principal, feed_id)
    if feed is None:
        raise FeedNotFound()
    settings = get_settings()
    limiter = get_rate_limiter()
    await limiter.check("calendar-refresh:feed", str(feed.id), settings.rate_limit_calendar_refresh_feed)
    await limiter.check("calendar-fetch:user", str(principal.user.id), settings.rate_limit_calendar_fetch_user)
    url = feed.url
    await end_reads(session)
    now = utcnow()
    reading = await read_address(url, now.date())
    feed = await repo.feed(principal, feed_id)  # it may have been deleted or changed meanwhile
    if feed is None:
        raise FeedNotFound()
    if feed.url == url:
        await keep_reading(session, feed, reading, now)
    return feed


@dataclass(frozen=True)
class Reading:
    """A feed fetched and read: its days, or why not."""

    days: CalendarDays | None
    error: FeedError | None = None


async def read_address(url: str, today: date) -> Reading:
    """Fetch a feed and read it in a worker process: the network and the processor, no database."""
    settings = get_settings()
    try:
        data = await fetch_calendar(url, settings)
        return Reading(await read_calendar_in_worker(data, today, settings.booking_horizon_days))
    except FeedError as error:
        return Reading(None, error)


async def keep_reading(session: AsyncSession, feed: CalendarFeed, reading: Reading, now: datetime) -> bool:
    """Store what a read found: the feed's new busy days, or its failure (its old days stay)."""
    feed.last_tried_at = now
    if reading.days is None:
        error = reading.error or FeedError("feed_unreachable", "The address could not be read.")
        feed.last_error, feed.last_error_code, feed.last_error_status = str(error), error.code, error.status
        await session.flush()
        return False
    await AvailabilityRepository(session).replace_blocks(feed.id, reading.days.ranges)
    feed.last_read_at = now
    feed.last_error = feed.last_error_code = None
    feed.last_error_status = None
    feed.busy_ranges = len(reading.days.ranges)
    feed.skipped_events = reading.days.skipped
    await session.flush()
    return True


async def read_feed(session: AsyncSession, feed: CalendarFeed, now: datetime | None = None) -> bool:
    """Read a feed and store what was found. The caller's transaction stays open during the fetch:
    for scripts; requests and the job fetch first (`read_address`) and write after (`keep_reading`)."""
    now = now or utcnow()
    return await keep_reading(session, feed, await read_address(feed.url, now.date()), now)


async def refresh_due_feeds(
    sessionmaker: async_sessionmaker[AsyncSession], now: datetime | None = None, *, rows: JobRows | None = None
) -> int:
    """Read every feed not read within the interval, each on its own: fetched and read with no
    transaction open, then stored in a short transaction of its own. One broken feed is kept on the
    feed, one that raises unexpectedly is recorded and skipped (app/jobs/isolation.py); neither stops
    the others. The number read successfully."""
    now = now or utcnow()
    rows = rows or JobRows("calendar_feeds", sessionmaker)
    due_before = now - timedelta(minutes=get_settings().calendar_import_interval_minutes)
    async with sessionmaker() as session:
        feeds = [
            (f.id, f.url)
            for f in await AvailabilityRepository(session).all_feeds()
            if (f.last_tried_at or datetime.min.replace(tzinfo=now.tzinfo)) <= due_before
        ]
    read = 0
    async for key, (feed_id, url) in rows.due(feeds, lambda f: f"calendar_feed:{f[0]}"):
        ok = False
        async with rows.row(key):
            try:
                reading = await read_address(url, now.date())
                async with sessionmaker() as session, session.begin():
                    feed = await session.get(CalendarFeed, feed_id)
                    if feed is not None and feed.url == url and await keep_reading(session, feed, reading, now):
                        read += 1
                        ok = True
            finally:
                CALENDAR_FEEDS.labels("read" if ok else "failed").inc()
    return read


async def export_links(
    session: AsyncSession, principal: Principal, camp_id: int | None, *, regenerate: bool
) -> ExportLinksRead:
    """The camp's and each package's secret feed URL, made on first use; `regenerate` replaces every secret."""
    repo = AvailabilityRepository(session)
    camp = await repo.camp(camp_of(principal, camp_id))
    if camp is None:
        raise CampNotFound()
    base = get_settings().public_base_url.rstrip("/")
    if regenerate:  # the links given out before stop working: a decision worth its entry
        AuditTrail(session, principal).record("camp.calendar_links_renew", "camp", camp.id, None, {"name": camp.name})
    if regenerate or camp.calendar_token is None:
        camp.calendar_token = new_token()
    links = [ExportLinkRead(package_id=None, name=camp.name, url=f"{base}/api/v1/calendars/{camp.calendar_token}.ics")]
    for package in await repo.readable_packages(principal, camp.id):
        if regenerate or package.calendar_token is None:
            package.calendar_token = new_token()
        links.append(
            ExportLinkRead(
                package_id=package.id, name=package.name, url=f"{base}/api/v1/calendars/{package.calendar_token}.ics"
            )
        )
    await session.flush()
    return ExportLinksRead(camp_id=camp.id, links=links)


def audited_feed(feed: CalendarFeed) -> dict[str, object]:
    """What the audit log keeps of an imported calendar: its name, its address without the query (where
    calendar services put the link's secret) and the package it blocks, if not every package."""
    package = {"package_id": feed.package_id} if feed.package_id is not None else {}
    return {"feed_name": feed.name, "feed_url": feed.url.split("?", 1)[0], **package}
