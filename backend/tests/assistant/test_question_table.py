"""The assistant's question table: 60+ questions in English, French and German, asked fresh and in sequence.

Every row is asked once as the first message of a new conversation, and again inside one running
conversation per page language (the rows of that page, in order). Both times the visitor must see
the same things: the reply in the language they wrote in (whatever the page language), the package
a superlative names with its catalogue price, the filters the answer used, and for a month question
that month's season from the site's own seasons guide, without the other months of the year.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

import httpx
import pytest

from app.assistant import service
from app.assistant.copy import text
from app.assistant.service import SEASON_OF_MONTH

# The understanding of questions does not depend on the database: one pass is enough.
pytestmark = pytest.mark.runs_once

CHAT = "/api/v1/assistant/chat"
_visitor = itertools.count()


@dataclass(frozen=True)
class Row:
    page: str  # the site's language
    reply: str  # the language the visitor writes in, which the reply must use
    question: str
    contains: list[str] = field(default_factory=list)
    filters: str | None = None  # the filters the answer says it used ("Tamraght", "up to €500 · 7 days")
    month: int | None = None  # a month question: that month's season only
    absent: list[str] = field(default_factory=list)


EN_PAGE = [
    Row(
        "en",
        "en",
        "What's the cheapest camp in Tamraght?",
        [
            "The cheapest package (",
            "is Surf & Desert Vibes Retreat (Tamraght Surf Lodge, Tamraght): €475 per person for 5 days",
        ],
        "Tamraght",
    ),
    Row(
        "en",
        "en",
        "What is the cheapest package in Taghazout?",
        ["is 7-Day Beginner Surf Coaching (Sunset Surf House, Taghazout): €483 per person for 7 days"],
        "Taghazout",
    ),
    Row(
        "en",
        "en",
        "What's the most expensive camp in Imsouane?",
        ["The most expensive package (", "is Advanced Point Break Week", "€640"],
        "Imsouane",
    ),
    Row(
        "en",
        "en",
        "What's the shortest stay in Tamraght?",
        ["The shortest package (", "is Surf & Desert Vibes Retreat", "5 days for €475"],
        "Tamraght",
    ),
    Row(
        "en",
        "en",
        "Which package in Tamraght is best rated?",
        ["The best rated package (", "is Tamraght Beginner Week", "4.7/5 from 3 reviews", "€520"],
        "Tamraght",
    ),
    Row(
        "en",
        "en",
        "What's the best rated camp in Taghazout?",
        ["No package (", "has a review yet"],
        "Taghazout",
        absent=["/5"],
    ),
    Row(
        "en",
        "en",
        "What's the longest package in Tamraght?",
        ["The longest package (", "is 8-Day Intermediate Surf Guiding", "8 days for €560"],
        "Tamraght",
    ),
    Row(
        "en", "en", "What's the weather in January?", ["In January it's winter (December to February)", "4/3"], month=1
    ),
    Row("en", "en", "Is August a good month to surf?", ["In August it's summer (June to August)", "shortie"], month=8),
    Row("en", "en", "How is the surf in October?", ["In October it's autumn (September to November)"], month=10),
    Row("en", "en", "What's the cancellation policy?", ["up to 72 hours before arrival"]),
    Row("en", "en", "How can I pay?", ["bank transfer, PayPal or cash"]),
    Row("en", "en", "How do I get from the airport?", ["Agadir Al Massira"]),
    Row(
        "en",
        "fr",
        "Quel est le camp le moins cher à Tamraght ?",
        ["Le package le moins cher (", "est Surf & Desert Vibes Retreat", "475 € par personne pour 5 jours"],
        "Tamraght",
    ),
    Row(
        "en",
        "de",
        "Was ist das günstigste Camp in Taghazout?",
        ["Das günstigste Paket (", "ist 7-Tage-Anfänger-Surfkurs", "483 € pro Person für 7 Tage"],
        "Taghazout",
    ),
    Row("en", "fr", "Quel temps fait-il en février ?", ["En février, c'est l'hiver (décembre à février)"], month=2),
    Row("en", "de", "Wie ist das Wetter im Juli?", ["Im Juli ist bei uns Sommer (Juni bis August)"], month=7),
    Row("en", "fr", "Je suis débutant et je cherche un camp", ["Stage de surf débutant 7 jours", "483 €"], "débutant"),
    Row("en", "de", "Wie kann ich bezahlen?", ["Überweisung, PayPal oder bar"]),
    Row(
        "en",
        "en",
        "I'm an advanced surfer looking for surf & yoga in Imsouane",
        ["I found nothing that matches everything (advanced · Imsouane · surf & yoga)"],
    ),
    Row("en", "en", "I have 500 euros for a week", ["7-Day Beginner Surf Coaching", "€483"], "up to €500 · 7 days"),
]

FR_PAGE = [
    Row(
        "fr",
        "fr",
        "Quel est le package le moins cher à Taghazout ?",
        ["Le package le moins cher (", "est Stage de surf débutant 7 jours", "483 €"],
        "Taghazout",
    ),
    Row(
        "fr",
        "fr",
        "Quel est le séjour le plus court à Tamraght ?",
        ["Le package le plus court (", "est Surf & Desert Vibes Retreat", "5 jours pour 475 €"],
        "Tamraght",
    ),
    Row(
        "fr",
        "fr",
        "Quel est le camp le mieux noté à Tamraght ?",
        ["Le package le mieux noté (", "est Tamraght Beginner Week", "4,7/5 sur 3 avis"],
        "Tamraght",
    ),
    Row(
        "fr",
        "fr",
        "Quel est le package le plus cher à Taghazout ?",
        ["Le package le plus cher (", "est 7-Day Surf & Yoga Retreat", "595 €"],
        "Taghazout",
    ),
    Row(
        "fr",
        "fr",
        "Quel est le package le mieux noté à Taghazout ?",
        ["Aucun package (", "n'a encore d'avis"],
        "Taghazout",
        absent=["/5"],
    ),
    Row(
        "fr",
        "fr",
        "Quel est le séjour le plus long à Imsouane ?",
        ["Le package le plus long (", "est Advanced Point Break Week", "8 jours pour 640 €"],
        "Imsouane",
    ),
    Row(
        "fr",
        "fr",
        "Quel temps fait-il en janvier ?",
        ["En janvier, c'est l'hiver (décembre à février)", "4/3"],
        month=1,
    ),
    Row("fr", "fr", "Et la météo en mai ?", ["En mai, c'est le printemps (mars à mai)"], month=5),
    Row("fr", "fr", "Les vagues sont comment en septembre ?", ["En septembre, c'est l'automne"], month=9),
    Row("fr", "fr", "Quelle est la politique d'annulation ?", ["jusqu'à 72 heures avant l'arrivée"]),
    Row("fr", "fr", "Comment payer ?", ["virement bancaire, PayPal ou en espèces"]),
    Row(
        "fr",
        "en",
        "What's the cheapest camp in Tamraght?",
        ["The cheapest package (", "is Surf & Desert Vibes Retreat", "€475"],
        "Tamraght",
    ),
    Row("fr", "en", "What's the weather like in March?", ["In March it's spring (March to May)"], month=3),
    Row(
        "fr",
        "de",
        "Welches Camp in Tamraght ist am günstigsten?",
        ["Das günstigste Paket (", "ist Surf & Desert Vibes Retreat", "475 €"],
        "Tamraght",
    ),
    Row(
        "fr",
        "de",
        "Wie ist das Wetter im November?",
        ["Im November ist bei uns Herbst (September bis November)"],
        month=11,
    ),
    Row(
        "fr",
        "en",
        "I'm a beginner and I'd like to stay in Tamraght",
        ["Tamraght Beginner Week", "€520"],
        "beginner · Tamraght",
    ),
    Row("fr", "fr", "Bonjour", ["débutant, intermédiaire ou confirmé"]),
    Row(
        "fr",
        "fr",
        "Je suis un surfeur confirmé et je cherche du surf & yoga à Imsouane",
        ["Je n'ai rien trouvé qui corresponde à tous vos critères (confirmé · Imsouane · surf & yoga)"],
    ),
    Row(
        "fr",
        "fr",
        "J'ai 500 euros pour une semaine",
        ["Stage de surf débutant 7 jours", "483 €"],
        "jusqu'à 500 € · 7 jours",
    ),
    Row("fr", "fr", "Y a-t-il une réduction de groupe ?", ["pas de réduction de groupe"]),
]

DE_PAGE = [
    Row(
        "de",
        "de",
        "Was ist das günstigste Camp in Tamraght?",
        ["Das günstigste Paket (", "ist Surf & Desert Vibes Retreat", "475 € pro Person für 5 Tage"],
        "Tamraght",
    ),
    Row(
        "de",
        "de",
        "Welches Paket in Taghazout ist am teuersten?",
        ["Das teuerste Paket (", "ist 7-Day Surf & Yoga Retreat", "595 €"],
        "Taghazout",
    ),
    Row(
        "de",
        "de",
        "Was ist der kürzeste Aufenthalt in Taghazout?",
        ["Das kürzeste Paket (", "ist 7-Tage-Anfänger-Surfkurs", "7 Tage für 483 €"],
        "Taghazout",
    ),
    Row(
        "de",
        "de",
        "Welches Paket in Tamraght ist am besten bewertet?",
        ["Das am besten bewertete Paket (", "ist Tamraght Beginner Week", "4,7/5 aus 3 Bewertungen"],
        "Tamraght",
    ),
    Row(
        "de",
        "de",
        "Welches ist das bestbewertete Camp in Taghazout?",
        ["Noch kein Paket (", "hat eine Bewertung"],
        "Taghazout",
        absent=["/5"],
    ),
    Row(
        "de",
        "de",
        "Was ist das längste Paket in Tamraght?",
        ["Das längste Paket (", "ist 8-Day Intermediate Surf Guiding", "8 Tage für 560 €"],
        "Tamraght",
    ),
    Row(
        "de",
        "de",
        "Wie ist das Wetter im Januar?",
        ["Im Januar ist bei uns Winter (Dezember bis Februar)", "4/3"],
        month=1,
    ),
    Row("de", "de", "Lohnt sich der April zum Surfen?", ["Im April ist bei uns Frühling (März bis Mai)"], month=4),
    Row("de", "de", "Wie sind die Wellen im August?", ["Im August ist bei uns Sommer (Juni bis August)"], month=8),
    Row("de", "de", "Wie sind die Stornierungsbedingungen?", ["bis 72 Stunden vor der Anreise"]),
    Row("de", "de", "Gibt es einen Gruppenrabatt?", ["Gruppenrabatt bieten wir derzeit nicht an"]),
    Row(
        "de",
        "en",
        "Which camp in Tamraght is the cheapest?",
        ["The cheapest package (", "is Surf & Desert Vibes Retreat", "€475"],
        "Tamraght",
    ),
    Row("de", "fr", "Quel temps fait-il en décembre ?", ["En décembre, c'est l'hiver (décembre à février)"], month=12),
    Row("de", "en", "What's the weather in June?", ["In June it's summer (June to August)"], month=6),
    Row(
        "de",
        "fr",
        "Quel est le package le mieux noté à Tamraght ?",
        ["Le package le mieux noté (", "est Tamraght Beginner Week", "4,7/5 sur 3 avis"],
        "Tamraght",
    ),
    Row(
        "de",
        "en",
        "I'm a beginner and I'd like to stay in Tamraght",
        ["Tamraght Beginner Week", "€520"],
        "beginner · Tamraght",
    ),
    Row("de", "de", "Hallo", ["Anfänger, Mittelstufe oder Fortgeschrittene"]),
    Row(
        "de",
        "de",
        "Ich bin fortgeschritten und suche Surf & Yoga in Imsouane",
        ["nichts gefunden, das zu allen Angaben passt (Fortgeschrittene · Imsouane · Surf & Yoga)"],
    ),
    Row("de", "de", "Ich habe 500 Euro für eine Woche", ["7-Tage-Anfänger-Surfkurs", "483 €"], "bis 500 € · 7 Tage"),
    Row("de", "de", "Welche Zahlungsmethoden gibt es? Kann ich bezahlen?", ["Überweisung, PayPal oder bar"]),
]

PAGES = {"en": EN_PAGE, "fr": FR_PAGE, "de": DE_PAGE}
ROWS = [row for rows in PAGES.values() for row in rows]


def check(row: Row, reply: dict[str, object], in_sequence: bool) -> None:
    # Prices keep their no-break spaces ("483\u00a0€", test_answers.py checks them); the table reads plain ones.
    message = str(reply["message"]).replace("\u00a0", " ").replace("\u202f", " ")
    assert reply["language"] == row.reply, f"{row.question!r} answered in {reply['language']}: {message}"
    for expected in row.contains:
        assert expected in message, f"{expected!r} missing for {row.question!r}: {message}"
    for unexpected in row.absent:
        assert unexpected not in message, f"{unexpected!r} in the answer to {row.question!r}: {message}"
    if row.filters is not None:
        if in_sequence:
            # Earlier wishes that still fit may be kept; the ones this question states are always used.
            for part in row.filters.split(" · "):
                assert part in message, f"filter {part!r} not named for {row.question!r}: {message}"
        else:
            assert f"({row.filters})" in message, f"filters ({row.filters}) not named for {row.question!r}: {message}"
    if row.month is not None:
        season = SEASON_OF_MONTH[row.month]
        assert text(row.reply, f"month.{row.month}") in message
        for month, other in SEASON_OF_MONTH.items():
            name = text(row.reply, f"month.{month}")
            if other != season:
                assert not re.search(rf"\b{name}\b", message), f"{name} in the answer about {row.question!r}: {message}"


@pytest.mark.parametrize("row", ROWS, ids=[f"{r.page}-{r.reply}-{r.question[:40]}" for r in ROWS])
async def test_each_question_asked_fresh(
    client: httpx.AsyncClient, reviews: None, seasons_guide: None, row: Row
) -> None:
    response = await client.post(
        CHAT,
        json={
            "visitorId": f"fresh-visitor-{next(_visitor)}",
            "language": row.page,
            "messages": [{"role": "user", "content": row.question}],
        },
    )
    assert response.status_code == 200, response.text
    check(row, response.json(), in_sequence=False)


@pytest.mark.parametrize("page", PAGES)
async def test_the_same_questions_asked_in_one_conversation(
    client: httpx.AsyncClient, reviews: None, seasons_guide: None, monkeypatch: pytest.MonkeyPatch, page: str
) -> None:
    monkeypatch.setattr(service, "VISITOR_RATE", "1000/60")
    history: list[dict[str, str]] = []
    for row in PAGES[page]:
        history.append({"role": "user", "content": row.question})
        response = await client.post(
            CHAT, json={"visitorId": f"sequence-visitor-{page}", "language": page, "messages": history[-20:]}
        )
        assert response.status_code == 200, response.text
        check(row, response.json(), in_sequence=True)
        history.append({"role": "assistant", "content": response.json()["message"]})


def test_the_table_has_sixty_questions_in_three_languages() -> None:
    assert len(ROWS) >= 60
    assert {row.reply for row in ROWS} == {"en", "fr", "de"} == {row.page for row in ROWS}
    # Some questions are written in another language than the page's.
    assert sum(row.reply != row.page for row in ROWS) >= 12
