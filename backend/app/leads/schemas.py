from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator
from typing_extensions import TypeAliasType

from app.kit.languages import Language
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import email_address, required_text


class NewsletterSignup(ApiModel):
    email: SingleLine = Field(max_length=254)
    language: Language = "en"

    email_address = field_validator("email", mode="before")(email_address)


class UnsubscribeRequest(ApiModel):
    token: SingleLine = Field(min_length=10, max_length=100)


class ContactMessageCreate(ApiModel):
    name: SingleLine = Field(max_length=200)
    email: SingleLine = Field(max_length=254)
    message: MultiLine = Field(max_length=5000)
    language: Language = "en"

    required_text = field_validator("name", "message", mode="before")(required_text)
    email_address = field_validator("email", mode="before")(email_address)


# The groups the analytics count pages in; a named enum, so the back office has a text for each.
PageType = TypeAliasType("PageType", Literal["home", "list", "package", "static", "blog", "partner", "other"])


class PageViewCreate(ApiModel):
    page_name: SingleLine = Field(min_length=1, max_length=200)
    page_type: PageType = "other"
