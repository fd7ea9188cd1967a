"""What the migration tests share: a SQLite file's Alembic configuration and a booking row made by hand."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic.config import Config

from app.cli import REPO_ROOT


def alembic_config(path: Path) -> Config:
    config = Config(str(REPO_ROOT / "backend" / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    return config


def insert_row(db: sqlite3.Connection, table: str, **values: object) -> int:
    """A row of `table` with the given values and every other required column filled; its id."""
    for _cid, name, kind, notnull, default, pk in db.execute(f"PRAGMA table_info({table})").fetchall():
        if name in values or pk or not notnull or default is not None:
            continue
        kind = kind.upper()
        values[name] = (
            1
            if "INT" in kind or "BOOL" in kind
            else "2027-01-01"
            if "DATE" in kind
            else "1"
            if "NUMERIC" in kind
            else "[]"
            if "JSON" in kind
            else f"{name}-{len(values)}"
        )
    names = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    cursor = db.execute(f"INSERT INTO {table} ({names}) VALUES ({marks})", list(values.values()))  # noqa: S608
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def insert_booking(db: sqlite3.Connection, reference: str, full_name: str, camp_name: str) -> None:
    """A row with every required column filled (the columns as they were before the migration)."""
    columns = db.execute("PRAGMA table_info(bookings)").fetchall()
    values: dict[str, object] = {"booking_reference": reference, "full_name": full_name, "camp_name": camp_name}
    for _cid, name, kind, notnull, default, pk in columns:
        if name in values or pk or not notnull or default is not None:
            continue
        kind = kind.upper()
        values[name] = 1 if "INT" in kind else "2027-01-01" if "DATE" in kind else "1" if "NUMERIC" in kind else "x"
    values["email"] = f"{reference.lower()}@example.com"
    names = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    db.execute(f"INSERT INTO bookings ({names}) VALUES ({marks})", list(values.values()))  # noqa: S608 - test data


def insert_camp_with_package(db: sqlite3.Connection) -> None:
    """Camp 1 with package 1, active (the columns as they are from revision 0015 on)."""
    db.execute(
        "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
        " translations, is_demo, source_language, created_at, updated_at) VALUES (1, 'c', 'C',"
        " 'Agadir, Morocco', 'agadir', '[]', 'active', 0, '{}', 0, 'en', '2026-01-01', '2026-01-01')"
    )
    db.execute(
        "INSERT INTO camp_packages (id, camp_id, slug, name, price, currency, duration_days, difficulty_level,"
        " package_type, max_participants, gallery_images, included_features, featured, status,"
        " source_language, translations, review_count, created_at, updated_at) VALUES"
        " (1, 1, 'p', 'P', 400, 'EUR', 7, 'beginner', 'surf-only', 6, '[]', '[]', 0, 'active', 'en', '{}', 0,"
        " '2026-01-01', '2026-01-01')"
    )
