"""500 bookings from 50 concurrent clients against the real server (2 worker processes): every
answer is a stored booking, and every retry with its Idempotency-Key answers the same booking."""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from tests.reliability.support import (
    add_camp_and_package,
    base_env,
    booking_form,
    create_postgres_database,
    drop_postgres_database,
    fetch_all,
    pick_port,
    sqlite_url,
    start_server,
    surfcamp,
)

CLIENTS = 50
SUBMISSIONS = 500
MAILS_PER_BOOKING = 3  # traveller, team, camp owner


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[tuple[str, str, int]]:
    admin_url = os.environ.get("TEST_DATABASE_URL")
    name = f"sc_rel_{os.getpid()}"
    database_url = await create_postgres_database(admin_url, name) if admin_url else sqlite_url(tmp_path)
    env = base_env(database_url, tmp_path, RATE_LIMITS_ENABLED="false", JOBS_IN_PROCESS="false")
    proc = None
    try:
        surfcamp(env, "migrate")
        package_id = await add_camp_and_package(database_url)
        port = pick_port(8161, 8165)
        proc = start_server(env, port, tmp_path / "server.log", workers=2)
        yield f"http://127.0.0.1:{port}", database_url, package_id
    finally:
        if proc is not None:
            proc.stop()
        if admin_url:
            await drop_postgres_database(admin_url, name)


async def submit_all(
    base_url: str, jobs: list[tuple[str, dict[str, object]]]
) -> list[tuple[int, dict[str, object], str | None]]:
    """Send every (key, form) from CLIENTS concurrent clients, each with its own connection pool."""
    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(len(jobs)):
        queue.put_nowait(i)
    answers: list[tuple[int, dict[str, object], str | None]] = [(0, {}, None)] * len(jobs)

    async def client() -> None:
        timeout = httpx.Timeout(60, connect=20)
        async with httpx.AsyncClient(base_url=base_url, timeout=timeout) as http:
            while not queue.empty():
                i = queue.get_nowait()
                key, form = jobs[i]
                response = await http.post("/api/v1/bookings", json=form, headers={"Idempotency-Key": key})
                answers[i] = (response.status_code, response.json(), response.headers.get("Idempotent-Replayed"))

    await asyncio.wait_for(asyncio.gather(*(client() for _ in range(CLIENTS))), timeout=150)
    return answers


async def test_500_concurrent_bookings_are_all_stored_once_and_retries_replay_them(
    server: tuple[str, str, int],
) -> None:
    base_url, database_url, package_id = server
    jobs = [(f"rel-{uuid.uuid4()}", booking_form(package_id, n)) for n in range(SUBMISSIONS)]

    started = time.monotonic()
    answers = await submit_all(base_url, jobs)
    first_round = time.monotonic() - started

    statuses = [status for status, _, _ in answers]
    assert statuses.count(201) == SUBMISSIONS, {s: statuses.count(s) for s in set(statuses)}
    references = [str(body["bookingReference"]) for _, body, _ in answers]
    assert len(set(references)) == SUBMISSIONS

    rows = await fetch_all(database_url, "SELECT booking_reference, email, idempotency_key FROM bookings")
    assert len(rows) == SUBMISSIONS
    stored = {reference: (email, key) for reference, email, key in rows}
    assert set(stored) == set(references)
    for (key, form), reference in zip(jobs, references, strict=True):
        # Each answered reference is the booking of that very submission (traveller and key).
        assert stored[reference] == (form["email"], key)
    (mails_before,) = (await fetch_all(database_url, "SELECT count(*) FROM email_outbox"))[0]
    assert mails_before == SUBMISSIONS * MAILS_PER_BOOKING

    started = time.monotonic()
    replays = await submit_all(base_url, jobs)
    second_round = time.monotonic() - started

    for (status, body, replayed), reference in zip(replays, references, strict=True):
        assert (status, replayed) == (200, "true")
        assert body["bookingReference"] == reference
    (count,) = (await fetch_all(database_url, "SELECT count(*) FROM bookings"))[0]
    (mails_after,) = (await fetch_all(database_url, "SELECT count(*) FROM email_outbox"))[0]
    assert (count, mails_after) == (SUBMISSIONS, mails_before)
    print(
        f"\n{SUBMISSIONS} bookings from {CLIENTS} clients: {first_round:.1f}s "
        f"({SUBMISSIONS / first_round:.0f}/s); {SUBMISSIONS} replays: {second_round:.1f}s"
    )
