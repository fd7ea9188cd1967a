"""Revision 0016: owners and applications get the reason they were not accepted; existing rows have none."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def test_the_reason_columns_come_and_go_and_keep_the_rows(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0015_availability")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO camp_submissions (id, camp_name, camp_location, camp_email, owner_name, owner_email,"
            " packages, optional_addons, status, language, created_at, updated_at)"
            " VALUES (1, 'Atlas', 'imsouane', 'a@example.com', 'Youssef', 'a@example.com', '[]', '[]',"
            " 'rejected', 'fr', '2026-01-01', '2026-01-01')"
        )
    command.upgrade(config, "0016_partner_onboarding")
    with sqlite3.connect(path) as db:
        assert "rejection_reason" in columns(db, "admin_users")
        assert db.execute("SELECT status, rejection_reason FROM camp_submissions").fetchall() == [("rejected", None)]
    command.downgrade(config, "0015_availability")
    with sqlite3.connect(path) as db:
        assert "rejection_reason" not in columns(db, "admin_users") | columns(db, "camp_submissions")
        assert db.execute("SELECT camp_name FROM camp_submissions").fetchall() == [("Atlas",)]
