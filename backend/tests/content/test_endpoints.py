from __future__ import annotations

import json

import httpx
import pytest

from app.db import get_sessionmaker
from app.models import CmsContent

TESTIMONIALS = [{"name": "Emma", "country": "United Kingdom", "rating": 5, "text": "Great week"}]


@pytest.fixture
async def content() -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(
            [
                CmsContent(
                    section_key="testimonials",
                    title="What surfers say",
                    content=json.dumps(TESTIMONIALS),
                    content_type="json",
                    language="en",
                    meta={"order": 1},
                ),
                CmsContent(
                    section_key="testimonials",
                    title="Das sagen unsere Surfer",
                    content=json.dumps([{**TESTIMONIALS[0], "country": "Vereinigtes Königreich"}]),
                    content_type="json",
                    language="de",
                ),
                CmsContent(section_key="testimonials", title="Old", content="[]", language="en", is_active=False),
                CmsContent(section_key="hero", title="Surf Camps", content="Book hand-picked camps", language="en"),
            ]
        )


async def test_active_rows_of_a_section_in_the_language(client: httpx.AsyncClient, content: None) -> None:
    response = await client.get("/api/v1/content?section=testimonials&lang=de")
    assert response.status_code == 200
    body = response.json()
    assert body["section"] == "testimonials" and body["language"] == "de"
    assert [item["title"] for item in body["items"]] == ["Das sagen unsere Surfer"]
    assert json.loads(body["items"][0]["content"])[0]["country"] == "Vereinigtes Königreich"


async def test_inactive_rows_are_hidden_and_meta_is_the_metadata_column(
    client: httpx.AsyncClient, content: None
) -> None:
    items = (await client.get("/api/v1/content?section=testimonials")).json()["items"]
    assert len(items) == 1
    item = items[0]
    assert item["contentType"] == "json" and item["meta"] == {"order": 1} and item["sectionKey"] == "testimonials"
    assert json.loads(item["content"]) == TESTIMONIALS


async def test_a_language_without_rows_falls_back_to_english(client: httpx.AsyncClient, content: None) -> None:
    body = (await client.get("/api/v1/content?section=hero&lang=fr")).json()
    assert body["language"] == "en"
    assert [(i["title"], i["content"]) for i in body["items"]] == [("Surf Camps", "Book hand-picked camps")]


async def test_an_unknown_section_is_an_empty_list(client: httpx.AsyncClient, content: None) -> None:
    body = (await client.get("/api/v1/content?section=nothing-here&lang=fr")).json()
    assert body["items"] == []


async def test_the_section_is_required_and_checked(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/v1/content")).status_code == 422
    assert (await client.get("/api/v1/content?section=../etc")).status_code == 422
    assert (await client.get("/api/v1/content?section=hero&lang=es")).status_code == 422


async def test_conditional_get_answers_304(client: httpx.AsyncClient, content: None) -> None:
    first = await client.get("/api/v1/content?section=hero")
    assert "public" in first.headers["cache-control"]
    again = await client.get("/api/v1/content?section=hero", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
