"""Brute-force protection on login, register, refresh and reset, per IP and per account."""

from __future__ import annotations

import os
import uuid

import httpx
import pytest

from app.db import get_sessionmaker
from app.errors import RateLimited
from app.kit.ratelimit import RateLimiter, RedisCounter, Rule
from tests.factories import PASSWORD, make_user


async def test_login_is_limited_per_account_with_retry_after(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    for _ in range(5):
        response = await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": "wrong"})
        assert response.status_code == 401
    blocked = await client.post("/api/v1/auth/login", json={"email": "ADMIN@example.com", "password": PASSWORD})
    assert blocked.status_code == 429
    assert blocked.json()["error"] == "rate_limited"
    assert 0 < int(blocked.headers["Retry-After"]) <= 300
    assert "try again in" in blocked.json()["detail"]


async def test_successful_login_resets_the_account_counter(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    for _ in range(4):
        await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": "wrong"})
    assert (
        await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": PASSWORD})
    ).status_code == 200
    for _ in range(4):
        response = await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": "wrong"})
        assert response.status_code == 401


async def test_login_is_limited_per_ip_across_accounts(client: httpx.AsyncClient) -> None:
    for i in range(20):
        response = await client.post("/api/v1/auth/login", json={"email": f"u{i}@example.com", "password": "x"})
        assert response.status_code == 401
    blocked = await client.post("/api/v1/auth/login", json={"email": "u99@example.com", "password": "x"})
    assert blocked.status_code == 429


async def test_register_is_limited_per_ip(client: httpx.AsyncClient) -> None:
    statuses = []
    for i in range(11):
        response = await client.post(
            "/api/v1/auth/register",
            json={
                "email": f"o{i}@example.com",
                "password": "long-enough-passphrase",
                "fullName": "O",
                "campName": f"Camp {i}",
                "location": "agadir",
            },
        )
        statuses.append(response.status_code)
    assert statuses[:10] == [201] * 10 and statuses[10] == 429


async def test_refresh_and_reset_are_limited_per_ip(client: httpx.AsyncClient) -> None:
    refresh = [(await client.post("/api/v1/auth/refresh")).status_code for _ in range(61)]
    assert refresh[:60] == [401] * 60 and refresh[60] == 429
    resets = [
        (await client.post("/api/v1/auth/forgot-password", json={"email": f"r{i}@example.com"})).status_code
        for i in range(11)
    ]
    assert resets[:10] == [202] * 10 and resets[10] == 429


async def test_reset_requests_are_limited_per_account(client: httpx.AsyncClient) -> None:
    codes = [
        (await client.post("/api/v1/auth/forgot-password", json={"email": "same@example.com"})).status_code
        for _ in range(4)
    ]
    assert codes == [202, 202, 202, 429]


async def test_redis_counters_are_shared_between_limiters() -> None:
    """Two processes (two limiters) sharing one Redis see one count."""
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    first, second = RateLimiter(RedisCounter(url)), RateLimiter(RedisCounter(url))
    # A key of this run's own: make test runs this on SQLite and on PostgreSQL at once, on one Redis.
    key = f"shared-{uuid.uuid4()}"
    try:
        await first.reset("test", key)
    except Exception as exc:  # pragma: no cover - only where no Redis runs
        pytest.skip(f"no Redis at {url}: {exc}")
    rule = Rule(limit=3, window_seconds=30)
    await first.check("test", key, rule)
    await second.check("test", key, rule)
    await first.check("test", key, rule)
    with pytest.raises(RateLimited) as caught:
        await second.check("test", key, rule)
    assert 0 < caught.value.retry_after <= 30
    await first.reset("test", key)
