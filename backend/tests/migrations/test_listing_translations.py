"""Revision 0010: existing translations are kept, as written for the current texts, in both directions."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]
OLD = {"fr": {"name": "Semaine", "included_features": ["Repas"], "description": ""}, "de": {"name": "Woche"}}


def test_translations_become_current_entries_and_go_back(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0009_package_prices_in_eur")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo, created_at, updated_at) VALUES (1, 'c', 'C', 'Agadir, Morocco', 'agadir',"
            " '[\"Meals\"]', 'active', 0, '{\"fr\": {\"amenities\": [\"Repas\"]}}', 0, '2026-01-01', '2026-01-01')"
        )
        db.execute(
            "INSERT INTO camp_packages (id, camp_id, slug, name, price, currency, duration_days,"
            " difficulty_level, package_type, gallery_images, included_features, featured, status,"
            " translations, review_count, created_at, updated_at) VALUES (1, 1, 'w', 'Week', 483, 'EUR', 7,"
            " 'beginner', 'surf-only', '[]', '[\"Meals\"]', 0, 'active', ?, 0, '2026-01-01', '2026-01-01')",
            (json.dumps(OLD),),
        )
    command.upgrade(config, "0010_listing_translations")
    with sqlite3.connect(path) as db:
        (package, language), (camp,) = (
            db.execute("SELECT translations, source_language FROM camp_packages").fetchone(),
            db.execute("SELECT translations FROM surf_camps").fetchone(),
        )
    assert language == "en"
    assert json.loads(package) == {
        "fr": {
            "name": {"text": "Semaine", "from": "Week"},
            "included_features": {"text": ["Repas"], "from": ["Meals"]},
        },
        "de": {"name": {"text": "Woche", "from": "Week"}},
    }
    assert json.loads(camp) == {"fr": {"amenities": {"text": ["Repas"], "from": ["Meals"]}}}

    command.downgrade(config, "0009_package_prices_in_eur")
    with sqlite3.connect(path) as db:
        (package,) = db.execute("SELECT translations FROM camp_packages").fetchone()
    assert json.loads(package) == {"fr": {"name": "Semaine", "included_features": ["Repas"]}, "de": {"name": "Woche"}}
