from __future__ import annotations

from datetime import datetime

from pydantic import Field, field_validator

from app.kit.pagination import Counted
from app.kit.schema import ApiModel
from app.kit.text import MultiLine
from app.kit.validators import required_text


class ReviewInvitation(ApiModel):
    booking_reference: str
    package_name: str | None
    camp_name: str
    first_name: str
    already_reviewed: bool


class ReviewCreate(ApiModel):
    token: str = Field(min_length=10, max_length=100)
    rating: int = Field(ge=1, le=5)
    comment: MultiLine = Field(max_length=2000)

    _comment = field_validator("comment", mode="before")(required_text)


class ReviewRead(ApiModel):
    id: int
    rating: int
    comment: str
    reviewer_first_name: str
    reviewer_country: str | None
    language: str
    is_demo: bool
    created_at: datetime


class ReviewPage(Counted[ReviewRead]):
    pass


class AdminReviewRead(ReviewRead):
    package_id: int | None
    camp_id: int
    is_hidden: bool
    hidden_reason: str | None


class AdminReviewPage(Counted[AdminReviewRead]):
    pass


class HideReview(ApiModel):
    reason: MultiLine = Field(max_length=1000)

    _reason = field_validator("reason", mode="before")(required_text)


class Testimonial(ApiModel):
    name: str
    country: str | None
    text: str
    rating: int
    camp_name: str
    language: str


class TestimonialList(ApiModel):
    """Empty unless there are enough real reviews; the home page then shows its CMS testimonials."""

    items: list[Testimonial]
