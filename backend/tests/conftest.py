"""Test harness: a database built by the migrations (SQLite, or PostgreSQL via TEST_DATABASE_URL),
emptied after every test, and an HTTP client on the real app."""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

_tmp = Path(tempfile.mkdtemp(prefix="surfcamp-tests-"))
os.environ["ENVIRONMENT"] = "test"


def _worker_database(url: str) -> str:
    """The PostgreSQL database of this pytest-xdist worker: the first uses TEST_DATABASE_URL's, each
    other one its own beside it (`test_gw1`), made here when missing and migrated from empty below.

    Commits on it do not wait for the disk (synchronous_commit off: 0.15 ms a commit instead of 3-4 ms
    on this machine, and a test commits a dozen times). Nothing here survives a crash of PostgreSQL
    anyway; what other connections see is unchanged."""
    import asyncio

    import asyncpg
    from sqlalchemy.engine import make_url

    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    base = make_url(url)
    name = base.database if worker == "gw0" else f"{base.database}_{worker}"

    async def prepare() -> None:
        conn = await asyncpg.connect(base.set(drivername="postgresql").render_as_string(hide_password=False))
        try:
            if not await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name):
                await conn.execute(f'CREATE DATABASE "{name}"')
            await conn.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
        finally:
            await conn.close()

    asyncio.run(prepare())
    return base.set(database=name).render_as_string(hide_password=False)


_test_database = os.environ.get("TEST_DATABASE_URL")
_sqlite_database = f"sqlite+aiosqlite:///{_tmp / 'test.db'}"
os.environ["DATABASE_URL"] = _worker_database(_test_database) if _test_database else _sqlite_database
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
from app.media.storage import LocalStorage, Storage  # noqa: E402
from app.models import Base, CampPackage  # noqa: E402

# argon2's real profile costs a good part of a second per hash on a busy machine and the suite signs
# in hundreds of times. Set before tests.factories hashes its password; the login timing test in
# tests/auth/test_endpoints.py goes back to the real profile.
passwords.use_argon2_profile(CHEAPEST)

from tests.factories import make_camp, make_package, make_user  # noqa: E402
from tests.shared_app import default_app  # noqa: E402

# The tests that can answer differently on SQLite and PostgreSQL. With TEST_DATABASE_URL set the whole
# suite runs on PostgreSQL (what production runs) and SQLite, the embedded default, runs these beside
# it (scripts/test-backend.sh); without it everything runs on SQLite. A node id starting with one of
# these is marked `both_databases`. docs/testing.md says why each is here.
BOTH_DATABASES = (
    # the migrations (each runs on a scratch SQLite file; PostgreSQL's pass migrates its schema from empty)
    "tests/migrations/",
    # the write gate, end_reads, savepoints under a one-at-a-time index, unique-violation parsing
    "tests/test_db.py",
    "tests/test_one_at_a_time.py",
    "tests/test_integrity_errors.py",
    # backup and restore: the SQLite online backup API, pg_dump / pg_restore
    "tests/test_backup.py",
    # places, holds and the booking writers: row locks on PostgreSQL, the write gate on SQLite
    "tests/availability/test_concurrency.py",
    "tests/availability/test_group_claims.py",
    "tests/availability/test_booking_places.py",
    "tests/availability/test_hold_limits.py",
    "tests/availability/test_rules.py",  # PackageDay upsert, written per dialect
    "tests/bookings/test_submission.py",  # INSERT .. ON CONFLICT per dialect, both writers
    # real servers: bookings from many processes at once, the database going away, a kill during jobs
    # (the SMTP outage is the mail server's, not the database's: once)
    "tests/reliability/test_concurrent_bookings.py",
    "tests/reliability/test_database_outage.py",
    "tests/reliability/test_kill_during_jobs.py",
    # queries written per dialect: search (FTS5 and trigram), dates, upserts, analytics
    "tests/bookings/test_search_words.py",
    "tests/kit/test_search.py",
    "tests/kit/test_driver_reads.py",
    "tests/catalogue/test_availability.py",
    "tests/conversations/test_thread.py",
    "tests/admin/test_analytics.py",
    # a smoke of every route: each as the callers who reach the most of them (the full matrix runs once)
    "tests/security/test_authorization_matrix.py::test_each_principal_gets_exactly_its_routes[anonymous]",
    "tests/security/test_authorization_matrix.py::test_each_principal_gets_exactly_its_routes[owner_a]",
    "tests/security/test_authorization_matrix.py::test_each_principal_gets_exactly_its_routes[super_admin]",
)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """In the SQLite pass beside PostgreSQL's (SURFCAMP_TESTS_BESIDE=1, scripts/test-backend.sh), a test
    module that can hold none of its tests is not imported: not under BOTH_DATABASES and never naming
    `runs_once`. Its `-m` selection is unchanged; each worker is spared collecting the whole suite."""
    if os.environ.get("SURFCAMP_TESTS_BESIDE") != "1" or collection_path.suffix != ".py":
        return None
    if not collection_path.name.startswith("test_"):
        return None
    relative = collection_path.relative_to(Path(__file__).parent.parent).as_posix()
    if relative.startswith(tuple(entry.split("::")[0] for entry in BOTH_DATABASES)):
        return None
    return "runs_once" not in collection_path.read_text(encoding="utf-8") or None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(BOTH_DATABASES):
            item.add_marker(pytest.mark.both_databases)


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


@pytest.fixture(params=["group_commit", "direct"])
def booking_writer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test once with each booking writer (app/bookings/writer.py): asked for only by the tests
    where the two differ (places counted, holds, what is stored when two requests meet)."""
    monkeypatch.setattr(get_settings(), "booking_writer", request.param)
    return str(request.param)


@pytest.fixture(autouse=True)
def fresh_rate_limits() -> None:
    get_rate_limiter().counter = MemoryCounter()
    get_rate_limiter().enabled = True


@pytest.fixture(scope="session")
def app() -> object:
    return default_app()  # the one the route walks read at collection (tests/shared_app.py)


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
