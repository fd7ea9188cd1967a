"""A real localstripe process (a stateful stand-in for Stripe's API and Stripe.js) for the payment tests,
started like the S3 tests start moto's server, and a catcher for the webhooks it sends (signed with the
secret we configure), which the tests hand to the app as Stripe would."""

from __future__ import annotations

import os
import queue
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import httpx
import pytest

from app.config import get_settings
from tests.owner.helpers import World, build_world

WEBHOOK_SECRET = "whsec_test_surfcamp"  # noqa: S105 - a test value shared with localstripe


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Catcher:
    """The webhooks localstripe sent: (body, Stripe-Signature header) in order of arrival."""

    def __init__(self) -> None:
        self.received: queue.Queue[tuple[bytes, str]] = queue.Queue()

    def drain(self) -> None:
        while not self.received.empty():
            self.received.get_nowait()


@pytest.fixture(scope="module")
def localstripe() -> Iterator[tuple[str, Catcher]]:
    executable = shutil.which("localstripe", path=str(Path(sys.executable).parent)) or "localstripe"
    port = free_port()
    catcher = Catcher()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            catcher.received.put((body, self.headers.get("Stripe-Signature", "")))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    hook_server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=hook_server.serve_forever, daemon=True).start()
    process = subprocess.Popen(  # noqa: S603 - our own test tool
        [executable, "--port", str(port), "--from-scratch"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                if httpx.get(f"{base}/js.stripe.com/v3/", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError("localstripe did not start")
            time.sleep(0.1)
        hook_url = f"http://127.0.0.1:{hook_server.server_address[1]}/hook"
        httpx.post(f"{base}/_config/webhooks/surfcamp", data={"url": hook_url, "secret": WEBHOOK_SECRET}, timeout=5)
        yield base, catcher
    finally:
        process.terminate()
        process.wait(timeout=10)
        hook_server.shutdown()


@pytest.fixture
def stripe_settings(localstripe: tuple[str, Catcher], monkeypatch: pytest.MonkeyPatch) -> str:
    base, catcher = localstripe
    catcher.drain()
    settings = get_settings()
    monkeypatch.setattr(settings, "stripe_secret_key", "sk_test_surfcamp")
    monkeypatch.setattr(settings, "stripe_publishable_key", "pk_test_surfcamp")
    monkeypatch.setattr(settings, "stripe_webhook_secret", WEBHOOK_SECRET)
    monkeypatch.setattr(settings, "stripe_api_base", base)
    return base


@pytest.fixture
async def world() -> World:
    return await build_world()
