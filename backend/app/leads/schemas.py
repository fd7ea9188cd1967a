from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from app.bookings.schemas import _email, _required
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine

Language = Literal["en", "fr", "de"]


class NewsletterSignup(ApiModel):
    email: SingleLine = Field(max_length=254)
    language: Language = "en"

    _email = field_validator("email", mode="before")(_email)


class UnsubscribeRequest(ApiModel):
    token: str = Field(min_length=10, max_length=100)


class ContactMessageCreate(ApiModel):
    name: SingleLine = Field(max_length=200)
    email: SingleLine = Field(max_length=254)
    message: MultiLine = Field(max_length=5000)
    language: Language = "en"

    _required = field_validator("name", "message", mode="before")(_required)
    _email = field_validator("email", mode="before")(_email)


class PageViewCreate(ApiModel):
    page_name: SingleLine = Field(min_length=1, max_length=200)
    page_type: Literal["home", "list", "package", "static", "blog", "partner", "other"] = "other"
