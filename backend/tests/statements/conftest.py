from __future__ import annotations

import pytest

from tests.owner.helpers import World, build_world


@pytest.fixture
async def world() -> World:
    return await build_world()
