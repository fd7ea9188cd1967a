"""Revision 0012: every existing package stays bookable, pending requests get a hold from now."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def test_packages_get_places_from_their_group_size_and_pending_requests_a_hold(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0014_booking_lifecycle")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo, source_language, created_at, updated_at) VALUES (1, 'c', 'C',"
            " 'Agadir, Morocco', 'agadir', '[]', 'active', 0, '{}', 0, 'en', '2026-01-01', '2026-01-01')"
        )
        for package_id, group in ((1, 6), (2, None)):
            db.execute(
                "INSERT INTO camp_packages (id, camp_id, slug, name, price, currency, duration_days, difficulty_level,"
                " package_type, max_participants, gallery_images, included_features, featured, status,"
                " source_language, translations, review_count, created_at, updated_at) VALUES"
                " (?, 1, 'p', 'P', 400, 'EUR', 7, 'beginner', 'surf-only', ?, '[]', '[]', 0, 'active', 'en', '{}', 0,"
                " '2026-01-01', '2026-01-01')",
                (package_id, group),
            )
        for booking_id, status in ((1, "pending"), (2, "confirmed")):
            db.execute(
                "INSERT INTO bookings (id, booking_reference, camp_id, package_id, camp_name, full_name, email,"
                " start_date, number_of_days, number_of_people, surfing_level, add_ons, booking_amount, currency,"
                " amount_in_currency, status, language, created_at, updated_at) VALUES (?, ?, 1, 1, 'C', 'A B',"
                " 'a@example.com', '2027-01-01', 7, 2, 'beginner', '[]', 400, 'EUR', 400, ?, 'en', '2026-01-01',"
                " '2026-01-01')",
                (booking_id, f"SC-AAAAA{booking_id}", status),
            )
    command.upgrade(config, "0015_availability")
    with sqlite3.connect(path) as db:
        packages = db.execute(
            "SELECT places, start_weekdays, season, min_notice_days, min_stay_days FROM camp_packages ORDER BY id"
        ).fetchall()
        holds = dict(db.execute("SELECT status, hold_expires_at FROM bookings").fetchall())
    assert packages == [(6, "[]", "[]", 1, None), (8, "[]", "[]", 1, None)]
    assert holds["confirmed"] is None
    hold = datetime.fromisoformat(holds["pending"]).replace(tzinfo=UTC)
    assert abs(hold - (datetime.now(UTC) + timedelta(hours=48))) < timedelta(minutes=5)

    command.downgrade(config, "0014_booking_lifecycle")
    with sqlite3.connect(path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(camp_packages)")]
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    assert "places" not in columns and "package_days" not in tables
