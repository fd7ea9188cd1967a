"""The migration that adds the word index fills it for the bookings already stored, and its triggers
keep it in step with later writes; going back removes it and leaves the trigram search as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_booking

pytestmark = pytest.mark.runs_once
BEFORE = "0017_statements"


def _words(db: sqlite3.Connection) -> list[tuple[str, str, str]]:
    rows = db.execute(
        "SELECT b.booking_reference, w.word, w.status FROM booking_search_words AS w"
        " JOIN bookings AS b ON b.id = w.booking_id ORDER BY 1, 2"
    )
    return list(rows)


def test_existing_bookings_get_their_words_and_the_triggers_follow_writes(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = alembic_config(path)
    command.upgrade(config, BEFORE)
    with sqlite3.connect(path) as db:
        insert_booking(db, "SC-OLD001", "Élodie Marchand", "Café Océan")
        db.execute(
            "UPDATE bookings SET search_text = 'elodie marchand e.m2@ex.io sc-old001 cafe ocean', status = 'pending'"
        )
    command.upgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA foreign_keys=ON")
        assert db.execute("SELECT search_words FROM bookings").fetchall() == [("elodie marchand old cafe ocean",)]
        assert _words(db) == [("SC-OLD001", word, "pending") for word in ("cafe", "elodie", "marchand", "ocean", "old")]
        insert_booking(db, "SC-NEW001", "Jürgen Straße", "Surf Bravo")
        db.execute(
            "UPDATE bookings SET search_words = 'jurgen strasse surf bravo' WHERE booking_reference = 'SC-NEW001'"
        )
        db.execute("UPDATE bookings SET status = 'confirmed' WHERE booking_reference = 'SC-NEW001'")
        assert [row for row in _words(db) if row[0] == "SC-NEW001"] == [
            ("SC-NEW001", word, "confirmed") for word in ("bravo", "jurgen", "strasse", "surf")
        ]
        db.execute("DELETE FROM bookings WHERE booking_reference = 'SC-OLD001'")
        assert {row[0] for row in _words(db)} == {"SC-NEW001"}
    command.downgrade(config, BEFORE)
    with sqlite3.connect(path) as db:
        names = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
        columns = {row[1] for row in db.execute("PRAGMA table_info(bookings)")}
        # The trigram index's own triggers (0012) survive: the column is dropped in place.
    assert "booking_search_words" not in names and "search_words" not in columns
    assert {"bookings_search_insert", "bookings_search_update"} <= names
