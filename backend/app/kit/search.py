"""Accent- and case-insensitive text search that works the same on SQLite and PostgreSQL.

Neither database folds accents the same way (SQLite has no unaccent at all), so the folding is
done once, in Python: a searchable row stores `fold(its texts)` in a search column, written when
the row is inserted, and a search term is folded the same way before `LIKE '%term%'`. "Élodie",
"ELODIE" and "elodie" then find the same rows on both databases.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
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


# A word is a run of letters (digits and punctuation part words: "anna.lambert2@mail.com" holds "anna",
# "lambert", "mail" and "com"); shorter ones are not kept, since a word search needs three letters.
_WORD = re.compile(r"[^\W\d_]+")
MIN_WORD = 3
MAX_WORD = 64  # the longest kept (and looked for): a name is shorter, a key longer is cut


def search_words(text: str) -> str:
    """The distinct words of the folded `text`, space-joined in the order they come (app/bookings/search_words.py)."""
    words = (word[:MAX_WORD] for word in _WORD.findall(fold(text)) if len(word) >= MIN_WORD)
    return " ".join(dict.fromkeys(words))


def word_term(term: str) -> str | None:
    """The folded term when it is one word (letters only, at least `MIN_WORD`), which a word index can
    find as the start of a word; None for anything else (several words, digits, punctuation, short)."""
    folded = fold(term).strip()
    if len(folded) >= MIN_WORD and _WORD.fullmatch(folded):
        return folded[:MAX_WORD]
    return None


def _default(of: Callable[[str], str], columns: tuple[str, ...]) -> object:
    def default(context: DefaultExecutionContext) -> str:
        row: dict[str, Any] = context.get_current_parameters()  # type: ignore[no-untyped-call]
        return of(search_text(row.get(column) for column in columns))

    return default


def search_text_default(*columns: str) -> object:
    """A column default storing `search_text` of the inserted row's `columns` (works for bulk inserts)."""
    return _default(lambda text: text, columns)


def search_words_default(*columns: str) -> object:
    """A column default storing `search_words` of the inserted row's `columns`."""
    return _default(search_words, columns)


def has_wildcards(term: str) -> bool:
    """Whether the folded term holds a character LIKE would take as a wildcard (or as `matches`' escape)."""
    return any(char in fold(term) for char in ("%", "_", _ESCAPE))


def matches(column: QueryableAttribute[str | None], term: str) -> ColumnElement[bool]:
    """`column` (a folded search column) contains the folded term, wildcards taken literally."""
    escaped = fold(term).replace(_ESCAPE, _ESCAPE * 2).replace("%", _ESCAPE + "%").replace("_", _ESCAPE + "_")
    return column.like(f"%{escaped}%", escape=_ESCAPE)
