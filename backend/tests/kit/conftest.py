"""The public-read micro-cache turned on (the other tests run without it), and a catalogue to read."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.config import get_settings
from app.db import get_sessionmaker
from app.main import create_app
from tests.factories import make_camp, make_package, make_user


@pytest.fixture(scope="module")
def cached_app() -> FastAPI:
    return create_app(get_settings().model_copy(update={"response_cache_seconds": 30.0}))


@pytest.fixture
async def visitor(cached_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    cached_app.middleware_stack = None  # a new, empty cache for every test
    transport = httpx.ASGITransport(app=cached_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as c:
        yield c


@pytest.fixture
async def catalogue() -> dict[str, int]:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House", location_key="taghazout")
        package = await make_package(session, camp, "Week of Waves", "480", 7)
        admin = await make_user(session, "boss@example.com", "super_admin")
    return {"camp": camp.id, "package": package.id, "admin": admin.id}


@pytest.fixture
async def walker(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """A client on the real app that answers a server error as the 500 a caller gets (the walks list them)."""
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as c:
        yield c
