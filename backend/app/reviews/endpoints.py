from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, status
from fastapi.responses import Response

from app.auth.access import ActiveAdmin, AdminAccess, PublicAccess
from app.db import SessionDep
from app.kit.http_cache import cached_json
from app.kit.languages import Language
from app.kit.pagination import PageParams, page_query
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId
from app.kit.text import SingleLine
from app.reviews.repository import ReviewRepository
from app.reviews.schemas import (
    AdminReviewPage,
    AdminReviewRead,
    HideReview,
    ReviewCreate,
    ReviewInvitation,
    ReviewPage,
    ReviewRead,
    ReviewTranslationsUpdate,
    TestimonialList,
)
from app.reviews.service import ReviewService

public = APIRouter(prefix="/api/v1", tags=["reviews"], dependencies=[PublicAccess])
admin = APIRouter(
    prefix="/api/v1/admin/reviews", tags=["admin-reviews"], dependencies=[AdminAccess, ChangesPublicReads]
)


@public.get("/reviews/invitation", operation_id="getReviewInvitation")
async def invitation(
    session: SessionDep, token: Annotated[SingleLine, Query(min_length=10, max_length=100)]
) -> ReviewInvitation:
    return await ReviewService(session).invitation(token)


@public.post(
    "/reviews", status_code=status.HTTP_201_CREATED, operation_id="submitReview", dependencies=[ChangesPublicReads]
)
async def submit_review(body: ReviewCreate, session: SessionDep) -> ReviewRead:
    return ReviewRead.model_validate(await ReviewService(session).submit(body))


@public.get("/reviews/testimonials", operation_id="listTestimonials", response_model=TestimonialList)
async def testimonials(request: Request, session: SessionDep, lang: Language = "en") -> Response:
    return cached_json(request, await ReviewService(session).testimonials(lang), max_age=300)


@public.get("/packages/{package_id}/reviews", operation_id="listPackageReviews", response_model=ReviewPage)
async def package_reviews(
    request: Request,
    session: SessionDep,
    package_id: PathId,
    paging: Annotated[PageParams, Depends(page_query(default_size=10, max_size=50, max_page=1000))],
    lang: Language = "en",
) -> Response:
    """Each review as written, in its language, with the team's translation into `lang` when there is one."""
    return cached_json(request, await ReviewService(session).package_reviews(package_id, paging, lang))


@admin.get("", operation_id="adminListReviews")
async def list_reviews(
    session: SessionDep, paging: Annotated[PageParams, Depends(page_query(max_page=10_000))]
) -> AdminReviewPage:
    rows, total = await ReviewRepository(session).all(paging)
    return AdminReviewPage(items=[AdminReviewRead.model_validate(r) for r in rows], total=total)


@admin.put("/{review_id}/translations", operation_id="adminSetReviewTranslations")
async def set_review_translations(
    principal: ActiveAdmin, session: SessionDep, review_id: PathId, body: ReviewTranslationsUpdate
) -> AdminReviewRead:
    review = await ReviewService(session).set_translations(principal, review_id, body)
    return AdminReviewRead.model_validate(review)


@admin.post("/{review_id}/hide", operation_id="adminHideReview")
async def hide_review(
    principal: ActiveAdmin, session: SessionDep, review_id: PathId, body: HideReview
) -> AdminReviewRead:
    review = await ReviewService(session).set_hidden(principal, review_id, True, body.reason)
    return AdminReviewRead.model_validate(review)


@admin.post("/{review_id}/show", operation_id="adminShowReview")
async def show_review(principal: ActiveAdmin, session: SessionDep, review_id: PathId) -> AdminReviewRead:
    return AdminReviewRead.model_validate(await ReviewService(session).set_hidden(principal, review_id, False, None))
