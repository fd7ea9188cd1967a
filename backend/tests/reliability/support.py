"""Real processes for the reliability tests: the `surfcamp` server and jobs, a private PostgreSQL
cluster, an SMTP inbox, and a database with one bookable package."""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import fcntl
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from email import message_from_bytes
from email.message import Message
from pathlib import Path
from typing import Any

import httpx
from aiosmtpd.controller import Controller
from sqlalchemy import text

from app.db import build_engine

BIN = Path(sys.executable).parent / "surfcamp"
PG_BIN = Path("/usr/lib/postgresql/15/bin")
START = (date.today() + timedelta(days=30)).isoformat()


def port_is_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


# Ports this process has claimed: {port: its lock file}. `make test` runs the suite on SQLite and on
# PostgreSQL at once; without a claim both runs found the same port free and started their servers on
# it, and one run's clients booked on the other run's server (CI: 500 answers 201, 0 rows stored).
_claimed: dict[int, Any] = {}


def pick_port(first: int, last: int) -> int:
    """A free port from the range this suite owns (so nothing else running on the machine is touched),
    claimed for this test process: another process running the suite at the same time skips it."""
    for port in range(first, last + 1):
        if port not in _claimed and not _claim(port):
            continue
        if port_is_free(port):
            return port
    raise RuntimeError(f"no free port in {first}-{last}")


def _claim(port: int) -> bool:
    """Hold an exclusive lock on the port's file until this process ends (the system drops it then)."""
    lock = open(Path(tempfile.gettempdir()) / f"surfcamp-tests-port-{port}.lock", "a")  # noqa: SIM115 - held on purpose
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return False
    _claimed[port] = lock
    return True


def base_env(database_url: str, tmp: Path, **extra: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("SMTP_", "MAIL_", "RATE_LIMIT", "JOBS_")) and key not in {"TEST_DATABASE_URL"}
    }
    env.update(
        ENVIRONMENT="test",
        DATABASE_URL=database_url,
        MEDIA_ROOT=str(tmp / "media"),
        FRONTEND_DIST=str(tmp / "no-dist"),
        PUBLIC_BASE_URL="http://127.0.0.1",
        RATE_LIMITS_ENABLED="false",
        MAIL_BACKEND="outbox",
        JOBS_IN_PROCESS="false",
        PYTHONUNBUFFERED="1",
    )
    env.pop("REDIS_URL", None)
    env.update(extra)
    return env


def smtp_env(database_url: str, tmp: Path, smtp_port: int, **extra: str) -> dict[str, str]:
    """base_env delivering mail to an SMTP server on smtp_port, retrying after 1, 2, 4... seconds."""
    return base_env(
        database_url,
        tmp,
        MAIL_BACKEND="smtp",
        SMTP_HOST="127.0.0.1",
        SMTP_PORT=str(smtp_port),
        SMTP_TIMEOUT_SECONDS="5",
        MAIL_RETRY_BASE_SECONDS="1",  # instead of 30, 60, ...
        **extra,
    )


def surfcamp(env: Mapping[str, str], *args: str, timeout: float = 120) -> str:
    result = subprocess.run(  # noqa: S603 - our own command
        [str(BIN), *args], env=dict(env), capture_output=True, text=True, timeout=timeout
    )
    assert result.returncode == 0, f"surfcamp {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


class Proc:
    """A child process in its own process group, with its output in a file; killed on stop()."""

    def __init__(self, args: list[str], env: Mapping[str, str], log: Path) -> None:
        self.log_path = log
        self._log = log.open("ab")
        self.popen = subprocess.Popen(  # noqa: S603 - our own command
            args, env=dict(env), stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True
        )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.alive():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.popen.pid, sig)

    def stop(self, grace: float = 10) -> None:
        if self.alive():
            self.kill(signal.SIGTERM)
            try:
                self.popen.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self.kill(signal.SIGKILL)
                self.popen.wait(timeout=10)
        # Workers of a killed uvicorn parent may still linger in the group.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.popen.pid, signal.SIGKILL)
        self._log.close()

    def output(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")[-6000:]


def start_server(env: Mapping[str, str], port: int, log: Path, workers: int = 1, timeout: float = 60) -> Proc:
    args = [str(BIN), "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", str(workers)]
    proc = Proc(args, env, log)
    deadline = time.monotonic() + timeout
    url = f"http://127.0.0.1:{port}/api/v1/health"
    while time.monotonic() < deadline:
        if not proc.alive():
            raise RuntimeError(f"server exited early:\n{proc.output()}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    output = proc.output()  # before stop(), which closes the log
    proc.stop()
    raise RuntimeError(f"server did not answer within {timeout}s:\n{output}")


async def add_camp_and_package(database_url: str) -> int:
    """One active camp with an owner and one active package; returns the package id."""
    from tests.factories import make_camp, make_package, make_user

    engine = build_engine(database_url)
    try:
        from sqlalchemy.ext.asyncio import async_sessionmaker

        async with async_sessionmaker(engine, expire_on_commit=False)() as session, session.begin():
            camp = await make_camp(session, "Reliable Waves Camp")
            await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
            # Room for every request these tests send for one start date: they are about storing and
            # mailing under failure, not about places (tests/availability covers those).
            package = await make_package(session, camp, max_participants=6, places=2_000)
            return int(package.id)
    finally:
        await engine.dispose()


def booking_form(package_id: int, n: int, **overrides: object) -> dict[str, object]:
    """A booking with traveller data of its own (name, e-mail, phone) for submission number n."""
    return {
        "packageId": package_id,
        "fullName": f"Traveller {n:04d}",
        "email": f"traveller{n:04d}@example.com",
        "country": "DE",
        "phoneNumber": f"+49 170 {n:07d}",
        "startDate": START,
        "numberOfDays": 8,
        "numberOfPeople": 1 + n % 3,
        "surfingLevel": "beginner",
        "addOns": [],
        "currency": "EUR",
        "paymentMethod": "bank-transfer",
        "specialRequests": f"request {n}",
        "language": "en",
        **overrides,
    }


async def fetch_all(database_url: str, sql: str, **params: Any) -> list[tuple[Any, ...]]:
    engine = build_engine(database_url)
    try:
        async with engine.connect() as conn:
            return [tuple(row) for row in (await conn.execute(text(sql), params)).all()]
    finally:
        await engine.dispose()


async def poll(check: Callable[[], Any], within: float, interval: float = 0.25) -> Any:
    """Wait until check() (sync or async) returns something truthy; fail after `within` seconds."""
    deadline = time.monotonic() + within
    last: Any = None
    while time.monotonic() < deadline:
        last = check()
        if asyncio.iscoroutine(last):
            last = await last
        if last:
            return last
        await asyncio.sleep(interval)
    raise AssertionError(f"condition not met within {within}s (last: {last!r})")


# --- databases -------------------------------------------------------------------------------------


def sqlite_url(tmp: Path, name: str = "rel.db") -> str:
    return f"sqlite+aiosqlite:///{tmp / name}"


async def create_postgres_database(admin_url: str, name: str, template: str | None = None) -> str:
    """A fresh database next to the one in admin_url (dropped first if a crashed run left it), a copy
    of `template` when given."""
    from sqlalchemy.engine import make_url

    engine = build_engine(admin_url, command_timeout=None)  # DDL, not a request: see drop_postgres_database
    engine = engine.execution_options(isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            await conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            copy = f' TEMPLATE "{template}"' if template else ""
            await conn.execute(text(f'CREATE DATABASE "{name}"{copy}'))
    finally:
        await engine.dispose()
    return make_url(admin_url).set(database=name).render_as_string(hide_password=False)


@contextlib.asynccontextmanager
async def scratch_database(tmp_path: Path, name: str) -> AsyncIterator[str]:
    """The database a test's server runs on, migrated: a new PostgreSQL database next to
    TEST_DATABASE_URL when that is set (the production engine), a SQLite file otherwise. Removed
    afterwards. A copy of one migrated per test process (`migrated_template`): what `surfcamp migrate`
    writes, without starting the command and running every migration again for each test
    (tests/test_cli.py runs the command itself, tests/migrations the migrations)."""
    admin_url = os.environ.get("TEST_DATABASE_URL")
    template = await asyncio.to_thread(migrated_template)
    if not admin_url:
        url = sqlite_url(tmp_path)
        source, copy = sqlite3.connect(template), sqlite3.connect(tmp_path / "rel.db")
        try:
            source.backup(copy)
        finally:
            source.close()
            copy.close()
        yield url
        return
    name = f"{name}_{os.getpid()}"
    url = await create_postgres_database(admin_url, name, template=template)
    try:
        yield url
    finally:
        await drop_postgres_database(admin_url, name)


_template: list[str] = []  # this process's migrated database: a SQLite file's path, or a PostgreSQL database's name


def migrated_template() -> str:
    """A database migrated to head once per test process (in a thread of its own: the migrations run
    their own event loop), copied by `scratch_database`; a PostgreSQL one is dropped when the process ends."""
    if _template:
        return _template[0]
    from alembic import command
    from sqlalchemy.engine import make_url

    from tests.migrations.helpers import alembic_config

    admin_url = os.environ.get("TEST_DATABASE_URL")
    if not admin_url:
        path = Path(tempfile.mkdtemp(prefix="sc-rel-template-")) / "template.db"
        command.upgrade(alembic_config(path), "head")
        _template.append(str(path))
        return str(path)
    name = f"sc_rel_template_{os.getpid()}"
    url = asyncio.run(create_postgres_database(admin_url, name))
    config = alembic_config(Path("unused"))
    config.attributes["database_url"] = url
    command.upgrade(config, "head")
    atexit.register(lambda: asyncio.run(drop_postgres_database(admin_url, name)))
    _template.append(make_url(url).database or name)
    return _template[0]


async def drop_postgres_database(admin_url: str, name: str) -> None:
    # Not a request's 30 s limit: dropping a database waits for a checkpoint, which takes longer than
    # that while the rest of the suite writes (a teardown failed so in CI).
    engine = build_engine(admin_url, command_timeout=None).execution_options(isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as conn:
            await conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        await engine.dispose()


def private_postgres_missing() -> str | None:
    """Why a private cluster cannot be run here, or None."""
    for tool in ("initdb", "pg_ctl", "postgres"):
        if not (PG_BIN / tool).exists():
            return f"PostgreSQL binaries not found in {PG_BIN} ({tool} missing)"
    if shutil.which("runuser") is None:
        return "runuser is missing (needed to run PostgreSQL as the postgres user)"
    try:
        import pwd

        pwd.getpwnam("postgres")
    except KeyError:
        return "there is no postgres system user to run the private cluster"
    if os.geteuid() != 0:
        return "a private cluster is started with runuser, which needs root"
    return None


class PrivateCluster:
    """A throwaway PostgreSQL 15 cluster in a temp dir owned by postgres, on its own port."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.dir = Path(tempfile.mkdtemp(prefix="sc-rel-pg-"))
        shutil.chown(self.dir, "postgres", "postgres")
        self.data = self.dir / "data"
        self.log = self.dir / "server.log"

    def _as_postgres(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run(  # noqa: S603
            ["runuser", "-u", "postgres", "--", *args],  # noqa: S607
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.dir,
        )

    def init(self) -> None:
        result = self._as_postgres(
            str(PG_BIN / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"
        )
        assert result.returncode == 0, result.stderr
        conf = self.data / "postgresql.conf"
        with conf.open("a") as f:
            f.write(
                f"\nport = {self.port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{self.dir}'\n"
                "fsync = off\nmax_connections = 100\n"
            )

    def start(self) -> None:
        result = self._as_postgres(
            str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "start"
        )
        assert result.returncode == 0, result.stdout + result.stderr + self.log.read_text(errors="replace")

    def stop(self, mode: str = "fast") -> None:
        result = self._as_postgres(str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")
        assert result.returncode == 0, result.stdout + result.stderr

    def running(self) -> bool:
        return (self.data / "postmaster.pid").exists()

    def destroy(self) -> None:
        if self.running():
            self._as_postgres(str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/{database}"


# --- SMTP ------------------------------------------------------------------------------------------


@dataclass
class Delivery:
    message: Message
    at: float  # time.monotonic() when the server accepted it
    wall: float  # time.time() then, to compare with timestamps stored by other processes


@dataclass
class Inbox:
    """What a real SMTP server accepted, in order."""

    deliveries: list[Delivery] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    async def handle_DATA(self, server: object, session: object, envelope: Any) -> str:  # noqa: N802
        with self.lock:
            self.deliveries.append(Delivery(message_from_bytes(envelope.content), time.monotonic(), time.time()))
        return "250 OK"

    def snapshot(self) -> list[Delivery]:
        with self.lock:
            return list(self.deliveries)


def start_smtp(port: int) -> tuple[Controller, Inbox]:
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    return controller, inbox
