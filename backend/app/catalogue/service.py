"""Public catalogue: cards and package pages in the visitor's language."""

from __future__ import annotations

from decimal import Decimal
from typing import Any
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.pricing import max_people, offered_add_ons
from app.catalogue.repository import CatalogueFilters, CatalogueRepository
from app.catalogue.schemas import (
    AddOnOffer,
    CampCard,
    CampListQuery,
    CampOfPackage,
    CampPage,
    FeaturedCamp,
    FeaturedList,
    PackageDetail,
)
from app.config import get_settings
from app.errors import NotFound
from app.kit.pagination import PageParams
from app.models import BlogPost, CampPackage, SurfCamp

FEATURED_LIMIT = 3


def translated(row: SurfCamp | CampPackage | BlogPost, field: str, lang: str) -> Any:
    """The row's text in `lang` when a translation exists, else the English original."""
    if lang != "en":
        value = (row.translations or {}).get(lang, {}).get(field)
        if value:
            return value
    return getattr(row, field)


def type_filter(difficulty: str) -> str:
    return difficulty.replace("_", "-").lower()


def maps_embed_url(camp: SurfCamp) -> str | None:
    """An embeddable map from our configured provider, or None (the page then shows only a link)."""
    base = get_settings().maps_embed_base_url
    if not base:
        return None
    if camp.maps_embed_url:
        return camp.maps_embed_url
    if camp.latitude is None or camp.longitude is None:
        return None
    lat, lon, pad = float(camp.latitude), float(camp.longitude), 0.02
    query = {"bbox": f"{lon - pad},{lat - pad},{lon + pad},{lat + pad}", "layer": "mapnik", "marker": f"{lat},{lon}"}
    return f"{base}?{urlencode(query)}"


def card_of(package: CampPackage, lang: str) -> CampCard:
    camp = package.camp
    features: list[str] = translated(package, "included_features", lang) or []
    description = (
        translated(package, "short_description", lang)
        or translated(package, "description", lang)
        or translated(camp, "short_description", lang)
        or translated(camp, "description", lang)
        or ""
    )
    return CampCard(
        id=package.id,
        package_id=package.id,
        camp_id=camp.id,
        slug=package.slug,
        name=translated(package, "name", lang),
        camp_name=camp.name,
        location=camp.location,
        location_filter=camp.location_key,
        price=package.price,
        currency=package.currency,
        duration=package.duration_days,
        rating=package.rating_average,
        review_count=package.review_count,
        image=package.image_url or camp.image_url,
        description=description,
        difficulty=package.difficulty_level,
        type_filter=type_filter(package.difficulty_level),
        package_type=package.package_type,
        includes=features[:3],
        included_count=len(features),
        amenities=list(translated(camp, "amenities", lang) or []),
        max_people=max_people(package.max_participants),
        featured=package.featured,
    )


def _budget(text: str | None) -> tuple[Decimal, Decimal] | None:
    if not text:
        return None
    low, high = (Decimal(part) for part in text.split("-", 1))
    return (low, high) if low <= high else (high, low)


class CatalogueService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = CatalogueRepository(session)

    async def list_camps(self, q: CampListQuery) -> CampPage:
        filters = CatalogueFilters(location=q.location, duration=q.duration, budget=_budget(q.budget), type=q.type)
        paging = PageParams(page=q.page, page_size=q.page_size)
        rows, total = await self.repo.page(filters, q.sort, paging)
        return CampPage.of([card_of(p, q.lang) for p in rows], total, paging)

    async def featured(self, lang: str) -> FeaturedList:
        items = []
        for package in await self.repo.featured(FEATURED_LIMIT):
            camp = package.camp
            items.append(
                FeaturedCamp(
                    id=camp.id,
                    package_id=package.id,
                    slug=package.slug,
                    name=camp.name,
                    package_name=translated(package, "name", lang),
                    location=camp.location,
                    location_key=camp.location_key,
                    description=translated(camp, "short_description", lang)
                    or translated(camp, "description", lang)
                    or "",
                    price=package.price,
                    duration=package.duration_days,
                    image=camp.image_url or package.image_url,
                    features=list(translated(camp, "amenities", lang) or [])[:3],
                    rating=package.rating_average,
                    review_count=package.review_count,
                )
            )
        return FeaturedList(items=items)

    async def package(self, id_or_slug: str, lang: str) -> PackageDetail:
        package = await self.repo.package(id_or_slug)
        if package is None:
            raise NotFound("The requested package could not be found.", code="package_not_found")
        camp = package.camp
        return PackageDetail(
            id=package.id,
            slug=package.slug,
            name=translated(package, "name", lang),
            description=translated(package, "description", lang),
            short_description=translated(package, "short_description", lang),
            price=package.price,
            currency=package.currency,
            duration_days=package.duration_days,
            difficulty_level=package.difficulty_level,
            package_type=package.package_type,
            max_people=max_people(package.max_participants),
            add_ons=[
                AddOnOffer(key=a.key, price=a.price, per_day=a.per_day)
                for a in offered_add_ons(package.included_features or [])
            ],
            image_url=package.image_url or camp.image_url,
            gallery_images=list(package.gallery_images or []),
            included_features=list(translated(package, "included_features", lang) or []),
            featured=package.featured,
            rating=package.rating_average,
            review_count=package.review_count,
            camp=CampOfPackage(
                id=camp.id,
                name=camp.name,
                slug=camp.slug,
                location=camp.location,
                location_key=camp.location_key,
                description=translated(camp, "description", lang),
                address=camp.address,
                amenities=list(translated(camp, "amenities", lang) or []),
                maps_url=camp.maps_url,
                maps_embed_url=maps_embed_url(camp),
                image_url=camp.image_url,
            ),
        )
