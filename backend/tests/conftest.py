"""Test harness: a database built by the migrations (SQLite, or PostgreSQL via TEST_DATABASE_URL),
emptied after every test, and an HTTP client on the real app."""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

_tmp = Path(tempfile.mkdtemp(prefix="surfcamp-tests-"))
os.environ["ENVIRONMENT"] = "test"
os.environ["DATABASE_URL"] = os.environ.get("TEST_DATABASE_URL") or f"sqlite+aiosqlite:///{_tmp / 'test.db'}"
os.environ["MEDIA_ROOT"] = str(_tmp / "media")
os.environ["SECRET_KEY_FILE"] = str(_tmp / "secret_key")  # made on first start, like a fresh install
os.environ.pop("SECRET_KEY", None)
os.environ.pop("FORWARDED_ALLOW_IPS", None)
os.environ["JOBS_IN_PROCESS"] = "false"
os.environ["MAIL_BACKEND"] = "outbox"
os.environ.pop("REDIS_URL", None)
os.environ["PUBLIC_BASE_URL"] = "http://testserver"
os.environ["RESPONSE_CACHE_SECONDS"] = "0"  # tests write rows directly; tests/kit turns the cache on
os.environ["COUNT_CACHE_SECONDS"] = "0"  # the same; tests/catalogue/test_count_cache.py turns it on
os.environ["NEXT_AVAILABLE_SECONDS"] = "0"  # the same; tests/catalogue/test_availability.py turns it on
os.environ["SSR_ENABLED"] = "false"  # no Node in the backend tests: tests/seo/test_ssr.py gives a fake renderer

import httpx  # noqa: E402
import pytest  # noqa: E402
from argon2.profiles import CHEAPEST  # noqa: E402
from sqlalchemy import text  # noqa: E402
from sqlalchemy.ext.asyncio import AsyncSession  # noqa: E402

from app.auth import passwords  # noqa: E402
from app.config import get_settings  # noqa: E402
from app.db import get_engine, get_sessionmaker, is_sqlite  # noqa: E402
from app.kit.ratelimit import MemoryCounter, get_rate_limiter  # noqa: E402
from app.main import create_app  # noqa: E402
from app.media.storage import LocalStorage, Storage  # noqa: E402
from app.models import Base, CampPackage  # noqa: E402

# argon2's real profile costs a good part of a second per hash on a busy machine and the suite signs
# in hundreds of times. Set before tests.factories hashes its password; the login timing test in
# tests/auth/test_endpoints.py goes back to the real profile.
passwords.use_argon2_profile(CHEAPEST)

from tests.factories import make_camp, make_package, make_user  # noqa: E402


def _reset_postgres_schema(url: str) -> None:
    import asyncio

    from app.db import build_engine

    async def reset() -> None:
        engine = build_engine(url, command_timeout=None)  # DDL, not a request: no request's time limit
        async with engine.begin() as conn:
            await conn.execute(text("DROP SCHEMA public CASCADE"))
            await conn.execute(text("CREATE SCHEMA public"))
        await engine.dispose()

    asyncio.run(reset())


@pytest.fixture(scope="session", autouse=True)
def migrated_database() -> Iterator[None]:
    from app.cli import migrate

    url = get_settings().database_url
    if not is_sqlite(url):
        _reset_postgres_schema(url)
    migrate()
    yield


@pytest.fixture(autouse=True)
async def clean_database() -> AsyncIterator[None]:
    yield
    # DELETE, children first, not TRUNCATE: a test leaves a few rows, and PostgreSQL's TRUNCATE of 30
    # tables makes new files for each (0.3 s a test, a third of the PostgreSQL run); DELETE of a few
    # rows takes milliseconds. The ids start again at 1 as TRUNCATE's RESTART IDENTITY did.
    deletes = [f'DELETE FROM "{t.name}"' for t in reversed(Base.metadata.sorted_tables)]  # noqa: S608 - our metadata
    async with get_engine().begin() as conn:
        if is_sqlite(get_settings().database_url):
            for statement in deletes:
                await conn.execute(text(statement))
        else:
            raw = (await conn.get_raw_connection()).driver_connection
            assert raw is not None
            # one round trip: asyncpg sends a script without arguments as one simple query
            await raw.execute(";\n".join([*deletes, RESTART_SEQUENCES]))


RESTART_SEQUENCES = (
    "SELECT setval(c.oid, 1, false) FROM pg_class c WHERE c.relkind = 'S' AND c.relnamespace = 'public'::regnamespace"
)


@pytest.fixture(autouse=True)
def fresh_rate_limits() -> None:
    get_rate_limiter().counter = MemoryCounter()
    get_rate_limiter().enabled = True


@pytest.fixture(scope="session")
def app() -> object:
    return create_app()


@pytest.fixture
async def client(app: object) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as c:
        yield c


@pytest.fixture
async def db_session() -> AsyncIterator[AsyncSession]:
    async with get_sessionmaker()() as session:
        yield session
        await session.rollback()


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    return LocalStorage(tmp_path / "media", "/media")


@pytest.fixture
async def package() -> CampPackage:
    """A bookable package (groups of up to six) of an active camp with one owner, for the booking tests.

    It has room for every booking test's requests on one date; tests/availability test the limits.
    """
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Ocean Vibes Camp")
        await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        return await make_package(session, camp, max_participants=6, places=200)
