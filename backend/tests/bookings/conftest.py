from __future__ import annotations

import pytest

from app.db import get_sessionmaker
from app.models import CampPackage
from tests.factories import make_camp, make_package, make_user
from tests.owner.helpers import World, build_world


@pytest.fixture
async def package() -> CampPackage:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Ocean Vibes Camp")
        await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        return await make_package(session, camp, max_participants=6)


@pytest.fixture
async def world() -> World:
    """Two camps with an owner, a pending, a confirmed and a cancelled booking each, and a super admin."""
    return await build_world()
