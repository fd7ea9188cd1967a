"""Calendars in and out: real-world style .ics files served by a local HTTP server block days; a
broken feed is reported and stops no other; private addresses are refused unless allowed; the
secret export feeds carry confirmed bookings and blocks with no personal data beyond a first name."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import date, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import icalendar
import pytest

from app.availability.ical_import import busy_ranges
from app.config import Settings, get_settings
from app.jobs.runner import run_jobs_once
from app.models.base import utcnow
from tests.availability.helpers import add_booking, build_place

CALENDARS = Path(__file__).parent / "calendars"
YEAR = date.today().year + 1


def calendar(name: str) -> bytes:
    return (CALENDARS / f"{name}.ics.tmpl").read_bytes().replace(b"{Y}", str(YEAR).encode())


def d(month: int, day: int) -> date:
    return date(YEAR, month, day)


class Feeds(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - the http.server hook
        if self.path == "/broken":
            self.send_response(500)
            self.end_headers()
            return
        if self.path == "/moved":
            self.send_response(302)
            self.send_header("Location", "/airbnb.ics")
            self.end_headers()
            return
        name = self.path.strip("/").removesuffix(".ics")
        if not (CALENDARS / f"{name}.ics.tmpl").exists():
            self.send_response(404)
            self.end_headers()
            return
        body = calendar(name)
        self.send_response(200)
        self.send_header("Content-Type", "text/calendar")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Feeds)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


@pytest.fixture
def allow_local(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "calendar_import_allow_private", True)


def test_all_day_timed_recurring_cancelled_and_free_events() -> None:
    ranges = busy_ranges(calendar("google"), date.today(), 730)
    assert ranges == [
        (d(5, 10), d(5, 13)),  # 23:00 on the 10th to 10:00 on the 12th, Paris time: three days
        (d(6, 1), d(6, 2)),  # a late UTC hour is that UTC day
        (d(7, 1), d(7, 2)),  # weekly, three times, the second one excluded
        (d(7, 15), d(7, 16)),
    ]  # the cancelled trip and the free (transparent) event block nothing


def test_malformed_lines_are_skipped_and_an_all_day_event_without_end_is_one_day() -> None:
    assert busy_ranges(calendar("booking"), date.today(), 730) == [(d(9, 1), d(9, 4)), (d(9, 10), d(9, 11))]


async def test_an_imported_feed_blocks_its_days_and_a_broken_one_is_reported_without_stopping_others(
    client: httpx.AsyncClient, server: str, allow_local: None
) -> None:
    place = await build_place(places=4)
    added = await client.post(
        "/api/v1/owner/availability/feeds",
        json={"name": "Airbnb", "url": f"{server}/moved", "packageId": place.package.id},
        headers=place.owner,
    )
    assert added.status_code == 201, added.text
    assert added.json()["lastError"] is None and added.json()["busyRanges"] == 2
    broken = await client.post(
        "/api/v1/owner/availability/feeds", json={"name": "Old site", "url": f"{server}/broken"}, headers=place.owner
    )
    assert broken.json()["lastError"] == "The address answered HTTP 500."
    calendar_read = await client.get(
        f"/api/v1/owner/availability/packages/{place.package.id}/calendar",
        params={"from": d(3, 7).isoformat(), "to": d(3, 15).isoformat()},
        headers=place.owner,
    )
    days = {day["date"]: day for day in calendar_read.json()["days"]}
    assert days[d(3, 8).isoformat()]["blockedBy"] == ["Airbnb"] and days[d(3, 8).isoformat()]["left"] == 0
    assert days[d(3, 14).isoformat()]["blockedBy"] == ["Airbnb"]
    assert days[d(3, 15).isoformat()]["blockedBy"] == [] and days[d(3, 15).isoformat()]["left"] == 4
    booking = await client.get(
        f"/api/v1/availability/packages/{place.package.id}",
        params={"from": d(3, 1).isoformat(), "to": d(3, 2).isoformat(), "days": 7},
    )
    assert [s["reason"] for s in booking.json()["starts"]] == [None, "blocked"]  # the 2nd runs into the 8th

    # The schedule reads both again: the broken one fails again, the good one is read.
    result = await run_jobs_once(now=utcnow() + timedelta(hours=2))
    assert result["calendar_feeds_read"] == 1
    feeds = (await client.get("/api/v1/owner/availability/feeds", headers=place.owner)).json()
    assert [(f["name"], f["lastError"] is None) for f in feeds] == [("Airbnb", True), ("Old site", False)]


async def test_private_addresses_are_refused_unless_allowed(client: httpx.AsyncClient, server: str) -> None:
    place = await build_place(places=4)
    added = await client.post(
        "/api/v1/owner/availability/feeds", json={"name": "Local", "url": f"{server}/airbnb.ics"}, headers=place.owner
    )
    assert added.status_code == 201
    assert added.json()["lastError"] == "The address points to a private network and cannot be read."
    assert added.json()["busyRanges"] == 0
    with pytest.raises(ValueError, match="CALENDAR_IMPORT_ALLOW_PRIVATE"):
        Settings(environment="production", secret_key="k" * 40, calendar_import_allow_private=True)


async def test_export_feeds_carry_confirmed_bookings_and_blocks_and_their_secret_can_change(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=4)
    start = date.today() + timedelta(days=20)
    await add_booking(place, "confirmed", start, 2)
    await add_booking(place, "pending", start + timedelta(days=10), 1)
    await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/days",
        json={"days": [(start + timedelta(days=n)).isoformat() for n in (30, 31, 32)], "blocked": True},
        headers=place.owner,
    )
    links = (await client.get("/api/v1/owner/availability/export", headers=place.owner)).json()["links"]
    assert [link["packageId"] for link in links] == [None, place.package.id]
    package_url = links[1]["url"].removeprefix("http://testserver")
    feed = await client.get(package_url)
    assert feed.status_code == 200 and feed.headers["content-type"].startswith("text/calendar")
    assert all(len(line.encode()) <= 75 for line in feed.text.split("\r\n"))
    events = icalendar.Calendar.from_ical(feed.content).walk("VEVENT")
    found = sorted((e.get("dtstart").dt, e.get("dtend").dt, str(e.get("summary"))) for e in events)
    assert found == [
        (start, start + timedelta(days=7), "Booked: Élodie (SC-CONF202)".replace("202", f"{start.day:02d}20")),
        (start + timedelta(days=30), start + timedelta(days=33), "Blocked"),
    ]
    assert "Marchand" not in feed.text and "elodie@example.com" not in feed.text
    camp_feed = await client.get(links[0]["url"].removeprefix("http://testserver"))
    assert camp_feed.status_code == 200 and "Blocked" in camp_feed.text

    new = (await client.post("/api/v1/owner/availability/export/regenerate", headers=place.owner)).json()["links"]
    assert new[1]["url"] != links[1]["url"]
    assert (await client.get(package_url)).status_code == 404
    assert (await client.get(new[1]["url"].removeprefix("http://testserver"))).status_code == 200
