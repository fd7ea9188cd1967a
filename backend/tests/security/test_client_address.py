"""The client address every per-address limit counts: X-Forwarded-For only from configured proxies."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app import cli
from app.config import get_settings
from app.main import create_app

# Which address a request comes from does not depend on the database: one pass is enough.
pytestmark = pytest.mark.runs_once

APP = Path(__file__).resolve().parents[2] / "app"


async def login_statuses(app: Any, peer: str, count: int) -> list[int]:
    """`count` sign-ins from the connection `peer`, each naming a new client in X-Forwarded-For."""
    transport = httpx.ASGITransport(app=app, client=(peer, 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        return [
            (
                await client.post(
                    "/api/v1/auth/login",
                    json={"email": f"u{i}@example.com", "password": "x"},
                    headers={"X-Forwarded-For": f"203.0.113.{i}"},
                )
            ).status_code
            for i in range(count)
        ]


@pytest.fixture
async def behind_proxy() -> AsyncIterator[Any]:
    yield create_app(get_settings().model_copy(update={"forwarded_allow_ips": "10.0.0.1"}))


def test_surfcamp_serve_does_not_let_uvicorn_trust_forwarded_headers(monkeypatch: pytest.MonkeyPatch) -> None:
    """uvicorn's own proxy_headers trusts any client connecting from 127.0.0.1 (a local proxy's every client)."""
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr("uvicorn.run", lambda *args, **kwargs: calls.append(kwargs))
    cli.main(["serve", "--workers", "2"])
    assert calls and calls[0]["proxy_headers"] is False


async def test_rotating_forwarded_for_does_not_lift_the_limit_by_default(app: Any) -> None:
    statuses = await login_statuses(app, "127.0.0.1", 21)
    assert statuses[:20] == [401] * 20 and statuses[20] == 429


async def test_a_configured_proxy_names_the_client(behind_proxy: Any) -> None:
    statuses = await login_statuses(behind_proxy, "10.0.0.1", 21)
    assert statuses == [401] * 21  # 21 clients behind the proxy, one attempt each


async def test_forwarded_for_from_anyone_else_is_ignored(behind_proxy: Any) -> None:
    statuses = await login_statuses(behind_proxy, "10.0.0.99", 21)
    assert statuses[:20] == [401] * 20 and statuses[20] == 429


def test_the_client_address_is_computed_in_one_place() -> None:
    """Every limiter counts `client_ip(request)`; nothing else reads the peer or the forwarded headers."""
    readers = {
        str(path.relative_to(APP))
        for path in APP.rglob("*.py")
        if re.search(r"request\.client\b|\.client\.host|[\"']x-forwarded-for[\"']", path.read_text(), re.IGNORECASE)
    }
    assert readers == {"auth/access.py"}
