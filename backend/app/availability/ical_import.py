"""Reading the iCalendar feeds of a camp's listings elsewhere into busy days.

`fetch_calendar` refuses addresses that resolve to private, loopback, link-local or otherwise
internal networks (a feed URL is typed by an owner: it must not reach our own services), unless
CALENDAR_IMPORT_ALLOW_PRIVATE is set, which production refuses (app/config.py). Redirects are
followed by hand, each hop checked the same way. `busy_ranges` turns a calendar into day ranges:
all-day events as they are (end exclusive), timed events as the days they touch in their own time
zone, recurring events expanded over the booking horizon, cancelled and free (TRANSPARENT) events
left out, lines that cannot be read skipped.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Iterable
from datetime import date, datetime, timedelta
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpx
import icalendar
from dateutil.rrule import rruleset, rrulestr

from app.config import Settings

MAX_BYTES = 2 * 1024 * 1024
MAX_REDIRECTS = 3
MAX_OCCURRENCES = 1000


class FeedError(Exception):
    """Why a feed could not be read, in words an owner can act on (shown beside the feed)."""


async def _check_host(url: str, settings: Settings) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise FeedError("The address must start with http:// or https://.")
    if settings.calendar_import_allow_private:
        return
    try:
        lookup = asyncio.get_running_loop().getaddrinfo(
            parts.hostname, parts.port or (443 if parts.scheme == "https" else 80), type=socket.SOCK_STREAM
        )
        infos = await asyncio.wait_for(lookup, settings.calendar_import_timeout_seconds)
    except (OSError, TimeoutError) as error:
        raise FeedError(f"The address's host could not be found ({parts.hostname}).") from error
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%")[0])
        if not address.is_global or address.is_multicast:
            raise FeedError("The address points to a private network and cannot be read.")


async def fetch_calendar(url: str, settings: Settings, client: httpx.AsyncClient | None = None) -> bytes:
    """The body of a feed URL (at most 2 MB), following up to three checked redirects."""
    own = client is None
    http = client or httpx.AsyncClient(timeout=settings.calendar_import_timeout_seconds, follow_redirects=False)
    try:
        for _ in range(MAX_REDIRECTS + 1):
            await _check_host(url, settings)
            try:
                async with http.stream("GET", url, headers={"Accept": "text/calendar, */*"}) as response:
                    if response.is_redirect and "location" in response.headers:
                        url = urljoin(url, response.headers["location"])
                        continue
                    if response.status_code != 200:
                        raise FeedError(f"The address answered HTTP {response.status_code}.")
                    body = b""
                    async for chunk in response.aiter_bytes():
                        body += chunk
                        if len(body) > MAX_BYTES:
                            raise FeedError("The calendar is larger than 2 MB.")
                    return body
            except httpx.TimeoutException as error:
                raise FeedError("The address did not answer in time.") from error
            except httpx.HTTPError as error:
                raise FeedError(f"The address could not be read ({type(error).__name__}).") from error
        raise FeedError("The address redirects too many times.")
    finally:
        if own:
            await http.aclose()


def _day_of(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def _days_touched(start: date | datetime, end: date | datetime) -> tuple[date, date]:
    """The days an event occupies, end exclusive: all-day as written, timed by the local days it touches."""
    first = _day_of(start)
    if isinstance(end, datetime):
        after = end.date() + timedelta(days=1) if (end.time() != end.min.time() or end.date() == first) else end.date()
    else:
        after = end
    return first, max(after, first + timedelta(days=1))


def _occurrences(event: Any, horizon_start: date, horizon_end: date) -> Iterable[date | datetime]:
    start = event.get("dtstart").dt
    rules = event.get("rrule")
    if rules is None:
        yield start
        return
    rules_list = rules if isinstance(rules, list) else [rules]
    recurring = rruleset()
    anchor = start if isinstance(start, datetime) else datetime(start.year, start.month, start.day)
    for rule in rules_list:
        recurring.rrule(rrulestr(rule.to_ical().decode(), dtstart=anchor, ignoretz=anchor.tzinfo is None))
    exdates = event.get("exdate")
    for group in exdates if isinstance(exdates, list) else [exdates] if exdates is not None else []:
        for excluded in group.dts:
            value = excluded.dt
            recurring.exdate(value if isinstance(value, datetime) else datetime(value.year, value.month, value.day))
    low = datetime(horizon_start.year, horizon_start.month, horizon_start.day, tzinfo=anchor.tzinfo)
    high = datetime(horizon_end.year, horizon_end.month, horizon_end.day, tzinfo=anchor.tzinfo)
    for count, occurrence in enumerate(recurring.between(low - timedelta(days=31), high, inc=True)):
        if count >= MAX_OCCURRENCES:
            return
        yield occurrence if isinstance(start, datetime) else occurrence.date()


def busy_ranges(data: bytes, today: date, horizon_days: int) -> list[tuple[date, date]]:
    """The busy day ranges (start, end exclusive) of a calendar from yesterday to the horizon, merged."""
    try:
        calendar = icalendar.Calendar.from_ical(data)
    except ValueError as error:
        raise FeedError("The file is not an iCalendar calendar.") from error
    if not isinstance(calendar, icalendar.Calendar):
        raise FeedError("The file is not an iCalendar calendar.")
    horizon_start, horizon_end = today - timedelta(days=1), today + timedelta(days=horizon_days)
    ranges: list[tuple[date, date]] = []
    for event in calendar.walk("VEVENT"):
        if event.get("dtstart") is None:
            continue
        if str(event.get("status", "")).upper() == "CANCELLED" or str(event.get("transp", "")).upper() == "TRANSPARENT":
            continue
        start = event.get("dtstart").dt
        if event.get("dtend") is not None:
            length = event.get("dtend").dt - start
        elif event.get("duration") is not None:
            length = event.get("duration").dt
        else:
            length = timedelta(days=1) if not isinstance(start, datetime) else timedelta(0)
        for occurrence in _occurrences(event, horizon_start, horizon_end):
            first, after = _days_touched(occurrence, occurrence + length)
            if after <= horizon_start or first >= horizon_end:
                continue
            ranges.append((max(first, horizon_start), min(after, horizon_end)))
    return merge(ranges)


def merge(ranges: list[tuple[date, date]]) -> list[tuple[date, date]]:
    merged: list[tuple[date, date]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
