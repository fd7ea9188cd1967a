"""Back-office camp rules: create, edit, delete (packages go with the camp, past bookings keep their
snapshot names; a camp with open bookings is not deleted), every write in the audit log, image
files removed once nothing shows them. A pending camp is published by approving its owner only."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.camps.repository import AdminCampRepository
from app.admin.camps.schemas import AdminCampCreate, AdminCampRead, AdminCampUpdate, CampDeleted
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.errors import Conflict, NotFound
from app.media.service import MediaService
from app.media.storage import Storage
from app.models import SurfCamp
from app.owner.service import _drop_stale_translations, slugify


class CampNotFound(NotFound):
    code = "camp_not_found"
    detail = "Surf camp not found"


class CampAwaitsApproval(Conflict):
    code = "camp_awaits_approval"
    detail = "This camp is pending until its owner is approved; its status cannot be changed here."


class CampHasOpenBookings(Conflict):
    code = "camp_has_open_bookings"
    detail = "This camp has pending or confirmed bookings. Cancel or complete them before deleting the camp."


def display_location(location_key: str) -> str:
    return f"{location_key.title()}, Morocco"


def camp_read(camp: SurfCamp, packages: int = 0, bookings: int = 0) -> AdminCampRead:
    read = AdminCampRead.model_validate(camp)
    read.package_count, read.booking_count = packages, bookings
    return read


class AdminCampService:
    def __init__(self, session: AsyncSession, storage: Storage) -> None:
        self.session = session
        self.repo = AdminCampRepository(session)
        self.media = MediaService(session, storage)

    async def all_camps(self) -> list[AdminCampRead]:
        return [camp_read(camp, p, b) for camp, p, b in await self.repo.all_with_counts()]

    async def get(self, camp_id: int) -> SurfCamp:
        camp = await self.repo.get(camp_id)
        if camp is None:
            raise CampNotFound()
        return camp

    async def read(self, camp: SurfCamp) -> AdminCampRead:
        return camp_read(camp, *await self.repo.counts(camp.id))

    async def create(self, principal: Principal, data: AdminCampCreate) -> SurfCamp:
        assert data.name is not None and data.location_key is not None  # required by the schema
        fields = data.model_dump(exclude={"name", "location", "location_key"})
        camp = SurfCamp(
            slug=await self.free_slug(data.name),
            name=data.name,
            location_key=data.location_key,
            location=data.location or display_location(data.location_key),
            translations={},
            **fields,
        )
        self.session.add(camp)
        await self.session.flush()
        AuditTrail(self.session, principal).record("camp.create", "camp", camp.id, None, snapshot(camp))
        return camp

    async def update(self, principal: Principal, camp_id: int, data: AdminCampUpdate) -> tuple[SurfCamp, list[str]]:
        """Apply the edits; returns the camp and the image files to remove after commit."""
        camp = await self.get(camp_id)
        before = snapshot(camp)
        changes: dict[str, Any] = data.model_dump(exclude_unset=True)
        if changes.get("location_key") and "location" not in changes:
            changes["location"] = display_location(changes["location_key"])
        if "location" in changes and changes["location"] is None:
            # A cleared display text falls back to the area's default, as on create.
            changes["location"] = display_location(changes.get("location_key") or camp.location_key)
        for required in ("name", "location_key", "amenities", "status", "featured"):
            if required in changes and changes[required] is None:
                changes.pop(required)
        if camp.status == "pending" and changes.get("status", "pending") != "pending":
            # Publishing happens with the owner's approval (users service), which also tells the owner.
            raise CampAwaitsApproval()
        dropped = [camp.image_url] if "image_url" in changes and changes["image_url"] != camp.image_url else []
        changed = {name for name, value in changes.items() if getattr(camp, name) != value}
        for name in changed:
            setattr(camp, name, changes[name])
        if "name" in changed:
            camp.slug = await self.free_slug(camp.name, camp.id)
        _drop_stale_translations(camp, changed)
        await self.session.flush()
        AuditTrail(self.session, principal).record("camp.update", "camp", camp.id, before, snapshot(camp))
        return camp, await self.media.release(dropped)

    async def delete(self, principal: Principal, camp_id: int) -> tuple[CampDeleted, list[str]]:
        camp = await self.get(camp_id)
        if await self.repo.open_bookings(camp_id):
            # Deleting would leave them pending forever, with no camp to confirm them.
            raise CampHasOpenBookings()
        before = snapshot(camp)
        packages, bookings = await self.repo.counts(camp_id)
        images = [camp.image_url, *await self.repo.package_images(camp_id)]
        self.session.expunge(camp)
        await self.repo.delete(camp_id)
        AuditTrail(self.session, principal).record(
            "camp.delete",
            "camp",
            camp_id,
            before,
            {"packages_deleted": packages, "bookings_unlinked": bookings},
            diff=False,
        )
        released = await self.media.release(images)
        return CampDeleted(id=camp_id, packages_deleted=packages, bookings_unlinked=bookings), released

    async def free_slug(self, name: str, camp_id: int | None = None) -> str:
        base = slugify(name)
        slug, n = base, 2
        while await self.repo.slug_taken(slug, exclude_id=camp_id):
            slug, n = f"{base}-{n}", n + 1
        return slug
