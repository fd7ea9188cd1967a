"""The three languages of a listing: what owners and the back office write, and what readers see.

A camp or a package is written in its `source_language`; its plain columns (`name`,
`description`, ...) hold that language's texts, which search, slugs and the back-office lists use.
The other two languages live in the row's `translations` JSON, each field as

    {"fr": {"description": {"text": "Le texte", "from": "The text it was translated from"}}}

`from` is the source text the translation was written against, so a translation is *translated*
while `from` equals the current source text, *outdated* once the source changed (the owner sees
what it was translated from), *missing* when there is none. Nothing is dropped when the source
changes: the public site simply stops showing an outdated translation and falls back to the source
text, marked with its language. Nor when the listing's own language changes (`change_source_language`):
the texts of the new language become the columns and the former ones its translation. What a
reader sees (`public_text`, `Reader`) is read in app/kit/listing_text.py, which e-mails use too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal

from app.kit.languages import LANGUAGES, Language
from app.kit.listing_text import Listing, is_empty, source_language, translation_entry
from app.models import SurfCamp

TranslationStatus = Literal["translated", "missing", "outdated", "not_needed"]

CAMP_TEXT_FIELDS = ("name", "short_description", "description", "address", "amenities")
PACKAGE_TEXT_FIELDS = ("name", "short_description", "description", "included_features")
LIST_FIELDS = frozenset({"amenities", "included_features"})


def text_fields(row: Listing | type[Listing]) -> tuple[str, ...]:
    """The translatable fields of a camp or a package."""
    kind = row if isinstance(row, type) else type(row)
    return CAMP_TEXT_FIELDS if issubclass(kind, SurfCamp) else PACKAGE_TEXT_FIELDS


def target_languages(row: Listing) -> tuple[Language, ...]:
    """The languages a listing is translated into: every language but its own."""
    return tuple(lang for lang in LANGUAGES if lang != source_language(row))


def status_of(row: Listing, lang: str, field: str) -> TranslationStatus:
    source = getattr(row, field)
    if is_empty(source):
        return "not_needed"
    entry = translation_entry(row, lang, field)
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
            entry = translation_entry(row, lang, field)
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
            if is_empty(text):
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


def change_source_language(row: Listing, to: str) -> set[str]:
    """Make `to` the listing's own language without losing a text; returns the fields whose column changed.

    Each field's translation into `to` becomes its source text (a field without one keeps its text);
    the former source text becomes the translation into the former language, written for the new
    source, so it reads as translated; the third language's translation stays current if it was.
    Switching back restores every text as it was.
    """
    former = source_language(row)
    if to == former:
        return set()
    stored: dict[str, dict[str, Any]] = {
        lang: dict(fields) for lang, fields in (row.translations or {}).items() if lang in LANGUAGES
    }
    changed: set[str] = set()
    for field in text_fields(row):
        current = getattr(row, field)
        entry = translation_entry(row, to, field)
        new = entry["text"] if entry is not None else current
        for lang, fields in stored.items():
            other = fields.get(field)
            if lang not in (former, to) and isinstance(other, dict) and other.get("from") == current:
                fields[field] = {**other, "from": new}
        if not is_empty(current):
            stored.setdefault(former, {})[field] = {"text": current, "from": new}
        if new != current:
            setattr(row, field, new)
            changed.add(field)
    row.source_language = to
    row.translations = {lang: fields for lang, fields in stored.items() if fields and lang != to}
    return changed


def written_against_source(row: Listing, texts: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Stored form of translations written for the row's current source texts (new listings, the seed)."""
    return {
        lang: {
            field: {"text": text, "from": getattr(row, field)}
            for field, text in fields.items()
            if field in text_fields(row) and not is_empty(text)
        }
        for lang, fields in texts.items()
        if lang != source_language(row)
    }
