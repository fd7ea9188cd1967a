"""French elision before a filled-in name: "de {camp}" reads "d'Anchor Point" but "de Sunset Surf House".

A name is only known when it is filled in, so a French template is elided against its values just
before str.format. The front end's translator does the same (frontend/src/i18n/elision.ts).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

_BEFORE_PLACEHOLDER = re.compile(r"(?<![^\W\d_])(de|le|la|que|jusque) (\{(\w+)\})", re.IGNORECASE)
# No "h" (h aspiré: "de Hamid") and no "y" ("de yoga"): only the vowels that always elide.
_STARTS_WITH_VOWEL = re.compile(r"[aeiouàâäéèêëîïôöûüœæ]", re.IGNORECASE)


def elide(template: str, values: Mapping[str, object]) -> str:
    """`template` with "de", "le", "la", "que", "jusque" elided before each value that starts with a vowel."""

    def one(match: re.Match[str]) -> str:
        word, placeholder, name = match.groups()
        value = values.get(name)
        if isinstance(value, str) and _STARTS_WITH_VOWEL.match(value.strip()):
            return f"{word[:-1]}'{placeholder}"
        return match.group(0)

    return _BEFORE_PLACEHOLDER.sub(one, template)


def fill(template: str, lang: str, **values: object) -> str:
    """str.format, with French elision when the template is French."""
    return (elide(template, values) if lang == "fr" else template).format(**values)
