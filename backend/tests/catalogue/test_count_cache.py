"""The camp list's totals are kept per filter for a few seconds (app/kit/process_cache.py), and a write
through the app that changes public reads makes them count again at once."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.process_cache import ProcessCache, camp_list_totals
from app.kit.response_cache import public_reads_changed
from tests.admin.helpers import build_office
from tests.factories import make_camp, make_package

CAMPS = "/api/v1/camps"


@pytest.fixture
def kept_for(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    camp_list_totals.clear()

    def keep(seconds: float) -> None:
        monkeypatch.setattr(get_settings(), "count_cache_seconds", seconds)

    yield keep
    camp_list_totals.clear()


async def _total(client: httpx.AsyncClient, **params: str) -> int:
    return int((await client.get(CAMPS, params=params)).json()["total"])


async def _add_packages(n: int) -> list[int]:
    """Packages written around the app, as another worker process or a command would."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Elsewhere Camp", location_key="agadir")
        return [(await make_package(session, camp, name=f"Week {i}")).id for i in range(n)]


async def test_a_write_through_the_app_is_counted_at_once(client: httpx.AsyncClient, kept_for) -> None:  # noqa: ANN001
    kept_for(30.0)
    office = await build_office()
    before = await _total(client)
    added = await _add_packages(2)
    assert await _total(client) == before  # kept: another process's write is seen within the seconds
    assert await _total(client, sort="price_asc") == before  # one total per filter, whatever the order
    assert await _total(client, location="agadir") == 2  # another filter, counted
    response = await client.delete(f"/api/v1/admin/packages/{added[0]}", headers=office["camp_admin"])
    assert response.status_code == 204
    assert await _total(client) == before + 1  # the delete emptied the kept totals
    assert await _total(client, location="agadir") == 1


async def test_a_kept_total_expires_after_its_seconds(client: httpx.AsyncClient, kept_for) -> None:  # noqa: ANN001
    kept_for(0.3)
    before = await _total(client)
    await _add_packages(1)
    assert await _total(client) == before
    await asyncio.sleep(0.4)
    assert await _total(client) == before + 1


async def test_a_total_counted_while_a_write_finished_is_not_kept() -> None:
    cache = ProcessCache()
    counts = iter([5, 6, 7])

    async def racing_count() -> int:
        public_reads_changed()  # a write answered while this count ran: it may predate the write
        return next(counts)

    async def count() -> int:
        return next(counts)

    assert await cache.one("all", 30.0, racing_count) == 5
    assert await cache.one("all", 30.0, count) == 6  # counted again, and now kept
    assert await cache.one("all", 30.0, count) == 6
    assert await cache.one("all", 0, count) == 7  # 0 seconds: always counted
