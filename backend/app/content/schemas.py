from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import Field

from app.catalogue.schemas import Language
from app.kit.schema import ApiModel

SECTION_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,49}$"


class ContentQuery(ApiModel):
    section: str = Field(pattern=SECTION_PATTERN, description="section key, e.g. hero or testimonials")
    lang: Language = "en"


class ContentItem(ApiModel):
    id: int
    section_key: str
    title: str | None
    content: str = Field(description="text, markdown or a JSON document, as content_type says")
    content_type: str
    language: str
    meta: dict[str, Any]
    updated_at: datetime


class ContentList(ApiModel):
    section: str
    language: str = Field(description="the language of the items: the one asked for, or en when it has none")
    items: list[ContentItem]
