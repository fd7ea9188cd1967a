"""`surfcamp backup` and `surfcamp restore`: one tar archive of the database and the media folder.

An archive holds `manifest.json` (format, creation time, database kind, the Alembic schema revision,
each file's size and sha256), the database and `media/`. The site keeps serving while it is written:
SQLite is copied through its online backup API (a consistent snapshot, writers wait only for the
pages being copied), PostgreSQL through `pg_dump -Fc` (one snapshot transaction, nobody waits).
Media on S3 is not in the archive (the bucket has its own versioning); the manifest says so.

Restore checks every checksum first, then brings the archive back into an empty install: a database
with rows is refused unless `--force` (which replaces what is there), and a schema revision this
release does not know (an archive from a newer release) is refused with what to do.
docs/production.md has the schedule and the restore drill.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import inspect, text
from sqlalchemy.engine import make_url

from app.config import REPO_ROOT, Settings, get_settings
from app.db import build_engine, is_sqlite

FORMAT = 1
MANIFEST = "manifest.json"
SQLITE_FILE = "database.sqlite3"
PG_FILE = "database.pgdump"
MEDIA = "media"
# Each pg_dump / pg_restore is given this long at most: a stuck server stops the command, not the cron.
DUMP_TIMEOUT_SECONDS = 3600


class BackupError(Exception):
    """What went wrong, said for the operator running the command."""


@dataclass(frozen=True)
class Restored:
    database_kind: str
    schema_revision: str | None
    files: int
    head: str | None


def _libpq_url(url: str) -> str:
    """The database URL as pg_dump reads it (no SQLAlchemy driver name)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def _sqlite_path(url: str) -> Path:
    database = make_url(url).database
    if not database or database == ":memory:":
        raise BackupError("an in-memory SQLite database cannot be backed up")
    return Path(database)


def _pg_tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise BackupError(
            f"{name} is not installed: install the PostgreSQL client tools of the server's major version "
            "(Debian: apt-get install postgresql-client)"
        )
    return found


def _run(command: list[str]) -> None:
    try:
        done = subprocess.run(  # noqa: S603 - our own arguments, no shell
            command, capture_output=True, text=True, timeout=DUMP_TIMEOUT_SECONDS, check=False
        )
    except subprocess.TimeoutExpired as error:
        raise BackupError(f"{Path(command[0]).name} took more than {DUMP_TIMEOUT_SECONDS} s") from error
    if done.returncode != 0:
        raise BackupError(f"{Path(command[0]).name} failed: {done.stderr.strip()[-2000:]}")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


async def _schema_revision(url: str) -> str | None:
    """The Alembic revision the database is at (None for an empty database)."""
    engine = build_engine(url, command_timeout=None)
    try:
        async with engine.connect() as conn:
            if not await conn.run_sync(lambda c: inspect(c).has_table("alembic_version")):
                return None
            revision: str | None = (await conn.execute(text("SELECT version_num FROM alembic_version"))).scalar()
            return revision
    finally:
        await engine.dispose()


async def _tables_with_rows(url: str) -> dict[str, int]:
    """The application's tables that hold rows (the migrations' own bookkeeping left out)."""
    from app.models import Base

    found: dict[str, int] = {}
    engine = build_engine(url, command_timeout=None)
    try:
        async with engine.connect() as conn:
            names = set(await conn.run_sync(lambda c: inspect(c).get_table_names()))
            for table in Base.metadata.sorted_tables:
                if table.name in names:
                    query = text(f'SELECT count(*) FROM "{table.name}"')  # noqa: S608 - our metadata's names
                    count = (await conn.execute(query)).scalar()
                    if count:
                        found[table.name] = int(count)
    finally:
        await engine.dispose()
    return found


def _head_revision() -> str | None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(Config(str(REPO_ROOT / "backend" / "alembic.ini")))
    return script.get_current_head()


def _known_revisions() -> set[str]:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(Config(str(REPO_ROOT / "backend" / "alembic.ini")))
    return {rev.revision for rev in script.walk_revisions()}


def default_archive_path(now: datetime | None = None) -> Path:
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    return REPO_ROOT / "data" / "backups" / f"surfcamp-{stamp}.tar"


async def backup(out: Path | None = None, settings: Settings | None = None) -> tuple[Path, dict[str, Any]]:
    """Write one archive of the database and the media folder; its path and manifest."""
    settings = settings or get_settings()
    url = settings.database_url
    out = out or default_archive_path()
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="surfcamp-backup-") as work:
        staging = Path(work)
        # The revision first: a migration run meanwhile would make the dump newer, never older, than it says.
        revision = await _schema_revision(url)
        if is_sqlite(url):
            kind, name = "sqlite", SQLITE_FILE
            await asyncio.to_thread(_sqlite_copy, _sqlite_path(url), staging / name, 1024)
        else:
            kind, name = "postgresql", PG_FILE
            dump = _pg_tool("pg_dump")
            command = [dump, "--format=custom", "--no-owner", "--no-acl", f"--file={staging / name}", _libpq_url(url)]
            await asyncio.to_thread(_run, command)
        files = {name: staging / name}
        media_note = "local"
        if settings.storage_backend == "local" and settings.media_root.is_dir():
            for path in sorted(settings.media_root.rglob("*")):
                if path.is_file() and not path.is_symlink():
                    files[f"{MEDIA}/{path.relative_to(settings.media_root).as_posix()}"] = path
        elif settings.storage_backend != "local":
            media_note = "s3: not in this archive (back up the bucket with its own versioning)"
        manifest: dict[str, Any] = {
            "format": FORMAT,
            "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "database_kind": kind,
            "schema_revision": revision,
            "media": media_note,
            "files": {
                arcname: {"size": path.stat().st_size, "sha256": _sha256(path)} for arcname, path in files.items()
            },
        }
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2, sort_keys=True))
        partial = out.with_name(out.name + ".partial")
        await asyncio.to_thread(_write_tar, partial, staging / MANIFEST, files)
        os.replace(partial, out)  # a half-written archive never has the final name
    return out, manifest


def _sqlite_copy(source_path: Path, target_path: Path, pages: int = -1) -> None:
    """SQLite's online backup: a consistent copy while others write (in steps of `pages` pages)."""
    source = sqlite3.connect(source_path, timeout=30)
    target = sqlite3.connect(target_path, timeout=30)
    try:
        with target:
            source.backup(target, pages=pages)
    finally:
        target.close()
        source.close()


def _write_tar(path: Path, manifest: Path, files: dict[str, Path]) -> None:
    with tarfile.open(path, "w") as archive:
        archive.add(manifest, arcname=MANIFEST)
        for arcname, file in files.items():
            archive.add(file, arcname=arcname, recursive=False)


def _verified(archive_path: Path, into: Path) -> dict[str, Any]:
    """Unpack the archive into `into` and check it against its manifest; the manifest."""
    if not archive_path.is_file():
        raise BackupError(f"no archive at {archive_path}")
    try:
        with tarfile.open(archive_path, "r") as archive:
            # Only plain files and folders, inside `into` (the "data" filter refuses links, devices and ../).
            archive.extractall(into, filter="data")
    except (tarfile.TarError, OSError) as error:
        raise BackupError(f"{archive_path} is not a readable archive: {error}") from error
    try:
        manifest: dict[str, Any] = json.loads((into / MANIFEST).read_text())
    except (OSError, ValueError) as error:
        raise BackupError(f"{archive_path} has no readable {MANIFEST}") from error
    if manifest.get("format") != FORMAT:
        raise BackupError(f"archive format {manifest.get('format')!r} is not one this release reads ({FORMAT})")
    listed = manifest.get("files") or {}
    present = {
        p.relative_to(into).as_posix()
        for p in into.rglob("*")
        if p.is_file() and p.relative_to(into).as_posix() != MANIFEST
    }
    if present != set(listed):
        extra, missing = sorted(present - set(listed)), sorted(set(listed) - present)
        raise BackupError(f"the archive does not match its manifest (missing: {missing[:5]}, not listed: {extra[:5]})")
    for name, entry in listed.items():
        if _sha256(into / name) != entry.get("sha256"):
            raise BackupError(f"{name}: checksum differs from the manifest: the archive is damaged")
    return manifest


async def restore(archive_path: Path, *, force: bool = False, settings: Settings | None = None) -> Restored:
    """Bring an archive back into this install (its database and media folder)."""
    settings = settings or get_settings()
    url = settings.database_url
    kind = "sqlite" if is_sqlite(url) else "postgresql"
    with tempfile.TemporaryDirectory(prefix="surfcamp-restore-") as work:
        staging = Path(work)
        manifest = await asyncio.to_thread(_verified, archive_path, staging)
        if manifest["database_kind"] != kind:
            raise BackupError(
                f"the archive holds a {manifest['database_kind']} database and DATABASE_URL is {kind}: "
                "restore into the same kind of database"
            )
        revision = manifest.get("schema_revision")
        head = _head_revision()
        if revision is not None and revision not in _known_revisions():
            raise BackupError(
                f"the archive's schema revision {revision} is not one this release knows (it is at {head}): "
                "it was written by a newer release; restore it with that release, then upgrade"
            )
        rows = await _tables_with_rows(url)
        if rows and not force:
            summary = ", ".join(f"{n} {t}" for t, n in sorted(rows.items())[:6])
            raise BackupError(
                f"the database is not empty ({summary}{', ...' if len(rows) > 6 else ''}): restore into an empty "
                "install, or pass --force to replace everything in it"
            )
        if kind == "sqlite":
            target_path = _sqlite_path(url)
            target_path.parent.mkdir(parents=True, exist_ok=True)
            # Every page of the target is replaced (its WAL included), under SQLite's own locks.
            await asyncio.to_thread(_sqlite_copy, staging / SQLITE_FILE, target_path)
        else:
            await asyncio.to_thread(
                _run,
                [
                    _pg_tool("pg_restore"),
                    "--clean",
                    "--if-exists",
                    "--no-owner",
                    "--no-acl",
                    "--single-transaction",
                    f"--dbname={_libpq_url(url)}",
                    str(staging / PG_FILE),
                ],
            )
        media_files = [name for name in manifest["files"] if name.startswith(f"{MEDIA}/")]
        if settings.storage_backend == "local":
            for name in media_files:
                target_file = settings.media_root / name.removeprefix(f"{MEDIA}/")
                target_file.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(staging / name, target_file)
    return Restored(kind, revision, len(manifest["files"]), head)
