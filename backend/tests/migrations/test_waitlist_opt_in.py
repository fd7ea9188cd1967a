"""Revision 0022: waiting entries stored twice for one stay and address are kept once (the oldest), told
ones are left alone, and every entry starts unconfirmed (nobody confirmed them)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_camp_with_package

pytestmark = pytest.mark.runs_once


def test_repeated_waiting_entries_are_kept_once_and_none_is_confirmed(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = alembic_config(path)
    command.upgrade(config, "0018_booking_search_words")
    with sqlite3.connect(path) as db:
        insert_camp_with_package(db)
        rows = [
            (1, "2027-01-09", "victim@example.com", None),
            (2, "2027-01-09", "victim@example.com", None),  # the attack: the same stay again and again
            (3, "2027-01-09", "victim@example.com", None),
            (4, "2027-01-09", "victim@example.com", "2026-11-01"),  # told already: not a waiting entry
            (5, "2027-01-16", "victim@example.com", None),
            (6, "2027-01-09", "other@example.com", None),
        ]
        db.executemany(
            "INSERT INTO waitlist_entries (id, package_id, start_date, number_of_days, number_of_people, email,"
            " language, notified_at, created_at, updated_at) VALUES (?, 1, ?, 7, 1, ?, 'en', ?, '2026-11-01',"
            " '2026-11-01')",
            rows,
        )
    command.upgrade(config, "0022_waitlist_opt_in")
    with sqlite3.connect(path) as db:
        kept = db.execute("SELECT id, confirmed_at FROM waitlist_entries ORDER BY id").fetchall()
        assert kept == [(1, None), (4, None), (5, None), (6, None)]
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(
                "INSERT INTO waitlist_entries (package_id, start_date, number_of_days, number_of_people, email,"
                " language, created_at, updated_at) VALUES (1, '2027-01-09', 7, 2, 'victim@example.com', 'en',"
                " '2026-11-02', '2026-11-02')"
            )
    command.downgrade(config, "0018_booking_search_words")
