"""Wrong passwords from other addresses cannot lock an account's owner out; they only slow the guessing."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import httpx
import pytest

from app.auth import service
from app.config import get_settings
from app.db import get_sessionmaker
from tests.factories import PASSWORD, make_user

Client = Callable[[str], AbstractAsyncContextManager[httpx.AsyncClient]]


@pytest.fixture
def client_at(app: object) -> Client:
    """An HTTP client connecting from the given address."""

    @asynccontextmanager
    async def at(address: str) -> AsyncIterator[httpx.AsyncClient]:
        transport = httpx.ASGITransport(app=app, client=(address, 40000))  # type: ignore[arg-type]
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield client

    return at


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The seconds each answer was held back (recorded instead of waited for)."""
    held: list[float] = []

    async def record(seconds: float) -> None:
        held.append(seconds)

    monkeypatch.setattr(service, "sleep", record)
    return held


@pytest.fixture
async def owner() -> str:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "owner@example.com", "camp_owner")
    return "owner@example.com"


async def login(client: httpx.AsyncClient, email: str, password: str) -> int:
    response = await client.post("/api/v1/auth/login", json={"email": email, "password": password})
    return response.status_code


async def test_wrong_passwords_from_many_addresses_do_not_lock_the_owner_out_but_slow_down(
    client_at: Client, owner: str, pauses: list[float]
) -> None:
    for i in range(9):
        async with client_at(f"203.0.113.{i}") as attacker:
            assert await login(attacker, owner, "wrong-password") == 401
    # The first five are answered at once, then each waits twice as long as the one before.
    assert pauses == [0.25, 0.5, 1.0, 2.0]
    async with client_at("198.51.100.7") as owners_phone:
        assert await login(owners_phone, owner, PASSWORD) == 200
    assert len(pauses) == 4  # a right password is never held back


async def test_wrong_passwords_from_one_address_refuse_only_that_address(client_at: Client, owner: str) -> None:
    async with client_at("203.0.113.1") as attacker:
        assert [await login(attacker, owner, "wrong-password") for _ in range(5)] == [401] * 5
        assert await login(attacker, owner, PASSWORD) == 429
        assert await login(attacker, "someone-else@example.com", "wrong-password") == 401
    async with client_at("198.51.100.7") as owners_laptop:
        assert await login(owners_laptop, owner, PASSWORD) == 200


def test_the_slow_down_is_capped() -> None:
    assert [service.login_delay(n, 5.0) for n in (1, 2, 3, 4, 5, 6, 50, 10**6)] == [
        0.25,
        0.5,
        1.0,
        2.0,
        4.0,
        5.0,
        5.0,
        5.0,
    ]


async def test_the_site_wide_ceiling_stops_stuffing_from_many_addresses(
    client_at: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "rate_limit_login_global", "10/60")
    statuses = []
    for i in range(11):
        async with client_at(f"203.0.113.{i}") as bot:
            statuses.append(await login(bot, f"victim{i}@example.com", "leaked-password"))
    assert statuses == [401] * 10 + [429]
