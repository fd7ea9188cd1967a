"""Public catalogue: cards and package pages in the visitor's language."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from app.availability.service import NONE_SOON, AvailabilityService, NextAvailable
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
from app.kit.formatting import place_name
from app.kit.languages import LANGUAGES
from app.kit.pagination import PageParams
from app.listings.translations import Reader, is_translated
from app.models import CampPackage, SurfCamp

FEATURED_LIMIT = 3


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


def card_of(package: CampPackage, lang: str, soon: NextAvailable = NONE_SOON) -> CampCard:
    camp = package.camp
    read = Reader(lang)
    features: list[str] = read.text("includes", (package, "included_features")) or []
    return CampCard(
        id=package.id,
        package_id=package.id,
        camp_id=camp.id,
        slug=package.slug,
        name=read.text("name", (package, "name")),
        camp_name=read.text("campName", (camp, "name")),
        location=place_name(camp.location_key, lang),
        location_filter=camp.location_key,
        price=package.price,
        currency=package.currency,
        duration=package.duration_days,
        rating=package.rating_average,
        review_count=package.review_count,
        image=package.image_url or camp.image_url,
        description=read.text(
            "description",
            (package, "short_description"),
            (package, "description"),
            (camp, "short_description"),
            (camp, "description"),
        )
        or "",
        difficulty=package.difficulty_level,
        type_filter=type_filter(package.difficulty_level),
        package_type=package.package_type,
        includes=features[:3],
        included_count=len(features),
        amenities=list(read.text("amenities", (camp, "amenities")) or []),
        max_people=max_people(package.max_participants),
        featured=package.featured,
        next_available=soon.day,
        few_places_left=soon.few_left,
        fallback_languages=read.done(),
    )


def _budget(text: str | None) -> tuple[Decimal, Decimal] | None:
    if not text:
        return None
    low, high = (Decimal(part) for part in text.split("-", 1))
    return (low, high) if low <= high else (high, low)


class CatalogueService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = CatalogueRepository(session)
        self.availability = AvailabilityService(session)

    async def list_camps(self, q: CampListQuery) -> CampPage:
        filters = CatalogueFilters(
            location=q.location, duration=q.duration, budget=_budget(q.budget), type=q.type, available_on=q.available_on
        )
        paging = PageParams(page=q.page, page_size=q.page_size)
        rows, total = await self.repo.page(filters, q.sort, paging, get_settings().count_cache_seconds)
        soon = await self.availability.next_available(rows)
        return CampPage.of([card_of(p, q.lang, soon[p.id]) for p in rows], total, paging)

    async def featured(self, lang: str) -> FeaturedList:
        items = []
        packages = await self.repo.featured(FEATURED_LIMIT)
        soon = await self.availability.next_available(packages)
        for package in packages:
            camp = package.camp
            read = Reader(lang)
            items.append(
                FeaturedCamp(
                    id=camp.id,
                    package_id=package.id,
                    slug=package.slug,
                    name=read.text("name", (camp, "name")),
                    package_name=read.text("packageName", (package, "name")),
                    location=place_name(camp.location_key, lang),
                    location_key=camp.location_key,
                    description=read.text("description", (camp, "short_description"), (camp, "description")) or "",
                    price=package.price,
                    duration=package.duration_days,
                    image=camp.image_url or package.image_url,
                    features=list(read.text("features", (camp, "amenities")) or [])[:3],
                    rating=package.rating_average,
                    review_count=package.review_count,
                    next_available=soon[package.id].day,
                    few_places_left=soon[package.id].few_left,
                    fallback_languages=read.done(),
                )
            )
        return FeaturedList(items=items)

    async def preview(self, camp_id: int, lang: str) -> list[CampCard]:
        """The cards travellers will see for the camp's packages once it is live."""
        return [card_of(p, lang) for p in await self.repo.preview(camp_id)]

    async def package(self, id_or_slug: str, lang: str) -> PackageDetail:
        return await self._detail(await self.repo.package(id_or_slug), lang)

    async def preview_package(self, camp_id: int, package_id: int, lang: str) -> PackageDetail:
        """A package's page as travellers will see it once its camp is live (a draft included)."""
        return await self._detail(await self.repo.preview_package(camp_id, package_id), lang)

    async def _detail(self, package: CampPackage | None, lang: str) -> PackageDetail:
        if package is None:
            raise NotFound("The requested package could not be found.", code="package_not_found")
        camp = package.camp
        soon = (await self.availability.next_available([package]))[package.id]
        read, read_camp = Reader(lang), Reader(lang)
        return PackageDetail(
            id=package.id,
            slug=package.slug,
            name=read.text("name", (package, "name")),
            description=read.text("description", (package, "description")),
            short_description=read.text("shortDescription", (package, "short_description")),
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
            included_features=list(read.text("includedFeatures", (package, "included_features")) or []),
            featured=package.featured,
            rating=package.rating_average,
            review_count=package.review_count,
            languages=[language for language in LANGUAGES if is_translated(package, language)],
            next_available=soon.day,
            few_places_left=soon.few_left,
            fallback_languages=read.done(),
            camp=CampOfPackage(
                id=camp.id,
                name=read_camp.text("name", (camp, "name")),
                slug=camp.slug,
                location=place_name(camp.location_key, lang),
                location_key=camp.location_key,
                description=read_camp.text("description", (camp, "description")),
                address=read_camp.text("address", (camp, "address")),
                amenities=list(read_camp.text("amenities", (camp, "amenities")) or []),
                maps_url=camp.maps_url,
                maps_embed_url=maps_embed_url(camp),
                image_url=camp.image_url,
                fallback_languages=read_camp.done(),
            ),
        )
