"""The schema the migrations build is the one the models describe: a model changed without its migration
(a column, a type, a table, a constraint, an index) fails here, on each database, before a deployment
meets it. Alembic's own comparison (what `alembic revision --autogenerate` would write) on the test
database, which the harness builds by running every migration (tests/conftest.py)."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection

from app.db import get_engine
from app.models import Base

# Written by the migrations alone, on purpose; the models do not declare them:
# - the booking search structures each database has its own of (SQLite's FTS5 table and its shadow
#   tables, PostgreSQL's index on search_text): migrations 0010/0013 and tests/bookings/test_search_words.py;
# - the read indexes with sort orders (DESC NULLS LAST) the catalogue's orders and the bookings list use
#   (migration 0012, tests/migrations/test_read_indexes.py).
MIGRATION_ONLY = {
    "bookings_search",
    "bookings_search_config",
    "bookings_search_data",
    "bookings_search_docsize",
    "bookings_search_idx",
    "ix_bookings_search_status",
    "ix_bookings_camp_status_created",
    "ix_camp_packages_order_duration",
    "ix_camp_packages_order_price",
    "ix_camp_packages_order_rating",
    "ix_camp_packages_order_recommended",
}


def _name(change: Any) -> str:
    """The name of the table, index or constraint an Alembic difference is about."""
    if isinstance(change, list):  # column-level changes come as a list of one tuple
        change = change[0]
    kind, *rest = change
    if kind in ("add_table", "remove_table", "add_index", "remove_index", "add_constraint", "remove_constraint"):
        return str(rest[0].name)
    if kind in ("add_column", "remove_column"):
        return f"{rest[1]}.{rest[2].name}"
    if kind.startswith("modify_"):
        return f"{rest[1]}.{rest[2]}"
    return str(rest)


def _differences(connection: Connection) -> list[tuple[str, str]]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    found = []
    for change in compare_metadata(context, Base.metadata):
        name = _name(change)
        if name not in MIGRATION_ONLY:
            kind = change[0][0] if isinstance(change, list) else change[0]
            found.append((kind, name))
    return found


async def test_the_migrated_schema_is_the_schema_of_the_models() -> None:
    async with get_engine().connect() as connection:
        differences = await connection.run_sync(_differences)
    assert differences == [], (
        "the migrations and the models differ (write a migration: "
        f"`alembic revision --autogenerate` in backend/): {differences}"
    )


async def test_what_only_the_migrations_write_is_still_there() -> None:
    """The exemptions above name real objects: one that is gone must leave the list, not hide a new one."""
    async with get_engine().connect() as connection:
        everything = await connection.run_sync(
            lambda c: {
                _name(change)
                for change in compare_metadata(
                    MigrationContext.configure(c, opts={"compare_type": True}), Base.metadata
                )
            }
        )
    sqlite_only = {name for name in MIGRATION_ONLY if name.startswith("bookings_search")}
    postgres_only = {"ix_bookings_search_status"}
    dialect = get_engine().dialect.name
    expected = MIGRATION_ONLY - (postgres_only if dialect == "sqlite" else sqlite_only)
    assert expected <= everything
