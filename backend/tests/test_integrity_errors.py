"""A write the database refuses on a unique key is a 409 naming the field, on SQLite and PostgreSQL,
never the 503 of an outage."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from app.db import SessionDep, get_sessionmaker
from app.errors import install_error_handlers
from app.kit.ratelimit import get_rate_limiter
from app.models import AdminUser, BlogPost, User
from tests.auth.helpers import REGISTRATION


def _post(slug: str) -> BlogPost:
    return BlogPost(
        slug=slug,
        title="T",
        excerpt="E",
        body="B",
        category="surf-spots",
        author="Team",
        published_at=datetime(2025, 1, 1, tzinfo=UTC),
        translations={},
    )


@pytest.fixture
async def writer() -> AsyncIterator[httpx.AsyncClient]:
    app = FastAPI()
    install_error_handlers(app)

    @app.post("/posts/{slug}")
    async def add(slug: str, session: SessionDep) -> dict[str, str]:
        session.add(_post(slug))
        await session.flush()
        return {"slug": slug}

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as client:
        yield client


async def test_a_duplicate_unique_value_is_a_409_naming_the_field(writer: httpx.AsyncClient) -> None:
    assert (await writer.post("/posts/taken")).status_code == 200
    response = await writer.post("/posts/taken")
    assert response.status_code == 409
    assert response.json() == {
        "error": "already_exists",
        "detail": "This already exists.",
        "fields": {"slug": "already_exists"},
    }
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count(BlogPost.id))) == 1


async def test_the_same_email_registered_ten_times_at_once_one_account_and_nine_409s(
    client: httpx.AsyncClient,
) -> None:
    get_rate_limiter().enabled = False
    answers = await asyncio.gather(*(client.post("/api/v1/auth/register", json=REGISTRATION) for _ in range(10)))
    assert sorted(a.status_code for a in answers) == [201] + [409] * 9
    assert {a.json()["error"] for a in answers if a.status_code == 409} == {"email_taken"}
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count(User.id))) == 1
        assert await session.scalar(select(func.count(AdminUser.id))) == 1
