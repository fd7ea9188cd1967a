"""Camp and package schemas of both roles. Each field's constraints are declared once, as the
annotated types below; the owner's and the back office's models compose the same bases and differ
only in the fields one role may send (and in the defaults of a new package)."""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, field_validator, model_validator
from pydantic.alias_generators import to_camel, to_snake
from typing_extensions import TypeAliasType

from app.bookings.pricing import PriceCurrency
from app.errors import FieldError
from app.kit.languages import Language
from app.kit.schema import ApiModel, RowId
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import clean_list, optional_email, optional_text, required_text
from app.listings.repository import CampCounts
from app.listings.rules import BACK_OFFICE_CAMP_FIELDS, BACK_OFFICE_PACKAGE_FIELDS, ListingRules
from app.listings.translations import translation_view
from app.models import CampPackage, SurfCamp
from app.partners.schemas import CampLocation, website_url

Difficulty = Literal["beginner", "intermediate", "advanced", "all_levels"]
PackageType = Literal["surf-only", "surf-yoga", "all-inclusive"]
CampStatus = Literal["active", "inactive"]
PackageStatus = Literal["active", "inactive"]
MAX_GALLERY_IMAGES = 5
_IMAGE_URL = re.compile(r"^(/|https?://)\S+$")

Name = Annotated[SingleLine, Field(max_length=200)]
Description = Annotated[MultiLine, Field(max_length=10_000)]
ShortDescription = Annotated[MultiLine, Field(max_length=500)]
Address = Annotated[SingleLine, Field(max_length=300)]
Phone = Annotated[SingleLine, Field(max_length=50)]
Email = Annotated[SingleLine, Field(max_length=254)]
Website = Annotated[SingleLine, Field(max_length=300)]
MapsUrl = Annotated[SingleLine, Field(max_length=1000)]
ImageUrl = Annotated[SingleLine, Field(max_length=500)]
Amenities = Annotated[list[SingleLine], Field(max_length=40)]
Price = Annotated[Decimal, Field(ge=0, le=100_000, max_digits=10, decimal_places=2)]
PRICES_IN_EUR = "prices are in EUR"
Currency = Annotated[PriceCurrency, Field(description=PRICES_IN_EUR)]
DurationDays = Annotated[int, Field(ge=1, le=60)]
MaxParticipants = Annotated[int, Field(ge=1, le=100)]
IncludedFeatures = Annotated[list[SingleLine], Field(max_length=30)]
# The answer to `price_needs_confirmation` (app/listings/prices.py): the person looked at the price again.
ConfirmLowPrice = Annotated[
    bool, Field(description="the price is right although far below the camp's others (app/listings/prices.py)")
]


def image_url(value: str | None) -> str | None:
    """An uploaded image's address (a path or an http(s) URL), or None; `invalid_url` otherwise."""
    value = optional_text(value)
    if value is not None and not _IMAGE_URL.match(value):
        raise FieldError("invalid_url", "Upload the image instead of typing its address.")
    return value


def gallery(values: list[str] | None) -> list[str]:
    """Up to five image addresses, trimmed, without empties or repeats."""
    urls = clean_list(values)
    if len(urls) > MAX_GALLERY_IMAGES:
        raise FieldError("too_many_images", "Maximum 5 gallery images allowed")
    for url in urls:
        image_url(url)
    return urls


def amenities(values: list[str] | None) -> list[str] | None:
    """The list cleaned, each at most 100 characters; None stays None (what it means is a role's rule)."""
    if values is None:
        return None
    cleaned = clean_list(values)
    if any(len(a) > 100 for a in cleaned):
        raise FieldError("too_long", "An amenity can be at most 100 characters.")
    return cleaned


def featured_image(value: str | None) -> str:
    if not value:
        raise FieldError("featured_image_required", "Please upload a featured image before saving")
    return value


# -- translations -----------------------------------------------------------------------------
# The other languages of a listing's texts (app/listings/translations.py). A write sends, per
# language, the fields it changes: a field left out stays, null / "" / [] removes the translation.

# Named (TypeAliasType) so the API schema has one enum each and the generated client one array each.
TranslationStatus = TypeAliasType("TranslationStatus", Literal["translated", "missing", "outdated", "not_needed"])
# A field is named on the wire as everywhere else in the API (camelCase) and in Python by its column.
CampTextField = TypeAliasType(
    "CampTextField",
    Annotated[Literal["name", "shortDescription", "description", "address", "amenities"], AfterValidator(to_snake)],
)
PackageTextField = TypeAliasType(
    "PackageTextField",
    Annotated[Literal["name", "shortDescription", "description", "includedFeatures"], AfterValidator(to_snake)],
)


class CampTexts(ApiModel):
    """A camp's texts in one language other than its own."""

    _texts = field_validator("name", "short_description", "description", "address", mode="before")(optional_text)
    _amenities = field_validator("amenities")(amenities)

    name: Name | None = None
    short_description: ShortDescription | None = None
    description: Description | None = None
    address: Address | None = None
    amenities: Amenities | None = None


class PackageTexts(ApiModel):
    """A package's texts in one language other than its own."""

    _texts = field_validator("name", "short_description", "description", mode="before")(optional_text)
    _features = field_validator("included_features")(clean_list)

    name: Name | None = None
    short_description: ShortDescription | None = None
    description: Description | None = None
    included_features: IncludedFeatures | None = None


UP_TO_DATE = "per language, the fields whose kept translation a person checked: it still says what the source says"


class TranslationWrite(ApiModel):
    """The language fields every camp and package write may carry."""

    source_language: Language | None = Field(
        default=None, description="the language the plain text fields are written in (default en for a new listing)"
    )


class TranslatedText(ApiModel):
    text: str | None
    status: TranslationStatus
    translated_from: str | None = Field(description="for an outdated translation, the source text it was written for")


class TranslatedList(ApiModel):
    text: list[str]
    status: TranslationStatus
    translated_from: list[str] | None = Field(
        description="for an outdated translation, the source list it was written for"
    )


class CampTranslation(ApiModel):
    name: TranslatedText
    short_description: TranslatedText
    description: TranslatedText
    address: TranslatedText
    amenities: TranslatedList


class PackageTranslation(ApiModel):
    name: TranslatedText
    short_description: TranslatedText
    description: TranslatedText
    included_features: TranslatedList


class ListingTexts(ApiModel):
    """Texts of a camp or a package in one language (the union of both kinds' fields)."""

    name: Name | None = None
    short_description: ShortDescription | None = None
    description: Description | None = None
    address: Address | None = None
    amenities: Amenities | None = None
    included_features: IncludedFeatures | None = None


class TranslationDraftRequest(ApiModel):
    source_language: Language
    target_languages: Annotated[list[Language], Field(min_length=1, max_length=2)]
    texts: ListingTexts


class TranslationDrafts(ApiModel):
    drafts: dict[Language, ListingTexts] = Field(description="per target language, a draft of each text sent")


# -- camps ------------------------------------------------------------------------------------


class CampFields(ApiModel):
    """What every camp write validates, whichever of these fields the model has."""

    _name = field_validator("name", mode="before", check_fields=False)(required_text)
    _texts = field_validator("description", "short_description", "address", "phone", mode="before", check_fields=False)(
        optional_text
    )
    email_address = field_validator("email", mode="before", check_fields=False)(optional_email)
    _urls = field_validator("website", "maps_url", "maps_embed_url", mode="before", check_fields=False)(website_url)
    _image = field_validator("image_url", mode="before", check_fields=False)(image_url)
    _amenities = field_validator("amenities", check_fields=False)(amenities)


class CampUpdate(CampFields, TranslationWrite):
    """The camp fields an owner and the back office both edit; a field left out stays as it is."""

    translations: dict[Language, CampTexts] | None = None
    translations_up_to_date: dict[Language, list[CampTextField]] | None = Field(default=None, description=UP_TO_DATE)
    name: Name | None = None
    description: Description | None = None
    short_description: ShortDescription | None = None
    address: Address | None = None
    phone: Phone | None = None
    email: Email | None = None
    website: Website | None = None
    amenities: Amenities | None = None
    maps_url: MapsUrl | None = None
    image_url: ImageUrl | None = None


class OwnerCampUpdate(CampUpdate):
    """Every camp field an owner may change; a field left out stays as it is."""


class AdminCampUpdate(CampUpdate):
    """Changes to a camp; a field left out stays as it is."""

    location_key: CampLocation | None = None
    maps_embed_url: MapsUrl | None = None
    status: CampStatus | None = None
    featured: bool | None = None


class AdminCampCreate(CampUpdate):
    """A new camp: name and location are required; status active and not featured by default."""

    name: Name
    location_key: CampLocation
    amenities: Amenities = Field(default_factory=list)
    maps_embed_url: MapsUrl | None = None
    status: CampStatus = "active"
    featured: bool = False

    @field_validator("location_key", mode="before")
    @classmethod
    def _location_required(cls, value: str | None) -> str:
        if not value:
            raise FieldError("required", "This field is required.")
        return value


class _TranslationView:
    """A camp or package whose `translations` reads as the owner and the team see them (with statuses)."""

    def __init__(self, row: SurfCamp | CampPackage) -> None:
        self._row = row
        self.translations = translation_view(row)

    def __getattr__(self, name: str) -> object:
        return getattr(self._row, name)


class ListingRead(ApiModel):
    """Reads a camp or package row with its translations' statuses."""

    @model_validator(mode="before")
    @classmethod
    def _with_statuses(cls, data: object) -> object:
        return _TranslationView(data) if isinstance(data, SurfCamp | CampPackage) else data


def _writable_view(camp: SurfCamp, rules: ListingRules) -> _TranslationView:
    view = _TranslationView(camp)
    view.writable = ListingWrites.of(rules)  # type: ignore[attr-defined]
    return view


class ListingWrites(ApiModel):
    """The fields the caller may set on this camp and on its packages, named as the write bodies name them:
    the owner's and the back office's forms show what these say (app/listings/rules.py decides)."""

    camp: list[str]
    package: list[str]

    @classmethod
    def of(cls, rules: ListingRules) -> ListingWrites:
        def names(model: type[ApiModel], back_office_fields: frozenset[str]) -> list[str]:
            every = {name: None for name in model.model_fields if name != "confirm_low_price"}
            return [to_camel(name) for name in rules.writable(every, back_office_fields)]

        return cls(
            camp=names(AdminCampUpdate, BACK_OFFICE_CAMP_FIELDS),
            package=names(AdminPackageUpdate, BACK_OFFICE_PACKAGE_FIELDS),
        )


class OwnerCampRead(ListingRead):
    id: int
    name: str
    slug: str
    description: str | None
    short_description: str | None
    location: str
    location_key: str
    address: str | None
    phone: str | None
    email: str | None
    website: str | None
    image_url: str | None
    amenities: list[str]
    maps_url: str | None
    status: str
    featured: bool
    updated_at: datetime
    source_language: Language
    translations: dict[Language, CampTranslation] = Field(
        description="one entry per language other than sourceLanguage"
    )
    writable: ListingWrites = Field(description="what the caller may set on this camp and its packages")

    @classmethod
    def of(cls, camp: SurfCamp, rules: ListingRules) -> OwnerCampRead:
        return cls.model_validate(_writable_view(camp, rules))


class AdminCampRead(OwnerCampRead):
    maps_embed_url: str | None
    status: str = Field(description="active or inactive; pending while its owner awaits approval")
    package_count: int = Field(default=0, description="every package of the camp, on sale, draft or taken off")
    packages_on_sale: int = 0
    package_drafts: int = Field(default=0, description="packages that go on sale when the camp goes live")
    booking_count: int = 0
    created_at: datetime

    @classmethod
    def counted(cls, camp: SurfCamp, counts: CampCounts, rules: ListingRules) -> AdminCampRead:
        read = cls.model_validate(_writable_view(camp, rules))
        read.package_count, read.booking_count = counts.packages, counts.bookings
        read.packages_on_sale, read.package_drafts = counts.on_sale, counts.drafts
        return read


class CampDeleted(ApiModel):
    """What the deletion removed or unlinked."""

    id: int
    packages_deleted: int
    bookings_unlinked: int = Field(description="bookings kept with their camp and package names as a snapshot")


# -- packages ---------------------------------------------------------------------------------


class PackageFields(ApiModel):
    """What every package write validates, whichever of these fields the model has."""

    _name = field_validator("name", mode="before", check_fields=False)(required_text)
    _texts = field_validator("description", "short_description", mode="before", check_fields=False)(optional_text)
    _image = field_validator("image_url", mode="before", check_fields=False)(image_url)
    _featured = field_validator("image_url", mode="after", check_fields=False)(featured_image)
    _gallery = field_validator("gallery_images", mode="before", check_fields=False)(gallery)
    _features = field_validator("included_features", check_fields=False)(clean_list)


class PackageCreate(PackageFields, TranslationWrite):
    """The fields of a new package both roles send; each role's model adds its own defaults."""

    translations: dict[Language, PackageTexts] | None = None
    translations_up_to_date: dict[Language, list[PackageTextField]] | None = Field(default=None, description=UP_TO_DATE)
    name: Name
    description: Description | None = None
    short_description: ShortDescription | None = None
    currency: Currency = "EUR"
    package_type: PackageType = "surf-only"
    featured: bool = False
    image_url: ImageUrl | None = Field(default=None, validate_default=True)
    gallery_images: list[SingleLine] = Field(default_factory=list)
    included_features: IncludedFeatures = Field(default_factory=list)
    confirm_low_price: ConfirmLowPrice = False


class OwnerPackageCreate(PackageCreate):
    """A new package; defaults are the spec's blank form (7 days, beginner, 8 people, not featured)."""

    price: Price = Decimal("0")
    duration_days: DurationDays = 7
    difficulty_level: Difficulty = "beginner"
    max_participants: MaxParticipants | None = 8


class AdminPackageCreate(PackageCreate):
    """A new package; the admin defaults are EUR, all levels, active. A featured image is mandatory."""

    camp_id: RowId
    price: Price
    duration_days: DurationDays
    difficulty_level: Difficulty = "all_levels"
    max_participants: MaxParticipants | None = None
    status: PackageStatus = "active"


class PackageUpdate(PackageFields, TranslationWrite):
    """Changes to a package; a field left out stays as it is. `maxParticipants: null` clears the limit."""

    translations: dict[Language, PackageTexts] | None = None
    translations_up_to_date: dict[Language, list[PackageTextField]] | None = Field(default=None, description=UP_TO_DATE)
    name: Name | None = None
    description: Description | None = None
    short_description: ShortDescription | None = None
    price: Price | None = None
    currency: PriceCurrency | None = Field(default=None, description=PRICES_IN_EUR)
    duration_days: DurationDays | None = None
    difficulty_level: Difficulty | None = None
    package_type: PackageType | None = None
    max_participants: MaxParticipants | None = None
    featured: bool | None = None
    image_url: ImageUrl | None = None
    gallery_images: list[SingleLine] | None = None
    included_features: IncludedFeatures | None = None
    confirm_low_price: ConfirmLowPrice = False


class OwnerPackageUpdate(PackageUpdate):
    """Changes to a package; a field left out stays as it is."""


class AdminPackageUpdate(PackageUpdate):
    """Changes to a package; a field left out stays as it is. `maxParticipants: null` clears the limit."""

    camp_id: RowId | None = None
    status: PackageStatus | None = None


class OwnerPackageRead(ListingRead):
    id: int
    camp_id: int
    slug: str
    name: str
    description: str | None
    short_description: str | None
    price: Decimal
    currency: str
    duration_days: int
    difficulty_level: Difficulty
    package_type: str
    max_participants: int | None
    featured: bool
    status: str
    image_url: str | None
    gallery_images: list[str]
    included_features: list[str]
    created_at: datetime
    updated_at: datetime
    source_language: Language
    translations: dict[Language, PackageTranslation] = Field(
        description="one entry per language other than sourceLanguage"
    )


class AdminPackageRead(OwnerPackageRead):
    camp_name: str
    camp_location_key: CampLocation

    @classmethod
    def of(cls, package: CampPackage, camp_name: str, camp_location_key: str) -> AdminPackageRead:
        view = _TranslationView(package)
        view.camp_name, view.camp_location_key = camp_name, camp_location_key  # type: ignore[attr-defined]
        return cls.model_validate(view)
