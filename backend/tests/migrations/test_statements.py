"""Revision 0017: existing camps start on the free plan; bookings already completed get its commission."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def test_camps_start_on_the_free_plan_and_completed_bookings_get_its_commission(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0015_availability")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo, source_language, created_at, updated_at) VALUES (1, 'c', 'C',"
            " 'Agadir, Morocco', 'agadir', '[]', 'active', 0, '{}', 0, 'en', '2026-01-01 00:00:00',"
            " '2026-01-01 00:00:00')"
        )
        for booking_id, status, amount in ((1, "completed", "96.50"), (2, "completed", "400"), (3, "confirmed", "300")):
            db.execute(
                "INSERT INTO bookings (id, booking_reference, camp_id, camp_name, full_name, email,"
                " start_date, number_of_days, number_of_people, surfing_level, add_ons, booking_amount, currency,"
                " amount_in_currency, status, language, created_at, updated_at) VALUES (?, ?, 1, 'C', 'A B',"
                " 'a@example.com', '2026-03-01', 7, 2, 'beginner', '[]', ?, 'EUR', ?, ?, 'en', '2026-02-01',"
                " '2026-03-20 10:00:00')",
                (booking_id, f"SC-AAAAA{booking_id}", amount, amount, status),
            )
        db.execute(
            "INSERT INTO booking_status_changes (booking_id, from_status, to_status, actor_party, created_at)"
            " VALUES (1, 'confirmed', 'completed', 'camp', '2026-03-09 08:00:00')"
        )
    command.upgrade(config, "0017_statements")
    with sqlite3.connect(path) as db:
        plans = db.execute(
            "SELECT camp_id, plan, commission_percent, fee, valid_from, valid_to FROM camp_plans"
        ).fetchall()
        bookings = db.execute(
            "SELECT id, completed_at, commission_plan, commission_percent, commission_amount FROM bookings ORDER BY id"
        ).fetchall()
    assert plans == [(1, "free", 15, 0, "2026-01-01 00:00:00", None)]
    assert bookings == [
        (1, "2026-03-09 08:00:00.000000", "free", 15, 14.48),
        (2, "2026-03-20 10:00:00.000000", "free", 15, 60),
        (3, None, None, None, None),
    ]

    command.downgrade(config, "0015_availability")
    with sqlite3.connect(path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(bookings)")]
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    assert "commission_amount" not in columns and "camp_plans" not in tables and "camp_statements" not in tables
