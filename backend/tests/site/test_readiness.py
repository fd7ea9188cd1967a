"""Readiness (/api/v1/health/ready): every part a request needs, each within its deadline; 503 with reasons."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from datetime import timedelta

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.models import EmailOutbox
from app.models.base import utcnow

pytestmark = pytest.mark.runs_once

URL = "/api/v1/health/ready"


async def test_ready_when_every_part_answers(client: httpx.AsyncClient) -> None:
    response = await client.get(URL)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "ready"
    assert set(body["checks"]) == {"database", "page_renderer", "outbox"}  # no REDIS_URL in the tests
    assert all(check["ok"] for check in body["checks"].values())
    assert response.headers["cache-control"] == "no-store"


async def test_liveness_is_unchanged(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/v1/health")).json() == {"status": "ok", "database": "ok"}


async def test_a_stuck_outbox_is_not_ready(client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "readiness_outbox_max_age_seconds", 600.0)
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            EmailOutbox(
                email_type="test", to_address="x@example.com", subject="s", text_body="t",
                created_at=utcnow() - timedelta(hours=1),
            )
        )  # fmt: skip
    response = await client.get(URL)
    assert response.status_code == 503
    outbox = response.json()["checks"]["outbox"]
    assert outbox["ok"] is False and "oldest unsent" in outbox["detail"]
    assert "x@example.com" not in response.text
    monkeypatch.setattr(get_settings(), "readiness_outbox_max_age_seconds", 7200.0)
    assert (await client.get(URL)).status_code == 200


async def test_redis_when_configured(client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "redis_url", "redis://127.0.0.1:1/0")  # nothing listens there
    response = await client.get(URL)
    assert response.status_code == 503
    assert response.json()["checks"]["redis"]["ok"] is False


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """Accepts connections and never answers: a hung dependency."""

    async def hang(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(30)
        writer.close()

    server = await asyncio.start_server(hang, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    yield port
    server.close()


async def test_a_hung_dependency_answers_within_the_deadline(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch, silent_server: int
) -> None:
    monkeypatch.setattr(get_settings(), "redis_url", f"redis://127.0.0.1:{silent_server}/0")
    monkeypatch.setattr(get_settings(), "readiness_check_seconds", 0.5)
    started = time.monotonic()
    response = await client.get(URL)
    assert time.monotonic() - started < 3
    assert response.status_code == 503
    redis = response.json()["checks"]["redis"]
    assert redis["ok"] is False
    assert response.json()["checks"]["database"]["ok"] is True


async def test_a_dead_page_renderer_is_not_ready(app: object, client: httpx.AsyncClient) -> None:
    class Dead:
        def problem(self) -> str:
            return "the page renderer process has exited"

    state = app.state  # type: ignore[attr-defined]
    kept = state.page_renderer
    state.page_renderer = Dead()
    try:
        response = await client.get(URL)
    finally:
        state.page_renderer = kept
    assert response.status_code == 503
    assert response.json()["checks"]["page_renderer"] == {
        "ok": False,
        "detail": "RuntimeError: the page renderer process has exited",
    }
