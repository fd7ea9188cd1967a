"""Catalogue queries. Public reads see only active packages of active camps."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, func, nulls_last, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import contains_eager

from app.catalogue.schemas import LOCATION_GROUPS
from app.kit.ids import row_id_in
from app.kit.pagination import PageParams, paginate
from app.models import CampPackage, SurfCamp

LEVELS = {"beginner": "beginner", "intermediate": "intermediate", "advanced": "advanced", "all-levels": "all_levels"}
PACKAGE_TYPES = {"surf-only", "surf-yoga", "all-inclusive"}
S = TypeVar("S", bound=Select[Any])


@dataclass(frozen=True)
class CatalogueFilters:
    location: str | None = None
    duration: int | None = None
    budget: tuple[Decimal, Decimal] | None = None
    type: str | None = None


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

    @staticmethod
    def _filtered(stmt: S, f: CatalogueFilters) -> S:
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

    async def page(self, f: CatalogueFilters, sort: str, paging: PageParams) -> tuple[list[CampPackage], int]:
        orders: dict[str, list[ColumnElement[Any]]] = {
            "price_asc": [CampPackage.price.asc()],
            "price_desc": [CampPackage.price.desc()],
            "rating": [nulls_last(CampPackage.rating_average.desc()), CampPackage.review_count.desc()],
            "duration": [CampPackage.duration_days.asc(), CampPackage.price.asc()],
        }
        order = orders.get(sort, [CampPackage.featured.desc(), nulls_last(CampPackage.rating_average.desc())])
        return await paginate(self.session, self._filtered(self._visible(), f).order_by(*order, CampPackage.id), paging)

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
