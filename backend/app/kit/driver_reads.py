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
from typing import Any

import asyncpg
from sqlalchemy import Select
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from app.db import CONNECT_TIMEOUT_SECONDS, STATEMENT_TIMEOUT_SECONDS

Row = Sequence[Any]


class _Compiled:
    __slots__ = ("names", "processors", "sql", "values")

    def __init__(self, stmt: Select[*tuple[Any, ...]], engine: AsyncEngine) -> None:
        compiled = stmt.compile(dialect=engine.dialect, compile_kwargs={"render_postcompile": True})
        self.sql = str(compiled)
        self.names: list[str] = list(compiled.positiontup or [])
        self.values = compiled.params
        self.processors = compiled._bind_processors  # noqa: SLF001 - what SQLAlchemy applies to each bound value

    def parameters(self, given: Mapping[str, Any]) -> list[Any]:
        out = []
        for name in self.names:
            value = given[name] if name in given else self.values[name]
            processor = self.processors.get(name)
            out.append(processor(value) if callable(processor) else value)
        return out


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
_pools: dict[tuple[str, int], asyncpg.Pool] = {}


async def _no_reset(_: asyncpg.Connection) -> None:
    """Nothing to undo: no SET, LISTEN, lock or transaction is left on these connections."""


async def _pool(engine: AsyncEngine) -> asyncpg.Pool:
    loop = asyncio.get_running_loop()
    dsn = engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
    key = (dsn, id(loop))
    pool = _pools.get(key)
    if pool is None:
        pool = await asyncpg.create_pool(
            dsn,
            min_size=0,
            max_size=READ_POOL_SIZE,
            reset=_no_reset,
            timeout=CONNECT_TIMEOUT_SECONDS,
            command_timeout=STATEMENT_TIMEOUT_SECONDS,
        )
        _pools[key] = pool
    return pool


async def close_driver_pools() -> None:
    """Closes this process's read pools (the app's shutdown, app/main.py)."""
    pools = list(_pools.values())
    _pools.clear()
    for pool in pools:
        await pool.close()


async def driver_rows(
    session: AsyncSession, stmt: Select[*tuple[Any, ...]], params: Mapping[str, Any] | None = None
) -> list[Row]:
    """The rows of `stmt` (with `params` for its `bindparam`s), as the driver returns them."""
    engine = session.bind
    if not isinstance(engine, AsyncEngine) or engine.dialect.driver != "asyncpg":
        return [tuple(row) for row in (await session.execute(stmt, dict(params or {}))).all()]
    compiled = _compiled_of(stmt, engine)
    values = compiled.parameters(params or {})
    events = engine.sync_engine.dispatch.before_cursor_execute
    if events:  # what listens to the engine's statements (a test's counter, a log) hears these too
        events(None, None, compiled.sql, values, None, False)
    try:
        async with (await _pool(engine)).acquire() as connection:
            return list(await connection.fetch(compiled.sql, *values))
    except Exception as error:
        # Unreachable, a lost connection or a timeout, or one of asyncpg's own (PostgresError, InterfaceError).
        if isinstance(error, OSError | TimeoutError) or type(error).__module__.startswith("asyncpg"):
            raise OperationalError(compiled.sql, None, error) from error
        raise
