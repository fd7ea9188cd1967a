"""SENTRY_DSN: an unhandled error reaches a (stand-in) Sentry server, with nobody's data in the report."""

from __future__ import annotations

import gzip
import json
import threading
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import sentry_sdk

from app.bookings.service import BookingService
from app.config import get_settings
from app.kit.error_reporting import init_error_reporting, scrub_event
from app.models import CampPackage
from tests.bookings.helpers import form

pytestmark = pytest.mark.runs_once

NAME, EMAIL = "Philippa Quorndon", "philippa.quorndon@example.net"
TOKEN = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0"


class Recorder(BaseHTTPRequestHandler):
    received: list[tuple[str, bytes]] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        encoding = self.headers.get("Content-Encoding", "")
        if encoding == "gzip":
            body = gzip.decompress(body)
        elif encoding == "deflate":
            body = zlib.decompress(body)
        elif encoding == "br":
            import brotli  # type: ignore[import-not-found]

            body = brotli.decompress(body)
        Recorder.received.append((self.path, body))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, *_: object) -> None:
        return


@pytest.fixture
def sentry_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, bytes]]]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    Recorder.received = []
    dsn = f"http://publickey@127.0.0.1:{server.server_address[1]}/42"
    monkeypatch.setattr(get_settings(), "sentry_dsn", dsn)
    assert init_error_reporting(get_settings())
    try:
        yield Recorder.received
    finally:
        sentry_sdk.get_client().close(timeout=2)
        sentry_sdk.get_global_scope().set_client(None)
        server.shutdown()


def test_off_by_default() -> None:
    assert get_settings().sentry_dsn is None
    assert init_error_reporting(get_settings()) is False


async def test_an_unhandled_error_arrives_without_personal_data(
    app: object, package: CampPackage, sentry_server: list[tuple[str, bytes]], monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: BookingService, data: object, ip: str, key: str | None) -> None:
        raise LookupError(f"no guest {NAME!r} <{EMAIL}> with token {TOKEN}")

    monkeypatch.setattr(BookingService, "submit", broken)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        response = await client.post(
            f"/api/v1/bookings?token={TOKEN}",
            json=form(package.id, fullName=NAME, email=EMAIL),
            headers={"Authorization": f"Bearer {TOKEN}", "Cookie": f"refresh={TOKEN}", "X-Request-ID": "sentry-t1"},
        )
    assert response.status_code == 500
    assert response.json()["error"] == "internal_error"
    sentry_sdk.flush(timeout=5)
    events = [body for path, body in sentry_server if path.endswith("/envelope/")]
    assert events, sentry_server
    envelope = b"\n".join(events).decode()
    assert "LookupError" in envelope
    assert "sentry-t1" in envelope  # the request id, to find its log lines
    for secret in ("Philippa", "Quorndon", "example.net", TOKEN, "9f8e7d6c5b4a"):
        assert secret.lower() not in envelope.lower(), secret
    items = [json.loads(line) for line in envelope.splitlines() if line.startswith("{")]
    event = next(item for item in items if "exception" in item)
    assert "user" not in event


def test_the_scrubber_filters_keys_headers_and_values() -> None:
    event = {
        "request": {
            "url": f"http://x/api?token={TOKEN}",
            "headers": {"Authorization": f"Bearer {TOKEN}", "Accept": "application/json"},
            "data": {"email": EMAIL},
            "cookies": {"refresh": TOKEN},
        },
        "user": {"email": EMAIL, "ip_address": "203.0.113.9"},
        "extra": {"full_name": NAME, "count": 3, "note": f"sent to {EMAIL}"},
        "breadcrumbs": {"values": [{"message": f"mail to {EMAIL} for '{NAME}'"}]},
        "exception": {
            "values": [{"type": "KeyError", "value": f"'{NAME}'", "stacktrace": {"frames": [{"vars": {"e": EMAIL}}]}}]
        },
    }
    text = json.dumps(scrub_event(event))
    for secret in ("Philippa", "example.net", TOKEN, "203.0.113.9"):
        assert secret not in text
    assert '"count": 3' in text and "application/json" in text
