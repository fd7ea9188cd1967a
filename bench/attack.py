"""`make attack`: the attacks of issue 31 rerun against a real server, measured from outside.

A server with the demo catalogue (embedded SQLite, one worker: the weakest set-up, where one blocked
event loop or one held write lock stops everything) is attacked the way the issue found it:

1. a waitlist sign-up dated 9999-12-31 (it used to be stored and stop every jobs pass for good);
2. an owner adds calendars served from here whose one event recurs every minute, or every second
   on 30 February (dateutil searched for ever), and a 2 MB feed of daily events;
3. an owner adds a calendar whose server drips one byte every 8 s (it was never cut off and held the
   SQLite write lock, so bookings and logins answered 503).

Meanwhile a prober reads a public page every 50 ms and a writer sends a contact message every
second. The report (bench/attack-results.md) gives, per attack, how long the attacker's own request
took, its answer, the slowest public read and write while it ran, and whether a jobs pass after
it all ended normally with every due mail sent.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import date, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SURFCAMP = ROOT / "backend" / ".venv" / "bin" / "surfcamp"
PORT, FEEDS_PORT = 8211, 8212
BASE = f"http://127.0.0.1:{PORT}"
OWNER = {"email": "owner@surfcamp.local", "password": "DemoOwner2024!"}
PUBLIC_BUDGET_MS = 100


def _event(uid: str, start: str, extra: str) -> str:
    return f"BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTART:{start}\r\n{extra}END:VEVENT\r\n"


def _calendar(events: str) -> bytes:
    return f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//attack//EN\r\n{events}END:VCALENDAR\r\n".encode()


def _daily(count: int) -> bytes:
    first = date.today()
    events = "".join(
        _event(f"d{i}", (first + timedelta(days=i % 700)).strftime("%Y%m%d"), f"SUMMARY:Guest {i}\r\n")
        for i in range(count)
    )
    body = _calendar(events)
    return body[: 2 * 1024 * 1024 - 64] if len(body) > 2 * 1024 * 1024 else body


FEEDS: dict[str, bytes] = {
    "/minutely.ics": _calendar(_event("m", "20260101T000000Z", "RRULE:FREQ=MINUTELY\r\n")),
    "/impossible.ics": _calendar(_event("s", "20260101T000000Z", "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30\r\n")),
}


class Feeds(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self.path == "/drip.ics":
            self.send_response(200)
            self.send_header("Content-Type", "text/calendar")
            self.end_headers()
            try:
                for byte in _calendar(""):
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(8)
            except OSError:
                pass  # the reader gave up: what we want
            return
        body = FEEDS.get(self.path) or (_daily(40_000) if self.path == "/big.ics" else None)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/calendar")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


def call(method: str, path: str, body: Any = None, token: str | None = None, timeout: float = 120) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(BASE + path, data=data, method=method)  # noqa: S310 - loopback only
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            raw = response.read()
            return response.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw)
        except ValueError:
            return error.code, raw[:200].decode(errors="replace")


class Probe:
    """Reads a public page every 50 ms and sends a contact message every second, timing each."""

    def __init__(self) -> None:
        self.reads: list[tuple[float, float]] = []  # (when, ms)
        self.writes: list[tuple[float, float, int]] = []
        self.stop = threading.Event()

    def run(self) -> None:
        last_write = 0.0
        sent = 0
        while not self.stop.is_set():
            started = time.monotonic()
            call("GET", "/api/v1/camps?pageSize=3", timeout=60)
            self.reads.append((started, (time.monotonic() - started) * 1000))
            if started - last_write >= 1:
                last_write = started
                sent += 1
                message = {"name": "Probe", "email": f"probe{sent}@example.com", "message": "Is May free?"}
                status, _ = call("POST", "/api/v1/contact", {**message, "language": "en"}, timeout=60)
                self.writes.append((started, (time.monotonic() - last_write) * 1000, status))
            time.sleep(0.05)

    def during(self, start: float, end: float) -> dict[str, Any]:
        reads = [ms for when, ms in self.reads if start <= when <= end]
        writes = [(ms, status) for when, ms, status in self.writes if start <= when <= end]
        return {
            "reads": len(reads),
            "read_p50": statistics.median(reads) if reads else None,
            "read_p95": statistics.quantiles(reads, n=20)[-1] if len(reads) > 1 else None,
            "over_budget": sum(1 for ms in reads if ms > PUBLIC_BUDGET_MS),
            "read_max": max(reads) if reads else None,
            "writes": len(writes),
            "write_max": max((ms for ms, _ in writes), default=None),
            "write_failures": sum(1 for _, status in writes if status >= 500),
        }


def main() -> None:
    data = Path(tempfile.mkdtemp(prefix="attack-"))
    env = {
        **os.environ,
        "ENVIRONMENT": "test",
        "DATABASE_URL": f"sqlite+aiosqlite:///{data}/attack.db",
        "MEDIA_ROOT": str(data / "media"),
        "PUBLIC_BASE_URL": BASE,
        "RATE_LIMITS_ENABLED": "false",
        "CALENDAR_IMPORT_ALLOW_PRIVATE": "true",  # the feeds are served from here
        "RESPONSE_CACHE_SECONDS": "0",
    }
    subprocess.run([SURFCAMP, "migrate"], env=env, check=True, capture_output=True)  # noqa: S603
    subprocess.run([SURFCAMP, "seed"], env=env, check=True, capture_output=True)  # noqa: S603
    feeds = ThreadingHTTPServer(("127.0.0.1", FEEDS_PORT), Feeds)
    threading.Thread(target=feeds.serve_forever, daemon=True).start()
    server = subprocess.Popen(  # noqa: S603
        [SURFCAMP, "serve", "--host", "127.0.0.1", "--port", str(PORT)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    rows: list[str] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", PORT)) == 0:
                    break
            time.sleep(0.2)
        status, login = call("POST", "/api/v1/auth/login", OWNER)
        assert status == 200, login
        token = login["accessToken"]
        package_id = call("GET", "/api/v1/camps?pageSize=1")[1]["items"][0]["packageId"]
        probe = Probe()
        threading.Thread(target=probe.run, daemon=True).start()
        time.sleep(12)  # two passes of the in-process jobs: what the site costs without an attack
        calm = probe.during(0, time.monotonic())
        rows.append(_row("no attack (12 s)", None, None, calm))

        attacks: list[tuple[str, str, str, Any]] = [
            (
                "waitlist sign-up for 9999-12-31",
                "POST",
                "/api/v1/availability/waitlist",
                {"packageId": package_id, "startDate": "9999-12-31", "numberOfDays": 7, "email": "v@example.com"},
            ),
        ]
        for name in ("minutely", "impossible", "big", "drip"):
            url = f"http://127.0.0.1:{FEEDS_PORT}/{name}.ics"
            attacks.append(
                (f"add feed {name}.ics", "POST", "/api/v1/owner/availability/feeds", {"name": name, "url": url})
            )
        for label, method, path, body in attacks:
            start = time.monotonic()
            status, answer = call(method, path, body, token if "owner" in path else None)
            end = time.monotonic()
            time.sleep(0.5)
            detail = answer.get("error") if isinstance(answer, dict) and "error" in answer else ""
            feed_error = answer.get("lastErrorCode") if isinstance(answer, dict) else None
            rows.append(
                _row(
                    label,
                    f"{status} {detail or feed_error or ''}".strip(),
                    (end - start) * 1000,
                    probe.during(start, end + 0.5),
                )
            )

        start = time.monotonic()
        jobs = subprocess.run([SURFCAMP, "run-jobs"], env=env, capture_output=True, text=True, timeout=300)  # noqa: S603
        end = time.monotonic()
        passed = jobs.returncode == 0 and "sent" in jobs.stdout
        rows.append(
            _row(
                "a jobs pass (run-jobs)",
                "ok" if passed else f"FAILED: {jobs.stderr[-200:]}",
                (end - start) * 1000,
                probe.during(start, end),
            )
        )
        probe.stop.set()
    finally:
        server.terminate()
        server.wait(timeout=20)
        feeds.shutdown()
        shutil.rmtree(data, ignore_errors=True)
    report = "\n".join(
        [
            "# Attack rerun (issue 31)",
            "",
            f"`make attack` on {date.today().isoformat()}: one server process on SQLite, a prober reading",
            "`GET /api/v1/camps` every 50 ms and posting the contact form every second.",
            f"Budget for public reads: {PUBLIC_BUDGET_MS} ms.",
            "",
            "| attack | answer | its own time (ms) | public reads | read p50 (ms) | read p95 (ms) | slowest read (ms) "
            f"| reads over {PUBLIC_BUDGET_MS} ms | slowest write (ms) | writes failed |",
            "|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
        ]
    )
    (ROOT / "bench" / "attack-results.md").write_text(report)
    print(report)


def _fmt(value: float | None) -> str:
    return "" if value is None else f"{value:.0f}"


def _row(label: str, answer: str | None, took_ms: float | None, seen: dict[str, Any]) -> str:
    return (
        f"| {label} | {answer or ''} | {_fmt(took_ms)} | {seen['reads']} | {_fmt(seen['read_p50'])} | "
        f"{_fmt(seen['read_p95'])} | {_fmt(seen['read_max'])} | {seen['over_budget']} | {_fmt(seen['write_max'])} | "
        f"{seen['write_failures']} |"
    )


if __name__ == "__main__":
    sys.exit(main())
