"""A draft waits for its camp to go live: it is never counted as a package on sale ("active packages")."""

from __future__ import annotations

import httpx

from app.db import get_sessionmaker
from app.models import SurfCamp
from tests.factories import make_package
from tests.owner.helpers import World


async def drafts_and_a_deleted_one(world: World) -> None:
    """Camp Alpha: its one package on sale, two drafts and one its owner took off."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, world.a.camp.id)
        assert camp is not None
        await make_package(session, camp, name="Alpha Draft 1", status="draft")
        await make_package(session, camp, name="Alpha Draft 2", status="draft")
        await make_package(session, camp, name="Alpha Old", status="inactive")


async def test_the_owners_active_packages_are_the_ones_on_sale(client: httpx.AsyncClient, world: World) -> None:
    await drafts_and_a_deleted_one(world)
    stats = (await client.get("/api/v1/owner/stats", headers=world.a.owner)).json()
    assert stats["activePackages"] == 1  # was 3: both drafts counted


async def test_the_back_office_camp_list_tells_packages_on_sale_from_drafts(
    client: httpx.AsyncClient, world: World
) -> None:
    await drafts_and_a_deleted_one(world)
    camps = {c["name"]: c for c in (await client.get("/api/v1/admin/camps", headers=world.admin)).json()}
    alpha = camps["Camp Alpha"]
    assert (alpha["packagesOnSale"], alpha["packageDrafts"], alpha["packageCount"]) == (1, 2, 4)
    one = (await client.get(f"/api/v1/admin/camps/{world.a.camp.id}", headers=world.admin)).json()
    assert (one["packagesOnSale"], one["packageDrafts"], one["bookingCount"]) == (1, 2, 3)
