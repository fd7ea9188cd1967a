"""Revision 0027: every existing request keeps its hold; an address with a confirmed booking is known."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_booking

pytestmark = pytest.mark.runs_once


def test_existing_requests_keep_their_holds_and_confirmed_addresses_are_known(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = alembic_config(path)
    command.upgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        for reference in ("SC-AAAAA1", "SC-AAAAA2", "SC-BBBBB1"):
            insert_booking(db, reference, "A B", "Camp")
        # SC-AAAAA1 and SC-AAAAA2 are one traveller's: the first was confirmed, the second is waiting.
        db.execute("UPDATE bookings SET email = 'a@example.com' WHERE booking_reference LIKE 'SC-AAAAA%'")
        db.execute("UPDATE bookings SET status = 'confirmed' WHERE booking_reference = 'SC-AAAAA1'")
        db.execute("UPDATE bookings SET status = 'pending' WHERE booking_reference <> 'SC-AAAAA1'")
    command.upgrade(config, "0027_hold_limits")
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT booking_reference, hold_state, sender_known, sender_fingerprint FROM bookings"
            " ORDER BY booking_reference"
        ).fetchall()
    assert rows == [
        ("SC-AAAAA1", "held", 1, None),
        ("SC-AAAAA2", "held", 1, None),
        ("SC-BBBBB1", "held", 0, None),
    ]

    command.downgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(bookings)")]
        kept = db.execute("SELECT count(*) FROM bookings").fetchone()
    assert not {"hold_state", "sender_known", "sender_fingerprint"} & set(columns)
    assert kept == (3,)
