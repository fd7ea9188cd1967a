"""What the built-in assistant answers, question by question, in English, French and German.

Each row is one fresh conversation: (language, question, texts the answer must contain).
"""

from __future__ import annotations

import itertools

import httpx
import pytest

from tests.assistant.helpers import say

_visitor = itertools.count()

ANSWERS: list[tuple[str, str, list[str]]] = [
    # English
    ("en", "Hello!", ["beginner, intermediate or advanced"]),
    ("en", "I'm a complete beginner", ["7-Day Beginner Surf Coaching", "€483", "Tamraght Beginner Week"]),
    ("en", "What is your cancellation policy?", ["up to 72 hours before arrival", "50% is refunded", "Under 24 hours"]),
    ("en", "How far is the airport?", ["about 30 minutes by car from Taghazout", "Tamraght is 5 minutes", "€20"]),
    ("en", "How does booking work?", ["within 24 hours", "no card is charged online"]),
    ("en", "Do you have yoga camps in Taghazout?", ["7-Day Surf & Yoga Retreat", "Taghazout"]),
    ("en", "All inclusive in Tamraght under 500€", ["Surf & Desert Vibes Retreat", "€475"]),
    ("en", "Is there a group discount?", ["don't offer a group discount", "up to 8 people"]),
    ("en", "How can I pay?", ["bank transfer, PayPal or cash"]),
    ("en", "How much does it cost?", ["from €475 to €640 per person"]),
    ("en", "I'm an advanced surfer", ["Advanced Point Break Week", "Imsouane"]),
    ("en", "What is included?", ["Accommodation", "Daily surf lessons"]),
    ("en", "When is the best season to surf?", ["October to April", "3/2 wetsuit"]),
    (
        "en",
        "Can I talk to a human on WhatsApp?",
        ["212600000000", "https://wa.me/212600000000", "hello@surfcamp.local"],
    ),
    ("en", "What's the meaning of life?", ["not sure", "https://wa.me/212600000000"]),
    ("en", "Thanks a lot", ["You're welcome"]),
    ("en", "Something for 2 weeks under 300 euros", ["closest options"]),
    # French
    ("fr", "Bonjour", ["débutant, intermédiaire ou confirmé"]),
    ("fr", "Je suis débutant", ["Stage de surf débutant 7 jours", "483 €"]),
    ("fr", "Quelle est votre politique d'annulation ?", ["jusqu'à 72 heures avant l'arrivée", "50 %"]),
    ("fr", "L'aéroport est loin ?", ["30 minutes", "Tamraght est à 5 minutes"]),
    ("fr", "Comment réserver ?", ["sous 24 heures", "aucune carte n'est débitée"]),
    ("fr", "Je cherche un séjour surf et yoga", ["7-Day Surf & Yoga Retreat", "surf & yoga"]),
    ("fr", "Comment payer ?", ["virement bancaire, PayPal ou en espèces"]),
    ("fr", "Qu'est-ce qui est inclus ?", ["La plupart de nos packages comprennent", "Accommodation"]),
    ("fr", "Une question sur la philosophie", ["WhatsApp", "https://wa.me/212600000000"]),
    # German
    ("de", "Hallo", ["Anfänger, Mittelstufe oder Fortgeschrittene"]),
    ("de", "Ich bin Anfänger", ["7-Tage-Anfänger-Surfkurs", "483 €"]),
    ("de", "Wie sind die Stornierungsbedingungen?", ["bis 72 Stunden vor der Anreise", "50 %"]),
    ("de", "Wie weit ist der Flughafen entfernt?", ["30 Minuten", "Tamraght 5 Minuten"]),
    ("de", "Wie kann ich bezahlen?", ["Überweisung, PayPal oder bar"]),
    ("de", "Gibt es einen Gruppenrabatt?", ["Gruppenrabatt bieten wir derzeit nicht an"]),
    ("de", "Wann bestätigen Sie meine Buchung?", ["innerhalb von 24 Stunden"]),
    ("de", "Ich bin fortgeschritten und suche etwas in Imsouane", ["Advanced Point Break Week"]),
    ("de", "Was ist im Paket enthalten?", ["Die meisten unserer Pakete enthalten"]),
    ("de", "Wie viel kostet es?", ["zwischen 475 € und 640 € pro Person"]),
    ("de", "Ich suche Surf und Yoga in Taghazout", ["7-Day Surf & Yoga Retreat", "595 €"]),
    ("de", "Beste Reisezeit zum Surfen?", ["Oktober", "3/2"]),
    ("fr", "Combien ça coûte ?", ["de 475 € à 640 € par personne"]),
    ("fr", "Y a-t-il une réduction de groupe ?", ["pas de réduction de groupe", "jusqu'à 8 personnes"]),
    ("fr", "Je suis confirmé et je cherche Imsouane", ["Advanced Point Break Week", "640 €"]),
    ("fr", "Quelle est la meilleure saison ?", ["D'octobre à avril", "3/2"]),
    ("en", "Surf only for 7 days in Taghazout", ["7-Day Beginner Surf Coaching", "€483"]),
    ("en", "Can I book for 10 people?", ["up to 8 people"]),
    # Long messages, read by their parts (tests/assistant/test_understanding.py has the readings)
    (
        "fr",
        "Bonjour, je suis débutante et je cherche un camp à Taghazout pour une semaine. Merci d'avance !",
        ["(débutant · Taghazout · 7 jours)", "Stage de surf débutant 7 jours"],
    ),
    (
        "en",
        "I'm a beginner. My boyfriend is an advanced surfer. We'd like a camp for both of us, 7 days.",
        ["(beginner · 7 days)", "7-Day Beginner Surf Coaching"],
    ),
    (
        "de",
        "Letztes Jahr war ich in Tamraght. Dieses Mal suche ich etwas in Imsouane, ich bin fortgeschritten.",
        ["(Fortgeschrittene · Imsouane)", "Advanced Point Break Week"],
    ),
]


@pytest.mark.parametrize(("language", "question", "expected"), ANSWERS, ids=[f"{a[0]}-{a[1][:30]}" for a in ANSWERS])
async def test_the_answer_contains_the_facts(
    client: httpx.AsyncClient, catalogue: None, language: str, question: str, expected: list[str]
) -> None:
    response = await client.post(
        "/api/v1/assistant/chat",
        json={
            "visitorId": f"table-visitor-{next(_visitor)}",
            "language": language,
            "messages": [{"role": "user", "content": question}],
        },
    )
    assert response.status_code == 200, response.text
    # Prices keep their no-break spaces (the test below); the table reads plain ones.
    message = response.json()["message"].replace("\u00a0", " ").replace("\u202f", " ")
    for text in expected:
        assert text in message, f"{text!r} missing from: {message}"


@pytest.mark.parametrize(
    ("language", "question", "price"),
    [
        ("en", "How much does it cost?", "€475"),
        ("fr", "Combien ça coûte ?", "475\u00a0€"),
        ("de", "Wie viel kostet es?", "475\u00a0€"),
    ],
)
async def test_prices_are_written_as_the_language_writes_them(
    client: httpx.AsyncClient, catalogue: None, language: str, question: str, price: str
) -> None:
    """The amount and its symbol stay on one line (a no-break space between them in fr and de)."""
    [reply] = await say(client, f"price-visitor-{language}", question, language=language)
    assert price in reply["message"]


def test_the_table_covers_at_least_fifteen_questions_in_each_language_mix() -> None:
    assert len(ANSWERS) >= 15
    assert {language for language, _, _ in ANSWERS} == {"en", "fr", "de"}
