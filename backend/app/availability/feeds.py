"""Calendars in and out: the feeds an owner imports (read on demand and by the jobs), and the secret
export URLs of their camp and packages. Every function takes the principal: an owner reaches their
own camp's feeds only; the back office any camp's (naming it)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.auth.access import Principal
from app.availability.errors import FeedNotFound
from app.availability.ical_export import new_token
from app.availability.ical_import import FeedError, busy_ranges, fetch_calendar
from app.availability.repository import AvailabilityRepository
from app.availability.schemas import ExportLinkRead, ExportLinksRead, FeedCreate
from app.config import get_settings
from app.errors import ValidationFailed
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
    feed = CalendarFeed(camp_id=camp_id, package_id=body.package_id, name=body.name, url=str(body.url))
    session.add(feed)
    await session.flush()
    await read_feed(session, feed)
    return feed


async def delete_feed(session: AsyncSession, principal: Principal, feed_id: int) -> None:
    feed = await AvailabilityRepository(session).feed(principal, feed_id)
    if feed is None:
        raise FeedNotFound()
    await session.delete(feed)
    await session.flush()


async def refresh_feed(session: AsyncSession, principal: Principal, feed_id: int) -> CalendarFeed:
    feed = await AvailabilityRepository(session).feed(principal, feed_id)
    if feed is None:
        raise FeedNotFound()
    await read_feed(session, feed)
    return feed


async def read_feed(session: AsyncSession, feed: CalendarFeed, now: datetime | None = None) -> bool:
    """Read a feed and replace its busy days; a failure is kept on the feed (its old days stay)."""
    settings = get_settings()
    now = now or utcnow()
    feed.last_tried_at = now
    try:
        data = await fetch_calendar(feed.url, settings)
        ranges = busy_ranges(data, now.date(), settings.booking_horizon_days)
    except FeedError as error:
        feed.last_error = str(error)
        await session.flush()
        return False
    await AvailabilityRepository(session).replace_blocks(feed.id, ranges)
    feed.last_read_at = now
    feed.last_error = None
    feed.busy_ranges = len(ranges)
    await session.flush()
    return True


async def refresh_due_feeds(sessionmaker: async_sessionmaker[AsyncSession], now: datetime | None = None) -> int:
    """Read every feed not read within the interval, each in its own transaction: one broken feed
    (or one that raises unexpectedly) never stops the others. The number read successfully."""
    now = now or utcnow()
    due_before = now - timedelta(minutes=get_settings().calendar_import_interval_minutes)
    async with sessionmaker() as session:
        feeds = [
            f.id
            for f in await AvailabilityRepository(session).all_feeds()
            if (f.last_tried_at or datetime.min.replace(tzinfo=now.tzinfo)) <= due_before
        ]
    read = 0
    for feed_id in feeds:
        try:
            async with sessionmaker() as session, session.begin():
                feed = await session.get(CalendarFeed, feed_id)
                if feed is not None and await read_feed(session, feed, now):
                    read += 1
        except Exception:
            logger.warning("calendar feed %s could not be read", feed_id, exc_info=True)
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
