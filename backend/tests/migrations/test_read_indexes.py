"""Revisions 0012 and 0013: the indexes the long lists are read through exist, on both databases, and SQLite's
trigram index of the booking search holds the bookings stored before it and follows later writes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import inspect

from app.db import get_engine

BACKEND = Path(__file__).parents[2]
ORDER_INDEXES = {
    "ix_camp_packages_order_recommended",
    "ix_camp_packages_order_price",
    "ix_camp_packages_order_rating",
    "ix_camp_packages_order_duration",
}


async def test_the_lists_indexes_exist_on_the_database_under_test() -> None:
    async with get_engine().connect() as conn:
        names = await conn.run_sync(
            lambda sync: {
                table: {index["name"] for index in inspect(sync).get_indexes(table)}
                for table in ("camp_packages", "bookings")
            }
        )
        assert names["camp_packages"] >= ORDER_INDEXES
        assert "ix_bookings_camp_status_created" in names["bookings"]
        if conn.dialect.name == "postgresql":
            # 0013: the trigram index carries the status too (btree_gin), and replaces the one of 0008.
            assert "ix_bookings_search_status" in names["bookings"]
            assert "ix_bookings_search_text_trgm" not in names["bookings"]
            definition = await conn.exec_driver_sql(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'ix_bookings_search_status'"
            )
            assert "gin (search_text gin_trgm_ops, status)" in str(definition.scalar())
        else:
            plan = await conn.exec_driver_sql(
                "EXPLAIN QUERY PLAN SELECT rowid FROM bookings_search WHERE search_text LIKE '%elodie%'"
            )
            assert "VIRTUAL TABLE INDEX" in " ".join(str(row[-1]) for row in plan.all())


def _insert_booking(db: sqlite3.Connection, reference: str, search_text: str) -> None:
    db.execute(
        "INSERT INTO bookings (booking_reference, camp_name, full_name, email, start_date, number_of_days,"
        " number_of_people, surfing_level, add_ons, booking_amount, currency, amount_in_currency, status,"
        " language, search_text, created_at, updated_at) VALUES (?, 'C', 'N', 'e@example.com', '2027-01-01', 7, 1,"
        " 'beginner', '[]', 1, 'EUR', 1, 'pending', 'en', ?, '2026-01-01', '2026-01-01')",
        (reference, search_text),
    )


def _found(db: sqlite3.Connection, term: str) -> list[str]:
    rows = db.execute(
        "SELECT booking_reference FROM bookings WHERE id IN"
        " (SELECT rowid FROM bookings_search WHERE search_text LIKE ?) ORDER BY booking_reference",
        (f"%{term}%",),
    )
    return [reference for (reference,) in rows]


@pytest.mark.runs_once
def test_sqlite_search_index_holds_earlier_bookings_and_follows_writes(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0011_backoffice_review_i18n")
    with sqlite3.connect(path) as db:
        _insert_booking(db, "SC-OLD001", "elodie marchand sc-old001 cafe ocean")
    command.upgrade(config, "0012_read_indexes")
    with sqlite3.connect(path) as db:
        assert _found(db, "marchand") == ["SC-OLD001"]  # stored before the index was made
        _insert_booking(db, "SC-NEW001", "elodie durand sc-new001 surf bravo")
        assert _found(db, "elodie") == ["SC-NEW001", "SC-OLD001"]
        db.execute("DELETE FROM bookings WHERE booking_reference = 'SC-OLD001'")
        assert _found(db, "elodie") == ["SC-NEW001"]
        db.execute("UPDATE bookings SET search_text = 'jurgen strasse' WHERE booking_reference = 'SC-NEW001'")
        assert _found(db, "elodie") == [] and _found(db, "strasse") == ["SC-NEW001"]
        db.execute("INSERT INTO bookings_search (bookings_search) VALUES ('integrity-check')")  # raises if out of step
    command.downgrade(config, "0011_backoffice_review_i18n")
    with sqlite3.connect(path) as db:
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
    assert "bookings_search" not in tables and not tables & ORDER_INDEXES
