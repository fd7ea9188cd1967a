"""Revision 0026: the bookings of statements already paid are marked billed by them, and paid rows stay as they are."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_booking

pytestmark = pytest.mark.runs_once


def test_paid_statements_mark_the_bookings_they_billed_and_refuse_changes(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = alembic_config(path)
    command.upgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        for reference in ("SC-PAID01", "SC-PAID02", "SC-OPEN01"):
            insert_booking(db, reference, "Anna Berg", "Camp")
        # SC-PAID02 was paid twice before this revision (the defect it fixes): the first month keeps it.
        for month, lines in (
            ("2026-09-01", [("SC-PAID01", "72.45"), ("SC-PAID02", "187.50")]),
            ("2026-10-01", [("SC-PAID02", "187.50")]),
        ):
            db.execute(
                "INSERT INTO camp_statements (camp_name, month, currency, bookings_total, commission_total,"
                " subscription_fee, balance, lines, fees, paid_at, created_at) VALUES ('Camp', ?, 'EUR', 0, 0, 0, 0,"
                " ?, '[]', '2026-11-01 00:00:00', '2026-11-01 00:00:00')",
                (month, json.dumps([{"bookingReference": ref, "commission": amount} for ref, amount in lines])),
            )
    command.upgrade(config, "0026_paid_statements_final")
    with sqlite3.connect(path) as db:
        billed = db.execute(
            "SELECT booking_reference, billed_month, billed_commission FROM bookings ORDER BY booking_reference"
        ).fetchall()
        assert billed == [
            ("SC-OPEN01", None, None),
            ("SC-PAID01", "2026-09-01", 72.45),
            ("SC-PAID02", "2026-09-01", 187.5),
        ]
        assert db.execute("SELECT adjustments, adjustments_total FROM camp_statements").fetchall() == [("[]", 0)] * 2
        with pytest.raises(sqlite3.IntegrityError, match="paid_statement_final"):
            db.execute("UPDATE camp_statements SET balance = 1")
        with pytest.raises(sqlite3.IntegrityError, match="paid_statement_final"):
            db.execute("UPDATE bookings SET billed_month = NULL WHERE booking_reference = 'SC-PAID01'")

    command.downgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(bookings)")]
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        triggers = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]
        db.execute("UPDATE camp_statements SET balance = 1")
    assert "billed_month" not in columns and "statement_adjustments" not in tables
    assert not {"camp_statements_final", "bookings_billed_final"} & set(triggers)
    assert "booking_search_words_update" in triggers  # the bookings' own triggers are still there
