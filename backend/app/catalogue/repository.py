"""Catalogue queries. Public reads see only active packages of active camps."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import contains_eager

from app.availability.repository import available_on
from app.catalogue.schemas import LOCATION_GROUPS
from app.kit.ids import row_id_in
from app.kit.pagination import Order, PageParams, count, paginate_ordered
from app.kit.process_cache import camp_list_totals
from app.models import CampPackage, SurfCamp
from app.models.base import utcnow

LEVELS = {"beginner": "beginner", "intermediate": "intermediate", "advanced": "advanced", "all-levels": "all_levels"}
PACKAGE_TYPES = {"surf-only", "surf-yoga", "all-inclusive"}
S = TypeVar("S", bound=Select[Any])
ORDERS: dict[str, list[Order]] = {
    "recommended": [
        Order(CampPackage.featured, descending=True),
        Order(CampPackage.rating_average, descending=True, nulls_last=True),
        Order(CampPackage.id),
    ],
    "price_asc": [Order(CampPackage.price), Order(CampPackage.id)],
    "price_desc": [Order(CampPackage.price, descending=True), Order(CampPackage.id)],
    "rating": [
        Order(CampPackage.rating_average, descending=True, nulls_last=True),
        Order(CampPackage.review_count, descending=True),
        Order(CampPackage.id),
    ],
    "duration": [Order(CampPackage.duration_days), Order(CampPackage.price), Order(CampPackage.id)],
}


@dataclass(frozen=True)
class CatalogueFilters:
    location: str | None = None
    duration: int | None = None
    budget: tuple[Decimal, Decimal] | None = None
    type: str | None = None
    # arrivals on this day for the package's own length, one person (app/availability: `available_on`)
    available_on: date | None = None


class CatalogueRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _visible(self) -> Select[CampPackage]:
        return (
            select(CampPackage)
            .join(CampPackage.camp)
            .options(contains_eager(CampPackage.camp))
            .where(CampPackage.status == "active", SurfCamp.status == "active")
        )

    async def _filtered(self, stmt: S, f: CatalogueFilters) -> S:
        if f.location:
            stmt = stmt.where(SurfCamp.location_key.in_(LOCATION_GROUPS.get(f.location, (f.location,))))
        if f.duration is not None:
            stmt = stmt.where(CampPackage.duration_days == f.duration)
        if f.budget is not None:
            low, high = f.budget
            stmt = stmt.where(CampPackage.price >= low, CampPackage.price <= high)
        if f.type:
            kind = f.type.lower()
            if kind in PACKAGE_TYPES:
                stmt = stmt.where(CampPackage.package_type == kind)
            else:
                # An unknown type matches nothing rather than everything.
                stmt = stmt.where(CampPackage.difficulty_level == LEVELS.get(kind, "-"))
        if f.available_on is not None:
            dialect = (await self.session.connection()).dialect.name
            now = utcnow()
            stmt = stmt.where(available_on(dialect, f.available_on, now.date(), now))
        return stmt

    async def page(
        self, f: CatalogueFilters, sort: str, paging: PageParams, count_seconds: float = 0
    ) -> tuple[list[CampPackage], int]:
        """One page of the list; each order has its index (migration 0012_read_indexes). The filter's
        total is kept for `count_seconds` (app/kit/process_cache.py): it is the same for every page and order."""
        order = ORDERS.get(sort, ORDERS["recommended"])
        stmt = await self._filtered(self._visible(), f)
        total = await camp_list_totals.one(f, count_seconds, lambda: count(self.session, stmt))
        return await paginate_ordered(self.session, stmt, order, paging, total)

    async def featured(self, limit: int) -> list[CampPackage]:
        """The best package of each active featured camp, in one query."""
        best = (
            select(
                CampPackage.id.label("package_id"),
                func.row_number()
                .over(
                    partition_by=CampPackage.camp_id,
                    order_by=(CampPackage.featured.desc(), CampPackage.price.asc(), CampPackage.id.asc()),
                )
                .label("rank"),
            )
            .join(CampPackage.camp)
            .where(CampPackage.status == "active", SurfCamp.status == "active", SurfCamp.featured.is_(True))
            .subquery()
        )
        stmt = (
            self._visible()
            .join(best, best.c.package_id == CampPackage.id)
            .where(best.c.rank == 1)
            .order_by(SurfCamp.name, SurfCamp.id)
            .limit(limit)
        )
        return list((await self.session.scalars(stmt)).unique().all())

    @staticmethod
    def _previewed(camp_id: int) -> Select[CampPackage]:
        """A camp's packages as they will be listed once it is live: on sale and drafts, whatever the
        camp's status (the back office's preview before approving it)."""
        return (
            select(CampPackage)
            .join(CampPackage.camp)
            .options(contains_eager(CampPackage.camp))
            .where(CampPackage.camp_id == camp_id, CampPackage.status.in_(("active", "draft")))
        )

    async def preview(self, camp_id: int) -> list[CampPackage]:
        """The previewed packages of a camp, cheapest first."""
        stmt = self._previewed(camp_id).order_by(CampPackage.price, CampPackage.id)
        return list((await self.session.scalars(stmt)).unique().all())

    async def preview_package(self, camp_id: int, package_id: int) -> CampPackage | None:
        """One of the previewed packages of that camp."""
        return (await self.session.scalars(self._previewed(camp_id).where(CampPackage.id == package_id))).first()

    async def package(self, id_or_slug: str) -> CampPackage | None:
        stmt = self._visible()
        if id_or_slug.isascii() and id_or_slug.isdigit():  # not "²" or "٣", which isdigit() also accepts
            package_id = row_id_in(id_or_slug)
            if package_id is None:
                return None  # no row has such an id (and the database could not compare it)
            stmt = stmt.where(CampPackage.id == package_id)
        else:
            stmt = stmt.where(CampPackage.slug == id_or_slug.lower()).order_by(CampPackage.id)
        return (await self.session.scalars(stmt.limit(1))).first()
