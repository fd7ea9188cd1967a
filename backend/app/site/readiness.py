"""Readiness: whether this node should be sent traffic (GET /api/v1/health/ready).

`/api/v1/health` stays the liveness answer (the process answers and reaches its database). Readiness
asks every part a request may need, each within READINESS_CHECK_SECONDS, all at once: the database,
Redis when REDIS_URL is set (the shared rate limits), the page renderer of this process (when server
rendering is on), and the outbox, whose oldest unsent e-mail older than
READINESS_OUTBOX_MAX_AGE_SECONDS means mail is stuck (no job runner, or the mail server refuses).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text

from app.config import Settings
from app.db import get_sessionmaker
from app.kit.metrics import outbox_backlog


@dataclass(frozen=True)
class Check:
    ok: bool
    detail: str


async def _database() -> str:
    async with get_sessionmaker()() as session:
        await session.execute(text("SELECT 1"))
    return "reachable"


async def _redis(url: str, seconds: float) -> str:
    from redis.asyncio import Redis

    client = Redis.from_url(url, socket_timeout=seconds, socket_connect_timeout=seconds)
    try:
        await client.ping()
    finally:
        await client.aclose()
    return "reachable"


def _renderer(renderer: Any) -> Callable[[], Awaitable[str]]:
    async def check() -> str:
        problem = renderer.problem() if hasattr(renderer, "problem") else None
        if problem:
            raise RuntimeError(problem)
        return "off (pages client-rendered)" if type(renderer).__name__ == "NoRenderer" else "running"

    return check


def _outbox(max_age: float) -> Callable[[], Awaitable[str]]:
    async def check() -> str:
        depth, oldest = await outbox_backlog()
        if oldest is not None and oldest > max_age:
            raise RuntimeError(f"the oldest unsent e-mail is {oldest:.0f} s old (more than {max_age:.0f} s)")
        return f"{depth} waiting" + (f", oldest {oldest:.0f} s" if oldest is not None else "")

    return check


async def _run(check: Callable[[], Awaitable[str]], seconds: float) -> Check:
    try:
        async with asyncio.timeout(seconds):
            return Check(True, await check())
    except TimeoutError:
        return Check(False, f"no answer within {seconds:g} s")
    except Exception as error:  # any failure is the check's answer, never the endpoint's 500
        return Check(False, f"{type(error).__name__}: {str(error)[:200]}")


async def readiness(settings: Settings, renderer: Any) -> dict[str, Check]:
    seconds = settings.readiness_check_seconds
    checks: dict[str, Callable[[], Awaitable[str]]] = {"database": _database}
    if settings.redis_url:
        redis_url = settings.redis_url
        checks["redis"] = lambda: _redis(redis_url, seconds)
    checks["page_renderer"] = _renderer(renderer)
    checks["outbox"] = _outbox(settings.readiness_outbox_max_age_seconds)
    results = await asyncio.gather(*(_run(check, seconds) for check in checks.values()))
    return dict(zip(checks, results, strict=True))
