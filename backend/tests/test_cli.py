"""The `surfcamp` command, run as an operator would, against a database of its own."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent / "surfcamp"
# Every command here runs on a SQLite file of its own, whichever database the suite is testing.
pytestmark = pytest.mark.runs_once


@pytest.fixture(scope="module")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file made by `surfcamp migrate`, once for the module: each test works on a copy."""
    path = tmp_path_factory.mktemp("cli") / "migrated.db"
    env = {**os.environ, "DATABASE_URL": f"sqlite+aiosqlite:///{path}", "ENVIRONMENT": "test"}
    env.pop("TEST_DATABASE_URL", None)
    result = subprocess.run([str(BIN), "migrate"], env=env, capture_output=True, text=True, timeout=120)  # noqa: S603
    assert result.returncode == 0, result.stderr
    assert "database migrated" in result.stdout
    return path


@pytest.fixture
def run(tmp_path: Path, migrated: Path):  # type: ignore[no-untyped-def]
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "ENVIRONMENT": "test",
    }
    env.pop("TEST_DATABASE_URL", None)

    def surfcamp(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        result = subprocess.run([str(BIN), *args], env=env, capture_output=True, text=True, timeout=120)  # noqa: S603
        if check:
            assert result.returncode == 0, result.stderr
        return result

    shutil.copyfile(migrated, tmp_path / "cli.db")
    return surfcamp


def test_create_user_makes_a_confirmed_active_admin(run) -> None:  # type: ignore[no-untyped-def]
    assert (
        "created user"
        in run(
            "create-user",
            "--email",
            "ops@example.com",
            "--password",
            "a-long-operator-passphrase",
            "--role",
            "super_admin",
        ).stdout
    )
    again = run(
        "create-user",
        "--email",
        "ops@example.com",
        "--password",
        "a-long-operator-passphrase",
        "--role",
        "super_admin",
        check=False,
    )
    assert again.returncode != 0 and "already exists" in again.stderr
    weak = run("create-user", "--email", "b@example.com", "--password", "short", "--role", "camp_admin", check=False)
    assert weak.returncode != 0
    no_camp = run(
        "create-user",
        "--email",
        "c@example.com",
        "--password",
        "a-long-operator-passphrase",
        "--role",
        "camp_owner",
        check=False,
    )
    assert no_camp.returncode != 0 and "--camp-id" in no_camp.stderr


def test_openapi_prints_the_schema_with_stable_operation_ids(run) -> None:  # type: ignore[no-untyped-def]
    schema = json.loads(run("openapi").stdout)
    operation_ids = [op["operationId"] for path in schema["paths"].values() for op in path.values()]
    assert {"login", "refreshSession", "submitBooking", "listCamps"} <= set(operation_ids)
    assert len(operation_ids) == len(set(operation_ids))


def test_run_jobs_reports_a_pass(run) -> None:  # type: ignore[no-untyped-def]
    report = json.loads(run("run-jobs").stdout)
    assert {"sent", "failed", "reminders", "review_requests"} <= set(report)
    assert set(report.values()) == {0}  # an empty database: nothing to do


def test_mail_last_without_mail_says_so(run) -> None:  # type: ignore[no-untyped-def]
    result = run("mail", "last", "--to", "nobody@example.com", check=False)
    assert result.returncode != 0 and "no e-mail" in result.stderr


def test_approve_owner_is_the_back_office_approval_with_its_email(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The operator's approval follows the team's: audited, the camp live only if complete, the owner told."""
    import sqlite3

    # An owner of a pending camp (the demo catalogue is not needed: seeding it takes half a minute).
    with sqlite3.connect(tmp_path / "cli.db") as db:
        db.execute(
            "INSERT INTO surf_camps (slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo) VALUES"
            " ('dune-house', 'Dune House', 'Imsouane, Morocco', 'imsouane', '[]', 'pending', 0, '{}', 0)"
        )
        camp_id = db.execute("SELECT id FROM surf_camps WHERE slug = 'dune-house'").fetchone()[0]
    run(
        "create-user",
        "--email",
        "owner@surfcamp.local",
        "--password",
        "Owner-Pass-2024!",
        "--role",
        "camp_owner",
        "--camp-id",
        str(camp_id),
    )
    with sqlite3.connect(tmp_path / "cli.db") as db:
        user_id = db.execute("SELECT id FROM users WHERE email = 'owner@surfcamp.local'").fetchone()[0]
        db.execute("UPDATE admin_users SET is_active = 0 WHERE user_id = ?", (user_id,))
        db.execute("UPDATE users SET language = 'de' WHERE id = ?", (user_id,))
    assert "approved owner@surfcamp.local" in run("approve-owner", "--email", "owner@surfcamp.local").stdout
    mail = run("mail", "last", "--to", "owner@surfcamp.local").stdout
    assert "ist freigeschaltet" in mail  # in the owner's language
    with sqlite3.connect(tmp_path / "cli.db") as db:
        assert db.execute("SELECT is_active FROM admin_users WHERE user_id = ?", (user_id,)).fetchone() == (1,)
        # No package and no photo yet: the camp stays pending until it is complete.
        assert db.execute("SELECT status FROM surf_camps WHERE id = ?", (camp_id,)).fetchone() == ("pending",)
        actions = [row[0] for row in db.execute("SELECT action FROM audit_log ORDER BY id")]
    assert actions[-1] == "user.approve.cli"
    unknown = run("approve-owner", "--email", "nobody@example.com", check=False)
    assert unknown.returncode != 0 and "no camp owner" in unknown.stderr


@pytest.mark.parametrize("log_format", ["text", "json"])
def test_serve_logs_each_request_by_its_route_never_its_path_or_query(run, tmp_path: Path, log_format: str) -> None:  # type: ignore[no-untyped-def]
    """A path or a query string can hold a token or an address (a My booking link, a reset link): the
    server's log has the route's template, in the laptop's text format as in JSON."""
    import time

    import httpx

    from tests.notifications.helpers import free_port

    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "ENVIRONMENT": "test",
        "LOG_FORMAT": log_format,
    }
    env.pop("TEST_DATABASE_URL", None)
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(  # noqa: S603 - our own command
        [str(BIN), "serve", "--host", "127.0.0.1", "--port", str(port)], env=env, stdout=log, stderr=log
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{base}/api/v1/health", timeout=2)
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, (tmp_path / "serve.log").read_text()
                time.sleep(0.3)
        httpx.get(f"{base}/api/v1/my-booking/SECRET-TOKEN-4711", params={"email": "who@example.org"}, timeout=10)
        httpx.get(f"{base}/api/v1/auth/verify-email?token=SECRET-TOKEN-4712", timeout=10)
    finally:
        server.terminate()
        server.wait(20)
        log.close()
    written = (tmp_path / "serve.log").read_text()
    assert "/api/v1/health" in written  # a line per request is written...
    for secret in ("SECRET-TOKEN-4711", "SECRET-TOKEN-4712", "who@example.org", "who%40example.org"):
        assert secret not in written, written  # ...but never the path's token or the query
