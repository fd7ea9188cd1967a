"""Public catalogue: cards and package pages in the visitor's language."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import TypeVar
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from app.availability.service import NONE_SOON, AvailabilityService, NextAvailable
from app.bookings.pricing import max_people, offered_add_ons
from app.catalogue.repository import LEVELS, PACKAGE_TYPES, CatalogueFilters, CatalogueRepository, FacetGroup
from app.catalogue.schemas import (
    LOCATION_GROUPS,
    AddOnOffer,
    BudgetChoice,
    CampCard,
    CampListQuery,
    CampOfPackage,
    CampPage,
    CatalogueFacets,
    CountedValue,
    DurationChoice,
    FeaturedCamp,
    FeaturedList,
    PackageDetail,
)
from app.config import get_settings
from app.errors import NotFound
from app.kit.formatting import place_name
from app.kit.languages import LANGUAGES
from app.kit.listing_text import Reader
from app.kit.pagination import PageParams, page_json
from app.kit.process_cache import ProcessCache, VersionedCache
from app.kit.public_site import TOWNS
from app.listings.translations import is_translated
from app.models import CampPackage, SurfCamp

FEATURED_LIMIT = 3
# The budget filter's ranges: one round width from these, the narrowest that covers the listed prices in
# at most MAX_BUDGETS ranges (€305-1,290: 200-400 ... 1,200-1,400).
BUDGET_STEPS = (50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000)
MAX_BUDGETS = 6


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


Dated = TypeVar("Dated", CampCard, PackageDetail)


def _key(package: CampPackage, lang: str) -> CardKey:
    return (package.id, lang, package.updated_at, package.camp.updated_at)


def _with_dates(kept: Dated, soon: NextAvailable) -> Dated:
    """A kept card or page with today's next available date (a copy: the kept one stays as it is)."""
    return kept.model_copy(update={"next_available": soon.day, "few_places_left": soon.few_left})


# The two fields of a card that change with the day, not with its rows (`KeptCard`).
_DATES = {"next_available", "few_places_left"}


@dataclass(frozen=True, slots=True)
class KeptCard:
    """A listed card without its next available date, as a model and as its JSON (made once)."""

    card: CampCard
    json: bytes  # the card's JSON without `_DATES`

    @classmethod
    def of(cls, card: CampCard) -> KeptCard:
        return cls(card, card.model_dump_json(by_alias=True, exclude=_DATES).encode())

    @property
    def id(self) -> int:
        return self.card.id

    def dated(self, soon: NextAvailable) -> CampCard:
        return _with_dates(self.card, soon)

    def dated_json(self, soon: NextAvailable) -> bytes:
        """The JSON of `dated(soon)` (the same members, the dates first)."""
        day = b"null" if soon.day is None else b'"' + soon.day.isoformat().encode() + b'"'
        few = b"true" if soon.few_left else b"false"
        return b'{"nextAvailable":' + day + b',"fewPlacesLeft":' + few + b"," + self.json[1:]


# A card or a package page by (package id, language, package's updated_at, camp's updated_at): a write to
# either row makes a new key, so what is kept is never stale (app/kit/process_cache.py, VersionedCache).
CardKey = tuple[int, str, datetime, datetime]
listed_cards: VersionedCache[CardKey, KeptCard] = VersionedCache(max_entries=10_000)
package_pages: VersionedCache[CardKey, PackageDetail] = VersionedCache(max_entries=2_000)


def budget_ranges(low: Decimal, high: Decimal) -> list[tuple[int, int]]:
    """Round price ranges of one width that cover low..high (EUR), cheapest first."""
    for step in BUDGET_STEPS:
        start = math.floor(low / step) * step
        end = max(start + step, math.ceil(high / step) * step)
        if (end - start) // step <= MAX_BUDGETS:
            break
    return [(edge, edge + step) for edge in range(start, end, step)]


def _counted(counts: dict[str, int], order: tuple[str, ...]) -> list[CountedValue]:
    """The values with packages, known ones in `order`, any other after them by name."""
    ranked = sorted(counts, key=lambda value: (order.index(value) if value in order else len(order), value))
    return [CountedValue(value=value, count=counts[value]) for value in ranked if counts[value] > 0]


def _summed(groups: list[FacetGroup], field: str, name: Callable[[str], str] = str) -> dict[str, int]:
    totals: dict[str, int] = {}
    for group in groups:
        key = name(getattr(group, field))
        totals[key] = totals.get(key, 0) + group.packages
    return totals


# The facets, kept like the list's totals (`count_cache_seconds`, emptied by public writes).
catalogue_facets: ProcessCache[str, CatalogueFacets] = ProcessCache(max_entries=1)


def _package_not_found() -> NotFound:
    return NotFound("The requested package could not be found.", code="package_not_found")


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
        """A page of cards (the list's server-rendered page reads them: app/seo)."""
        kept, soon, total, paging = await self._kept_page(q)
        return CampPage.of([card.dated(soon.get(card.id, NONE_SOON)) for card in kept], total, paging)

    async def list_camps_json(self, q: CampListQuery) -> bytes:
        """`list_camps` as the API answers it (CampPage's JSON), joined from the kept cards' own JSON."""
        kept, soon, total, paging = await self._kept_page(q)
        return page_json(
            CampPage.of([], total, paging), [card.dated_json(soon.get(card.id, NONE_SOON)) for card in kept]
        )

    async def _kept_page(self, q: CampListQuery) -> tuple[list[KeptCard], dict[int, NextAvailable], int, PageParams]:
        """A page's kept cards and their next available dates: the page's packages are found by a narrow
        query that reads only their rows' versions; the cards are kept by those versions (`listed_cards`)
        and only the others are built. The dates are added to each answer (app/availability, kept per day)."""
        filters = CatalogueFilters(
            location=q.location, duration=q.duration, budget=_budget(q.budget), type=q.type, available_on=q.available_on
        )
        paging = PageParams(page=q.page, page_size=q.page_size)
        versions, total = await self.repo.page(filters, q.sort, paging, get_settings().count_cache_seconds)
        load = self._loader()

        async def build(keys: list[CardKey]) -> dict[CardKey, KeptCard]:
            return {_key(p, q.lang): KeptCard.of(card_of(p, q.lang)) for p in await load([key[0] for key in keys])}

        keys = [(v.package_id, q.lang, v.package_updated_at, v.camp_updated_at) for v in versions]
        cards = {key[0]: card for key, card in (await listed_cards.many(keys, build)).items()}
        soon = await self.availability.next_available_of([v.package_id for v in versions], load)
        # Not a package that left the list between the two reads.
        return [cards[v.package_id] for v in versions if v.package_id in cards], soon, total, paging

    async def facets(self) -> CatalogueFacets:
        """The choices of the camp list's filters, from the listed packages."""
        return await catalogue_facets.one("all", get_settings().count_cache_seconds, self._facets)

    async def _facets(self) -> CatalogueFacets:
        groups = await self.repo.facet_groups()
        low = min((g.price_min for g in groups), default=None)
        high = max((g.price_max for g in groups), default=None)
        ranges = budget_ranges(low, high) if low is not None and high is not None else []
        budgets = [
            BudgetChoice(value=f"{a}-{b}", low=a, high=b, count=n)
            for (a, b), n in zip(ranges, await self.repo.price_counts(ranges), strict=True)
            if n > 0
        ]
        towns = _summed(groups, "location")
        for group_name, members in LOCATION_GROUPS.items():
            if all(towns.get(town) for town in members):  # "Taghazout & Tamraght" when both have packages
                towns[group_name] = sum(towns[town] for town in members)
        durations: dict[int, int] = {}
        for group in groups:
            durations[group.days] = durations.get(group.days, 0) + group.packages
        return CatalogueFacets(
            durations=[DurationChoice(days=days, count=n) for days, n in sorted(durations.items())],
            price_min=low,
            price_max=high,
            budgets=budgets,
            locations=_counted(towns, (*TOWNS, *LOCATION_GROUPS)),
            package_types=_counted(_summed(groups, "package_type"), PACKAGE_TYPES),
            levels=_counted(_summed(groups, "level", type_filter), tuple(LEVELS)),
        )

    def _loader(self) -> Callable[[list[int]], Awaitable[list[CampPackage]]]:
        """Reads listed packages by id for one answer, each at most once."""
        loaded: dict[int, CampPackage] = {}

        async def load(ids: list[int]) -> list[CampPackage]:
            missing = [package_id for package_id in ids if package_id not in loaded]
            if missing:
                loaded.update((p.id, p) for p in await self.repo.packages(missing))
            return [loaded[package_id] for package_id in ids if package_id in loaded]

        return load

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
        """A package's page, kept by the versions of its rows (`package_pages`) as the cards are."""
        version = await self.repo.version(id_or_slug)
        if version is None:
            raise _package_not_found()
        load = self._loader()

        async def build(_: list[CardKey]) -> dict[CardKey, PackageDetail]:
            return {_key(p, lang): self._page_of(p, lang) for p in await load([version.package_id])}

        key = (version.package_id, lang, version.package_updated_at, version.camp_updated_at)
        pages = list((await package_pages.many([key], build)).values())
        if not pages:  # it left the list between the two reads
            raise _package_not_found()
        soon = await self.availability.next_available_of([version.package_id], load)
        return _with_dates(pages[0], soon.get(version.package_id, NONE_SOON))

    async def preview_package(self, camp_id: int, package_id: int, lang: str) -> PackageDetail:
        """A package's page as travellers will see it once its camp is live (a draft included)."""
        return await self._detail(await self.repo.preview_package(camp_id, package_id), lang)

    async def _detail(self, package: CampPackage | None, lang: str) -> PackageDetail:
        if package is None:
            raise _package_not_found()
        soon = (await self.availability.next_available([package]))[package.id]
        return _with_dates(self._page_of(package, lang), soon)

    @staticmethod
    def _page_of(package: CampPackage, lang: str) -> PackageDetail:
        """The page without its next available date (`_with_dates`)."""
        camp = package.camp
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
            next_available=None,  # the day's date is added to each answer (_with_dates)
            few_places_left=False,
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
