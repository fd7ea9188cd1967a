from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.kit.french import fill
from app.notifications.copy import COPY


@pytest.mark.parametrize(
    ("template", "value", "expected"),
    [
        ("À propos de {camp}", "Anchor Point Surf House", "À propos d'Anchor Point Surf House"),
        ("Carte de {camp}", "Imsouane Point House", "Carte d'Imsouane Point House"),
        ("Le {camp} vous attend", "Océan Lodge", "L'Océan Lodge vous attend"),
        ("jusque {camp}", "Agadir", "jusqu'Agadir"),
        ("À propos de {camp}", "Sunset Surf House", "À propos de Sunset Surf House"),
        ("À propos de {camp}", "Hamid's Place", "À propos de Hamid's Place"),  # h aspiré
        ("À propos de {camp}", "Yoga Riad", "À propos de Yoga Riad"),
        ("le {date}", "8 mars", "le 8 mars"),
        ("Idée {camp}", "Anchor", "Idée Anchor"),  # "de" inside a word is no preposition
    ],
)
def test_french_elides_before_a_name_that_starts_with_a_vowel(template: str, value: str, expected: str) -> None:
    name = "date" if "{date}" in template else "camp"
    assert fill(template, "fr", **{name: value}) == expected


def test_other_languages_are_filled_as_written() -> None:
    assert fill("Über de {camp}", "de", camp="Anchor Point") == "Über de Anchor Point"
    assert fill("Map of de {camp}", "en", camp="Anchor Point") == "Map of de Anchor Point"


def _texts(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for value in node.values():
            yield from _texts(value)
    elif isinstance(node, str):
        yield node


def test_french_e_mail_texts_elide_when_the_mail_code_fills_them() -> None:
    """The mail code calls str.format on the copy: every French text's format elides like fill()."""
    french = list(_texts(COPY["fr"]))
    assert french
    for template in french:
        like_it = type(template)("Le programme de {camp}")
        assert like_it.format(camp="Anchor Point") == "Le programme d'Anchor Point", template
        assert like_it.format(camp="Sunset Surf House") == "Le programme de Sunset Surf House"
