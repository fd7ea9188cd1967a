from __future__ import annotations

import pytest

from tests.owner.helpers import World, build_world


@pytest.fixture
async def world() -> World:
    """Two camps with an owner, a pending, a confirmed and a cancelled booking each, and a super admin."""
    return await build_world()
