"""Revision 0013: bookings that left `pending` before the history existed get one row naming their status."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def test_decided_bookings_start_their_history_with_the_status_they_have(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0013_booking_search_status")
    with sqlite3.connect(path) as db:
        for booking_id, status, reason in ((1, "pending", None), (2, "cancelled", "Storm"), (3, "completed", None)):
            db.execute(
                "INSERT INTO bookings (id, booking_reference, camp_name, full_name, email, start_date,"
                " number_of_days, number_of_people, surfing_level, add_ons, booking_amount, currency,"
                " amount_in_currency, status, cancellation_reason, cancelled_at, language, created_at, updated_at)"
                " VALUES (?, ?, 'C', 'Lena', 'l@example.com', '2026-12-01', 7, 1,"
                " 'beginner', '[]', 100, 'EUR', 100, ?, ?, ?, 'en', '2026-01-01', '2026-01-02')",
                (booking_id, f"SC-{booking_id}", status, reason, "2026-01-03" if reason else None),
            )
    command.upgrade(config, "0014_booking_lifecycle")
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT booking_id, from_status, to_status, reason, actor_party, created_at"
            " FROM booking_status_changes ORDER BY booking_id"
        ).fetchall()
        versions = {row[0] for row in db.execute("SELECT manage_link_version FROM bookings")}
    assert [row[:5] for row in rows] == [
        (2, None, "cancelled", "Storm", "unknown"),
        (3, None, "completed", None, "unknown"),
    ]
    assert rows[0][5].startswith("2026-01-03") and rows[1][5].startswith("2026-01-02")
    assert versions == {1}
    command.downgrade(config, "0013_booking_search_status")
    with sqlite3.connect(path) as db:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "booking_status_changes" not in tables and "booking_messages" not in tables
