"""argon2 runs in worker threads: many sign-ins at once never stall the other requests."""

from __future__ import annotations

import asyncio
import threading
import time

import httpx
import pytest

from app.auth import passwords
from app.db import get_sessionmaker
from tests.auth.helpers import token_from_last_mail
from tests.factories import PASSWORD, make_user


@pytest.fixture
def argon2_threads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The name of the thread each hash or verification ran in."""
    seen: list[str] = []
    hash_password, verify_password = passwords.hash_password, passwords.verify_password

    def hashing(password: str) -> str:
        seen.append(threading.current_thread().name)
        return hash_password(password)

    def verifying(password_hash: str | None, password: str) -> bool:
        seen.append(threading.current_thread().name)
        return verify_password(password_hash, password)

    monkeypatch.setattr(passwords, "hash_password", hashing)
    monkeypatch.setattr(passwords, "verify_password", verifying)
    return seen


async def test_sign_in_verifies_in_a_worker_thread_for_known_and_unknown_emails(
    client: httpx.AsyncClient, argon2_threads: list[str]
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    ok = await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": PASSWORD})
    wrong = await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": "not-it"})
    unknown = await client.post("/api/v1/auth/login", json={"email": "nobody@example.com", "password": "not-it"})
    assert (ok.status_code, wrong.status_code, unknown.status_code) == (200, 401, 401)
    main = threading.main_thread().name
    assert len(argon2_threads) >= 3 and main not in argon2_threads


async def test_register_and_reset_hash_in_a_worker_thread(client: httpx.AsyncClient, argon2_threads: list[str]) -> None:
    registered = await client.post(
        "/api/v1/auth/register",
        json={
            "email": "owner@example.com",
            "password": "long-enough-passphrase",
            "fullName": "Owner",
            "campName": "Camp",
            "location": "agadir",
        },
    )
    assert registered.status_code == 201
    await client.post("/api/v1/auth/forgot-password", json={"email": "owner@example.com"})
    token = await token_from_last_mail("owner@example.com")
    reset = await client.post("/api/v1/auth/reset-password", json={"token": token, "password": "another-passphrase-1"})
    assert reset.status_code == 200
    assert len(argon2_threads) == 2 and threading.main_thread().name not in argon2_threads


async def test_health_answers_while_many_sign_ins_are_verified(
    app: object, client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """40 wrong passwords at once from 40 addresses; the health check answers meanwhile.

    Each verification stands in for argon2 by holding its thread for 0.3 s without using the CPU. On
    the event loop the 40 of them held every other request (12 s), as did the pool's connections kept
    meanwhile. What is checked is where each verification ran, not a time (a busy machine makes every
    request slow): never on the event loop's thread.
    """

    loop_thread = threading.get_ident()
    on_the_loop: list[bool] = []

    def slow_verify(password_hash: str | None, password: str) -> bool:
        on_the_loop.append(threading.get_ident() == loop_thread)
        time.sleep(0.3)
        return False

    monkeypatch.setattr(passwords, "verify_password", slow_verify)

    async def guess(i: int) -> int:
        transport = httpx.ASGITransport(app=app, client=(f"198.51.100.{i}", 40000))  # type: ignore[arg-type]
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as other:
            response = await other.post("/api/v1/auth/login", json={"email": f"guess{i}@example.com", "password": "x"})
            return response.status_code

    logins = [asyncio.create_task(guess(i)) for i in range(40)]
    await asyncio.sleep(0.1)  # the sign-ins are under way
    health = await client.get("/api/v1/health")
    statuses = await asyncio.gather(*logins)
    assert health.status_code == 200 and statuses == [401] * 40
    assert len(on_the_loop) == 40 and not any(on_the_loop), "a password was verified on the event loop"
