"""Every query of camps and packages as their editors see them.

`ListingRepository` is built with the caller's rules: an owner's queries only ever find their own
camp and its active packages, so another camp's ids are not found (404), never forbidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import Select, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.listings.rules import ListingRules
from app.models import AdminUser, Booking, CampPackage, SurfCamp, User

OPEN_BOOKING_STATUSES = ("pending", "confirmed")


@dataclass(frozen=True)
class CampCounts:
    """A camp's packages (every one, those on sale, the drafts that go on sale with it) and bookings."""

    packages: int
    on_sale: int
    drafts: int
    bookings: int


async def slug_taken(
    session: AsyncSession, table: type[SurfCamp] | type[CampPackage], slug: str, exclude_id: int | None = None
) -> bool:
    """Slugs are unique per table across every camp, whoever asks."""
    stmt = select(table.id).where(table.slug == slug)
    if exclude_id is not None:
        stmt = stmt.where(table.id != exclude_id)
    return await session.scalar(stmt.limit(1)) is not None


class ListingRepository:
    def __init__(self, session: AsyncSession, rules: ListingRules) -> None:
        self.session = session
        self.rules = rules

    # -- scoping: the one place that decides which rows the caller can see ---------------------

    def readable_camps(self) -> Select[SurfCamp]:
        stmt = select(SurfCamp)
        if self.rules.home_camp_id is not None:
            stmt = stmt.where(SurfCamp.id == self.rules.home_camp_id)
        return stmt

    def readable_packages(self) -> Select[CampPackage]:
        stmt = select(CampPackage)
        if self.rules.home_camp_id is not None:
            stmt = stmt.where(CampPackage.camp_id == self.rules.home_camp_id)
        if not self.rules.sees_inactive_packages:
            # Drafts (a published application's packages) are the owner's to finish; deleted ones are gone.
            stmt = stmt.where(CampPackage.status != "inactive")
        return stmt

    # -- camps ------------------------------------------------------------------------------------

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.scalar(self.readable_camps().where(SurfCamp.id == camp_id))

    async def camps_with_counts(self, camp_id: int | None = None) -> list[tuple[SurfCamp, CampCounts]]:
        """The readable camps by name (or the one named), each with its counts of packages and bookings."""
        status = CampPackage.status
        packages = (
            select(
                CampPackage.camp_id,
                func.count(CampPackage.id).label("n"),
                func.count(CampPackage.id).filter(status == "active").label("on_sale"),
                func.count(CampPackage.id).filter(status == "draft").label("drafts"),
            )
            .group_by(CampPackage.camp_id)
            .subquery()
        )
        bookings = select(Booking.camp_id, func.count(Booking.id).label("n")).group_by(Booking.camp_id).subquery()
        counted = [packages.c.n, packages.c.on_sale, packages.c.drafts, bookings.c.n]
        stmt = (
            self.readable_camps()
            .add_columns(*(func.coalesce(c, 0) for c in counted))
            .outerjoin(packages, packages.c.camp_id == SurfCamp.id)
            .outerjoin(bookings, bookings.c.camp_id == SurfCamp.id)
            .order_by(SurfCamp.name, SurfCamp.id)
        )
        if camp_id is not None:
            stmt = stmt.where(SurfCamp.id == camp_id)
        rows = (await self.session.execute(stmt)).all()
        return [(row[0], CampCounts(*(int(n) for n in row[1:]))) for row in rows]

    async def packages_on_sale(self) -> int:
        """How many of the packages the caller can see are on sale (a draft waits for its camp to go live)."""
        stmt = self.readable_packages().where(CampPackage.status == "active").subquery()
        return int(await self.session.scalar(select(func.count()).select_from(stmt)) or 0)

    async def counts(self, camp_id: int) -> CampCounts:
        """The counts of one camp's packages and bookings."""
        found = await self.camps_with_counts(camp_id)
        return found[0][1] if found else CampCounts(0, 0, 0, 0)

    async def open_bookings(self, camp_id: int) -> int:
        """Bookings of the camp that still need the camp: pending or confirmed."""
        stmt = select(func.count(Booking.id)).where(
            Booking.camp_id == camp_id, Booking.status.in_(OPEN_BOOKING_STATUSES)
        )
        return int(await self.session.scalar(stmt) or 0)

    async def package_images(self, camp_id: int) -> list[str]:
        rows = await self.session.execute(
            select(CampPackage.image_url, CampPackage.gallery_images).where(CampPackage.camp_id == camp_id)
        )
        urls: list[str] = []
        for image, gallery in rows.all():
            urls.extend(u for u in [image, *(gallery or [])] if u)
        return urls

    async def offered_packages(self, camp_id: int) -> int:
        """How many packages of the camp are on sale or drafts waiting for the camp to go live."""
        stmt = select(func.count(CampPackage.id)).where(
            CampPackage.camp_id == camp_id, CampPackage.status.in_(("active", "draft"))
        )
        return int(await self.session.scalar(stmt) or 0)

    async def active_owners(self, camp_id: int) -> list[User]:
        """The accounts of the camp's active owners (told when it goes live)."""
        stmt = (
            select(User)
            .join(AdminUser, AdminUser.user_id == User.id)
            .where(
                AdminUser.assigned_camp_id == camp_id,
                AdminUser.role == "camp_owner",
                AdminUser.is_active.is_(True),
            )
            .order_by(User.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def go_live_if_complete(self, camp: SurfCamp) -> bool:
        """A pending camp with a photo and a package goes live (go_live); False when it is not ready yet."""
        if camp.status != "pending" or not camp.image_url or not await self.offered_packages(camp.id):
            return False
        return await self.go_live(camp.id)

    async def go_live(self, camp_id: int) -> bool:
        """A pending camp becomes active with its draft packages, in one statement each: of two racing
        approvals one changes the camp and the other finds nothing to change."""
        result = await self.session.execute(
            update(SurfCamp)
            .where(SurfCamp.id == camp_id, SurfCamp.status == "pending")
            .values(status="active")
            .execution_options(synchronize_session=False)
        )
        if not result.rowcount:  # type: ignore[attr-defined]
            return False
        await self.session.execute(
            update(CampPackage)
            .where(CampPackage.camp_id == camp_id, CampPackage.status == "draft")
            .values(status="active")
            .execution_options(synchronize_session=False)
        )
        return True

    async def delete_camp(self, camp_id: int) -> None:
        """The database cascades: packages go, (closed) bookings keep their snapshot names with camp_id set to NULL."""
        await self.session.execute(
            delete(SurfCamp).where(SurfCamp.id == camp_id).execution_options(synchronize_session=False)
        )

    # -- packages ---------------------------------------------------------------------------------

    async def packages_with_camp(self, camp_id: int | None = None) -> list[tuple[CampPackage, str, str]]:
        """The readable packages, newest first, each with its camp's name and location key."""
        stmt = (
            self.readable_packages()
            .add_columns(SurfCamp.name, SurfCamp.location_key)
            .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
            .order_by(CampPackage.created_at.desc(), CampPackage.id.desc())
        )
        if camp_id is not None:
            stmt = stmt.where(CampPackage.camp_id == camp_id)
        return [(row[0], row[1], row[2]) for row in (await self.session.execute(stmt)).all()]

    async def camp_prices(self, camp_id: int, exclude_id: int | None = None) -> list[tuple[Decimal, int]]:
        """(price, days) of the camp's packages on sale or in draft, for the low-price question (listings/prices.py)."""
        stmt = select(CampPackage.price, CampPackage.duration_days).where(
            CampPackage.camp_id == camp_id, CampPackage.status != "inactive"
        )
        if exclude_id is not None:
            stmt = stmt.where(CampPackage.id != exclude_id)
        return [(Decimal(price), int(days)) for price, days in (await self.session.execute(stmt)).all()]

    async def package(self, package_id: int) -> CampPackage | None:
        return await self.session.scalar(self.readable_packages().where(CampPackage.id == package_id))

    async def delete_package(self, package_id: int) -> None:
        await self.session.execute(
            delete(CampPackage).where(CampPackage.id == package_id).execution_options(synchronize_session=False)
        )
