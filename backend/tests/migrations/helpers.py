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
