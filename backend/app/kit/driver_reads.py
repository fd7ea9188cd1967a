"""The hottest public reads, run by the database driver itself.

A camp list page or a package's page reads one narrow row set per request, the versions of the rows
its cards are kept by (app/catalogue/service.py); everything else is kept. Through the ORM session
that one statement cost close to half of the request's processor time on PostgreSQL (a session, a
compiled-cache lookup, an execution context, ORM result rows), and SQLAlchemy's pool another part
(docs/performance.md, "Uncached reads"). Here a statement is compiled once, when it is first run
(the catalogue keeps its statements: app/catalogue/repository.py), and handed to asyncpg with its
parameters on a connection of a small pool of asyncpg's own for the same database (`_pool`).
SQLite's driver is a thread per connection, where the gain is small: it goes through the session.

The rows are the driver's own values, without the column types' result processing (a `UTCDateTime` is
an aware datetime on PostgreSQL and text on SQLite): good as keys and ids, not as data to show. A
driver error is raised as SQLAlchemy's `OperationalError`, which the app answers as any database
outage (app/errors.py), and the engine's `before_cursor_execute` listeners hear each statement.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import asyncpg
from sqlalchemy import URL, Select
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from app.db import CONNECT_TIMEOUT_SECONDS, STATEMENT_TIMEOUT_SECONDS

Row = Sequence[Any]


class _Compiled:
    """A statement compiled once for the engine's dialect, with its IN lists written out (one parameter
    per value: SQLAlchemy's expanded state). A statement whose parameters come with each run is
    expanded again at each run, with them."""

    __slots__ = ("compiled", "expanded", "per_run")

    def __init__(self, stmt: Select[*tuple[Any, ...]], engine: AsyncEngine) -> None:
        self.compiled = stmt.compile(dialect=engine.dialect)
        self.per_run = any(bind.required for bind in self.compiled.binds.values())
        self.expanded = None if self.per_run else self.compiled.construct_expanded_state()

    def sql_and_parameters(self, given: Mapping[str, Any]) -> tuple[str, list[Any]]:
        state = self.expanded or self.compiled.construct_expanded_state(dict(given))
        out = []
        for name in state.positiontup or ():
            value = state.parameters[name]
            processor = state.processors.get(name)
            out.append(processor(value) if callable(processor) else value)
        return state.statement, out


# Compiled statements by the statement object (kept alive here with it): the catalogue's statements are
# made once per filter and page and kept, so this stays as small as those caches.
_compiled: dict[int, tuple[Select[*tuple[Any, ...]], _Compiled]] = {}
_MAX_COMPILED = 4096


def _compiled_of(stmt: Select[*tuple[Any, ...]], engine: AsyncEngine) -> _Compiled:
    kept = _compiled.get(id(stmt))
    if kept is not None and kept[0] is stmt:
        return kept[1]
    if len(_compiled) >= _MAX_COMPILED:
        _compiled.clear()
    compiled = _Compiled(stmt, engine)
    _compiled[id(stmt)] = (stmt, compiled)
    return compiled


# A small pool of asyncpg's own per process and event loop, for these reads only: taking a connection
# from SQLAlchemy's pool and giving it back (an engine connection, events, reset) cost twice the
# processor time of the read itself (docs/performance.md). The statements here are single SELECTs
# outside a transaction, so a connection has nothing to reset when it goes back; connections are
# opened when needed, up to READ_POOL_SIZE, beside the engine's own pool (app/db.py).
READ_POOL_SIZE = 8
# By database and event loop (the loop is kept with its pool, so its id is not another loop's); the pool
# is made by a task that the requests arriving while it starts await together.
_pools: dict[tuple[str, int], tuple[asyncio.AbstractEventLoop, asyncio.Task[asyncpg.Pool]]] = {}


async def _no_reset(_: asyncpg.Connection) -> None:
    """Nothing to undo: no SET, LISTEN, lock or transaction is left on these connections."""


@lru_cache(maxsize=8)
def _dsn(url: URL) -> str:
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


async def _pool(engine: AsyncEngine) -> asyncpg.Pool:
    loop = asyncio.get_running_loop()
    dsn = _dsn(engine.url)
    key = (dsn, id(loop))
    kept = _pools.get(key)
    if kept is not None and kept[1].done() and (kept[1].cancelled() or kept[1].exception() is not None):
        kept = None  # a pool that could not be made is made again by the next read
    if kept is None:
        pool = asyncpg.create_pool(
            dsn,
            min_size=0,
            max_size=READ_POOL_SIZE,
            reset=_no_reset,
            timeout=CONNECT_TIMEOUT_SECONDS,
            command_timeout=STATEMENT_TIMEOUT_SECONDS,
            # The statements here are few and prepared once per connection; by default PostgreSQL plans
            # each run again for its values (a custom plan), which cost more than running the list's
            # page itself (camps uncached 1,925 -> 2,441 req/s with one plan kept per statement).
            server_settings={"plan_cache_mode": "force_generic_plan"},
        )
        kept = _pools[key] = (loop, asyncio.ensure_future(pool))
    return await kept[1]


async def close_driver_pools() -> None:
    """Closes this process's read pools (the app's shutdown, app/main.py); a pool of another event
    loop (an app started again in another loop, as some tests do) is closed without waiting on it."""
    loop = asyncio.get_running_loop()
    pools = list(_pools.values())
    _pools.clear()
    for owner, task in pools:
        if not task.done() or task.cancelled() or task.exception() is not None:
            continue
        if owner is loop:
            await task.result().close()
        else:
            task.result().terminate()


async def driver_rows(
    session: AsyncSession, stmt: Select[*tuple[Any, ...]], params: Mapping[str, Any] | None = None
) -> list[Row]:
    """The rows of `stmt` (with `params` for its `bindparam`s), as the driver returns them."""
    engine = session.bind
    if not isinstance(engine, AsyncEngine) or engine.dialect.driver != "asyncpg":
        return [tuple(row) for row in (await session.execute(stmt, dict(params or {}))).all()]
    sql, values = _compiled_of(stmt, engine).sql_and_parameters(params or {})
    events = engine.sync_engine.dispatch.before_cursor_execute
    if events:  # what listens to the engine's statements (a test's counter, a log) hears these too
        events(None, None, sql, values, None, False)
    try:
        async with (await _pool(engine)).acquire() as connection:
            return list(await connection.fetch(sql, *values))
    except Exception as error:
        # Unreachable, a lost connection or a timeout, or one of asyncpg's own (PostgresError, InterfaceError).
        if isinstance(error, OSError | TimeoutError) or type(error).__module__.startswith("asyncpg"):
            raise OperationalError(sql, None, error) from error
        raise
