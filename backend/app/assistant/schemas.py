from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import email_address
from app.partners.schemas import CampLocation

Language = Literal["en", "fr", "de"]
VisitorId = Field(min_length=8, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
# Longer messages are cut to this many characters (with a note in the reply), not refused.
MAX_MESSAGE_CHARS = 1000


class ChatMessageIn(ApiModel):
    role: Literal["user", "assistant"]
    content: MultiLine = Field(max_length=10_000)


class ChatRequest(ApiModel):
    visitor_id: str = VisitorId
    language: Language = "en"
    messages: list[ChatMessageIn] = Field(default_factory=list, max_length=100)
    user_email: SingleLine | None = Field(default=None, max_length=254)


class PackageSuggestion(ApiModel):
    package_id: int
    name: str
    camp_name: str
    location: str = Field(description="the camp's town and country in the answer's language: 'Taghazout, Maroc'")
    location_key: CampLocation
    duration_days: int
    price: Decimal
    currency: str
    url: str


class ChatReply(ApiModel):
    message: str
    suggestions: list[PackageSuggestion] = Field(default_factory=list)
    truncated: bool = False
    # The language of `message`: the one the visitor writes in, which may differ from the page's.
    language: Language


class ChatEmailCapture(ApiModel):
    visitor_id: str = VisitorId
    email: SingleLine = Field(max_length=254)
    language: Language = "en"

    email_address = field_validator("email", mode="before")(email_address)
