"""The assistant names the surf levels with the words the site's cards, filters and forms use.

The front end keeps each level's one name in the `levels` section of src/i18n/core/<lang>.ts; the
assistant's sentences are written on the server. A mirror kept by test, not by file.
"""

from __future__ import annotations

import re

import pytest

from app.assistant.copy import text
from app.assistant.understanding import read_message
from app.config import REPO_ROOT

LANGUAGES = ("en", "fr", "de")
ASKED_LEVELS = ("beginner", "intermediate", "advanced")  # the assistant asks for one of these


def front_end_texts(lang: str) -> str:
    return (REPO_ROOT / "frontend" / "src" / "i18n" / "core" / f"{lang}.ts").read_text(encoding="utf-8")


def front_end_levels(lang: str) -> dict[str, str]:
    section = re.search(r"\n  levels: \{\n(.*?)\n  \},?\n", front_end_texts(lang), re.S)
    assert section, f"core/{lang}.ts has no levels section"
    return dict(re.findall(r"(\w+): '([^']*)'", section.group(1)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_front_end_names_every_level_of_the_api(lang: str) -> None:
    assert set(front_end_levels(lang)) == {"beginner", "intermediate", "advanced", "all_levels"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_assistant_calls_each_level_what_the_site_calls_it(lang: str) -> None:
    site = front_end_levels(lang)
    # Case aside: the assistant writes "débutant" inside a sentence where a card says "Débutant".
    assert {level: text(lang, f"level.{level}").casefold() for level in ASKED_LEVELS} == {
        level: site[level].casefold() for level in ASKED_LEVELS
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_level_question_offers_the_site_words(lang: str) -> None:
    words = [front_end_levels(lang)[level].casefold() for level in ASKED_LEVELS]
    greeting = re.search(r"\n    greeting:\s*'([^']*)'", front_end_texts(lang))
    assert greeting, f"core/{lang}.ts has no assistant greeting"
    for question in (text(lang, "greeting"), text(lang, "ask_level"), greeting.group(1)):
        assert [word for word in words if word not in question.casefold()] == [], question


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("level", ASKED_LEVELS)
def test_answering_with_an_offered_word_is_understood(lang: str, level: str) -> None:
    """The visitor answers the question with one of the words it offered, as a card shows it."""
    assert read_message(front_end_levels(lang)[level]).level == level


@pytest.mark.parametrize("lang", ("fr", "de"))
def test_the_demo_packages_name_their_level_as_the_cards_do(lang: str) -> None:
    """A package for intermediates never calls itself 'for advanced surfers' in its own title, nor the reverse."""
    from seed.catalogue import CAMPS

    words = {level: name.casefold() for level, name in front_end_levels(lang).items() if level in ASKED_LEVELS}
    for camp in CAMPS:
        for package in camp.packages:
            title = getattr(package, lang).name.casefold()
            others = [w for level, w in words.items() if level != package.difficulty_level and w in title]
            assert not others, f"{package.key} ({package.difficulty_level}) is titled {title!r}"
