"""How one conversation builds on earlier questions: follow-ups keep them, new questions start over."""

from __future__ import annotations

import httpx

from tests.assistant.helpers import conversation, say


async def test_a_new_question_drops_earlier_wishes_that_no_longer_fit_and_says_so(
    client: httpx.AsyncClient, catalogue: None
) -> None:
    _, week = await say(
        client,
        "visitor-new-question",
        "I'm an advanced surfer looking for surf & yoga in Imsouane",
        "I have 500 euros for a week",
    )
    message = week["message"]
    assert "nothing that matches everything" not in message
    assert "Here are packages that match what you told me (up to €500 · 7 days):" in message
    assert "I left out what you told me earlier (advanced · Imsouane · surf & yoga)" in message
    assert [s["name"] for s in week["suggestions"]] == ["7-Day Beginner Surf Coaching"]
    stored = (await conversation("visitor-new-question")).context
    assert stored["budget_max"] == 500 and stored["days"] == 7
    assert "level" not in stored and "location" not in stored and "kind" not in stored


async def test_a_new_question_keeps_earlier_wishes_that_still_fit(client: httpx.AsyncClient, catalogue: None) -> None:
    _, cheapest = await say(
        client, "visitor-keeps", "I have 500 euros for a week", "What's the cheapest camp in Tamraght?"
    )
    # The budget still fits Tamraght (€475); the week does not, so it is left out and named.
    assert "The cheapest package (Tamraght · up to €500) is Surf & Desert Vibes Retreat" in cheapest["message"]
    assert "I left out what you told me earlier (7 days)" in cheapest["message"]


async def test_a_follow_up_keeps_the_budget_and_the_superlative(client: httpx.AsyncClient, catalogue: None) -> None:
    _, imsouane = await say(client, "visitor-follow-up", "Something under 500 euros please", "and in Imsouane?")
    assert "(Imsouane · up to €500)" in imsouane["message"]
    assert (await conversation("visitor-follow-up")).context["budget_max"] == 500
    tamraght, taghazout = await say(
        client, "visitor-follow-best", "What's the cheapest camp in Tamraght?", "And in Taghazout?"
    )
    assert "The cheapest package (Tamraght) is Surf & Desert Vibes Retreat" in tamraght["message"]
    assert "The cheapest package (Taghazout) is 7-Day Beginner Surf Coaching" in taghazout["message"]
    assert "€483" in taghazout["message"]


async def test_best_rated_comes_from_visible_reviews_only(client: httpx.AsyncClient, reviews: None) -> None:
    [overall, tamraght] = [
        (await say(client, f"visitor-rated-{n}", question))[0]
        for n, question in enumerate(["Which package is best rated?", "Best rated camp in Tamraght?"])
    ]
    assert "The best rated package is Advanced Point Break Week" in overall["message"]
    assert "5.0/5 from 1 review," in overall["message"]
    # Surf & Desert's only review is hidden, so it is not rated at all.
    assert "The best rated package (Tamraght) is Tamraght Beginner Week" in tamraght["message"]
    assert "Surf & Desert Vibes Retreat" not in tamraght["message"].split("\n")[0]


async def test_with_no_reviews_the_assistant_says_nothing_is_rated(client: httpx.AsyncClient, catalogue: None) -> None:
    [reply] = await say(client, "visitor-unrated", "Welches Camp ist am besten bewertet?", language="de")
    assert reply["message"].startswith("Noch kein Paket hat eine Bewertung")
    assert "/5" not in reply["message"] and reply["suggestions"], "suggestions still follow"


async def test_a_month_without_the_seasons_guide_gets_that_season_only(client: httpx.AsyncClient) -> None:
    [reply] = await say(client, "visitor-month-builtin", "weather in January?")
    assert reply["message"].startswith("In January it's winter (December to February) on our coast:")
    assert "all year" not in reply["message"] and "April" not in reply["message"]


async def test_a_whole_year_question_still_gets_the_whole_year(client: httpx.AsyncClient) -> None:
    [reply] = await say(client, "visitor-season", "When is the best season to surf?")
    assert "October to April" in reply["message"]


async def test_short_messages_keep_the_conversation_language_until_the_page_language_changes(
    client: httpx.AsyncClient, catalogue: None
) -> None:
    french, short = await say(client, "visitor-lang", "Je cherche un camp à Tamraght", "Imsouane ?")
    assert french["language"] == short["language"] == "fr"
    assert "Voici des packages" in french["message"] and "critères (Imsouane)" in short["message"]
    [german_page] = await say(client, "visitor-lang", "Imsouane?", language="de")
    assert german_page["language"] == "de"
    stored = await conversation("visitor-lang")
    assert stored.language == "de"


async def test_a_month_answer_links_the_guide_in_the_language_of_the_answer(
    client: httpx.AsyncClient, seasons_guide: None
) -> None:
    [french] = await say(client, "visitor-month-link", "Quel temps fait-il en janvier ?")
    assert french["language"] == "fr"
    assert french["message"].endswith("/fr/blog/best-time-surf-morocco-2025")
    assert "«\u202fQuand surfer au Maroc\u202f? Le guide 2025\u202f»" in french["message"]
