from __future__ import annotations

import pytest

from app.assistant.understanding import read_message


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
