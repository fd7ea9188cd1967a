"""What a hostile or broken calendar feed cannot do (issue 31):

- freeze the server: a 175-byte feed of a rule that repeats every minute, or every second on the
  30th of February, is read promptly, off the event loop (the loop keeps ticking meanwhile);
- hold the database: a server that drips a byte now and then is cut off at the deadline, and while a
  feed is being fetched another request writes at once;
- reach an internal address by answering the DNS differently the second time (rebinding);
- fail a whole feed by one unreadable line, or answer 500 for one broken event or a bad host name;
- be refreshed in a loop;
and the exported feed says "1 person", carries the camp's address, and a day blocked in 9999 does
not break it."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from datetime import date, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import icalendar
import pytest
from sqlalchemy import update

from app.availability import ical_import
from app.availability.ical_import import FeedError, fetch_calendar, read_calendar
from app.config import get_settings
from app.db import get_sessionmaker
from app.models import PackageDay, SurfCamp
from tests.availability.helpers import add_booking, build_place

YEAR = date.today().year + 1
TODAY = date.today()


def event(uid: str, *lines: str) -> str:
    return "BEGIN:VEVENT\r\nUID:" + uid + "\r\n" + "".join(line + "\r\n" for line in lines) + "END:VEVENT\r\n"


def calendar(*parts: str) -> bytes:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + "".join(parts) + "END:VCALENDAR\r\n").encode()


MINUTELY = calendar(event("m", f"DTSTART:{YEAR}0301T100000Z", f"DTEND:{YEAR}0301T100100Z", "RRULE:FREQ=MINUTELY"))
NEVER = calendar(
    event(
        "s", f"DTSTART:{YEAR}0301T100000Z", f"DTEND:{YEAR}0301T100100Z", "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30"
    )
)
GOOD_MARCH = event("a", f"DTSTART;VALUE=DATE:{YEAR}0301", f"DTEND;VALUE=DATE:{YEAR}0303")
GOOD_APRIL = event("b", f"DTSTART;VALUE=DATE:{YEAR}0410", f"DTEND;VALUE=DATE:{YEAR}0411")


class Served:
    """A local HTTP server: named calendars, a dripping one, and who asked for what."""

    def __init__(self) -> None:
        self.calendars: dict[str, bytes] = {"minutely": MINUTELY, "never": NEVER}
        self.requests: list[tuple[str, str]] = []
        self.drip_seconds = 0.4


def handler_for(served: Served) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the http.server hook
            served.requests.append((self.path, self.headers.get("Host", "")))
            name = self.path.strip("/").removesuffix(".ics")
            if name == "drip":  # a byte now and then, for ever: each read is quick, the whole never ends
                self.send_response(200)
                self.send_header("Content-Type", "text/calendar")
                self.end_headers()
                try:
                    for _ in range(1000):
                        self.wfile.write(b"B")
                        self.wfile.flush()
                        time.sleep(served.drip_seconds)
                except OSError:
                    pass
                return
            if name == "huge":
                self.send_response(200)
                self.send_header("Content-Length", str(50 * 1024 * 1024))
                self.end_headers()
                return
            body = served.calendars.get(name)
            if body is None:
                self.send_response(404)
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/calendar")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    return Handler


@pytest.fixture
def served() -> Iterator[tuple[Served, int]]:
    state = Served()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(state))
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield state, httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def allow_local(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "calendar_import_allow_private", True)


class Ticker:
    """Measures the event loop's longest stall while a test awaits something."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        last = time.monotonic()
        while True:
            await asyncio.sleep(0.02)
            now = time.monotonic()
            self.longest = max(self.longest, now - last)
            last = now

    def __enter__(self) -> Ticker:
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()


# -- 1 and 8: the attack feeds -------------------------------------------------------------------


async def test_a_feed_repeating_every_minute_or_never_is_read_promptly_and_off_the_event_loop(
    client: httpx.AsyncClient, served: tuple[Served, int], allow_local: None
) -> None:
    _, port = served
    place = await build_place(places=4)
    with Ticker() as ticker:
        started = time.monotonic()
        minutely, never = await asyncio.gather(
            client.post(
                "/api/v1/owner/availability/feeds",
                json={"name": "Every minute", "url": f"http://127.0.0.1:{port}/minutely.ics"},
                headers=place.owner,
            ),
            client.post(
                "/api/v1/owner/availability/feeds",
                json={"name": "Never", "url": f"http://127.0.0.1:{port}/never.ics"},
                headers=place.owner,
            ),
        )
        elapsed = time.monotonic() - started
    assert minutely.status_code == 201 and never.status_code == 201, (minutely.text, never.text)
    assert elapsed < 8  # the old code spent 9-16 s on each, on the loop
    assert ticker.longest < 1.5  # the loop kept running: parsing happened in a worker process
    # every minute from the 1st of March on: every day from then to the horizon is busy
    assert minutely.json()["lastError"] is None and minutely.json()["busyRanges"] == 1
    assert never.json()["lastError"] is None and never.json()["busyRanges"] == 0


def test_rules_are_expanded_as_days_and_the_search_is_bounded() -> None:
    started = time.monotonic()
    every_minute = read_calendar(MINUTELY, TODAY, 730)
    never = read_calendar(NEVER, TODAY, 730)
    daily_never = read_calendar(
        calendar(event("d", "DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30")), TODAY, 730
    )
    hourly_two_days = read_calendar(
        calendar(event("h", f"DTSTART:{YEAR}0501T100000Z", "RRULE:FREQ=HOURLY;COUNT=48")), TODAY, 730
    )
    assert time.monotonic() - started < 2  # dateutil alone: seconds to minutes each
    assert every_minute.ranges == [(date(YEAR, 3, 1), TODAY + timedelta(days=730))]
    assert never.ranges == [] and daily_never.ranges == []
    assert hourly_two_days.ranges == [(date(YEAR, 5, 1), date(YEAR, 5, 4))]  # 10:00 on the 1st to 09:00 on the 3rd


async def test_a_calendar_that_takes_too_long_to_read_is_refused_with_its_code(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ical_import, "READ_SECONDS", 0.001)
    with pytest.raises(FeedError) as refused:
        await ical_import.read_calendar_in_worker(MINUTELY, TODAY, 730)
    assert refused.value.code == "feed_too_complex"


# -- 2: deadline, size, and no transaction during the fetch ---------------------------------------


async def test_a_server_that_drips_bytes_is_cut_off_at_the_deadline(
    served: tuple[Served, int], allow_local: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, port = served
    monkeypatch.setattr(get_settings(), "calendar_import_timeout_seconds", 1.5)
    started = time.monotonic()
    with pytest.raises(FeedError) as cut:
        # (the old code waited for ever: each byte came within the per-read timeout)
        await asyncio.wait_for(fetch_calendar(f"http://127.0.0.1:{port}/drip", get_settings()), 15)
    assert cut.value.code == "feed_timeout"
    assert time.monotonic() - started < 4


async def test_a_declared_body_over_2_mb_is_refused_before_reading(
    served: tuple[Served, int], allow_local: None
) -> None:
    _, port = served
    with pytest.raises(FeedError) as refused:
        await fetch_calendar(f"http://127.0.0.1:{port}/huge", get_settings())
    assert refused.value.code == "feed_too_large"


async def test_while_a_feed_is_fetched_another_request_writes_at_once(
    client: httpx.AsyncClient, served: tuple[Served, int], allow_local: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, port = served
    monkeypatch.setattr(get_settings(), "calendar_import_timeout_seconds", 3.0)
    place = await build_place(places=4)
    adding = asyncio.create_task(
        client.post(
            "/api/v1/owner/availability/feeds",
            json={"name": "Slow", "url": f"http://127.0.0.1:{port}/drip"},
            headers=place.owner,
        )
    )
    await asyncio.sleep(0.8)  # the fetch is under way
    assert not adding.done()
    started = time.monotonic()
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(SurfCamp).where(SurfCamp.id == place.camp.id).values(name="Renamed Camp"))
    assert time.monotonic() - started < 1.0  # the old code held SQLite's write lock during the fetch
    added = await adding
    assert added.status_code == 201
    assert added.json()["lastErrorCode"] == "feed_timeout"
    feeds = (await client.get("/api/v1/owner/availability/feeds", headers=place.owner)).json()
    assert [f["name"] for f in feeds] == ["Slow"]


# -- 3: the address checked is the address connected to ------------------------------------------


async def test_a_host_that_resolves_to_a_public_address_then_to_loopback_never_reaches_loopback(
    served: tuple[Served, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    state, port = served
    monkeypatch.setattr(get_settings(), "calendar_import_timeout_seconds", 1.0)
    real = socket.getaddrinfo
    answers = {"rebind.example": 0}

    def rebinding(host: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(host, bytes):  # anyio (httpx) passes the name IDNA-encoded
            host = host.decode()
        if host == "rebind.example":
            answers[host] += 1
            address = "1.1.1.1" if answers[host] == 1 else "127.0.0.1"
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))]
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", rebinding)
    with pytest.raises(FeedError):  # 1.1.1.1 cannot be reached from the tests
        await fetch_calendar(f"http://rebind.example:{port}/minutely.ics", get_settings())
    assert state.requests == []  # nothing reached the loopback server
    assert answers["rebind.example"] == 1  # resolved once


async def test_the_request_goes_to_the_checked_address_with_the_hosts_name(
    served: tuple[Served, int], allow_local: None
) -> None:
    state, port = served
    body = await fetch_calendar(f"http://localhost:{port}/minutely.ics", get_settings())
    assert body == MINUTELY
    assert state.requests == [("/minutely.ics", f"localhost:{port}")]


async def test_a_host_name_that_is_not_valid_is_a_field_error_not_a_500(client: httpx.AsyncClient) -> None:
    place = await build_place(places=4)
    added = await client.post(
        "/api/v1/owner/availability/feeds",
        json={"name": "Bad", "url": f"https://{'a' * 70}.example.com/cal.ics"},
        headers=place.owner,
    )
    assert added.status_code == 422, added.text
    assert added.json()["fields"] == {"url": "bad_address"}
    with pytest.raises(FeedError) as refused:
        await fetch_calendar(f"https://{'a' * 70}.example.com/cal.ics", get_settings())
    assert refused.value.code == "feed_bad_address"


# -- 4: tolerant reading -------------------------------------------------------------------------


@pytest.mark.parametrize("garbage", ["garbage", 'X-A;B="unterminated:1', "DTSTART:garbage", "END:VFOO", "BEGIN:VTODO"])
def test_one_unreadable_line_between_events_leaves_the_others_read(garbage: str) -> None:
    days = read_calendar(calendar(GOOD_MARCH, garbage + "\r\n", GOOD_APRIL), TODAY, 730)
    assert days.ranges == [(date(YEAR, 3, 1), date(YEAR, 3, 3)), (date(YEAR, 4, 10), date(YEAR, 4, 11))]


async def test_a_broken_event_is_skipped_and_counted_and_a_huge_duration_is_clipped(
    client: httpx.AsyncClient, served: tuple[Served, int], allow_local: None
) -> None:
    state, port = served
    state.calendars["broken"] = calendar(
        GOOD_MARCH,
        event("bad-start", "DTSTART:garbage"),
        event("far", "DTSTART;VALUE=DATE:99991231", "DTEND;VALUE=DATE:99991231"),
        event("forever", f"DTSTART;VALUE=DATE:{YEAR}0501", "DURATION:P99999999W"),
        GOOD_APRIL,
    )
    place = await build_place(places=4)
    added = await client.post(
        "/api/v1/owner/availability/feeds",
        json={"name": "Mixed", "url": f"http://127.0.0.1:{port}/broken.ics"},
        headers=place.owner,
    )
    assert added.status_code == 201, added.text
    read = added.json()
    assert read["lastError"] is None and read["skippedEvents"] == 1
    assert read["busyRanges"] == 3  # March, April, and May to the horizon


# -- 5 and 6: codes and the refresh limit --------------------------------------------------------


async def test_failures_carry_a_code_and_refreshing_is_limited(
    client: httpx.AsyncClient, served: tuple[Served, int], allow_local: None
) -> None:
    _, port = served
    place = await build_place(places=4)
    missing = await client.post(
        "/api/v1/owner/availability/feeds",
        json={"name": "Gone", "url": f"http://127.0.0.1:{port}/gone.ics"},
        headers=place.owner,
    )
    assert missing.json()["lastErrorCode"] == "feed_http_status" and missing.json()["lastErrorStatus"] == 404
    feed_id = missing.json()["id"]
    first = await client.post(f"/api/v1/owner/availability/feeds/{feed_id}/refresh", headers=place.owner)
    assert first.status_code == 200
    again = await client.post(f"/api/v1/owner/availability/feeds/{feed_id}/refresh", headers=place.owner)
    assert again.status_code == 429 and again.json()["error"] == "rate_limited"


# -- 7: the export -------------------------------------------------------------------------------


async def test_the_export_counts_people_in_words_carries_the_address_and_skips_days_past_the_horizon(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=4)
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, place.camp.id)
        assert camp is not None
        camp.address = "Route de la plage, lieu-dit des Longues Vagues Qui Déferlent, 12 chemin du Phare"
        camp.source_language = "fr"
        session.add(PackageDay(package_id=place.package.id, day=date(9999, 12, 31), blocked=True))
    start = TODAY + timedelta(days=20)
    await add_booking(place, "confirmed", start, 1)
    links = (await client.get("/api/v1/owner/availability/export", headers=place.owner)).json()["links"]
    feed = await client.get(links[1]["url"].removeprefix("http://testserver"))
    assert feed.status_code == 200, feed.text
    assert all(len(line.encode()) <= 75 for line in feed.text.split("\r\n"))  # long lines folded
    events = icalendar.Calendar.from_ical(feed.content).walk("VEVENT")
    assert len(events) == 1  # the day blocked in 9999 is past the horizon
    assert str(events[0].get("description")) == "1 personne"
    assert str(events[0].get("location")).startswith("Route de la plage, lieu-dit des Longues Vagues")


def test_every_code_a_feed_error_can_carry_is_in_the_api_enum() -> None:
    import re
    from pathlib import Path
    from typing import get_args

    from app.availability.schemas import FeedErrorCode

    source = Path(ical_import.__file__).read_text()
    used = set(re.findall(r'FeedError\(\s*"(feed_[a-z_]+)"', source))
    assert used and used <= set(get_args(FeedErrorCode.__value__))
