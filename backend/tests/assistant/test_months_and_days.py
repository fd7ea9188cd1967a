"""Questions about time answered from the site's data: which months are best (the seasons guide's short
answer, by level) and which packages have places on a given day (the availability rules, the same a
booking request is checked against), in English, French and German."""

from __future__ import annotations

from datetime import date, timedelta

import httpx
from babel.dates import format_date
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import CampPackage, PackageDay
from tests.assistant.helpers import conversation, say

# A day far enough ahead for every package's notice, named as a visitor writes it in each language.
DAY = date.today() + timedelta(days=45)
EN_DAY = f"{DAY.day} {format_date(DAY, 'MMMM', locale='en')}"
FR_DAY = f"le {DAY.day} {format_date(DAY, 'MMMM', locale='fr')}"
DE_DAY = f"am {DAY.day}. {format_date(DAY, 'MMMM', locale='de')}"


async def package_ids() -> dict[str, int]:
    async with get_sessionmaker()() as session:
        return {p.name: p.id for p in (await session.scalars(select(CampPackage))).all()}


async def test_the_best_month_is_answered_from_the_guide_by_level_in_three_languages(
    client: httpx.AsyncClient, catalogue: None, seasons_guide: None
) -> None:
    [english] = await say(client, "visitor-best-month-en", "What is the best month to surf in Taghazout?")
    message = english["message"]
    assert message.startswith("From our guide “The Best Time to Surf in Morocco (2025 Guide)”, the best months")
    for line in ("• Beginners: late spring (April to June)", "• Intermediate surfers: October to April", "• Advanced"):
        assert line in message
    # A question about time there, not a search: no package list, and Taghazout is kept for what follows.
    assert english["suggestions"] == []
    assert (await conversation("visitor-best-month-en")).context["location"] == "taghazout"
    [french] = await say(client, "visitor-best-month-fr", "Quel est le meilleur mois pour surfer ?", language="fr")
    assert "• Débutants\u202f: fin du printemps (avril à juin)" in french["message"]
    assert french["message"].rstrip().endswith("/fr/blog/best-time-surf-morocco-2025")
    # The visitor's level, said before: that level's months alone.
    _, german = await say(
        client, "visitor-best-month-de", "Ich bin fortgeschritten", "Welcher Monat ist am besten?", language="de"
    )
    assert "die besten Monate für Sie:\n• Fortgeschrittene: November bis März." in german["message"]
    assert "Anfänger:" not in german["message"]


async def test_without_the_guide_the_best_months_are_the_built_in_ones(
    client: httpx.AsyncClient, catalogue: None
) -> None:
    [reply] = await say(client, "visitor-best-month-builtin", "Which month is best for surfing?")
    assert "October to April brings the most consistent swell" in reply["message"]


async def test_places_on_a_day_come_from_the_availability_rules(client: httpx.AsyncClient, catalogue: None) -> None:
    ids = await package_ids()
    async with get_sessionmaker()() as session, session.begin():
        # The beginner week cannot start that day: its first day is blocked.
        session.add(PackageDay(package_id=ids["7-Day Beginner Surf Coaching"], day=DAY, blocked=True))
    [reply] = await say(client, "visitor-day-en", f"Are there places on {EN_DAY} for a beginner?")
    message = reply["message"]
    assert message.startswith(f"On {format_date(DAY, 'long', locale='en')}, these packages can start (beginner):")
    names = [s["name"] for s in reply["suggestions"]]
    assert "7-Day Beginner Surf Coaching" not in names and "Tamraght Beginner Week" in names
    # Each link opens the booking form on that day (frontend/src/features/booking/lib/prefill.ts).
    week = next(s for s in reply["suggestions"] if s["name"] == "Tamraght Beginner Week")
    assert week["url"] == f"/packages/{ids['Tamraght Beginner Week']}/book?start={DAY}"
    assert "Places are not held until you send the booking form" in message


async def test_a_day_without_places_names_the_nearest_days_in_french_and_german(
    client: httpx.AsyncClient, catalogue: None
) -> None:
    ids = await package_ids()
    async with get_sessionmaker()() as session, session.begin():
        # Two places left on that day in Imsouane's only package.
        session.add(PackageDay(package_id=ids["Advanced Point Break Week"], day=DAY, places=2))
    [french] = await say(
        client, "visitor-day-fr", f"Reste-t-il des places {FR_DAY} à Imsouane pour 3 personnes ?", language="fr"
    )
    message = french["message"].replace("\u202f", " ")
    when = format_date(DAY, "long", locale="fr")
    assert message.startswith(f"Aucun package (Imsouane) ne peut commencer le {when} pour 3 personnes.")
    assert "• Advanced Point Break Week — Imsouane Point House, Imsouane : " in message
    [suggestion] = french["suggestions"]
    nearest = suggestion["url"].split("start=")[1].split("&")[0]
    assert nearest != DAY.isoformat() and abs((date.fromisoformat(nearest) - DAY).days) <= 31
    assert suggestion["url"].endswith("&people=3")
    # Two people fit: the same day is offered, with the places it has left.
    [german] = await say(
        client, "visitor-day-de", f"Wir sind zu zweit, gibt es {DE_DAY} Plätze in Imsouane?", language="de"
    )
    assert (
        f"Am {format_date(DAY, 'long', locale='de')} können diese Pakete für 2 Personen beginnen" in (german["message"])
    )
    assert "(noch 2 Plätze frei)" in german["message"]


async def test_a_day_that_has_passed_or_is_too_far_is_said_so(client: httpx.AsyncClient, catalogue: None) -> None:
    [past] = await say(client, "visitor-day-past", "Any places on 10 January 2020?")
    assert past["message"].startswith("January 10, 2020 has passed.") and past["suggestions"] == []
    far = date.today().year + 5
    [later] = await say(client, "visitor-day-far", f"Places on 10/01/{far}?")
    assert "is too far ahead: bookings open at most 730 days in advance." in later["message"]


async def test_a_day_for_wishes_nothing_matches_says_which_were_left_out(
    client: httpx.AsyncClient, catalogue: None
) -> None:
    [reply] = await say(
        client,
        "visitor-day-relaxed",
        f"Last year I was in Taghazout. This time I'd like Imsouane. I'm intermediate. Any places on {EN_DAY}?",
    )
    assert reply["message"].startswith(
        "Nothing matches everything you told me (intermediate · Imsouane), so I checked the closest packages "
        "(filters used: intermediate).\nOn "
    )
    assert "8-Day Intermediate Surf Guiding" in [s["name"] for s in reply["suggestions"]]
