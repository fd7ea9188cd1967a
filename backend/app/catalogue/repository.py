"""Catalogue queries. Public reads see only active packages of active camps."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Select, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import contains_eager

from app.availability.repository import available_on
from app.catalogue.schemas import LOCATION_GROUPS
from app.kit.driver_reads import driver_rows
from app.kit.ids import row_id_in
from app.kit.pagination import Order, PageParams, PageStatement, count, page_statement, paginate_ordered
from app.kit.process_cache import camp_list_totals
from app.models import CampPackage, SurfCamp
from app.models.base import utcnow

LEVELS = {"beginner": "beginner", "intermediate": "intermediate", "advanced": "advanced", "all-levels": "all_levels"}
PACKAGE_TYPES = ("surf-only", "surf-yoga", "all-inclusive")
S = TypeVar("S", bound=Select[*tuple[Any, ...]])
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


class FacetGroup(NamedTuple):
    """Listed packages of one length, town, kind and level: how many, and their lowest and highest price."""

    days: int
    location: str
    package_type: str
    level: str
    packages: int
    price_min: Decimal
    price_max: Decimal


class CardVersion(NamedTuple):
    """A listed package by the versions of the rows its card and page are made of."""

    package_id: int
    package_updated_at: datetime
    camp_updated_at: datetime


@dataclass(frozen=True)
class CatalogueFilters:
    location: str | None = None
    duration: int | None = None
    budget: tuple[Decimal, Decimal] | None = None
    type: str | None = None
    # arrivals on this day for the package's own length, one person (app/availability: `available_on`)
    available_on: date | None = None


# The listed packages by the versions of their rows (the cards are kept by them: app/catalogue/service.py).
VERSIONS = (
    select(CampPackage.id, CampPackage.updated_at, SurfCamp.updated_at)
    .join(CampPackage.camp)
    .where(CampPackage.status == "active", SurfCamp.status == "active")
)

# A package's page by id or slug (the lowest id of a slug, as `package`), statements run by the driver.
VERSION_BY_ID = VERSIONS.where(CampPackage.id == bindparam("ref")).limit(1)
VERSION_BY_SLUG = VERSIONS.where(CampPackage.slug == bindparam("ref")).order_by(CampPackage.id).limit(1)


def _filtered(stmt: S, f: CatalogueFilters) -> S:
    """`stmt` with the filters that do not depend on the time (all but the arrival day)."""
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
    return stmt


@lru_cache(maxsize=256)
def _listed(f: CatalogueFilters) -> Select[int, datetime, datetime]:
    """The versions statement of a filter without an arrival day, made once per filter."""
    return _filtered(VERSIONS, f)


@lru_cache(maxsize=1024)
def _page_of(f: CatalogueFilters, sort: str, paging: PageParams, total: int) -> PageStatement:
    """A page's statement of a filter without an arrival day, made once per page (and total)."""
    return page_statement(_listed(f), ORDERS.get(sort, ORDERS["recommended"]), paging, total)


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
        stmt = _filtered(stmt, f)
        if f.available_on is not None:
            dialect = (await self.session.connection()).dialect.name
            now = utcnow()
            stmt = stmt.where(available_on(dialect, f.available_on, now.date(), now))
        return stmt

    async def page(
        self, f: CatalogueFilters, sort: str, paging: PageParams, count_seconds: float = 0
    ) -> tuple[list[CardVersion], int]:
        """One page of the list, as the versions of its packages and camps (the cards themselves are
        kept by those versions: app/catalogue/service.py). Each order has its index (migration
        0012_read_indexes). The filter's total is kept for `count_seconds` (app/kit/process_cache.py):
        it is the same for every page and order. Without an arrival day (which depends on the time),
        the statements are kept too (`_listed`, `_page_of`)."""
        stmt = _listed(f) if f.available_on is None else await self._filtered(VERSIONS, f)
        total = await camp_list_totals.one(f, count_seconds, lambda: count(self.session, stmt))
        if f.available_on is not None:
            rows, total = await paginate_ordered(
                self.session, stmt, ORDERS.get(sort, ORDERS["recommended"]), paging, total
            )
            return [CardVersion(*row) for row in rows], total
        # A kept statement: run by the driver (app/kit/driver_reads.py).
        kept, backwards = _page_of(f, sort, paging, total)
        rows = [] if kept is None else await driver_rows(self.session, kept)
        return [CardVersion(*row) for row in (rows[::-1] if backwards else rows)], total

    async def packages(self, ids: Collection[int]) -> list[CampPackage]:
        """The listed packages of `ids` with their camps, in no order (one gone meanwhile is left out)."""
        return list((await self.session.scalars(self._visible().where(CampPackage.id.in_(ids)))).unique().all())

    async def version(self, id_or_slug: str) -> CardVersion | None:
        """The listed package of that id or slug, as its versions (its page is kept by them)."""
        if id_or_slug.isascii() and id_or_slug.isdigit():  # not "²" or "٣", which isdigit() also accepts
            package_id = row_id_in(id_or_slug)
            if package_id is None:
                return None  # no row has such an id (and the database could not compare it)
            rows = await driver_rows(self.session, VERSION_BY_ID, {"ref": package_id})
        else:
            rows = await driver_rows(self.session, VERSION_BY_SLUG, {"ref": id_or_slug.lower()})
        return CardVersion(*rows[0]) if rows else None

    async def facet_groups(self) -> list[FacetGroup]:
        """The listed packages counted by length, town, kind and level together, with their price range
        (a few hundred groups at most: the facets are summed from them)."""
        package = CampPackage
        keys = (package.duration_days, SurfCamp.location_key, package.package_type, package.difficulty_level)
        stmt = (
            select(*keys, func.count(), func.min(CampPackage.price), func.max(CampPackage.price))
            .join(CampPackage.camp)
            .where(CampPackage.status == "active", SurfCamp.status == "active")
            .group_by(*keys)
        )
        return [FacetGroup(*row) for row in (await self.session.execute(stmt)).all()]

    async def price_counts(self, ranges: Sequence[tuple[int, int]]) -> list[int]:
        """How many listed packages each inclusive price range (EUR) finds, as the `budget` filter does."""
        if not ranges:
            return []
        price = CampPackage.price
        stmt = (
            select(*(func.count().filter(price.between(low, high)) for low, high in ranges))
            .join(CampPackage.camp)
            .where(CampPackage.status == "active", SurfCamp.status == "active")
        )
        return [int(n) for n in (await self.session.execute(stmt)).one()]

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
