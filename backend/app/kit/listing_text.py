"""A listing's texts as a reader of one language sees them (the rule of app/listings/translations.py).

A camp's or a package's text columns hold its `source_language`; its `translations` JSON holds each
other language's field as {"text", "from"}, `from` being the source text it was written for. A reader
gets the translation while it still says what the source says, else the source text in its own
language. Kit, not the listings domain: e-mails (app/notifications), the public reads and the
assistant all name listings in their reader's language.
"""

from __future__ import annotations

from typing import Any

from app.kit.languages import DEFAULT_LANGUAGE
from app.models import CampPackage, SurfCamp

Listing = SurfCamp | CampPackage


def is_empty(value: Any) -> bool:
    return value is None or value == "" or value == []


def translation_entry(row: Listing, lang: str, field: str) -> dict[str, Any] | None:
    entry = (row.translations or {}).get(lang, {}).get(field)
    return entry if isinstance(entry, dict) and not is_empty(entry.get("text")) else None


def source_language(row: Listing) -> str:
    """The language the listing's text columns are in (a row not yet flushed has not got its default)."""
    return row.source_language or DEFAULT_LANGUAGE


def public_text(row: Listing, field: str, lang: str) -> tuple[Any, str]:
    """(text, the language it is in) for a reader of `lang`: the translation while it matches the
    source text, else the source text in the listing's own language."""
    source = getattr(row, field)
    if lang != source_language(row):
        entry = translation_entry(row, lang, field)
        if entry is not None and entry.get("from") == source:
            return entry["text"], lang
    return source, source_language(row)


class Reader:
    """Reads listing texts for one reader's language and remembers which came in another language,
    by the name the answer gives them (`fallback_languages`)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.fallback_languages: dict[str, str] = {}

    def text(self, key: str, *choices: tuple[Listing, str]) -> Any:
        """The first non-empty of (row, field) choices, recorded under `key` when not in the reader's language."""
        for row, field in choices:
            value, used = public_text(row, field, self.lang)
            if not is_empty(value):
                if used != self.lang:
                    self.fallback_languages[key] = used
                return value
        return None

    def done(self) -> dict[str, str]:
        """The fallbacks read so far; the reader starts afresh for the next answer."""
        taken, self.fallback_languages = self.fallback_languages, {}
        return taken
