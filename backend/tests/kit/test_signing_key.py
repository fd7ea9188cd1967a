"""The key that signs access tokens: never the published default, made once per install, shared by workers."""

from __future__ import annotations

import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import jwt
import pytest
from pydantic import ValidationError

from app.config import DEFAULT_SECRET, Settings, get_settings
from app.db import get_sessionmaker
from app.kit.signing_key import SigningKeyError, key_from_file, signing_key
from tests.factories import make_user

# The key lives in a file, not in the database: one pass is enough.
pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).resolve().parents[2]


def forged_token(user_id: int, key: str) -> str:
    now = datetime.now(UTC)
    payload = {"sub": str(user_id), "iat": now, "exp": now + timedelta(minutes=10), "typ": "access"}
    return jwt.encode(payload, key, algorithm="HS256")


async def test_a_token_signed_with_the_published_default_is_refused(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        admin = await make_user(session, "admin@example.com", "super_admin")
    forged = forged_token(admin.id, DEFAULT_SECRET)
    response = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {forged}"})
    assert response.status_code == 401
    genuine = forged_token(admin.id, signing_key())
    assert (await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {genuine}"})).status_code == 200


def test_a_default_install_signs_with_a_random_key_of_its_own() -> None:
    settings = get_settings()
    assert settings.secret_key is None
    key = signing_key()
    assert key != DEFAULT_SECRET and len(key) >= 32
    assert settings.secret_key_file.read_text().strip() == key


@pytest.mark.parametrize("environment", ["development", "test", "production"])
def test_the_published_default_is_refused_in_every_environment(environment: str) -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(environment=environment, secret_key=DEFAULT_SECRET)


def test_production_needs_a_secret_key() -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(environment="production")


def test_the_key_file_is_private_and_read_back_on_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "data" / "secret_key"
    first = key_from_file(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    key_from_file.cache_clear()  # a new process
    assert key_from_file(path) == first
    assert [p.name for p in path.parent.iterdir()] == ["secret_key"]  # no draft left behind


def test_a_damaged_key_file_stops_the_start(tmp_path: Path) -> None:
    path = tmp_path / "secret_key"
    path.write_text("\n")
    with pytest.raises(SigningKeyError):
        key_from_file(path)


def test_workers_starting_together_share_one_key(tmp_path: Path) -> None:
    """`surfcamp serve --workers N`: N processes race to make the key; all of them sign with the same one."""
    path = tmp_path / "secret_key"
    script = "import sys; from pathlib import Path; from app.kit.signing_key import key_from_file; "
    script += "print(key_from_file(Path(sys.argv[1])))"
    workers = [
        subprocess.Popen(  # noqa: S603 - our own interpreter and script
            [sys.executable, "-c", script, str(path)], cwd=BACKEND, stdout=subprocess.PIPE, text=True
        )
        for _ in range(6)
    ]
    keys = {worker.communicate(timeout=60)[0].strip() for worker in workers}
    assert all(worker.returncode == 0 for worker in workers)
    assert keys == {path.read_text().strip()}
