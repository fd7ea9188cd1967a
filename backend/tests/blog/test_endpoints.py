from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest

from app.db import get_sessionmaker
from app.models import BlogPost


@pytest.fixture
async def posts() -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(
            [
                BlogPost(
                    slug="best-time-surf-morocco-2025",
                    title="Best Time to Surf",
                    excerpt="When",
                    body="# Body",
                    category="weather-seasons",
                    author="Team",
                    published_at=datetime(2025, 3, 1, tzinfo=UTC),
                    translations={"fr": {"title": "Meilleure saison"}},
                ),
                BlogPost(
                    slug="top-5-surf-spots-taghazout",
                    title="Top 5 Spots",
                    excerpt="Where",
                    body="# Spots",
                    category="surf-spots",
                    author="Team",
                    published_at=datetime(2025, 5, 1, tzinfo=UTC),
                    translations={},
                ),
            ]
        )


async def test_posts_newest_first_filtered_by_category_and_translated(client: httpx.AsyncClient, posts: None) -> None:
    items = (await client.get("/api/v1/blog")).json()["items"]
    assert [p["slug"] for p in items] == ["top-5-surf-spots-taghazout", "best-time-surf-morocco-2025"]
    only = (await client.get("/api/v1/blog?category=weather-seasons&lang=fr")).json()["items"]
    assert [p["title"] for p in only] == ["Meilleure saison"]


async def test_a_post_by_slug_and_a_missing_one(client: httpx.AsyncClient, posts: None) -> None:
    post = (await client.get("/api/v1/blog/top-5-surf-spots-taghazout")).json()
    assert post["body"] == "# Spots"
    missing = await client.get("/api/v1/blog/nope")
    assert missing.status_code == 404 and missing.json()["error"] == "post_not_found"


async def test_a_post_by_id_and_numbers_no_post_can_have(client: httpx.AsyncClient, posts: None) -> None:
    first = (await client.get("/api/v1/blog")).json()["items"][0]
    assert (await client.get(f"/api/v1/blog/{first['id']}")).json()["slug"] == first["slug"]
    for odd in ("9223372036854775808", "%C2%B2", "%D9%A3", "0"):
        response = await client.get(f"/api/v1/blog/{odd}")
        assert response.status_code == 404 and response.json()["error"] == "post_not_found"
