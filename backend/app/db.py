"""Database engine and the request-scoped session that owns the transaction."""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
import time
from collections.abc import AsyncIterator, Callable
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends
from sqlalchemy import event, exc, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import Session, SessionTransaction

from app.config import get_settings
from app.errors import AppError, unique_violation_columns

logger = logging.getLogger(__name__)


def normalise_url(url: str) -> str:
    """Accept plain `postgresql://` and `sqlite:///` URLs and pick the async drivers."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://") :]
    if url.startswith("sqlite:///"):
        url = "sqlite+aiosqlite:///" + url[len("sqlite:///") :]
    return url


def is_sqlite(url: str) -> bool:
    return make_url(normalise_url(url)).get_backend_name() == "sqlite"


# Set by the server (app/main.py) before it connects: its connections leave WAL checkpoints to
# `checkpoint_sqlite_forever` instead of running one inside whichever commit fills the WAL.
_checkpoints_in_background = False


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    if _checkpoints_in_background:
        cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.close()


async def checkpoint_sqlite_forever(interval_seconds: float = 0.5) -> None:
    """Copy the SQLite write-ahead log into the database file every half second, beside the writers.

    SQLite's automatic checkpoint runs inside the commit that fills the log (every few dozen
    bookings): 5-20 ms of copying and fsync while that writer still has the write turn, so every
    other writer of every process waited. A PASSIVE checkpoint from here blocks no one.
    """
    global _checkpoints_in_background
    engine = get_engine()
    if engine.dialect.name != "sqlite":
        return
    _checkpoints_in_background = True
    try:
        while True:
            await asyncio.sleep(interval_seconds)
            try:
                async with engine.connect() as conn:
                    await conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception:  # a busy or failing checkpoint is tried again at the next tick
                logger.warning("SQLite checkpoint failed", exc_info=True)
    finally:
        _checkpoints_in_background = False


def _connect_or_operational_error(dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
    """asyncpg raises a refused, reset or timed-out connection attempt as a plain OSError or
    TimeoutError, which SQLAlchemy passes through unwrapped; raise it as the driver's
    OperationalError instead, so a database outage is answered 503 like any other."""
    try:
        return dialect.connect(*cargs, **cparams)
    except (OSError, TimeoutError) as exc:
        raise dialect.loaded_dbapi.OperationalError(f"cannot connect to the database: {exc!r}") from exc


# A pooled connection that was used this recently is taken as alive; one idle for longer is pinged
# before use (a restarted server or a dropped idle connection is found then, not by a request).
PING_AFTER_IDLE_SECONDS = 5.0


def _ping_idle_connections(engine: AsyncEngine) -> None:
    """Ping a connection on checkout only when it sat idle in the pool for a while.

    SQLAlchemy's pool_pre_ping pings on every checkout, and asyncpg's ping is three round trips
    (BEGIN, a query, ROLLBACK): under load that was a third of a booking's round trips, for
    connections that had been used a millisecond before. A connection that breaks while busy is
    found by the next statement, which invalidates the pool (answered 503 like any outage).
    """
    dialect = engine.dialect

    def checkin(_dbapi_connection: Any, record: Any) -> None:
        record.info["checked_in_at"] = time.monotonic()

    def checkout(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        checked_in_at = record.info.get("checked_in_at")
        if checked_in_at is None or time.monotonic() - checked_in_at < PING_AFTER_IDLE_SECONDS:
            return
        try:
            alive = dialect._do_ping_w_event(dbapi_connection)
        except dialect.loaded_dbapi.Error as error:
            raise exc.InvalidatePoolError(f"idle connection failed its ping: {error!r}") from error
        if not alive:
            raise exc.InvalidatePoolError("idle connection failed its ping")

    event.listen(engine.sync_engine, "checkin", checkin)
    event.listen(engine.sync_engine, "checkout", checkout)


# How long a connection may take to open, and one statement of a request may run, on PostgreSQL.
CONNECT_TIMEOUT_SECONDS = 5.0
STATEMENT_TIMEOUT_SECONDS = 30.0


def build_engine(
    url: str, *, echo: bool = False, command_timeout: float | None = STATEMENT_TIMEOUT_SECONDS
) -> AsyncEngine:
    """The engine for `url`. `command_timeout` bounds one statement of a request on PostgreSQL; the
    migrations go without (an index built over a million bookings takes minutes)."""
    url = normalise_url(url)
    if is_sqlite(url):
        database = make_url(url).database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(url, echo=echo, connect_args={"timeout": 15})
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        return engine
    engine = create_async_engine(
        url,
        echo=echo,
        # Room for the requests one process has in flight under load (a benchmark's 32 clients on
        # 2 workers): with 10, connections past the tenth were opened and closed again all the time,
        # each a new PostgreSQL backend.
        pool_size=20,
        max_overflow=10,
        pool_recycle=1800,
        connect_args={"timeout": CONNECT_TIMEOUT_SECONDS, "command_timeout": command_timeout},
    )
    event.listen(engine.sync_engine, "do_connect", _connect_or_operational_error)
    _ping_idle_connections(engine)
    return engine


@lru_cache
def get_engine() -> AsyncEngine:
    settings = get_settings()
    return build_engine(settings.database_url, echo=settings.database_echo)


@lru_cache
def get_sessionmaker() -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(get_engine(), expire_on_commit=False, autoflush=False)


class _SqliteWriteGate:
    """The writers of every process take SQLite's one write lock in turn, queued, not by polling.

    SQLite lets one transaction write at a time; the others wait in its busy handler, which sleeps
    and retries with growing pauses (up to 100 ms each). Under a stream of bookings from several
    worker processes, a waiting writer kept missing the short gaps between the others' commits:
    seconds of waiting for some requests. Here a process's writers queue on an asyncio lock, and
    the one at the head of each process's queue waits on an flock of a file beside the database,
    which the kernel hands to a waiting process as soon as it is released.
    """

    def __init__(self, lock_path: str) -> None:
        self.lock_path = lock_path
        self._turn = asyncio.Lock()
        self._fd: int | None = None
        self._pid = 0

    def _file(self) -> int:
        if self._fd is None or self._pid != os.getpid():  # a forked child needs its own open file
            self._fd, self._pid = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644), os.getpid()
        return self._fd

    async def acquire(self) -> None:
        await self._turn.acquire()
        try:
            fd = self._file()
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                await _wait_for_flock(fd)
        except BaseException:
            self._turn.release()
            raise

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        self._turn.release()


async def _wait_for_flock(fd: int) -> None:
    waiting = asyncio.get_running_loop().run_in_executor(None, fcntl.flock, fd, fcntl.LOCK_EX)
    try:
        await asyncio.shield(waiting)
    except asyncio.CancelledError:
        # The thread still gets the lock in the end: give it back then.
        def give_back(future: asyncio.Future[None]) -> None:
            if not future.cancelled() and future.exception() is None:
                fcntl.flock(fd, fcntl.LOCK_UN)

        waiting.add_done_callback(give_back)
        raise


@lru_cache
def _sqlite_write_gate(database: str) -> _SqliteWriteGate:
    return _SqliteWriteGate(f"{database}-writers")


_WRITE_GATE = "sqlite_write_gate"


async def begin_write(session: AsyncSession) -> None:
    """Call before a transaction's first write that is on a hot path (a booking).

    On SQLite it waits for this transaction's turn to write (see `_SqliteWriteGate`), held until
    the transaction ends; on PostgreSQL, which has row locks, it does nothing.
    """
    if _WRITE_GATE in session.info:
        return
    conn = await session.connection()
    database = conn.engine.url.database
    if conn.dialect.name != "sqlite" or not database or database == ":memory:":
        return
    gate = _sqlite_write_gate(database)
    await gate.acquire()
    session.info[_WRITE_GATE] = gate


@event.listens_for(Session, "after_transaction_end")
def _end_write(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is None and (gate := session.info.pop(_WRITE_GATE, None)) is not None:
        gate.release()


async def _begin_before_savepoint(session: AsyncSession) -> None:
    """Open SQLite's transaction before a SAVEPOINT, so that releasing it does not commit.

    Python's sqlite3 begins a transaction only before its first INSERT, UPDATE or DELETE; a SAVEPOINT
    run before any of them starts one of its own, and its RELEASE is then a COMMIT: the request's
    later failure would no longer roll its row back.
    """
    conn = await session.connection()
    if conn.dialect.name != "sqlite":
        return
    driver = (await conn.get_raw_connection()).driver_connection
    if driver is not None and not driver.in_transaction:
        await conn.exec_driver_sql("BEGIN")


async def end_reads(session: AsyncSession) -> None:
    """End a request's transaction that has only read so far, before it waits on something slow outside
    (a calendar fetch): no transaction, no snapshot, no lock is held meanwhile; the writes that follow
    begin a new one (committed with the request, as ever).

    Raises RuntimeError if the transaction has written (pending or flushed changes): ending it would
    commit half a request. On SQLite a flushed write shows as the driver's open transaction (Python's
    sqlite3 begins one only before a write); on PostgreSQL as a transaction id already assigned.
    """
    if session.new or session.dirty or session.deleted:
        raise RuntimeError("end_reads: the session has pending changes")
    if not session.in_transaction():
        return
    conn = await session.connection()
    if conn.dialect.name == "sqlite":
        driver = (await conn.get_raw_connection()).driver_connection
        wrote = driver is not None and bool(driver.in_transaction)
    else:
        wrote = await conn.scalar(text("SELECT txid_current_if_assigned()")) is not None
    if wrote:
        raise RuntimeError("end_reads: the transaction has written")
    await session.commit()


async def add_unique(session: AsyncSession, row: Any, *columns: str) -> bool:
    """Insert `row` under a one-at-a-time rule the database keeps (a unique or partial unique index over
    `columns`); False when it refused the row because another request got in first.

    A check before the insert answers the usual case; only the index stops the requests that all passed
    the check at once. The row is added and flushed in a savepoint (added before it, a refusal would
    end the whole transaction), so the caller may go on (an idempotent write) or answer the check's own
    409. What was pending is flushed first, outside the savepoint. A refusal by another rule is raised.
    """
    return await _in_savepoint(session, columns, lambda: session.add(row))


async def set_unique(session: AsyncSession, row: Any, column: str, value: Any) -> bool:
    """Change a stored row's `column` to `value` under its unique index (as `add_unique`); False when
    another row holds the value. The refused row is read again, its other changes already flushed."""
    if await _in_savepoint(session, (column,), lambda: setattr(row, column, value)):
        return True
    await session.refresh(row)  # the rolled-back savepoint expired it
    return False


async def _in_savepoint(session: AsyncSession, columns: tuple[str, ...], write: Callable[[], None]) -> bool:
    await session.flush()
    await _begin_before_savepoint(session)
    try:
        async with session.begin_nested():
            write()
            await session.flush()
    except IntegrityError as error:
        if unique_violation_columns(error) == list(columns):
            return False
        raise
    return True


async def get_session() -> AsyncIterator[AsyncSession]:
    """One transaction per request: committed when the route returns, rolled back on any error.

    Used with scope="function" so the commit happens before the response is sent: an answer of
    success always means the data is stored.
    """
    async with get_sessionmaker()() as session:
        try:
            yield session
            await session.commit()
        except AppError as exc:
            await (session.commit() if exc.keep_changes else session.rollback())
            raise
        except BaseException:
            await session.rollback()
            raise


SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]


@lru_cache
def get_read_sessionmaker() -> async_sessionmaker[AsyncSession]:
    """Sessions whose statements run outside a transaction (the pool's connections, in autocommit)."""
    reads = get_engine().execution_options(isolation_level="AUTOCOMMIT")
    return async_sessionmaker(reads, expire_on_commit=False, autoflush=False)


def read_session() -> AsyncSession:
    """A read session (`get_read_session`) that a route opens itself: `async with read_session() as s`.

    The catalogue's reads, the hottest of the site, take it so: FastAPI's generator dependency (an exit
    stack, a context manager and a shielded exit per request) was a tenth of an uncached camp list's
    processor time, more than the session itself (docs/performance.md).
    """
    return get_read_sessionmaker()()


async def get_read_session() -> AsyncIterator[AsyncSession]:
    """A session for a public read, without BEGIN and COMMIT.

    On PostgreSQL those were two of the four round trips of a camp-list page (with the count and the
    rows), a fifth of the uncached read's time in a profile. Each statement sees what was committed
    when it started, so a page's count and rows may straddle a write: the next read agrees again.
    Nothing written in such a session is kept.
    """
    async with read_session() as session:
        yield session


ReadSessionDep = Annotated[AsyncSession, Depends(get_read_session)]
