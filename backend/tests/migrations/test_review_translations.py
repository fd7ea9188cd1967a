"""Revision 0011: existing reviews get no translations; the command line's audit entries name users."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def test_reviews_start_without_translations_and_cli_entries_become_user_entries(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0010_listing_translations")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo, source_language, created_at, updated_at) VALUES (1, 'c', 'C',"
            " 'Agadir, Morocco', 'agadir', '[]', 'active', 0, '{}', 0, 'en', '2026-01-01', '2026-01-01')"
        )
        db.execute(
            "INSERT INTO reviews (id, camp_id, rating, comment, reviewer_first_name, language, is_demo,"
            " is_hidden, created_at) VALUES (1, 1, 5, 'Super Woche', 'Lukas', 'de', 0, 0, '2026-01-01')"
        )
        db.execute(
            "INSERT INTO audit_log (id, action, entity_type, entity_id, created_at) VALUES"
            " (1, 'user.approve.cli', 'admin_user', '3', '2026-01-01'), (2, 'camp.update', 'camp', '1', '2026-01-01')"
        )
    command.upgrade(config, "0011_backoffice_review_i18n")
    with sqlite3.connect(path) as db:
        (translations,) = db.execute("SELECT translations FROM reviews").fetchone()
        types = [row[0] for row in db.execute("SELECT entity_type FROM audit_log ORDER BY id")]
    assert json.loads(translations) == {}
    assert types == ["user", "camp"]

    command.downgrade(config, "0010_listing_translations")
    with sqlite3.connect(path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(reviews)")]
        (comment,) = db.execute("SELECT comment FROM reviews").fetchone()
    assert "translations" not in columns and comment == "Super Woche"
