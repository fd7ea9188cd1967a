"""The database layer's own behaviour: SQLite writers taking turns, idle PostgreSQL connections pinged."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time

import pytest
from sqlalchemy import text

from app.config import get_settings
from app.db import begin_write, build_engine, checkpoint_sqlite_forever, get_engine, get_sessionmaker, is_sqlite

SQLITE = is_sqlite(get_settings().database_url)
sqlite_only = pytest.mark.skipif(not SQLITE, reason="the write gate is for SQLite")
postgres_only = pytest.mark.skipif(SQLITE, reason="pinging pooled connections is for PostgreSQL")


async def _held(seconds: float) -> float:
    """How long begin_write waited in a second session while the first held its turn for `seconds`."""
    sessionmaker = get_sessionmaker()
    async with sessionmaker() as first, sessionmaker() as second:
        await begin_write(first)
        await begin_write(first)  # a second call in the same transaction does not wait for itself

        async def release_later() -> None:
            await asyncio.sleep(seconds)
            await first.rollback()

        started = time.monotonic()
        releasing = asyncio.create_task(release_later())
        await asyncio.wait_for(begin_write(second), 5)
        waited = time.monotonic() - started
        await releasing
        await second.commit()
    return waited


@sqlite_only
async def test_a_writer_waits_for_the_transaction_that_has_the_turn_to_end() -> None:
    assert await _held(0.3) >= 0.25
    assert await _held(0) < 0.25  # and the turn was given back at commit and rollback alike


@postgres_only
async def test_begin_write_does_not_wait_on_postgresql() -> None:
    assert await _held(0.3) < 0.25


def _hold_the_file_lock(path: str, seconds: float) -> subprocess.Popen[bytes]:
    code = (
        "import fcntl, sys, time\n"
        f"f = open({path!r}, 'a')\n"
        "fcntl.flock(f, fcntl.LOCK_EX)\n"
        "print('held', flush=True)\n"
        f"time.sleep({seconds})\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)  # noqa: S603
    assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
    return holder


@sqlite_only
async def test_writers_of_another_process_take_turns_with_this_one() -> None:
    database = get_engine().url.database
    assert database is not None
    holder = _hold_the_file_lock(f"{database}-writers", 0.5)
    try:
        started = time.monotonic()
        async with get_sessionmaker()() as session:
            await asyncio.wait_for(begin_write(session), 5)
            assert time.monotonic() - started >= 0.3
            await session.commit()
    finally:
        holder.wait(5)


@sqlite_only
async def test_a_writer_cancelled_while_waiting_for_another_process_leaves_no_lock_behind() -> None:
    database = get_engine().url.database
    assert database is not None
    holder = _hold_the_file_lock(f"{database}-writers", 0.4)
    try:
        async with get_sessionmaker()() as session:
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(begin_write(session), 0.1)
    finally:
        holder.wait(5)
    await asyncio.sleep(0.2)  # the abandoned wait got the file lock when the holder quit, and gave it back
    async with get_sessionmaker()() as session:
        await asyncio.wait_for(begin_write(session), 1)
        await session.commit()


@postgres_only
async def test_an_idle_pooled_connection_that_died_is_replaced_before_use(monkeypatch: pytest.MonkeyPatch) -> None:
    async with get_sessionmaker()() as session:
        assert await session.scalar(text("SELECT 1")) == 1  # at least one connection waits in the pool
    killer = build_engine(get_settings().database_url)
    try:
        async with killer.begin() as conn:
            await conn.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            )
    finally:
        await killer.dispose()
    monkeypatch.setattr("app.db.PING_AFTER_IDLE_SECONDS", 0.0)
    async with get_sessionmaker()() as session:
        assert await session.scalar(text("SELECT 1")) == 1


@sqlite_only
async def test_the_server_checkpoints_the_write_ahead_log_beside_the_writers() -> None:
    async def autocheckpoint() -> int:
        engine = build_engine(get_settings().database_url)
        try:
            async with engine.connect() as conn:
                return int((await conn.exec_driver_sql("PRAGMA wal_autocheckpoint")).scalar_one())
        finally:
            await engine.dispose()

    checkpoints = asyncio.create_task(checkpoint_sqlite_forever(0.05))
    try:
        await asyncio.sleep(0.01)
        assert await autocheckpoint() == 0  # commits leave the checkpoints to the task
        async with get_engine().begin() as conn:
            await conn.execute(text("CREATE TABLE IF NOT EXISTS checkpoint_probe (n INTEGER)"))
            await conn.execute(text("INSERT INTO checkpoint_probe VALUES (1)"))
        await asyncio.sleep(0.2)
        async with get_engine().connect() as conn:
            busy, frames, copied = (await conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")).one()
        assert busy == 0 and frames == copied  # nothing left behind in the log
    finally:
        checkpoints.cancel()
        with pytest.raises(asyncio.CancelledError):
            await checkpoints
        async with get_engine().begin() as conn:
            await conn.execute(text("DROP TABLE IF EXISTS checkpoint_probe"))
    assert await autocheckpoint() == 1000  # a process without the task (the CLI) checkpoints as usual
