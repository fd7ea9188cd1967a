"""Database engine and the request-scoped session that owns the transaction."""

from __future__ import annotations

from collections.abc import AsyncIterator
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

from fastapi import Depends
from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from app.config import get_settings
from app.errors import AppError


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


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def _connect_or_operational_error(dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
    """asyncpg raises a refused, reset or timed-out connection attempt as a plain OSError or
    TimeoutError, which SQLAlchemy passes through unwrapped; raise it as the driver's
    OperationalError instead, so a database outage is answered 503 like any other."""
    try:
        return dialect.connect(*cargs, **cparams)
    except (OSError, TimeoutError) as exc:
        raise dialect.loaded_dbapi.OperationalError(f"cannot connect to the database: {exc!r}") from exc


def build_engine(url: str, *, echo: bool = False) -> AsyncEngine:
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
        pool_size=10,
        max_overflow=10,
        pool_pre_ping=True,
        pool_recycle=1800,
        connect_args={"timeout": 5, "command_timeout": 30},
    )
    event.listen(engine.sync_engine, "do_connect", _connect_or_operational_error)
    return engine


@lru_cache
def get_engine() -> AsyncEngine:
    settings = get_settings()
    return build_engine(settings.database_url, echo=settings.database_echo)


@lru_cache
def get_sessionmaker() -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(get_engine(), expire_on_commit=False, autoflush=False)


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
