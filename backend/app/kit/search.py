"""Accent- and case-insensitive text search that works the same on SQLite and PostgreSQL.

Neither database folds accents the same way (SQLite has no unaccent at all), so the folding is
done once, in Python: a searchable row stores `fold(its texts)` in a search column, written when
the row is inserted, and a search term is folded the same way before `LIKE '%term%'`. "Élodie",
"ELODIE" and "elodie" then find the same rows on both databases.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from sqlalchemy.engine.default import DefaultExecutionContext
from sqlalchemy.orm import QueryableAttribute
from sqlalchemy.sql.elements import ColumnElement

# The LIKE escape character; chosen because it is rare in names and e-mail addresses.
_ESCAPE = "/"


def fold(text: str) -> str:
    """Lower-case without accents: "Élodie Müller" -> "elodie muller", "Straße" -> "strasse"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def search_text(parts: Iterable[str | None]) -> str:
    """The folded, space-joined texts a row is found by."""
    return fold(" ".join(part for part in parts if part))


def search_text_default(*columns: str) -> object:
    """A column default storing `search_text` of the inserted row's `columns` (works for bulk inserts)."""

    def default(context: DefaultExecutionContext) -> str:
        row: dict[str, Any] = context.get_current_parameters()  # type: ignore[no-untyped-call]
        return search_text(row.get(column) for column in columns)

    return default


def has_wildcards(term: str) -> bool:
    """Whether the folded term holds a character LIKE would take as a wildcard (or as `matches`' escape)."""
    return any(char in fold(term) for char in ("%", "_", _ESCAPE))


def matches(column: QueryableAttribute[str | None], term: str) -> ColumnElement[bool]:
    """`column` (a folded search column) contains the folded term, wildcards taken literally."""
    escaped = fold(term).replace(_ESCAPE, _ESCAPE * 2).replace("%", _ESCAPE + "%").replace("_", _ESCAPE + "_")
    return column.like(f"%{escaped}%", escape=_ESCAPE)
