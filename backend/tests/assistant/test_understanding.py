from __future__ import annotations

from datetime import date

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


TODAY = date(2026, 11, 28)


@pytest.mark.parametrize(
    ("message", "dates"),
    [
        ("places on 10 January", [date(2027, 1, 10)]),  # no year: the next 10 January
        ("Any room on January 10th?", [date(2027, 1, 10)]),
        ("from the 3rd of December for a week", [date(2026, 12, 3)]),
        ("Reste-t-il des places le 10 janvier ?", [date(2027, 1, 10)]),
        ("arrivée le 1er février", [date(2027, 2, 1)]),
        ("Gibt es noch Plätze am 10. Januar?", [date(2027, 1, 10)]),
        ("Anreise 10.01.", [date(2027, 1, 10)]),
        ("am 10.01.2027", [date(2027, 1, 10)]),
        ("free spots on 10/01?", [date(2027, 1, 10)]),
        ("10/01/2028 please", [date(2028, 1, 10)]),
        ("2027-03-14", [date(2027, 3, 14)]),
        ("28 November", [TODAY]),  # today is the next one
        ("10 January 2020", [date(2020, 1, 10)]),  # a past day stays what it is: the answer says so
        # Not days: a wetsuit, hours, a length in May, a month alone, an impossible day
        ("Is a 3/2 wetsuit enough?", []),
        ("it takes 1.5 hours", []),
        ("Ich möchte im Mai 10 Tage surfen", []),
        ("weather in January", []),
        ("31 February", []),
    ],
)
def test_days_of_the_calendar_in_three_languages(message: str, dates: list[date]) -> None:
    assert read_message(message, TODAY).dates == dates


def test_a_day_s_month_is_no_question_about_that_month() -> None:
    reading = read_message("Are there places on 10 January?", TODAY)
    assert reading.months == [] and reading.dates == [date(2027, 1, 10)]
    assert read_message("weather in January?", TODAY).months == [1]


@pytest.mark.parametrize(
    ("message", "people"),
    [
        ("places for 2 people", 2),
        ("nous sommes trois", 3),
        ("pour 4 personnes", 4),
        ("Wir sind zu zweit", 2),
        ("für zwei Personen", 2),
        ("a week for me", None),
    ],
)
def test_how_many_travel_together(message: str, people: int | None) -> None:
    assert read_message(message, TODAY).people == people


@pytest.mark.parametrize(
    "message",
    [
        "What is the best month to surf in Taghazout?",
        "Which months are best for beginners?",
        "Quel est le meilleur mois pour surfer à Taghazout ?",
        "Quels mois sont les meilleurs ?",
        "Was ist der beste Monat zum Surfen?",
        "Welcher Monat ist am besten?",
    ],
)
def test_which_month_is_best_is_a_question(message: str) -> None:
    reading = read_message(message, TODAY)
    assert "best_months" in reading.topics and reading.months == []


# Long messages, read by their parts: what a visitor wrote, the wishes and the questions it must be read as.
LONG_MESSAGES: list[tuple[str, dict[str, object], list[str]]] = [
    # "merci d'avance" (thanks in advance) is not "avancé"
    (
        "Bonjour, je suis débutante et je cherche un camp à Taghazout pour une semaine. Merci d'avance pour "
        "votre aide !",
        {"level": "beginner", "location": "taghazout", "days": 7},
        [],
    ),
    # what the visitor says of themselves outweighs someone else's level
    (
        "I'm a beginner. My boyfriend is an advanced surfer. We'd like a camp for both of us, 7 days.",
        {"level": "beginner", "days": 7},
        [],
    ),
    (
        "Salut ! On est deux, moi je suis débutant et ma copine est intermédiaire. On voudrait partir 10 jours "
        "en avril, budget 700 euros chacun.",
        {"level": "beginner", "days": 10, "budget_max": 700},
        [],
    ),
    (
        "Ich bin Anfänger. Meine Freundin ist schon fortgeschritten. Gibt es ein Camp für uns beide?",
        {"level": "beginner"},
        [],
    ),
    # what they did before states no wish of today
    (
        "I surfed a lot in the past (advanced level years ago), but after a long break I'm basically a beginner "
        "again. Looking for a week in Taghazout.",
        {"level": "beginner", "location": "taghazout", "days": 7},
        [],
    ),
    (
        "I'm an intermediate surfer. Last year I did a beginner camp in Spain and loved it. Now I want something "
        "more challenging in Imsouane for 8 days.",
        {"level": "intermediate", "location": "imsouane", "days": 8},
        [],
    ),
    (
        "Last year we paid 900 euros in Bali. This time our budget is 600 euros for a week in Tamraght.",
        {"location": "tamraght", "budget_max": 600, "days": 7},
        [],
    ),
    (
        "Letztes Jahr war ich in Tamraght. Dieses Mal suche ich etwas in Imsouane, ich bin fortgeschritten.",
        {"level": "advanced", "location": "imsouane"},
        [],
    ),
    # "bank transfer" is no airport transfer; "all inclusive" is a kind of stay, not "what's included?"
    ("Can I pay by bank transfer?", {}, ["payment"]),
    (
        "Hello! I'm looking for a surf camp. I'm a complete beginner, never surfed. I'd like to go for two weeks "
        "in October. My max budget is 1200 euros. I'd prefer all inclusive with meals. Is airport pickup possible?",
        {"level": "beginner", "days": 14, "budget_max": 1200, "kind": "all-inclusive"},
        ["airport"],
    ),
    # "the first week of April" is a date, not a length; a stated budget needs no price range
    (
        "We want to come in the first week of April. We're intermediate, and the price should be below 600 euros. "
        "Also, what is the cancellation policy if one of us gets sick?",
        {"level": "intermediate", "budget_max": 600},
        ["cancellation"],
    ),
    # "when" about arriving, not about the season; "first time in Morocco" is no first time surfing
    (
        "Je suis débutant. Quand est-ce que je dois arriver au camp ? Merci d'avance",
        {"level": "beginner"},
        [],
    ),
    (
        "It's my first time in Morocco, I've surfed for ten years and I'm quite experienced. Any camp in Imsouane?",
        {"level": "advanced", "location": "imsouane"},
        [],
    ),
    (
        "Je suis un surfeur confirmé, j'aimerais en profiter au maximum à Imsouane",
        {"level": "advanced", "location": "imsouane"},
        [],
    ),
]


@pytest.mark.parametrize(
    ("message", "preferences", "topics"), LONG_MESSAGES, ids=[message[:40] for message, _, _ in LONG_MESSAGES]
)
def test_a_long_message_is_read_by_its_parts(message: str, preferences: dict[str, object], topics: list[str]) -> None:
    reading = read_message(message, TODAY)
    assert reading.preferences() == preferences
    # The questions it asks (greetings, thanks and "recommend" words are no question of their own).
    assert [topic for topic in reading.topics if topic not in ("greeting", "thanks", "recommend")] == topics
