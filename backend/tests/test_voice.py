"""One voice per language in what the server writes and seeds: German says Sie, French spaces its
punctuation with U+202F and elides. The rules are the front end's (src/i18n/voice-rules.json), which
src/i18n/voice.test.ts applies to the dictionaries."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from app.assistant.copy import TEXTS
from app.availability.mail import COPY as AVAILABILITY_COPY
from app.bookings.export_copy import EXPORT_COPY
from app.config import REPO_ROOT
from app.notifications.admin_mail import ADMIN_COPY
from app.notifications.copy import COPY
from app.notifications.job_mail import JOB_FAILED_COPY
from seed.blog import BLOG_POSTS
from seed.catalogue import AMENITIES, CAMPS, FEATURES, HERO, REVIEWS, TESTIMONIALS, TESTIMONIALS_TITLE

RULES: dict[str, Any] = json.loads(
    (REPO_ROOT / "frontend" / "src" / "i18n" / "voice-rules.json").read_text(encoding="utf-8")
)
SPACE: str = RULES["frenchSpace"]
VOWEL = "aeiouàâäéèêëîïôöûüœæ"


def _without(text: str, allowed: list[str]) -> str:
    for phrase in allowed:
        text = text.replace(phrase, " ")
    return text


_INFORMAL = re.compile(r"(?<!\w)(" + "|".join(RULES["informalGerman"]) + r")(?!\w)", re.IGNORECASE)
_IMPERATIVES = set(RULES["germanImperatives"])


def informal_words(text: str) -> list[str]:
    """The du-forms of a German text: "Buche jetzt" and "dein Surftrip", not "Ich buche" or "Sie"."""
    rest = _without(text, RULES["germanAllowed"])
    words = re.findall(r"[^\W\d_]+", rest)
    imperatives = [
        word
        for i, word in enumerate(words)
        if word.lower() in _IMPERATIVES
        and (
            word[0].isupper()
            or (i > 0 and words[i - 1].lower() == "bitte")
            or (i + 1 < len(words) and words[i + 1].lower() == "uns")
        )
    ]
    return _INFORMAL.findall(rest) + imperatives


_FRENCH_CHECKS = (
    ("space that is not U+202F before : ; ! ?", re.compile(r"[^\S\u202f]+[:;!?]")),
    ("no space before ; ! ?", re.compile(r"[^\s!?;][;!?]")),
    ("no space before :", re.compile(r'[^\s:"][:](?=\s|$)')),  # not "https://", "10:00" or JSON
    ("« without U+202F after it", re.compile(r"«(?!\u202f)")),
    ("» without U+202F before it", re.compile(r"(?<!\u202f)»")),
    ("no elision", re.compile(rf"(?<![^\W\d_]|-)(de|le|la|que|je|ne|se|jusque) [{VOWEL}]\w*", re.IGNORECASE)),
)


def french_typo_errors(text: str) -> list[str]:
    """What French typography forbids: "Prix :" (plain space), "Prix:", "«mot»", "de Anchor"."""
    rest = _without(text, RULES["frenchAllowed"])
    return [f"{rule}: {match.group(0)!r}" for rule, pattern in _FRENCH_CHECKS for match in pattern.finditer(rest)]


def _strings(node: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _strings(value, f"{path}.{key}")
    elif isinstance(node, (list, tuple)):
        for i, value in enumerate(node):
            yield from _strings(value, f"{path}[{i}]")
    elif isinstance(node, str):
        yield path, node


def texts_in(lang: str) -> Iterator[tuple[str, str]]:
    """Every text the server writes or seeds in `lang`, named by where it lives."""
    yield from _strings(TEXTS[lang], "assistant")
    yield from _strings(COPY[lang], "mail")
    yield from _strings(ADMIN_COPY[lang], "admin_mail")
    yield from _strings(JOB_FAILED_COPY[lang], "job_failed_mail")
    yield from _strings(AVAILABILITY_COPY[lang], "availability_mail")
    yield from _strings(EXPORT_COPY[lang], "booking_export")
    yield from _strings({key: names[lang] for key, names in AMENITIES.items()}, "amenities")
    yield from _strings({key: names[lang] for key, names in FEATURES.items()}, "features")
    yield from _strings(TESTIMONIALS[lang], "testimonials")
    yield from _strings(TESTIMONIALS_TITLE[lang], "testimonials.title")
    yield from _strings(HERO[lang], "hero")
    for camp in CAMPS:
        yield from _strings(vars(getattr(camp, lang)), camp.slug)
        for package in camp.packages:
            yield from _strings(vars(getattr(package, lang)), package.key)
    for post in BLOG_POSTS:
        yield from _strings(vars(getattr(post, lang)), post.slug)
    for package_key, reviews in REVIEWS.items():
        for i, review in enumerate(reviews):
            if review.language == lang:
                yield f"review {package_key}[{i}]", review.comment


def test_the_checks_catch_what_they_are_meant_to_catch() -> None:
    assert SPACE == "\u202f"
    assert informal_words("Buche dein Surfabenteuer") == ["dein", "Buche"]
    assert informal_words("Bitte wähle ein Land, oder schreib uns auf WhatsApp") == ["wähle", "schreib"]
    assert informal_words("Bitte versuche es erneut") == ["versuche es"]
    assert informal_words("Bitte wählen Sie ein Land. Dann buche ich. Zu viele Versuche, ein Klick.") == []
    assert len(french_typo_errors("Prix : 12 ; ok ! « mot »")) == 5
    assert len(french_typo_errors("Prix: 12 €")) == 1
    assert len(french_typo_errors("À propos de Anchor Point")) == 1
    assert french_typo_errors("Prix\u202f: 10:00, https://example.com\u202f? «\u202fmot\u202f» de yoga, le 8") == []
    assert french_typo_errors("Puis-je annuler\u202f? À la une") == []


def test_german_addresses_the_reader_as_sie() -> None:
    found = [f"{where}: {word}" for where, text in texts_in("de") for word in informal_words(text)]
    assert found == []


def test_french_follows_french_typography() -> None:
    found = [f"{where}: {error}" for where, text in texts_in("fr") for error in french_typo_errors(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_seeded_text_is_checked(lang: str) -> None:
    """The walk above reaches camps, packages, posts and reviews (a renamed field would hide them)."""
    places = {where.split(".")[0].split("[")[0] for where, _ in texts_in(lang)}
    assert {
        "assistant",
        "mail",
        "admin_mail",
        "job_failed_mail",
        "hero",
        CAMPS[0].slug,
        CAMPS[0].packages[0].key,
    } <= places
    assert BLOG_POSTS[0].slug in places
