"""The words a booking is found by, and which terms are looked for as a word."""

from __future__ import annotations

import pytest

from app.kit.search import MAX_WORD, search_words, word_term


def test_a_booking_s_words_are_its_runs_of_three_letters_or_more_folded_and_once_each() -> None:
    text = "Anna Müller anna.muller7@gmail.com SC-T3E222 Café Océan 1 Jürgen Straße"
    assert search_words(text) == "anna muller gmail com cafe ocean jurgen strasse"
    # Digits and punctuation part words; "sc", "t", "e" and "1" are too short to be looked for.
    assert search_words("lambert2@x.io") == "lambert"
    assert search_words("") == ""
    assert search_words("x" * 100) == "x" * MAX_WORD


@pytest.mark.parametrize(
    ("term", "word"),
    [
        ("Lambert", "lambert"),
        ("  lamb ", "lamb"),
        ("ÉLODIE", "elodie"),
        ("Straße", "strasse"),
        ("y" * 99, "y" * MAX_WORD),
    ],
)
def test_one_word_of_letters_is_looked_for_as_a_word(term: str, word: str) -> None:
    assert word_term(term) == word


@pytest.mark.parametrize("term", ["la", "anna lambert", "sc-t3e222", "t3e", "2026", "anna@", "lamb%", "o'brien"])
def test_anything_else_is_looked_for_anywhere(term: str) -> None:
    assert word_term(term) is None
