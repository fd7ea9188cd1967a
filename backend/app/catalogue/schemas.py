from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import Field

from app.bookings.pricing import AddOnKey
from app.kit.dates import StartDate
from app.kit.languages import Language
from app.kit.pagination import Page
from app.kit.schema import ApiModel
from app.kit.text import SingleLine

LocationFilter = Literal["taghazout", "tamraght", "imsouane", "agadir", "both"]
# "both" is the search bar's "Taghazout & Tamraght": the two neighbouring villages, not every town.
LOCATION_GROUPS: dict[str, tuple[str, ...]] = {"both": ("taghazout", "tamraght")}
# A camp's place is named from its location key in the language asked for (app/kit/formatting.py).
PLACE = "the camp's town and country in the language asked for, from its location key: 'Taghazout, Maroc'"
NEXT = "the next day one person can arrive, for the package's length, within the next 120 days (None: none)"
FEW = "the next available arrival has few places left (app/availability/rules.py FEW_PLACES or fewer)"
Sort = Literal["recommended", "price_asc", "price_desc", "rating", "duration"]


class CampListQuery(ApiModel):
    location: LocationFilter | None = None
    duration: int | None = Field(default=None, ge=1, le=60)
    budget: str | None = Field(default=None, pattern=r"^\d{1,6}-\d{1,6}$", description="min-max in EUR, inclusive")
    type: SingleLine | None = Field(
        default=None,
        max_length=30,
        description="a level (beginner, all-levels) or a kind (surf-only, surf-yoga, all-inclusive)",
    )
    available_on: StartDate | None = Field(
        default=None, description="only packages a person can arrive at on this day, for the package's length"
    )
    sort: Sort = "recommended"
    page: int = Field(default=1, ge=1, le=10_000)
    page_size: int = Field(default=12, ge=1, le=48)
    lang: Language = "en"


class CampCard(ApiModel):
    """One bookable offer: a package with the camp it belongs to (the spec's camp list card)."""

    id: int
    package_id: int
    camp_id: int
    slug: str
    name: str
    camp_name: str
    location: str = Field(description=PLACE)
    location_filter: str
    price: Decimal
    currency: str
    duration: int
    rating: Decimal | None
    review_count: int
    image: str | None
    description: str
    difficulty: str
    type_filter: str
    package_type: str
    includes: list[str]
    included_count: int
    amenities: list[str]
    max_people: int = Field(description="the most people one booking can hold (pricing.max_people)")
    featured: bool
    next_available: date | None = Field(description=NEXT)
    few_places_left: bool = Field(description=FEW)
    fallback_languages: dict[str, Language] = Field(
        description="texts of this answer shown in another language than the one asked for: field name -> its language",
    )


class CampPage(Page[CampCard]):
    pass


class FeaturedCamp(ApiModel):
    """The home page's featured-camp card."""

    id: int
    package_id: int
    slug: str
    name: str
    package_name: str
    location: str = Field(description=PLACE)
    location_key: str
    description: str
    price: Decimal
    duration: int
    image: str | None
    features: list[str]
    rating: Decimal | None
    review_count: int
    next_available: date | None = Field(description=NEXT)
    few_places_left: bool = Field(description=FEW)
    fallback_languages: dict[str, Language] = Field(
        description="texts of this answer shown in another language than the one asked for: field name -> its language",
    )


class FeaturedList(ApiModel):
    items: list[FeaturedCamp]


class CampOfPackage(ApiModel):
    id: int
    name: str
    slug: str
    location: str = Field(description=PLACE)
    location_key: str
    description: str | None
    address: str | None
    amenities: list[str]
    maps_url: str | None
    maps_embed_url: str | None
    image_url: str | None
    fallback_languages: dict[str, Language] = Field(
        description="texts of this answer shown in another language than the one asked for: field name -> its language",
    )


class AddOnOffer(ApiModel):
    """An add-on the package sells, priced in EUR (per person and day when `perDay`, else once)."""

    key: AddOnKey
    price: Decimal
    per_day: bool


class PackageDetail(ApiModel):
    id: int
    slug: str
    name: str
    description: str | None
    short_description: str | None
    price: Decimal
    currency: str
    duration_days: int
    difficulty_level: str
    package_type: str
    max_people: int = Field(description="the most people one booking can hold (pricing.max_people)")
    add_ons: list[AddOnOffer] = Field(description="the add-ons the booking form offers and a booking accepts")
    image_url: str | None
    gallery_images: list[str]
    included_features: list[str]
    featured: bool
    rating: Decimal | None
    review_count: int
    languages: list[Language] = Field(description="the languages every text of the package is written in")
    next_available: date | None = Field(description=NEXT)
    few_places_left: bool = Field(description=FEW)
    fallback_languages: dict[str, Language] = Field(
        description="texts of this answer shown in another language than the one asked for: field name -> its language",
    )
    camp: CampOfPackage


class CountedValue(ApiModel):
    """One choice of a camp list filter, as the list's query names it, and the listed packages it finds."""

    value: str
    count: int


class DurationChoice(ApiModel):
    days: int
    count: int


class BudgetChoice(ApiModel):
    """A price range in EUR, inclusive at both ends, as the list's `budget` filter takes it ("300-400")."""

    value: str
    low: int
    high: int
    count: int


class CatalogueFacets(ApiModel):
    """What the camp list's filters can offer: only values that listed packages have, so each choice
    finds something (each count is of that one filter alone)."""

    durations: list[DurationChoice] = Field(description="the stay lengths of listed packages, shortest first")
    price_min: Decimal | None = Field(description="the lowest price of a listed package (EUR), None: none listed")
    price_max: Decimal | None = Field(description="the highest price of a listed package (EUR)")
    budgets: list[BudgetChoice] = Field(description="round price ranges that cover the listed prices, cheapest first")
    locations: list[CountedValue] = Field(description="location filter values with listed packages, in filter order")
    package_types: list[CountedValue] = Field(description="kinds of stay with listed packages (the `type` filter)")
    levels: list[CountedValue] = Field(description="levels with listed packages (the `type` filter: 'all-levels')")
