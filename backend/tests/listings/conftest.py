from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.auth.repository import UserRepository
from app.db import get_sessionmaker
from app.listings.service import ListingService
from app.media.storage import Storage
from tests.owner.helpers import World, build_world

ServiceFor = Callable[[str], Coroutine[Any, Any, ListingService]]
OWNER_A, OWNER_B, ADMIN = "owner-a@example.com", "owner-b@example.com", "admin@example.com"


@pytest.fixture
async def world() -> World:
    return await build_world()


@pytest.fixture
async def session() -> AsyncIterator[AsyncSession]:
    async with get_sessionmaker()() as session:
        yield session
        await session.rollback()


@pytest.fixture
def service_for(session: AsyncSession, storage: Storage) -> ServiceFor:
    """The listing service of a user of the world (by e-mail), in the test's session, as a route builds it."""

    async def build(email: str) -> ListingService:
        user = await UserRepository(session).get_by_email(email)
        assert user is not None
        return ListingService(session, Principal(user=user, profile=user.profile), storage)

    return build
