"""Camps and packages as their owners and the back office edit them: one service for both roles.

The service takes the principal; what it may see is the repository's scope and every way the roles
differ is a property of `ListingRules` (rules.py), so each rule below is written once. Writes flush,
never commit; image files a change released are removed by a background task after the response.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from fastapi import BackgroundTasks
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.errors import NotFound, ValidationFailed
from app.kit.formatting import place_name
from app.listings.errors import (
    CampAwaitsApproval,
    CampHasOpenBookings,
    CampNotFound,
    CampNotPending,
    CampNotReady,
    OwnCampMissing,
    PackageNotFound,
)
from app.listings.prices import check_price
from app.listings.repository import CampCounts, ListingRepository
from app.listings.rules import BACK_OFFICE_CAMP_FIELDS, BACK_OFFICE_PACKAGE_FIELDS, rules_for
from app.listings.schemas import AdminCampCreate, CampDeleted, CampUpdate, PackageCreate, PackageUpdate
from app.listings.slugs import store_under_free_slug
from app.listings.translations import apply_translations, change_source_language
from app.media.service import MediaService, remove_files_later
from app.media.storage import Storage
from app.models import CampPackage, SurfCamp
from app.notifications import admin_mail
from app.notifications.outbox import queue_email


def stored_location(location_key: str) -> str:
    """The `location` column: the place in English ("Imsouane, Morocco"), derived from the location key.

    Screens, e-mails and page heads name the place from the key in the reader's language
    (app/kit/formatting.place_name); the column only keeps the English text for lists and exports.
    """
    return place_name(location_key, "en")


def package_status_in(camp: SurfCamp, status: str) -> str:
    """A package of a camp not yet live stays a draft rather than on sale: it goes on sale with its camp."""
    return "draft" if camp.status == "pending" and status == "active" else status


def check_package_price(status: str, price: Decimal) -> None:
    """An active package is on sale, so it needs a price above zero (owner and back office alike)."""
    if status == "active" and price <= 0:
        raise ValidationFailed("An active package needs a price above zero.", fields={"price": "price_required"})


def language_changes(changes: dict[str, Any]) -> tuple[str | None, Any, Any]:
    """Take the language fields out of a write: (source language, translations, translations up to date)."""
    return (
        changes.pop("source_language", None),
        changes.pop("translations", None),
        changes.pop("translations_up_to_date", None),
    )


def apply_languages(
    row: SurfCamp | CampPackage, source_language: str | None, translations: Any, up_to_date: Any
) -> bool:
    """A new listing: the language its texts are typed in, and the translations written alongside."""
    if source_language is not None:
        row.source_language = source_language
    return apply_translations(row, translations, up_to_date)


def apply_changes(row: SurfCamp | CampPackage, changes: dict[str, Any]) -> set[str]:
    """Set the changed fields; returns their names. Null for a field that always has a value means
    "leave it as it is" (both forms send null for a field they did not touch)."""
    changed = set()
    columns = type(row).__table__.columns
    for name, value in changes.items():
        if value is None and name in columns and not columns[name].nullable:
            continue
        if getattr(row, name) != value:
            setattr(row, name, value)
            changed.add(name)
    return changed


class ListingService:
    def __init__(
        self, session: AsyncSession, principal: Principal, storage: Storage, background: BackgroundTasks | None = None
    ) -> None:
        """`background`: where image files a change released are removed, once the response is sent."""
        self.session = session
        self.storage = storage
        self.background = background
        self.rules = rules_for(principal)
        self.repo = ListingRepository(session, self.rules)
        self.media = MediaService(session, storage)
        self.audit = AuditTrail(session, principal)

    # -- camps ------------------------------------------------------------------------------------

    async def get_camp(self, camp_id: int | None = None) -> SurfCamp:
        """A camp the caller may edit; no id names the caller's own camp (an owner's)."""
        wanted = camp_id if camp_id is not None else self.rules.home_camp_id
        camp = None if wanted is None else await self.repo.camp(wanted)
        if camp is None:
            raise OwnCampMissing() if camp_id is None else CampNotFound()
        return camp

    async def list_camps(self) -> list[tuple[SurfCamp, CampCounts]]:
        """The camps the caller may edit by name, each with its package and booking counts."""
        return await self.repo.camps_with_counts()

    async def counts(self, camp: SurfCamp) -> CampCounts:
        return await self.repo.counts(camp.id)

    async def create_camp(self, data: AdminCampCreate) -> SurfCamp:
        fields = data.model_dump(exclude={"name", "location_key"}, exclude_unset=False)
        languages = language_changes(fields)
        camp = SurfCamp(
            name=data.name,
            location_key=data.location_key,
            location=stored_location(data.location_key),
            source_language="en",
            translations={},
            **fields,
        )
        apply_languages(camp, *languages)
        return await self.add_camp(camp)

    async def add_camp(self, camp: SurfCamp) -> SurfCamp:
        """Store a new camp under a free slug of its name (the back office's alone; submissions publish through it)."""
        if not self.rules.manages_camps:
            raise NotFound()
        await store_under_free_slug(self.session, camp)
        self.audit.record("camp.create", "camp", camp.id, None, snapshot(camp))
        return camp

    async def update_camp(self, camp_id: int | None, data: CampUpdate) -> SurfCamp:
        """Apply the edits to a camp (no id: the caller's own camp)."""
        camp = await self.get_camp(camp_id)
        before = snapshot(camp)
        changes = self.rules.writable(data.model_dump(exclude_unset=True), BACK_OFFICE_CAMP_FIELDS)
        languages = language_changes(changes)
        if self.rules.null_amenities_clear and "amenities" in changes and changes["amenities"] is None:
            changes["amenities"] = []
        if changes.get("location_key"):
            changes["location"] = stored_location(changes["location_key"])
        if camp.status == "pending" and changes.get("status") not in (None, "pending"):
            # Publishing happens with the owner's approval (users service), which also tells the owner.
            raise CampAwaitsApproval()
        dropped: list[str | None] = []
        if "image_url" in changes:
            await self._check_images(camp.id, [changes["image_url"]], [camp.image_url])
            if changes["image_url"] != camp.image_url:
                dropped.append(camp.image_url)
        source_language, translations, up_to_date = languages
        # The texts move with the language first; the texts the form sends then apply as to any source.
        changed = change_source_language(camp, source_language) if source_language else set()
        changed |= apply_changes(camp, changes)
        if "name" in changed and self.rules.renames_move_the_camp_slug:
            await store_under_free_slug(self.session, camp, camp.id)
        apply_translations(camp, translations, up_to_date)
        await self.session.flush()
        self.audit.record("camp.update", "camp", camp.id, before, snapshot(camp))
        await self._release(dropped)
        return camp

    async def approve_camp(self, camp_id: int) -> SurfCamp:
        """A pending camp goes live, with its draft packages, once it has a package and a photo; its
        active owners are told in their language (an owner still awaiting approval is told when approved)."""
        camp = await self.get_camp(camp_id)
        if not self.rules.manages_camps:
            raise CampNotFound()
        if camp.status != "pending":
            raise CampNotPending()
        if not camp.image_url or not await self.repo.offered_packages(camp.id):
            raise CampNotReady()
        before = snapshot(camp)
        if not await self.repo.go_live(camp.id):
            raise CampNotPending()
        await self.session.refresh(camp)
        self.audit.record("camp.approve", "camp", camp.id, before, snapshot(camp))
        for owner in await self.repo.active_owners(camp.id):
            queue_email(self.session, owner.email, admin_mail.owner_approved(owner.language, owner.full_name, camp))
        return camp

    async def delete_camp(self, camp_id: int) -> CampDeleted:
        """Remove the camp and its packages; its closed bookings keep their names as a snapshot."""
        camp = await self.get_camp(camp_id)
        if not (self.rules.manages_camps and self.rules.hard_delete):
            raise CampNotFound()
        if await self.repo.open_bookings(camp_id):
            # Deleting would leave them pending forever, with no camp to confirm them.
            raise CampHasOpenBookings()
        before = snapshot(camp)
        counts = await self.repo.counts(camp_id)
        images = [camp.image_url, *await self.repo.package_images(camp_id)]
        self.session.expunge(camp)
        await self.repo.delete_camp(camp_id)
        outcome = {"packages_deleted": counts.packages, "bookings_unlinked": counts.bookings}
        self.audit.record("camp.delete", "camp", camp_id, before, outcome, diff=False)
        await self._release(images)
        return CampDeleted(id=camp_id, **outcome)

    # -- packages ---------------------------------------------------------------------------------

    async def list_packages(self, camp_id: int | None = None) -> list[tuple[CampPackage, str, str]]:
        """The packages the caller may edit, newest first, each with its camp's name and location key."""
        return await self.repo.packages_with_camp(camp_id)

    async def packages_on_sale(self) -> int:
        """How many packages the caller can see are on sale (the owner's "active packages": no draft)."""
        return await self.repo.packages_on_sale()

    async def get_package(self, package_id: int) -> CampPackage:
        package = await self.repo.package(package_id)
        if package is None:
            raise PackageNotFound()
        return package

    async def camp_of(self, package: CampPackage) -> SurfCamp:
        return await self.get_camp(package.camp_id)

    async def create_package(self, data: PackageCreate) -> CampPackage:
        """A new package: an owner's goes into their own camp, on sale; the back office picks both."""
        fields = self.rules.writable(data.model_dump(), BACK_OFFICE_PACKAGE_FIELDS)
        confirmed = fields.pop("confirm_low_price")
        source_language, translations, up_to_date = language_changes(fields)
        if self.rules.home_camp_id is not None:
            fields["camp_id"] = (await self.get_camp()).id
        await self._check_images(fields["camp_id"], [data.image_url, *data.gallery_images], [])
        camp = await self._camp_choice(fields["camp_id"])
        # A new package in a camp not yet live is a draft: it goes on sale with the camp.
        status = fields["status"] = package_status_in(camp, fields.get("status") or "active")
        check_package_price(status, fields["price"])
        check_price(fields["price"], fields["duration_days"], await self.repo.camp_prices(camp.id), confirmed=confirmed)
        # A new package is written in its camp's language unless the form says otherwise.
        package = CampPackage(source_language=camp.source_language, translations={}, **fields)
        apply_languages(package, source_language, translations, up_to_date)
        return await self.add_package(package)

    async def add_package(self, package: CampPackage) -> CampPackage:
        """Store a new package under a free slug of its name."""
        await store_under_free_slug(self.session, package)
        self.audit.record("package.create", "package", package.id, None, snapshot(package))
        return package

    async def update_package(self, package_id: int, data: PackageUpdate) -> CampPackage:
        """Apply the edits to a package."""
        package = await self.get_package(package_id)
        before_row = snapshot(package)
        changes = self.rules.writable(data.model_dump(exclude_unset=True), BACK_OFFICE_PACKAGE_FIELDS)
        confirmed = changes.pop("confirm_low_price", False)
        languages = language_changes(changes)
        status, price = changes.get("status"), changes.get("price")
        camp = await self._camp_choice(changes["camp_id"]) if changes.get("camp_id") is not None else None
        if status is not None:
            # The back office's form says active or inactive: "active" in a camp not yet live keeps it a draft.
            camp = camp or await self.camp_of(package)
            status = changes["status"] = package_status_in(camp, status)
        check_package_price(status or package.status, package.price if price is None else price)
        days = changes.get("duration_days") or package.duration_days
        if (price is not None and price != package.price) or days != package.duration_days:
            # Asked when the price (or what it buys) changes; a price confirmed before is not asked about again.
            others = await self.repo.camp_prices(changes.get("camp_id") or package.camp_id, package.id)
            check_price(package.price if price is None else price, days, others, confirmed=confirmed)
        before = [package.image_url, *package.gallery_images]
        after = [changes.get("image_url", package.image_url), *changes.get("gallery_images", package.gallery_images)]
        await self._check_images(package.camp_id, after, before)
        source_language, translations, up_to_date = languages
        changed = change_source_language(package, source_language) if source_language else set()
        changed |= apply_changes(package, changes)
        if "name" in changed:
            await store_under_free_slug(self.session, package, package.id)
        apply_translations(package, translations, up_to_date)
        await self.session.flush()
        self.audit.record("package.update", "package", package.id, before_row, snapshot(package))
        await self._release(set(before) - {package.image_url, *package.gallery_images})
        return package

    async def delete_package(self, package_id: int) -> None:
        """Hard or soft, by the caller's rules."""
        package = await self.get_package(package_id)
        if not self.rules.hard_delete:
            before = snapshot(package)
            package.status = "inactive"  # images stay: the back office can bring the package back
            self.audit.record("package.delete", "package", package_id, before, snapshot(package))
            return
        before = snapshot(package)
        images = [package.image_url, *package.gallery_images]
        self.session.expunge(package)
        await self.repo.delete_package(package_id)
        self.audit.record("package.delete", "package", package_id, before, None)
        await self._release(images)

    # -- helpers ----------------------------------------------------------------------------------

    async def _camp_choice(self, camp_id: int) -> SurfCamp:
        camp = await self.repo.camp(camp_id)
        if camp is None:
            raise ValidationFailed(fields={"campId": "invalid_choice"})
        return camp

    async def _release(self, urls: Iterable[str | None]) -> None:
        """Forget the images nothing shows any more; their files are removed after the response (and commit)."""
        released = await self.media.release(urls)
        if self.background is not None:
            remove_files_later(self.background, self.storage, released)

    async def _check_images(self, camp_id: int, wanted: list[str | None], current: list[str | None]) -> None:
        if self.rules.images_of_own_camp_only:
            await self.media.check_attachable(camp_id, wanted, current)
