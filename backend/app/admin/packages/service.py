"""Back-office package rules: any camp, hard delete (bookings keep the package name as a snapshot),
image files removed after commit once no camp or package shows them, every write audited."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.packages.repository import AdminPackageRepository
from app.admin.packages.schemas import AdminPackageCreate, AdminPackageRead, AdminPackageUpdate
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.errors import NotFound, ValidationFailed
from app.media.service import MediaService
from app.media.storage import Storage
from app.models import CampPackage, SurfCamp
from app.owner.service import _drop_stale_translations, check_package_price, slugify

NOT_NULL = ("name", "price", "currency", "duration_days", "difficulty_level", "package_type", "featured", "status")


class PackageNotFound(NotFound):
    code = "package_not_found"
    detail = "Package not found"


def package_read(package: CampPackage, camp: SurfCamp) -> AdminPackageRead:
    return package_row(package, camp.name, camp.location)


def package_row(package: CampPackage, camp_name: str, camp_location: str) -> AdminPackageRead:
    data = {c: getattr(package, c) for c in AdminPackageRead.model_fields if hasattr(package, c)}
    return AdminPackageRead(**data, camp_name=camp_name, camp_location=camp_location)


class AdminPackageService:
    def __init__(self, session: AsyncSession, storage: Storage) -> None:
        self.session = session
        self.repo = AdminPackageRepository(session)
        self.media = MediaService(session, storage)

    async def all_packages(self, camp_id: int | None) -> list[AdminPackageRead]:
        return [package_row(p, name, location) for p, name, location in await self.repo.all_with_camp(camp_id)]

    async def get(self, package_id: int) -> CampPackage:
        package = await self.repo.get(package_id)
        if package is None:
            raise PackageNotFound()
        return package

    async def read(self, package: CampPackage) -> AdminPackageRead:
        camp = await self._camp(package.camp_id)
        return package_read(package, camp)

    async def create(self, principal: Principal, data: AdminPackageCreate) -> CampPackage:
        check_package_price(data.status, data.price)
        await self._camp(data.camp_id)
        assert data.name is not None
        package = CampPackage(
            slug=await self.free_slug(data.name),
            translations={},
            **data.model_dump(),
        )
        self.session.add(package)
        await self.session.flush()
        AuditTrail(self.session, principal).record("package.create", "package", package.id, None, snapshot(package))
        return package

    async def update(
        self, principal: Principal, package_id: int, data: AdminPackageUpdate
    ) -> tuple[CampPackage, list[str]]:
        package = await self.get(package_id)
        before_row = snapshot(package)
        changes: dict[str, Any] = data.model_dump(exclude_unset=True)
        for name in (*NOT_NULL, "camp_id", "gallery_images", "included_features"):
            if name in changes and changes[name] is None:
                changes.pop(name)
        check_package_price(changes.get("status", package.status), changes.get("price", package.price))
        if "camp_id" in changes:
            await self._camp(changes["camp_id"])
        before = [package.image_url, *package.gallery_images]
        changed = {name for name, value in changes.items() if getattr(package, name) != value}
        for name in changed:
            setattr(package, name, changes[name])
        if "name" in changed:
            package.slug = await self.free_slug(package.name, package.id)
        _drop_stale_translations(package, changed)
        await self.session.flush()
        after = {package.image_url, *package.gallery_images}
        AuditTrail(self.session, principal).record(
            "package.update", "package", package.id, before_row, snapshot(package)
        )
        return package, await self.media.release(set(before) - after)

    async def delete(self, principal: Principal, package_id: int) -> list[str]:
        """Remove the row; returns its image files to delete once the transaction is committed."""
        package = await self.get(package_id)
        before = snapshot(package)
        images = [package.image_url, *package.gallery_images]
        self.session.expunge(package)
        await self.repo.delete(package_id)
        AuditTrail(self.session, principal).record("package.delete", "package", package_id, before, None)
        return await self.media.release(images)

    async def _camp(self, camp_id: int) -> SurfCamp:
        camp = await self.repo.camp(camp_id)
        if camp is None:
            raise ValidationFailed(fields={"campId": "invalid_choice"})
        return camp

    async def free_slug(self, name: str, package_id: int | None = None) -> str:
        base = slugify(name)
        slug, n = base, 2
        while await self.repo.slug_taken(slug, exclude_id=package_id):
            slug, n = f"{base}-{n}", n + 1
        return slug
