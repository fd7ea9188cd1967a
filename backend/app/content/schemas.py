from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal

from pydantic import Field, field_validator
from typing_extensions import TypeAliasType

from app.errors import FieldError
from app.kit.languages import Language
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine, encodable_json
from app.kit.validators import optional_text, required_text

SECTION_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,49}$"


class ContentQuery(ApiModel):
    section: str = Field(pattern=SECTION_PATTERN, description="section key, e.g. hero or testimonials")
    lang: Language = "en"


class ContentItem(ApiModel):
    id: int
    section_key: str
    title: str | None
    content: MultiLine = Field(description="text, markdown or a JSON document, as content_type says")
    content_type: str
    language: str
    meta: dict[str, Any]
    updated_at: datetime


class ContentList(ApiModel):
    section: str
    language: str = Field(description="the language of the items: the one asked for, or en when it has none")
    items: list[ContentItem]


# Back office (admin) schemas -------------------------------------------------------------------

# The sections the site reads (the spec's list); named enums, so the back office has a text for each.
ContentSection = TypeAliasType(
    "ContentSection",
    Literal["hero", "about", "features", "testimonials", "pricing", "faq", "footer", "contact", "blog", "promotions"],
)
ContentType = TypeAliasType("ContentType", Literal["text", "html", "markdown", "json"])


def _meta_object(value: Any) -> dict[str, Any]:
    """The metadata must be a JSON object: text is parsed, anything else is refused (never silently {})."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return {}
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError as exc:
            raise FieldError("invalid_json", 'Metadata must be valid JSON, for example {"author": "Sara"}.') from exc
    if not isinstance(value, dict):
        raise FieldError("not_json_object", 'Metadata must be a JSON object such as {"key": "value"}.')
    return encodable_json(value)


class ContentAdminRead(ApiModel):
    id: int
    section_key: str = Field(description="a ContentSection; rows written before the list was enforced may differ")
    title: str | None
    content: str
    content_type: ContentType
    language: Language
    is_active: bool
    meta: dict[str, Any]
    created_at: datetime
    updated_at: datetime


class ContentCreate(ApiModel):
    """A CMS row; HTML content is sanitized by the server. `meta` is a JSON object or its text."""

    section_key: ContentSection
    title: SingleLine | None = Field(default=None, max_length=300)
    content: MultiLine = Field(max_length=100_000)
    content_type: ContentType = "text"
    language: Language = "en"
    is_active: bool = True
    meta: dict[str, Any] | str | None = Field(default=None, description="a JSON object, or its text")

    _content = field_validator("content", mode="before")(required_text)
    _meta = field_validator("meta", mode="before")(_meta_object)
    _title = field_validator("title", mode="before")(optional_text)


class ContentUpdate(ApiModel):
    """Changes to a CMS row; a field left out stays as it is (`isActive` alone toggles the badge)."""

    section_key: ContentSection | None = None
    title: SingleLine | None = Field(default=None, max_length=300)
    content: MultiLine | None = Field(default=None, max_length=100_000)
    content_type: ContentType | None = None
    language: Language | None = None
    is_active: bool | None = None
    meta: dict[str, Any] | str | None = Field(default=None, description="a JSON object, or its text")

    _content = field_validator("content", mode="before")(required_text)
    _meta = field_validator("meta", mode="before")(_meta_object)
    _title = field_validator("title", mode="before")(optional_text)
