"""Translations of the texts people write on camps and packages.

Until each language keeps its own status (issue 15), an edit of an English text drops that field's
fr/de translations, so visitors see the current words rather than an outdated translation.
"""

from __future__ import annotations

from app.models import CampPackage, SurfCamp

TRANSLATED_FIELDS = frozenset({"name", "description", "short_description", "included_features"})


def drop_stale_translations(row: SurfCamp | CampPackage, changed: set[str]) -> None:
    """Forget every language's translation of the translated fields in `changed` (owner and back office alike)."""
    stale = changed & TRANSLATED_FIELDS
    if not stale or not row.translations:
        return
    row.translations = {
        lang: {k: v for k, v in fields.items() if k not in stale} for lang, fields in row.translations.items()
    }
