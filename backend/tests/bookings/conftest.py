from __future__ import annotations

import pytest

from app.config import get_settings
from tests.owner.helpers import World, build_world


@pytest.fixture
async def world() -> World:
    """Two camps with an owner, a pending, a confirmed and a cancelled booking each, and a super admin."""
    return await build_world()


@pytest.fixture(params=["group_commit", "direct"])
def booking_writer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test once with each booking writer (app/bookings/writer.py)."""
    monkeypatch.setattr(get_settings(), "booking_writer", request.param)
    return str(request.param)
