from __future__ import annotations

import pytest

from app.assistant.understanding import detect_language, read_message


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I'm a beginner", {"level": "beginner"}),
        ("Je suis débutante", {"level": "beginner"}),
        ("Ich bin Anfänger", {"level": "beginner"}),
        ("intermediate, 7 days in Tamraght", {"level": "intermediate", "days": 7, "location": "tamraght"}),
        ("Je suis un surfeur confirmé", {"level": "advanced"}),
        ("Ich bin ein erfahrener Surfer", {"level": "advanced"}),
        ("budget 400-500 €", {"budget_max": 500}),
        ("unter 600 Euro für eine Woche", {"budget_max": 600, "days": 7}),
        ("moins de 450 euros, deux semaines", {"budget_max": 450, "days": 14}),
        ("surf and yoga please", {"kind": "surf-yoga"}),
        ("tout compris à Imsouane", {"kind": "all-inclusive", "location": "imsouane"}),
        ("just surf, 5 nights", {"kind": "surf-only", "days": 5}),
        ("Anfang Mai möchte ich mehr erfahren", {}),
        ("Ma réservation est-elle confirmée ?", {}),
    ],
)
def test_preferences_are_read_in_three_languages(message: str, expected: dict[str, object]) -> None:
    assert read_message(message).preferences() == expected


@pytest.mark.parametrize(
    ("message", "topic"),
    [
        ("Can I cancel?", "cancellation"),
        ("Puis-je annuler ?", "cancellation"),
        ("Kann ich stornieren?", "cancellation"),
        ("How do I get from the airport?", "airport"),
        ("Is there a discount for groups?", "group"),
        ("Wie viel kostet das?", "price"),
        ("Quelle est la meilleure saison ?", "season"),
    ],
)
def test_topics(message: str, topic: str) -> None:
    assert topic in read_message(message).topics


def test_agadir_in_an_airport_question_is_not_a_place_to_stay() -> None:
    assert read_message("How far is Agadir airport?").location is None


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("I have 500 euros for a week", "en"),
        ("What's the cheapest camp in Tamraght?", "en"),
        ("Quel est le camp le moins cher à Tamraght ?", "fr"),
        ("J'ai 500 euros pour une semaine", "fr"),
        ("Bonjour", "fr"),
        ("Was ist das günstigste Camp in Tamraght?", "de"),
        ("Ich habe 500 Euro für eine Woche", "de"),
        ("Danke!", "de"),
        # Too short or mixed to tell: the caller falls back (conversation, then page language).
        ("Imsouane?", None),
        ("surf & yoga", None),
        ("7 days", None),
    ],
)
def test_the_language_of_a_message(message: str, language: str | None) -> None:
    assert detect_language(message) == language


@pytest.mark.parametrize(
    ("message", "superlative"),
    [
        ("What's the cheapest camp in Tamraght?", "cheapest"),
        ("le moins cher", "cheapest"),
        ("am günstigsten", "cheapest"),
        ("the most expensive one", "most_expensive"),
        ("le séjour le plus court", "shortest"),
        ("das längste Paket", "longest"),
        ("best rated camp", "best_rated"),
        ("le mieux noté", "best_rated"),
        ("am besten bewertet", "best_rated"),
        ("Is it expensive?", None),
    ],
)
def test_superlatives(message: str, superlative: str | None) -> None:
    reading = read_message(message)
    assert reading.superlative == superlative
    if superlative == "cheapest":
        assert "price" not in reading.topics  # named from the catalogue, not answered with the price range


@pytest.mark.parametrize(
    ("message", "months"),
    [
        ("weather in January", [1]),
        ("Quel temps fait-il en août ?", [8]),
        ("Wie ist das Wetter im März?", [3]),
        ("in May", [5]),
        ("Anfang Mai", [5]),
        ("May I cancel my booking?", []),
        ("December or February?", [12, 2]),
    ],
)
def test_months(message: str, months: list[int]) -> None:
    assert read_message(message).months == months


@pytest.mark.parametrize(
    ("message", "follow_up"),
    [
        ("and in Imsouane?", True),
        ("et pour 7 jours ?", True),
        ("Und in Tamraght?", True),
        ("Imsouane?", True),
        ("I have 500 euros for a week", False),
        ("What's the cheapest camp in Tamraght?", False),
    ],
)
def test_follow_ups(message: str, follow_up: bool) -> None:
    assert read_message(message).follow_up is follow_up
