"""Revision 0007: package prices set in USD or GBP become EUR at the configured rates."""

from __future__ import annotations

import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

# Runs the migrations on a SQLite file of its own, whatever the database under test: one pass.
pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).parents[2]


def test_prices_in_another_currency_are_converted_to_eur(tmp_path: Path) -> None:
    path = tmp_path / "before.db"
    config = Config(str(BACKEND / "alembic.ini"))
    config.attributes["database_url"] = f"sqlite+aiosqlite:///{path}"
    command.upgrade(config, "0006_outbox_render_at_send")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO surf_camps (id, slug, name, location, location_key, amenities, status, featured,"
            " translations, is_demo, created_at, updated_at) VALUES (1, 'c', 'C', 'Agadir, Morocco', 'agadir',"
            " '[]', 'active', 0, '{}', 0, '2026-01-01', '2026-01-01')"
        )
        for package_id, price, currency in ((1, "690", "USD"), (2, "510", "GBP"), (3, "483", "EUR")):
            db.execute(
                "INSERT INTO camp_packages (id, camp_id, slug, name, price, currency, duration_days,"
                " difficulty_level, package_type, gallery_images, included_features, featured, status,"
                " translations, review_count, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?, 7, 'beginner',"
                " 'surf-only', '[]', '[]', 0, 'active', '{}', 0, '2026-01-01', '2026-01-01')",
                (package_id, f"p{package_id}", f"P{package_id}", price, currency),
            )
    command.upgrade(config, "0009_package_prices_in_eur")
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT id, price, currency FROM camp_packages ORDER BY id").fetchall()
    # USD 690 at 1.1 and GBP 510 at 0.85 (the default rates); EUR stays as it was.
    assert [(i, Decimal(str(p)).quantize(Decimal("0.01")), c) for i, p, c in rows] == [
        (1, Decimal("627.27"), "EUR"),
        (2, Decimal("600.00"), "EUR"),
        (3, Decimal("483.00"), "EUR"),
    ]
