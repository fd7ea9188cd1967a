"""Each way an owner and the back office differ, as the same service call made by both roles.

The differences are written once, in app/listings/rules.py; a new one gets its test here.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import NotFound
from app.listings.errors import CampNotFound, OwnCampMissing, PackageNotFound
from app.listings.schemas import (
    AdminCampUpdate,
    AdminPackageCreate,
    AdminPackageUpdate,
    OwnerCampUpdate,
    OwnerPackageUpdate,
)
from app.media.service import ImageNotFound
from app.models import AuditLog, CampPackage, SurfCamp
from tests.listings.conftest import ADMIN, OWNER_A, ServiceFor
from tests.owner.helpers import World


async def test_null_amenities_clear_the_list_for_an_owner_and_are_ignored_by_the_back_office(
    world: World, service_for: ServiceFor
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    camp_id = world.a.camp.id
    await admin.update_camp(camp_id, AdminCampUpdate(amenities=["Wi-Fi", "Yoga deck"]))

    camp = await admin.update_camp(camp_id, AdminCampUpdate.model_validate({"amenities": None}))
    assert camp.amenities == ["Wi-Fi", "Yoga deck"]
    camp = await owner.update_camp(None, OwnerCampUpdate.model_validate({"amenities": None}))
    assert camp.amenities == []


async def test_an_owner_deletes_softly_and_the_back_office_for_good(
    world: World, service_for: ServiceFor, db_session: AsyncSession
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    await owner.delete_package(world.a.package.id)
    kept = await db_session.get(CampPackage, world.a.package.id)
    assert kept is not None and kept.status == "inactive"

    await admin.delete_package(world.b.package.id)
    gone = await db_session.scalar(select(func.count(CampPackage.id)).where(CampPackage.id == world.b.package.id))
    assert gone == 0


async def test_a_soft_deleted_package_is_gone_for_the_owner_and_still_there_for_the_back_office(
    world: World, service_for: ServiceFor, db_session: AsyncSession
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    await owner.delete_package(world.a.package.id)
    await db_session.flush()
    with pytest.raises(PackageNotFound):
        await owner.get_package(world.a.package.id)
    assert (await admin.get_package(world.a.package.id)).status == "inactive"
    assert world.a.package.id not in [p.id for p, _, _ in await owner.list_packages()]
    assert world.a.package.id in [p.id for p, _, _ in await admin.list_packages()]


async def test_an_owner_sees_only_their_camp_and_other_camps_answer_404(world: World, service_for: ServiceFor) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    with pytest.raises(PackageNotFound):
        await owner.get_package(world.b.package.id)
    with pytest.raises(PackageNotFound):
        await owner.update_package(world.b.package.id, OwnerPackageUpdate(name="Taken over"))
    with pytest.raises(CampNotFound):
        await owner.get_camp(world.b.camp.id)
    assert (await admin.get_package(world.b.package.id)).camp_id == world.b.camp.id
    assert {c.id for c, _ in await owner.list_camps()} == {world.a.camp.id}
    assert {c.id for c, _ in await admin.list_camps()} == {world.a.camp.id, world.b.camp.id}
    assert {p.camp_id for p, _, _ in await owner.list_packages()} == {world.a.camp.id}


async def test_an_owner_whose_camp_row_is_gone_is_told_to_contact_support(
    world: World, service_for: ServiceFor, db_session: AsyncSession
) -> None:
    owner = await service_for(OWNER_A)
    await db_session.execute(delete(SurfCamp).where(SurfCamp.id == world.a.camp.id))
    with pytest.raises(OwnCampMissing) as missing:
        await owner.get_camp()
    assert missing.value.code == "camp_not_found"
    assert missing.value.detail == "Unable to load camp data. Please contact support."


async def test_a_back_office_rename_moves_the_camp_slug_and_an_owners_keeps_it(
    world: World, service_for: ServiceFor
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    camp = await owner.update_camp(None, OwnerCampUpdate(name="Alpha Surf House"))
    assert camp.slug == "camp-alpha"
    camp = await admin.update_camp(world.a.camp.id, AdminCampUpdate(name="Alpha Surf Lodge"))
    assert camp.slug == "alpha-surf-lodge"


async def test_an_owner_attaches_only_their_own_camps_images(world: World, service_for: ServiceFor) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    other = world.b.package.image_url
    with pytest.raises(ImageNotFound):
        await owner.update_package(world.a.package.id, OwnerPackageUpdate(image_url=other))
    package = await admin.update_package(world.a.package.id, OwnerPackageUpdate(image_url=other))
    assert package.image_url == other


async def test_the_owners_and_the_back_offices_writes_are_both_audited_each_under_its_party(
    world: World, service_for: ServiceFor, db_session: AsyncSession
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    await owner.update_package(world.a.package.id, OwnerPackageUpdate(name="Owner Week"))
    await admin.update_package(world.a.package.id, OwnerPackageUpdate(name="Admin Week"))
    await owner.update_package(world.a.package.id, OwnerPackageUpdate(name="Admin Week"))  # no change: no entry
    await owner.delete_package(world.a.package.id)
    await db_session.flush()
    entries = (await db_session.scalars(select(AuditLog).order_by(AuditLog.id))).all()
    assert [(e.action, e.actor_party, e.actor_user_id) for e in entries] == [
        ("package.update", "camp", world.a.owner_id),
        ("package.update", "team", entries[1].actor_user_id),
        ("package.delete", "camp", world.a.owner_id),
    ]
    assert entries[0].after == {"name": "Owner Week", "slug": "owner-week"} and entries[2].after == {
        "status": "inactive",
        "name": "Admin Week",
    }


async def test_only_the_back_office_creates_and_deletes_camps(world: World, service_for: ServiceFor) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    with pytest.raises(NotFound):
        await owner.add_camp(SurfCamp(name="Side Project", location="Agadir, Morocco", location_key="agadir"))
    with pytest.raises(CampNotFound):
        await owner.delete_camp(world.a.camp.id)
    created = await admin.add_camp(
        SurfCamp(name="Side Project", location="Agadir, Morocco", location_key="agadir", amenities=[], translations={})
    )
    assert created.slug == "side-project"
    deleted = await admin.delete_camp(created.id)
    assert deleted.packages_deleted == 0


async def test_status_featured_location_and_camp_are_the_back_offices_to_set(
    world: World, service_for: ServiceFor
) -> None:
    owner, admin = await service_for(OWNER_A), await service_for(ADMIN)
    managed = AdminCampUpdate(name="Alpha House", status="inactive", featured=True, location_key="agadir")
    camp = await owner.update_camp(None, managed)
    assert (camp.name, camp.status, camp.featured, camp.location_key) == ("Alpha House", "active", False, "taghazout")
    camp = await admin.update_camp(world.a.camp.id, managed)
    assert (camp.status, camp.featured, camp.location_key) == ("inactive", True, "agadir")

    new = AdminPackageCreate(
        camp_id=world.b.camp.id,
        name="Planted",
        price=Decimal("300"),
        duration_days=7,
        status="inactive",
        image_url=world.a.package.image_url,
    )
    created = await owner.create_package(new)
    assert (created.camp_id, created.status) == (world.a.camp.id, "active")

    moved = AdminPackageUpdate(camp_id=world.b.camp.id, status="inactive")
    package = await owner.update_package(world.a.package.id, moved)
    assert (package.camp_id, package.status) == (world.a.camp.id, "active")
    package = await admin.update_package(world.a.package.id, moved)
    assert (package.camp_id, package.status) == (world.b.camp.id, "inactive")
