"""The three languages of a listing: what owners and the back office write, and what readers see.

A camp or a package is written in its `source_language`; its plain columns (`name`,
`description`, ...) hold that language's texts, which search, slugs and the back-office lists use.
The other two languages live in the row's `translations` JSON, each field as

    {"fr": {"description": {"text": "Le texte", "from": "The text it was translated from"}}}

`from` is the source text the translation was written against, so a translation is *translated*
while `from` equals the current source text, *outdated* once the source changed (the owner sees
what it was translated from), *missing* when there is none. Nothing is dropped when the source
changes: the public site simply stops showing an outdated translation and falls back to the source
text, marked with its language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal

from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES, Language
from app.models import CampPackage, SurfCamp

TranslationStatus = Literal["translated", "missing", "outdated", "not_needed"]

CAMP_TEXT_FIELDS = ("name", "short_description", "description", "address", "amenities")
PACKAGE_TEXT_FIELDS = ("name", "short_description", "description", "included_features")
LIST_FIELDS = frozenset({"amenities", "included_features"})

Listing = SurfCamp | CampPackage


def text_fields(row: Listing | type[Listing]) -> tuple[str, ...]:
    """The translatable fields of a camp or a package."""
    kind = row if isinstance(row, type) else type(row)
    return CAMP_TEXT_FIELDS if issubclass(kind, SurfCamp) else PACKAGE_TEXT_FIELDS


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == []


def _entry(row: Listing, lang: str, field: str) -> dict[str, Any] | None:
    entry = (row.translations or {}).get(lang, {}).get(field)
    return entry if isinstance(entry, dict) and not _empty(entry.get("text")) else None


def source_language(row: Listing) -> str:
    """The language the listing's text columns are in (a row not yet flushed has not got its default)."""
    return row.source_language or DEFAULT_LANGUAGE


def target_languages(row: Listing) -> tuple[Language, ...]:
    """The languages a listing is translated into: every language but its own."""
    return tuple(lang for lang in LANGUAGES if lang != source_language(row))


def status_of(row: Listing, lang: str, field: str) -> TranslationStatus:
    source = getattr(row, field)
    if _empty(source):
        return "not_needed"
    entry = _entry(row, lang, field)
    if entry is None:
        return "missing"
    return "translated" if entry.get("from") == source else "outdated"


def translation_view(row: Listing) -> dict[str, dict[str, dict[str, Any]]]:
    """What the owner and the team see of each translation: its text, its status and, when outdated,
    the source text it was translated from."""
    view: dict[str, dict[str, dict[str, Any]]] = {}
    for lang in target_languages(row):
        fields: dict[str, dict[str, Any]] = {}
        for field in text_fields(row):
            entry = _entry(row, lang, field)
            status = status_of(row, lang, field)
            empty: Any = [] if field in LIST_FIELDS else None
            fields[field] = {
                "text": entry["text"] if entry else empty,
                "status": status,
                "translated_from": entry.get("from") if entry and status == "outdated" else None,
            }
        view[lang] = fields
    return view


def is_translated(row: Listing, lang: str) -> bool:
    """Whether every text of the listing reads in `lang` (its own language always does)."""
    if lang == source_language(row):
        return True
    return all(status_of(row, lang, field) in ("translated", "not_needed") for field in text_fields(row))


def public_text(row: Listing, field: str, lang: str) -> tuple[Any, str]:
    """(text, the language it is in) for a reader of `lang`: the translation while it matches the
    source text, else the source text in the listing's own language."""
    source = getattr(row, field)
    if lang != source_language(row):
        entry = _entry(row, lang, field)
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
            if not _empty(value):
                if used != self.lang:
                    self.fallback_languages[key] = used
                return value
        return None

    def done(self) -> dict[str, str]:
        """The fallbacks read so far; the reader starts afresh for the next answer."""
        taken, self.fallback_languages = self.fallback_languages, {}
        return taken


def apply_translations(
    row: Listing,
    updates: Mapping[str, Mapping[str, Any]] | None,
    up_to_date: Mapping[str, Iterable[str]] | None,
) -> bool:
    """Store what a person wrote in the other languages after the source fields were set.

    `updates`: {lang: {field: text}}; a field left out stays, an empty text removes the translation; a
    translation whose text changed is stored as written against the source text as it is now.
    `up_to_date`: {lang: [field]}; the person checked these kept translations and they still say what the
    source says now. Returns whether anything changed.
    """
    stored: dict[str, dict[str, Any]] = {
        lang: dict(fields) for lang, fields in (row.translations or {}).items() if lang in LANGUAGES
    }
    for lang, texts in (updates or {}).items():
        for field, text in texts.items():
            current = stored.setdefault(lang, {})
            if _empty(text):
                current.pop(field, None)
                continue
            entry = current.get(field)
            if not isinstance(entry, dict) or entry.get("text") != text:
                current[field] = {"text": text, "from": getattr(row, field)}
    for lang, checked in (up_to_date or {}).items():
        for field in checked:
            entry = stored.get(lang, {}).get(field)
            if isinstance(entry, dict):
                stored[lang][field] = {**entry, "from": getattr(row, field)}
    stored.pop(source_language(row), None)  # the listing's own language is its columns
    cleaned = {lang: fields for lang, fields in stored.items() if fields}
    if cleaned == (row.translations or {}):
        return False
    row.translations = cleaned
    return True


def written_against_source(row: Listing, texts: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Stored form of translations written for the row's current source texts (new listings, the seed)."""
    return {
        lang: {
            field: {"text": text, "from": getattr(row, field)}
            for field, text in fields.items()
            if field in text_fields(row) and not _empty(text)
        }
        for lang, fields in texts.items()
        if lang != source_language(row)
    }
