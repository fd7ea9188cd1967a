"""`surfcamp backup` / `surfcamp restore`: a round trip gives back every row and every photo."""

from __future__ import annotations

import asyncio
import io
import json
import shutil
import tarfile
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select, text

from app.backup import BackupError, backup, restore
from app.config import get_settings
from app.db import get_engine, get_sessionmaker
from app.models import AuditLog, Base, Booking, CampPackage, CampStatement, MediaImage
from app.models.base import utcnow
from tests.bookings.helpers import form


async def snapshot() -> dict[str, Any]:
    """Every row of every table (by primary key) and every media file's bytes."""
    rows: dict[str, Any] = {}
    async with get_engine().connect() as conn:
        for table in Base.metadata.sorted_tables:
            order = [c for c in table.primary_key.columns] or list(table.columns)
            result = await conn.execute(select(table).order_by(*order))
            rows[table.name] = [tuple(row) for row in result]
    media_root = get_settings().media_root
    media = {p.relative_to(media_root).as_posix(): p.read_bytes() for p in sorted(media_root.rglob("*")) if p.is_file()}
    return {"rows": rows, "media": media}


async def wipe() -> None:
    """An empty install: no rows, no media."""
    async with get_engine().begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            await conn.execute(text(f'DELETE FROM "{table.name}"'))  # noqa: S608 - our metadata
    shutil.rmtree(get_settings().media_root, ignore_errors=True)


async def fill(client: httpx.AsyncClient, package: CampPackage) -> None:
    for email in ("ana@example.com", "ben@example.com"):
        response = await client.post("/api/v1/bookings", json=form(package.id, email=email))
        assert response.status_code == 201, response.text
    photo = get_settings().media_root / "camps" / "photo-1.webp"
    photo.parent.mkdir(parents=True, exist_ok=True)
    photo.write_bytes(bytes(range(256)) * 40)
    async with get_sessionmaker()() as session, session.begin():
        booking = await session.scalar(select(Booking).order_by(Booking.id))
        assert booking is not None
        session.add(
            MediaImage(url="/media/camps/photo-1.webp", purpose="camp", width=800, height=600, camp_id=package.camp_id)
        )
        session.add(
            CampStatement(
                camp_id=package.camp_id, camp_name="Ocean Vibes Camp", month=date(2026, 1, 1),
                bookings_total=Decimal("966.00"), commission_total=Decimal("144.90"), subscription_fee=Decimal("0"),
                balance=Decimal("821.10"), lines=[{"booking": booking.booking_reference, "amount": "966.00"}],
                paid_at=utcnow(),
            )
        )  # fmt: skip
        session.add(
            AuditLog(actor_party="team", action="statement_paid", entity_type="camp_statement", entity_id="1",
                     before={"paid": False}, after={"paid": True})
        )  # fmt: skip


async def test_backup_and_restore_round_trip(client: httpx.AsyncClient, package: CampPackage, tmp_path: Path) -> None:
    await fill(client, package)
    before = await snapshot()
    assert before["rows"]["bookings"] and before["rows"]["camp_statements"] and before["rows"]["audit_log"]
    assert before["rows"]["media_images"] and before["media"]

    # Written while the site serves: reads and a booking go on meanwhile.
    archive = tmp_path / "backup.tar"
    (path, manifest), *answers = await asyncio.gather(
        backup(archive), *(client.get("/api/v1/health") for _ in range(5))
    )
    assert all(a.status_code == 200 for a in answers)
    assert path == archive and archive.is_file()
    kind = "sqlite" if get_settings().database_url.startswith("sqlite") else "postgresql"
    assert manifest["database_kind"] == kind
    assert manifest["schema_revision"]
    assert "media/camps/photo-1.webp" in manifest["files"]
    assert all(len(entry["sha256"]) == 64 for entry in manifest["files"].values())

    with pytest.raises(BackupError, match="not empty"):
        await restore(archive)

    await wipe()
    assert (await snapshot())["rows"]["bookings"] == []
    done = await restore(archive)
    await get_engine().dispose()  # connections made before the restore may hold plans of the dropped tables
    assert done.database_kind == kind and done.schema_revision == manifest["schema_revision"]
    after = await snapshot()
    assert after == before

    # --force replaces what a non-empty database holds
    await restore(archive, force=True)
    await get_engine().dispose()
    assert await snapshot() == before


def _rewrite(archive: Path, out: Path, change: Any) -> None:
    with tarfile.open(archive) as source, tarfile.open(out, "w") as target:
        for member in source.getmembers():
            data = source.extractfile(member).read() if member.isfile() else b""  # type: ignore[union-attr]
            data = change(member.name, data)
            member.size = len(data)
            target.addfile(member, io.BytesIO(data))


async def test_a_damaged_or_foreign_archive_is_refused(package: CampPackage, tmp_path: Path) -> None:
    photo = get_settings().media_root / "p.webp"
    photo.parent.mkdir(parents=True, exist_ok=True)
    photo.write_bytes(b"photo bytes")
    archive, _ = await backup(tmp_path / "a.tar")
    await wipe()

    damaged = tmp_path / "damaged.tar"
    _rewrite(archive, damaged, lambda name, data: b"other bytes" if name == "media/p.webp" else data)
    with pytest.raises(BackupError, match="checksum differs"):
        await restore(damaged)

    def newer(name: str, data: bytes) -> bytes:
        if name != "manifest.json":
            return data
        manifest = json.loads(data)
        manifest["schema_revision"] = "9999_from_the_future"
        return json.dumps(manifest).encode()

    future = tmp_path / "future.tar"
    _rewrite(archive, future, newer)
    with pytest.raises(BackupError, match="newer release"):
        await restore(future)

    with pytest.raises(BackupError, match="not a readable archive|no archive"):
        (tmp_path / "junk.tar").write_bytes(b"not a tar at all")
        await restore(tmp_path / "junk.tar")


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    with pytest.raises(SystemExit, match="no archive"):
        main(["restore", str(tmp_path / "missing.tar")])
