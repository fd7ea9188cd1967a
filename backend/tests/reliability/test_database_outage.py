"""PostgreSQL goes away under a stream of bookings and catalogue reads and comes back: the server
answers 503 in the app's error shape while it is down (quickly, never 500), recovers without a
restart, and every booking it confirmed with a 201 is stored. The reads go through both of the
server's pools: SQLAlchemy's and the driver's own (app/kit/driver_reads.py)."""

from __future__ import annotations

import asyncio
import itertools
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from sqlalchemy.exc import OperationalError

from app.db import build_engine
from tests.reliability.support import (
    PrivateCluster,
    add_camp_and_package,
    base_env,
    booking_form,
    fetch_all,
    pick_port,
    private_postgres_missing,
    start_server,
    surfcamp,
)

STREAMS = 4
REQUEST_TIMEOUT = 15.0  # a request must be answered well within this, outage or not
MAX_OUTAGE_LATENCY = 8.0  # connect timeout (5 s) plus slack on a loaded machine

# It runs its own PostgreSQL cluster whatever the suite runs on: once per `make test` is enough.
pytestmark = pytest.mark.runs_once


@dataclass
class Answer:
    sent: float
    took: float
    status: int  # 0 when no HTTP answer came at all
    body: dict[str, object]


async def test_a_refused_connection_to_postgresql_is_an_operational_error() -> None:
    """asyncpg raises it as a bare OSError; app/db.py makes it the error the 503 handler answers."""
    engine = build_engine(f"postgresql://nobody@127.0.0.1:{pick_port(55432, 55439)}/nothing")
    try:
        with pytest.raises(OperationalError, match="cannot connect to the database"):
            async with engine.connect():
                pass
    finally:
        await engine.dispose()


@pytest.fixture
def cluster() -> Iterator[PrivateCluster]:
    reason = private_postgres_missing()
    if reason:
        pytest.skip(reason)
    cluster = PrivateCluster(pick_port(55432, 55439))
    try:
        cluster.init()
        cluster.start()
        yield cluster
    finally:
        cluster.destroy()


@pytest.fixture
async def server(cluster: PrivateCluster, tmp_path: Path) -> AsyncIterator[tuple[str, str, int]]:
    database_url = cluster.url()
    # The reads reach the database each time (no micro-cache; cards are kept, their versions are read).
    env = base_env(
        database_url, tmp_path, RATE_LIMITS_ENABLED="false", JOBS_IN_PROCESS="false", RESPONSE_CACHE_SECONDS="0"
    )
    surfcamp(env, "migrate")
    package_id = await add_camp_and_package(database_url)
    proc = start_server(env, pick_port(8166, 8169), tmp_path / "server.log", workers=1)
    try:
        yield f"http://127.0.0.1:{proc_port(proc)}", database_url, package_id
    finally:
        proc.stop()


def proc_port(proc: object) -> int:
    args = proc.popen.args  # type: ignore[attr-defined]
    return int(args[args.index("--port") + 1])


async def test_the_server_answers_503_during_a_database_outage_and_recovers(
    cluster: PrivateCluster, server: tuple[str, str, int]
) -> None:
    base_url, database_url, package_id = server
    answers: list[Answer] = []
    counter = itertools.count()
    stop = asyncio.Event()

    async def stream() -> None:
        async with httpx.AsyncClient(base_url=base_url, timeout=REQUEST_TIMEOUT) as http:
            while not stop.is_set():
                form = booking_form(package_id, next(counter))
                headers = {"Idempotency-Key": f"outage-{uuid.uuid4()}"}
                answers.append(await timed(http.post("/api/v1/bookings", json=form, headers=headers)))
                await asyncio.sleep(0.02)

    def created_since(moment: float) -> int:
        return sum(1 for a in answers if a.status == 201 and a.sent >= moment)

    async def wait_for(predicate: object, within: float) -> None:
        deadline = time.monotonic() + within
        while not predicate():  # type: ignore[operator]
            assert time.monotonic() < deadline, f"timed out; answers so far: {summary(answers)}"
            await asyncio.sleep(0.1)

    reads: list[Answer] = []

    async def read_stream() -> None:
        async with httpx.AsyncClient(base_url=base_url, timeout=REQUEST_TIMEOUT) as http:
            for turn in itertools.count():
                if stop.is_set():
                    return
                path = "/api/v1/camps?sort=price_asc" if turn % 2 else f"/api/v1/packages/{package_id}"
                reads.append(await timed(http.get(path)))
                await asyncio.sleep(0.05)

    def read_since(moment: float) -> int:
        return sum(1 for a in reads if a.status == 200 and a.sent >= moment)

    tasks = [asyncio.create_task(stream()) for _ in range(STREAMS)] + [asyncio.create_task(read_stream())]
    try:
        began = time.monotonic()
        await wait_for(lambda: created_since(began) >= 20, 30)

        await asyncio.to_thread(cluster.stop, "fast")
        down_at = time.monotonic()
        # Stay down until the server has answered a good number of requests sent during the outage.
        await wait_for(
            lambda: time.monotonic() - down_at >= 3 and sum(1 for a in answers if a.sent >= down_at and a.status) >= 12,
            40,
        )
        restarting_at = time.monotonic()
        await asyncio.to_thread(cluster.start)
        up_at = time.monotonic()

        await wait_for(lambda: created_since(up_at) >= 20 and read_since(up_at) >= 6, 40)
        recovered_after = min(a.sent + a.took for a in answers if a.status == 201 and a.sent >= restarting_at)
        recovered_after -= restarting_at
    finally:
        stop.set()
        await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), REQUEST_TIMEOUT + 5)

    statuses = {a.status for a in answers}
    assert statuses <= {201, 503}, summary(answers)
    # Sent once PostgreSQL was stopped, answered before it was being started again.
    during = [a for a in answers if a.sent >= down_at and a.sent + a.took <= restarting_at]
    assert during and all(a.status == 503 for a in during), summary(during)
    for answer in (a for a in answers if a.status == 503):
        assert answer.body == answers_503_body()
        assert answer.took < MAX_OUTAGE_LATENCY, answer
    assert max(a.took for a in answers) < MAX_OUTAGE_LATENCY, summary(answers)

    # The catalogue's reads: 503 in the same shape while it was down, read again once it is back.
    assert {a.status for a in reads} <= {200, 503}, summary(reads)
    reads_during = [a for a in reads if a.sent >= down_at and a.sent + a.took <= restarting_at]
    assert reads_during and all(a.status == 503 for a in reads_during), summary(reads_during)
    assert all(a.body == answers_503_body() for a in reads if a.status == 503)
    assert max(a.took for a in reads) < MAX_OUTAGE_LATENCY, summary(reads)

    confirmed = {str(a.body["bookingReference"]) for a in answers if a.status == 201}
    stored = {row[0] for row in await fetch_all(database_url, "SELECT booking_reference FROM bookings")}
    assert confirmed <= stored, confirmed - stored
    print(
        f"\n{len(answers)} submissions: {len(confirmed)} created, "
        f"{sum(1 for a in answers if a.status == 503)} answered 503 ({len(during)} sent during the outage, "
        f"outage {restarting_at - down_at:.1f}s, restart took {up_at - restarting_at:.1f}s); "
        f"slowest answer {max(a.took for a in answers):.2f}s; "
        f"first 201 {recovered_after:.2f}s after PostgreSQL was being started; {len(stored)} rows stored"
    )


async def timed(request: Awaitable[httpx.Response]) -> Answer:
    """The answer to `request` (not sent yet), with when it was sent and how long it took."""
    sent = time.monotonic()
    try:
        response = await request
        status, body = response.status_code, response.json()
    except httpx.HTTPError as exc:
        status, body = 0, {"exception": repr(exc)}
    return Answer(sent, time.monotonic() - sent, status, body)


def answers_503_body() -> dict[str, object]:
    return {
        "error": "service_unavailable",
        "detail": "The service is temporarily unavailable. Please try again in a moment.",
    }


def summary(answers: list[Answer]) -> str:
    by_status: dict[int, int] = {}
    for a in answers:
        by_status[a.status] = by_status.get(a.status, 0) + 1
    odd = [a for a in answers if a.status not in (200, 201, 503)][:3]
    return f"{by_status} slowest={max((a.took for a in answers), default=0):.2f}s odd={odd}"
