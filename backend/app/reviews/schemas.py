from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import Field, field_validator

from app.kit.languages import Language
from app.kit.pagination import Counted
from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from app.kit.validators import optional_text, required_text

COMMENT_MAX_LENGTH = 2000
TranslationText = Annotated[MultiLine, Field(max_length=COMMENT_MAX_LENGTH)]


class ReviewInvitation(ApiModel):
    booking_reference: str
    package_name: str | None
    camp_name: str
    first_name: str
    already_reviewed: bool


class ReviewCreate(ApiModel):
    token: SingleLine = Field(min_length=10, max_length=100)
    rating: int = Field(ge=1, le=5)
    comment: MultiLine = Field(max_length=COMMENT_MAX_LENGTH)

    _comment = field_validator("comment", mode="before")(required_text)


class ReviewTranslation(ApiModel):
    language: Language
    text: str


class ReviewRead(ApiModel):
    id: int
    rating: int
    comment: str = Field(description="as the traveller wrote it, in `language`")
    reviewer_first_name: str
    reviewer_country: str | None = Field(description="ISO 3166-1 alpha-2 code")
    language: Language = Field(description="the language the comment is written in")
    translation: ReviewTranslation | None = Field(
        default=None, description="the comment in the language asked for (`lang`), when the team wrote one"
    )
    is_demo: bool
    created_at: datetime


class ReviewPage(Counted[ReviewRead]):
    pass


class AdminReviewRead(ReviewRead):
    package_id: int | None
    camp_id: int
    is_hidden: bool
    hidden_reason: str | None
    translations: dict[Language, str] = Field(description="the comment in the other languages, written by the team")


class ReviewTranslationsUpdate(ApiModel):
    """The comment's translations, one per other language; a language left empty has none."""

    translations: dict[Language, TranslationText | None] = Field(
        description="e.g. {fr: '...', de: null}; languages not named keep their translation"
    )

    @field_validator("translations")
    @classmethod
    def _texts(cls, value: dict[Language, str | None]) -> dict[Language, str | None]:
        return {language: optional_text(text) for language, text in value.items()}


class AdminReviewPage(Counted[AdminReviewRead]):
    pass


class HideReview(ApiModel):
    reason: MultiLine = Field(max_length=1000)

    _reason = field_validator("reason", mode="before")(required_text)


class Testimonial(ApiModel):
    name: str
    country: str | None
    text: str = Field(description="as the traveller wrote it, in `language`")
    rating: int
    camp_name: str
    language: Language
    translation: ReviewTranslation | None = Field(
        default=None, description="the text in the language asked for (`lang`), when the team wrote one"
    )


class TestimonialList(ApiModel):
    """Empty unless there are enough real reviews; the home page then shows its CMS testimonials."""

    items: list[Testimonial]
