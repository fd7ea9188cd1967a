"""The migration that adds the folded search column fills it for the bookings already stored."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

from app.cli import REPO_ROOT

# Runs the migrations on a SQLite file of its own, whatever the database under test: one pass.
pytestmark = pytest.mark.runs_once


def _config(path: Path) -> Config:
    config = Config(str(REPO_ROOT / "backend" / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    return config


def _insert_booking(db: sqlite3.Connection, reference: str, full_name: str, camp_name: str) -> None:
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


def test_existing_bookings_get_their_folded_search_text(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = _config(path)
    command.upgrade(config, "0006_outbox_render_at_send")
    with sqlite3.connect(path) as db:
        _insert_booking(db, "SC-OLD001", "Élodie Marchand", "Café Océan")
        _insert_booking(db, "SC-OLD002", "Jürgen Straße", "Surf Bravo")
    command.upgrade(config, "head")
    with sqlite3.connect(path) as db:
        rows = dict(db.execute("SELECT booking_reference, search_text FROM bookings").fetchall())
    assert rows == {
        "SC-OLD001": "elodie marchand sc-old001@example.com sc-old001 cafe ocean",
        "SC-OLD002": "jurgen strasse sc-old002@example.com sc-old002 surf bravo",
    }
    command.downgrade(config, "0006_outbox_render_at_send")
