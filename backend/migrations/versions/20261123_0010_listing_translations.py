"""listings in three languages: a source language per camp and package, translations with their source

Until now an edit of an English text dropped that field's fr/de translations. From here a camp or
package says which language its text columns are in (`source_language`, "en" for every existing
row) and each translation keeps the source text it was written against, so a translation whose
source changed is shown to the owner as outdated instead of being lost (app/listings/translations.py).
Existing translations become {"text": ..., "from": <the current source text>}: they were written
for the current texts, since every earlier edit dropped the ones it made stale.

Revision ID: 0010_listing_translations
Revises: 0009_package_prices_in_eur
Create Date: 2026-11-23 19:00:00
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0010_listing_translations"
down_revision: str | None = "0009_package_prices_in_eur"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copies of app.listings.translations.*_TEXT_FIELDS as of this revision.
TEXT_FIELDS = {
    "surf_camps": ("name", "short_description", "description", "address", "amenities"),
    "camp_packages": ("name", "short_description", "description", "included_features"),
}


def _table(name: str) -> sa.TableClause:
    columns = [sa.column("id", sa.Integer), sa.column("translations", sa.JSON)]
    columns += [
        sa.column(field, sa.JSON if field in ("amenities", "included_features") else sa.Text)
        for field in TEXT_FIELDS[name]
    ]
    return sa.table(name, *columns)


def _convert(row: Any, fields: tuple[str, ...], upgrade: bool) -> dict[str, Any]:
    converted: dict[str, Any] = {}
    for lang, values in (row.translations or {}).items():
        if not isinstance(values, dict):
            continue
        kept = {}
        for field, value in values.items():
            if field not in fields:
                continue
            if upgrade:
                if value not in (None, "", []):
                    kept[field] = {"text": value, "from": getattr(row, field)}
            elif isinstance(value, dict) and value.get("from") == getattr(row, field):
                kept[field] = value.get("text")  # the old shape had no place for an outdated text
        if kept:
            converted[lang] = kept
    return converted


def _rewrite(upgrade: bool) -> None:
    bind = op.get_bind()
    for name, fields in TEXT_FIELDS.items():
        table = _table(name)
        rows = bind.execute(sa.select(table.c.id, table.c.translations, *(table.c[f] for f in fields))).all()
        for row in rows:
            bind.execute(table.update().where(table.c.id == row.id).values(translations=_convert(row, fields, upgrade)))


def upgrade() -> None:
    for name in TEXT_FIELDS:
        with op.batch_alter_table(name, schema=None) as batch_op:
            batch_op.add_column(sa.Column("source_language", sa.String(length=2), server_default="en", nullable=False))
    _rewrite(upgrade=True)


def downgrade() -> None:
    _rewrite(upgrade=False)
    for name in TEXT_FIELDS:
        if op.get_bind().dialect.name == "sqlite":
            # A batch rebuild of surf_camps would drop the old table, and with it (ON DELETE CASCADE)
            # every package; SQLite drops a plain column in place.
            op.execute(f"ALTER TABLE {name} DROP COLUMN source_language")
        else:
            op.drop_column(name, "source_language")
