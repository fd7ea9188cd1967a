"""Review rules. Ratings shown anywhere come from visible stored reviews only."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.auth.tokens import hash_secret
from app.db import add_unique
from app.errors import Conflict, NotFound, ValidationFailed
from app.kit.languages import Language
from app.kit.pagination import PageParams
from app.models import Booking, CampPackage, Review
from app.reviews.repository import ReviewRepository
from app.reviews.schemas import (
    ReviewCreate,
    ReviewInvitation,
    ReviewPage,
    ReviewRead,
    ReviewTranslation,
    ReviewTranslationsUpdate,
    Testimonial,
    TestimonialList,
)


async def refresh_package_ratings(session: AsyncSession, package_ids: Iterable[int] | None = None) -> None:
    """Recompute the stored average and count of the given packages (all when None)."""
    visible = select(Review.package_id, func.avg(Review.rating), func.count(Review.id)).where(
        Review.is_hidden.is_(False), Review.package_id.is_not(None)
    )
    target = update(CampPackage)
    if package_ids is not None:
        ids = list(package_ids)
        visible = visible.where(Review.package_id.in_(ids))
        target = target.where(CampPackage.id.in_(ids))
    await session.execute(target.values(rating_average=None, review_count=0))
    for package_id, average, count in (await session.execute(visible.group_by(Review.package_id))).all():
        rounded = Decimal(str(average)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        await session.execute(
            update(CampPackage).where(CampPackage.id == package_id).values(rating_average=rounded, review_count=count)
        )


def translation_of(review: Review, lang: Language) -> ReviewTranslation | None:
    """The comment in `lang` when the team translated it (never for the language it is written in)."""
    text = (review.translations or {}).get(lang) if lang != review.language else None
    return ReviewTranslation(language=lang, text=text) if text else None


class ReviewNotFound(NotFound):
    code = "review_not_found"
    detail = "Review not found."


TESTIMONIALS = 3


class ReviewService:
    """Travellers review a stay once through the link of their review request; admins may hide one."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.reviews = ReviewRepository(session)

    async def testimonials(self, lang: Language) -> TestimonialList:
        """The home page's best reviews; none until there are enough (the CMS testimonials show then)."""
        rows = await self.reviews.highlights(TESTIMONIALS, lang)
        items = [
            Testimonial(
                name=r.reviewer_first_name,
                country=r.reviewer_country,
                text=r.comment,
                rating=r.rating,
                camp_name=camp,
                language=r.language,
                translation=translation_of(r, lang),
            )
            for r, camp in rows
        ]
        return TestimonialList(items=items if len(items) >= TESTIMONIALS else [])

    async def package_reviews(self, package_id: int, paging: PageParams, lang: Language) -> ReviewPage:
        """A package's visible reviews as written, each with the team's translation into `lang` if any."""
        rows, total = await self.reviews.visible_for_package(package_id, paging)
        items = [ReviewRead.model_validate(r).model_copy(update={"translation": translation_of(r, lang)}) for r in rows]
        return ReviewPage(items=items, total=total)

    async def _booking(self, token: str) -> Booking:
        booking = await self.reviews.booking_by_token_hash(hash_secret(token))
        if booking is None:
            raise NotFound("This review link is not valid.", code="invalid_token")
        return booking

    async def invitation(self, token: str) -> ReviewInvitation:
        booking = await self._booking(token)
        return ReviewInvitation(
            booking_reference=booking.booking_reference,
            package_name=booking.package_name,
            camp_name=booking.camp_name,
            first_name=booking.full_name.split(" ")[0],
            already_reviewed=await self.reviews.exists_for_booking(booking.id),
        )

    async def submit(self, data: ReviewCreate) -> Review:
        booking = await self._booking(data.token)
        if booking.camp_id is None or await self.reviews.exists_for_booking(booking.id):
            raise Conflict("You have already reviewed this stay. Thank you!", code="already_reviewed")
        review = Review(
            booking_id=booking.id,
            package_id=booking.package_id,
            camp_id=booking.camp_id,
            rating=data.rating,
            comment=data.comment,
            reviewer_first_name=booking.full_name.split(" ")[0],
            reviewer_country=booking.guest_country,
            language=booking.language,
        )
        if not await add_unique(self.session, review, "booking_id"):  # the same link submitted twice at once
            raise Conflict("You have already reviewed this stay. Thank you!", code="already_reviewed")
        if booking.package_id is not None:
            await refresh_package_ratings(self.session, [booking.package_id])
        return review

    async def set_translations(self, principal: Principal, review_id: int, data: ReviewTranslationsUpdate) -> Review:
        """The team's translations of a comment; an empty text removes one. The original never changes."""
        review = await self.session.get(Review, review_id)
        if review is None:
            raise ReviewNotFound()
        if any(text and language == review.language for language, text in data.translations.items()):
            raise ValidationFailed(
                "The review is written in this language already.",
                fields={f"translations.{review.language}": "same_language"},
            )
        before = snapshot(review)
        translations = dict(review.translations or {})
        for language, text in data.translations.items():
            if text:
                translations[language] = text
            else:
                translations.pop(language, None)
        review.translations = translations
        await self.session.flush()
        AuditTrail(self.session, principal).record("review.translate", "review", review.id, before, snapshot(review))
        return review

    async def set_hidden(self, principal: Principal, review_id: int, hidden: bool, reason: str | None) -> Review:
        review = await self.session.get(Review, review_id)
        if review is None:
            raise ReviewNotFound()
        before = snapshot(review)
        review.is_hidden, review.hidden_reason = hidden, reason if hidden else None
        await self.session.flush()
        AuditTrail(self.session, principal).record(
            "review.hide" if hidden else "review.show", "review", review.id, before, snapshot(review)
        )
        if review.package_id is not None:
            await refresh_package_ratings(self.session, [review.package_id])
        return review
