"""Reading the iCalendar feeds of a camp's listings elsewhere into busy days.

Fetching (`fetch_calendar`) is an outbound call to an address an owner typed, so it is fenced:
- the host is resolved once, every address it resolves to is checked (no private, loopback,
  link-local or otherwise internal network, unless CALENDAR_IMPORT_ALLOW_PRIVATE is set, which
  production refuses: app/config.py) and the connection goes to the address that was checked (the
  URL names the IP, the Host header and TLS's SNI and certificate check name the host), so a DNS
  answer that changes between the check and the connection (rebinding) reaches nothing;
- redirects are followed by hand, at most three, each hop checked the same way;
- the whole fetch, redirects included, has one deadline (CALENDAR_IMPORT_TIMEOUT_SECONDS), so a
  server that sends a byte now and then is cut off; the body is at most 2 MB (Content-Length is
  checked before reading).

Reading (`read_calendar`) is a pure function, run by the caller in a worker process (app/kit/worker.py)
under a time budget. It turns a calendar into day ranges: all-day events as they are (end
exclusive), timed events as the days they touch in their own time zone, recurring events expanded
over the booking horizon, cancelled and free (TRANSPARENT) events left out. It is tolerant and
bounded: a line that cannot be read is skipped, an event that cannot be read (a broken DTSTART, a
DURATION of a million weeks) is skipped and counted, dates past the horizon are clipped; a rule
more frequent than daily counts as every day it runs on (the days are all we need), and the search
for a rule's occurrences stops a couple of months past the horizon (dateutil alone searches up to
the year 9999 for a rule that never matches, such as the 30th of February).

Every refusal is a FeedError with a code the front end translates (and English words for logs and
the API's text)."""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx
import icalendar
from dateutil.rrule import rrule, rrulestr
from icalendar.parser import Contentline

from app.config import Settings
from app.kit import worker

MAX_BYTES = 2 * 1024 * 1024
MAX_REDIRECTS = 3
MAX_OCCURRENCES = 1000  # of one event
MAX_FEED_OCCURRENCES = 50_000  # of the whole calendar
MAX_SEARCH_MONTHS = 12 * 150  # how far back a recurring event may start and still be expanded
MAX_FEED_SEARCH_MONTHS = 200_000  # months searched for all the rules of a calendar together
READ_SECONDS = 15.0  # the worker's budget for reading one calendar
READ_MEMORY_BYTES = 1024 * 1024 * 1024

worker.preload("icalendar", "dateutil.rrule", __name__)


class FeedError(Exception):
    """Why a feed could not be read: a code the front end translates (feed_*), English words for
    the API's text and logs, and for `feed_http_status` the status the address answered."""

    def __init__(self, code: str, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.status = status

    def __reduce__(self) -> tuple[Any, ...]:  # raised in the worker process, raised again here
        return (FeedError, (self.code, str(self), self.status))


def bad_address() -> FeedError:
    return FeedError("feed_bad_address", "The address must start with http:// or https:// and name a valid host.")


def valid_host(host: str) -> bool:
    """Whether a URL's host can be looked up at all (IDNA: labels of at most 63 characters, ...)."""
    try:
        ipaddress.ip_address(host.strip("[]"))
        return True
    except ValueError:
        pass
    try:
        encoded = host.encode("idna")
    except UnicodeError:
        return False
    return 0 < len(encoded) <= 253


@dataclass(frozen=True)
class Target:
    """One hop's URL rewritten to the checked address, with the host it names."""

    url: str
    host: str
    https: bool


async def _resolve(url: str, settings: Settings) -> Target:
    """Resolve the URL's host once, check every address, and aim the request at the first."""
    try:
        parts = urlsplit(url)
        host, port = parts.hostname, parts.port
    except ValueError as error:
        raise bad_address() from error
    if parts.scheme not in ("http", "https") or not host or not valid_host(host):
        raise bad_address()
    port = port or (443 if parts.scheme == "https" else 80)
    try:
        lookup = asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
        infos = await asyncio.wait_for(lookup, settings.calendar_import_timeout_seconds)
    except (OSError, TimeoutError, UnicodeError) as error:
        raise FeedError("feed_unreachable", f"The address's host could not be found ({host}).") from error
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
    if not addresses:
        raise FeedError("feed_unreachable", f"The address's host could not be found ({host}).")
    if not settings.calendar_import_allow_private:
        for address in addresses:
            if not address.is_global or address.is_multicast:
                raise FeedError("feed_private_address", "The address points to a private network and cannot be read.")
    address = addresses[0]
    netloc = f"[{address}]" if address.version == 6 else str(address)
    if parts.port is not None:
        netloc = f"{netloc}:{parts.port}"
    pinned = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
    host_header = host if parts.port is None else f"{host}:{parts.port}"
    if ":" in host and not host.startswith("["):
        host_header = f"[{host}]" if parts.port is None else f"[{host}]:{parts.port}"
    return Target(pinned, host_header, parts.scheme == "https")


async def fetch_calendar(url: str, settings: Settings, client: httpx.AsyncClient | None = None) -> bytes:
    """The body of a feed URL (at most 2 MB), following up to three checked redirects, within one deadline."""
    own = client is None
    http = client or httpx.AsyncClient(timeout=settings.calendar_import_timeout_seconds, follow_redirects=False)
    try:
        async with asyncio.timeout(settings.calendar_import_timeout_seconds):
            for _ in range(MAX_REDIRECTS + 1):
                target = await _resolve(url, settings)
                body, location = await _get(http, target, urlsplit(url).hostname or "")
                if location is None:
                    return body
                url = urljoin(url, location)
            raise FeedError("feed_too_many_redirects", "The address redirects too many times.")
    except TimeoutError as error:
        raise FeedError("feed_timeout", "The address did not answer in time.") from error
    finally:
        if own:
            await http.aclose()


async def _get(http: httpx.AsyncClient, target: Target, hostname: str) -> tuple[bytes, str | None]:
    """One hop: the body, or the redirect's location."""
    headers = {"Accept": "text/calendar, */*", "Host": target.host, "Accept-Encoding": "identity"}
    extensions = {"sni_hostname": hostname} if target.https else {}
    try:
        request = http.build_request("GET", target.url, headers=headers, extensions=extensions)
        response = await http.send(request, stream=True)
        try:
            if response.is_redirect and "location" in response.headers:
                return b"", response.headers["location"]
            if response.status_code != 200:
                raise FeedError(
                    "feed_http_status", f"The address answered HTTP {response.status_code}.", response.status_code
                )
            declared = response.headers.get("content-length", "")
            if declared.strip().isdigit() and int(declared) > MAX_BYTES:
                raise too_large()
            chunks: list[bytes] = []
            size = 0
            async for chunk in response.aiter_bytes():
                size += len(chunk)
                if size > MAX_BYTES:
                    raise too_large()
                chunks.append(chunk)
            return b"".join(chunks), None
        finally:
            await response.aclose()
    except httpx.TimeoutException as error:
        raise FeedError("feed_timeout", "The address did not answer in time.") from error
    except (httpx.HTTPError, httpx.InvalidURL, UnicodeError, ValueError) as error:
        if isinstance(error, FeedError):
            raise
        raise FeedError("feed_unreachable", f"The address could not be read ({type(error).__name__}).") from error


def too_large() -> FeedError:
    return FeedError("feed_too_large", "The calendar is larger than 2 MB.")


@dataclass(frozen=True)
class CalendarDays:
    """What a calendar blocks: day ranges (start, end exclusive), merged, and the events left out
    because they could not be read."""

    ranges: list[tuple[date, date]]
    skipped: int = 0


async def read_calendar_in_worker(data: bytes, today: date, horizon_days: int) -> CalendarDays:
    """`read_calendar` in a worker process under its budget: a calendar too slow to read is refused."""
    try:
        return await worker.run(
            read_calendar,
            data,
            today,
            horizon_days,
            seconds=READ_SECONDS,
            max_input_bytes=MAX_BYTES,
            memory_bytes=READ_MEMORY_BYTES,
        )
    except worker.WorkerInputTooLarge as error:
        raise too_large() from error
    except worker.WorkerError as error:
        raise FeedError("feed_too_complex", "The calendar takes too long to read.") from error


def busy_ranges(data: bytes, today: date, horizon_days: int) -> list[tuple[date, date]]:
    """The busy day ranges of a calendar (see `read_calendar`)."""
    return read_calendar(data, today, horizon_days).ranges


_CONTENT_LINE = re.compile(r"^[A-Za-z0-9-]+[;:]")


def _lines(text: str) -> list[str]:
    return re.sub(r"\r?\n[ \t]", "", text).splitlines()


def _readable(lines: list[str], *, strict: bool = False, calendar_properties: bool = True) -> list[str]:
    """The lines that can be read, with BEGIN and END balanced: a stray END is dropped, what is left
    open is closed. `strict` parses every line (slower), to drop the ones icalendar would refuse;
    without `calendar_properties` the calendar's own properties (none of which we need) are left out."""
    kept: list[str] = []
    open_components: list[str] = []
    for line in lines:
        if not _CONTENT_LINE.match(line):
            continue
        if strict:
            try:
                Contentline(line).parts()  # type: ignore[no-untyped-call]
            except Exception:  # noqa: BLE001, S112 - any line icalendar cannot read is left out
                continue
        name, _, value = line.partition(":")
        name = name.split(";", 1)[0].upper()
        if name == "BEGIN":
            open_components.append(value.strip().upper())
        elif name == "END":
            component = value.strip().upper()
            if component not in open_components:
                continue
            while open_components[-1] != component:
                kept.append(f"END:{open_components.pop()}")
            open_components.pop()
        elif not open_components or (len(open_components) == 1 and not calendar_properties):
            continue
        kept.append(line)
    kept.extend(f"END:{component}" for component in reversed(open_components))
    return kept


def _components(lines: list[str]) -> list[list[str]]:
    """The components directly inside the calendar (balanced lines, as `_readable` gives them)."""
    parts: list[list[str]] = []
    depth = 0
    for line in lines:
        name = line.partition(":")[0].split(";", 1)[0].upper()
        if name == "BEGIN":
            depth += 1
            if depth == 2:
                parts.append([])
        if depth >= 2:
            parts[-1].append(line)
        if name == "END":
            depth -= 1
    return parts


def _from_ical(lines: list[str]) -> icalendar.Calendar | None:
    try:
        calendars = icalendar.Calendar.from_ical("\r\n".join(lines) + "\r\n", multiple=True)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    return next((c for c in calendars if isinstance(c, icalendar.Calendar)), None)


def _parse(data: bytes) -> icalendar.Calendar:
    """The calendar, read as whole as it can be: as it is, then without the lines icalendar refuses,
    then component by component (the time zones with each event), leaving out those that fail."""
    lines = _lines(data.decode("utf-8", errors="replace"))
    if not any(line.upper().startswith("BEGIN:VCALENDAR") for line in lines[:50]):
        raise FeedError("feed_not_calendar", "The file is not an iCalendar calendar.")
    for readable in (_readable(lines), _readable(lines, strict=True, calendar_properties=False)):
        calendar = _from_ical(readable)
        if calendar is not None:
            return calendar
    components = _components(readable)
    zones = [c for c in components if c and c[0].upper() == "BEGIN:VTIMEZONE" and _from_ical(_wrap(c)) is not None]
    calendar = icalendar.Calendar()
    for component in components:
        if component and component[0].upper() == "BEGIN:VEVENT":
            one = _from_ical(_wrap(*zones, component))
            if one is not None:
                for event in one.walk("VEVENT"):
                    calendar.add_component(event)
    if not calendar.subcomponents:
        raise FeedError("feed_not_calendar", "The file is not an iCalendar calendar.")
    return calendar


def _wrap(*components: list[str]) -> list[str]:
    return ["BEGIN:VCALENDAR", "VERSION:2.0", *(line for c in components for line in c), "END:VCALENDAR"]


def read_calendar(data: bytes, today: date, horizon_days: int) -> CalendarDays:
    """The busy day ranges of a calendar from yesterday to the horizon, merged, and the events skipped."""
    if len(data) > MAX_BYTES:
        raise too_large()
    calendar = _parse(data)
    window = _Window(today - timedelta(days=1), today + timedelta(days=horizon_days))
    ranges: list[tuple[date, date]] = []
    skipped = 0
    for event in calendar.walk("VEVENT"):
        if window.occurrences_left <= 0 or window.months_left <= 0:
            skipped += 1
            continue
        try:
            ranges.extend(_event_days(event, window))
        except Exception:  # noqa: BLE001 - an event that cannot be read is left out and counted
            skipped += 1
    return CalendarDays(merge(ranges), skipped)


@dataclass
class _Window:
    start: date
    end: date
    occurrences_left: int = MAX_FEED_OCCURRENCES
    months_left: int = MAX_FEED_SEARCH_MONTHS


def _day_of(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def _event_days(event: Any, window: _Window) -> Iterator[tuple[date, date]]:
    if event.get("dtstart") is None:
        return
    if str(event.get("status", "")).upper() == "CANCELLED" or str(event.get("transp", "")).upper() == "TRANSPARENT":
        return
    start = event.get("dtstart").dt
    if not isinstance(start, date):
        raise ValueError("DTSTART is not a date")
    longest = timedelta(days=(window.end - window.start).days + 1)
    if event.get("dtend") is not None:
        end = event.get("dtend").dt
        if isinstance(start, datetime) != isinstance(end, datetime):  # a timed start, a date end (or the other way)
            start = _day_of(start)
            length = timedelta(days=(_day_of(end) - start).days)
        else:
            length = end - start
    elif event.get("duration") is not None:
        length = event.get("duration").dt
    else:
        length = timedelta(days=1) if not isinstance(start, datetime) else timedelta(0)
    if not isinstance(length, timedelta):
        raise ValueError("the event's length cannot be read")
    length = max(timedelta(0), min(length, longest))
    for occurrence in _occurrences(event, start, window):
        first = _day_of(occurrence)
        if first >= window.end:
            continue
        try:
            last = occurrence + length
        except OverflowError:
            last = window.end
        after = _after(occurrence, last)
        if after <= window.start:
            continue
        yield max(first, window.start), min(after, window.end)


def _after(start: date | datetime, end: date | datetime) -> date:
    """The day after an event's last day: all-day as written, timed by the local days it touches."""
    first = _day_of(start)
    if isinstance(end, datetime):
        after = end.date() + timedelta(days=1) if (end.time() != end.min.time() or end.date() == first) else end.date()
    else:
        after = end
    return max(after, first + timedelta(days=1))


class _SearchedTooFar(Exception):
    """A rule's search went past the months it may look at."""


class _BoundedRule(rrule):  # type: ignore[misc]
    """dateutil's rrule with a bound on the months its search may go through.

    dateutil looks at every period (every day, for a daily rule) until it finds an occurrence or
    reaches the year 9999: a rule that never matches (the 30th of February) searches millions of
    periods. Its iteration reads `_bynweekday` once for every month (or longer period) it goes
    through (`_iterinfo.rebuild`), so counting the reads bounds the search; past the bound it stops.
    """

    months_left: int = 0
    window: _Window | None = None

    @property
    def _bynweekday(self) -> Any:
        self.months_left -= 1
        if self.window is not None:
            self.window.months_left -= 1
        if self.months_left < 0 or (self.window is not None and self.window.months_left < 0):
            raise _SearchedTooFar
        return self.__dict__["_bynweekday"]

    @_bynweekday.setter
    def _bynweekday(self, value: Any) -> None:
        self.__dict__["_bynweekday"] = value


_SUB_DAILY = {"SECONDLY": timedelta(seconds=1), "MINUTELY": timedelta(minutes=1), "HOURLY": timedelta(hours=1)}


def _day_rule(rule: Any, anchor: datetime) -> tuple[str, datetime | None]:
    """The rule as days: times within a day dropped (BYHOUR, BYMINUTE, BYSECOND); a rule more frequent
    than daily made daily (every day it runs on), its COUNT turned into the end it implies."""
    parts = {str(key).upper(): value for key, value in rule.items()}
    for key in ("BYHOUR", "BYMINUTE", "BYSECOND"):
        parts.pop(key, None)
    freq = str(parts.get("FREQ", [""])[0]).upper()
    ends: datetime | None = None
    if freq in _SUB_DAILY:
        interval = int(parts.pop("INTERVAL", [1])[0])
        count = parts.pop("COUNT", None)
        parts.pop("BYSETPOS", None)
        parts["FREQ"] = ["DAILY"]
        if count is not None:
            steps = min(interval * int(count[0]), 10**9)
            ends = anchor + min(_SUB_DAILY[freq] * steps, timedelta(days=400 * 366))
    return icalendar.vRecur(parts).to_ical().decode(), ends  # type: ignore[no-untyped-call]


def _occurrences(event: Any, start: date | datetime, window: _Window) -> Iterator[date | datetime]:
    rules = event.get("rrule")
    if rules is None:
        window.occurrences_left -= 1
        yield start
        return
    anchor = start if isinstance(start, datetime) else datetime(start.year, start.month, start.day)
    excluded: set[date | datetime] = set()
    exdates = event.get("exdate")
    for group in exdates if isinstance(exdates, list) else [exdates] if exdates is not None else []:
        for value in group.dts:
            excluded.add(value.dt)
    low = datetime(window.start.year, window.start.month, window.start.day, tzinfo=anchor.tzinfo)
    high = datetime(window.end.year, window.end.month, window.end.day, tzinfo=anchor.tzinfo)
    months = (window.end.year - anchor.year) * 12 + window.end.month - anchor.month + 2
    if months > MAX_SEARCH_MONTHS:
        raise ValueError("the event starts too long ago to expand")
    seen: set[datetime] = set()
    for rule in rules if isinstance(rules, list) else [rules]:
        text, ends = _day_rule(rule, anchor)
        recurring = rrulestr(text, dtstart=anchor, ignoretz=anchor.tzinfo is None)
        if not isinstance(recurring, rrule):
            raise ValueError("not a single rule")
        recurring.__class__ = _BoundedRule
        assert isinstance(recurring, _BoundedRule)
        recurring.months_left, recurring.window = max(months, 1), window
        stop = min(high, ends) if ends is not None else high
        count = 0
        try:
            for occurrence in recurring:
                if occurrence > stop or count >= MAX_OCCURRENCES or window.occurrences_left <= 0:
                    break
                if occurrence < low - timedelta(days=31) or occurrence in seen:
                    continue
                day: date | datetime = occurrence if isinstance(start, datetime) else occurrence.date()
                if day in excluded:
                    continue
                seen.add(occurrence)
                count += 1
                window.occurrences_left -= 1
                yield day
        except _SearchedTooFar:
            continue


def merge(ranges: list[tuple[date, date]]) -> list[tuple[date, date]]:
    merged: list[tuple[date, date]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
