"""The migration that adds the folded search column fills it for the bookings already stored."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_booking

# Runs the migrations on a SQLite file of its own, whatever the database under test: one pass.
pytestmark = pytest.mark.runs_once


def test_existing_bookings_get_their_folded_search_text(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = alembic_config(path)
    command.upgrade(config, "0006_outbox_render_at_send")
    with sqlite3.connect(path) as db:
        insert_booking(db, "SC-OLD001", "Élodie Marchand", "Café Océan")
        insert_booking(db, "SC-OLD002", "Jürgen Straße", "Surf Bravo")
    command.upgrade(config, "head")
    with sqlite3.connect(path) as db:
        rows = dict(db.execute("SELECT booking_reference, search_text FROM bookings").fetchall())
    assert rows == {
        "SC-OLD001": "elodie marchand sc-old001@example.com sc-old001 cafe ocean",
        "SC-OLD002": "jurgen strasse sc-old002@example.com sc-old002 surf bravo",
    }
    command.downgrade(config, "0006_outbox_render_at_send")
