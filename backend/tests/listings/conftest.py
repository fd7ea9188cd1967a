from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.auth.repository import UserRepository
from app.listings.service import ListingService
from app.media.storage import Storage
from tests.owner.helpers import World, build_world

ServiceFor = Callable[[str], Coroutine[Any, Any, ListingService]]
OWNER_A, OWNER_B, ADMIN = "owner-a@example.com", "owner-b@example.com", "admin@example.com"


@pytest.fixture
async def world() -> World:
    return await build_world()


@pytest.fixture
def service_for(db_session: AsyncSession, storage: Storage) -> ServiceFor:
    """The listing service of a user of the world (by e-mail), in the test's session, as a route builds it."""

    async def build(email: str) -> ListingService:
        user = await UserRepository(db_session).get_by_email(email)
        assert user is not None
        return ListingService(db_session, Principal(user=user, profile=user.profile), storage)

    return build
