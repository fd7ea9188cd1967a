"""The camp owner's dashboard: their one camp and its packages (bookings: app/bookings/service.py).

Every method works inside the owner's camp (`OwnerRepository` is built with the principal's camp
id), so another camp's ids simply are not found and answer 404.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.errors import NotFound, ValidationFailed
from app.media.service import MediaService
from app.media.storage import Storage
from app.models import CampPackage, SurfCamp
from app.owner.repository import OwnerRepository
from app.owner.schemas import OwnerCampUpdate, OwnerPackageCreate, OwnerPackageUpdate

# English texts an owner edits; their fr/de translations are dropped when the English changes, so
# visitors see the owner's current words rather than an outdated translation.
TRANSLATED_FIELDS = {"name", "description", "short_description", "included_features"}


class CampNotFound(NotFound):
    code = "camp_not_found"
    detail = "Unable to load camp data. Please contact support."


class PackageNotFound(NotFound):
    code = "package_not_found"
    detail = "Package not found"


def slugify(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:150] or "package"


def check_package_price(status: str, price: Decimal) -> None:
    """An active package is on sale, so it needs a price above zero (owner and back office alike)."""
    if status == "active" and price <= 0:
        raise ValidationFailed("An active package needs a price above zero.", fields={"price": "price_required"})


def _drop_stale_translations(row: SurfCamp | CampPackage, changed: set[str]) -> None:
    stale = changed & TRANSLATED_FIELDS
    if not stale or not row.translations:
        return
    row.translations = {
        lang: {k: v for k, v in fields.items() if k not in stale} for lang, fields in row.translations.items()
    }


class OwnerService:
    def __init__(self, session: AsyncSession, principal: Principal, storage: Storage) -> None:
        assert principal.owned_camp_id is not None  # guaranteed by the CampOwner policy
        self.session = session
        self.camp_id = principal.owned_camp_id
        self.repo = OwnerRepository(session, self.camp_id)
        self.media = MediaService(session, storage)

    async def camp(self) -> SurfCamp:
        camp = await self.repo.camp()
        if camp is None:
            raise CampNotFound()
        return camp

    async def update_camp(self, data: OwnerCampUpdate) -> tuple[SurfCamp, list[str]]:
        """Apply the owner's edits; returns the camp and the image files to remove after commit."""
        camp = await self.camp()
        changes = data.model_dump(exclude_unset=True)
        dropped: list[str | None] = []
        if "image_url" in changes:
            await self.media.check_attachable(self.camp_id, [changes["image_url"]], [camp.image_url])
            if changes["image_url"] != camp.image_url:
                dropped.append(camp.image_url)
        changed = self._apply(camp, changes)
        _drop_stale_translations(camp, changed)
        return camp, await self.media.release(dropped)

    async def packages(self) -> list[CampPackage]:
        return await self.repo.packages()

    async def package(self, package_id: int) -> CampPackage:
        package = await self.repo.package(package_id)
        if package is None:
            raise PackageNotFound()
        return package

    async def create_package(self, data: OwnerPackageCreate) -> CampPackage:
        await self.camp()
        await self.media.check_attachable(self.camp_id, [data.image_url, *data.gallery_images], [])
        check_package_price("active", data.price)
        assert data.name is not None
        fields = data.model_dump(exclude={"name"})
        package = CampPackage(
            camp_id=self.camp_id,
            slug=await self._free_slug(data.name),
            name=data.name,
            status="active",
            translations={},
            **fields,
        )
        self.session.add(package)
        await self.session.flush()
        return package

    async def update_package(self, package_id: int, data: OwnerPackageUpdate) -> tuple[CampPackage, list[str]]:
        package = await self.package(package_id)
        changes = data.model_dump(exclude_unset=True)
        price = changes.get("price")
        check_package_price(package.status, package.price if price is None else price)
        before = [package.image_url, *package.gallery_images]
        after = [changes.get("image_url", package.image_url), *changes.get("gallery_images", package.gallery_images)]
        await self.media.check_attachable(self.camp_id, after, before)
        changed = self._apply(package, changes)
        if "name" in changed:
            package.slug = await self._free_slug(package.name, package.id)
        _drop_stale_translations(package, changed)
        return package, await self.media.release(set(before) - set(after))

    async def delete_package(self, package_id: int) -> None:
        """Soft delete: the package turns inactive (the back office can bring it back); images stay."""
        package = await self.package(package_id)
        package.status = "inactive"

    async def active_package_count(self) -> int:
        return await self.repo.active_package_count()

    @staticmethod
    def _apply(row: SurfCamp | CampPackage, changes: dict[str, Any]) -> set[str]:
        changed = set()
        columns = type(row).__table__.columns
        for name, value in changes.items():
            if value is None and name in columns and not columns[name].nullable:
                continue  # null for a field that always has a value means "leave it as it is"
            if getattr(row, name) != value:
                setattr(row, name, value)
                changed.add(name)
        return changed

    async def _free_slug(self, name: str, package_id: int | None = None) -> str:
        base = slugify(name)
        slug, n = base, 2
        while await self.repo.slug_taken(slug, exclude_id=package_id):
            slug, n = f"{base}-{n}", n + 1
        return slug
