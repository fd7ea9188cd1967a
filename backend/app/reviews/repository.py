"""Queries of the reviews domain."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.pagination import PageParams, paginate
from app.models import Booking, Review, SurfCamp


class ReviewRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def booking_by_token_hash(self, token_hash: str) -> Booking | None:
        return await self.session.scalar(select(Booking).where(Booking.review_token_hash == token_hash))

    async def exists_for_booking(self, booking_id: int) -> bool:
        return await self.session.scalar(select(Review.id).where(Review.booking_id == booking_id)) is not None

    async def visible_for_package(self, package_id: int, paging: PageParams) -> tuple[list[Review], int]:
        stmt = select(Review).where(Review.package_id == package_id, Review.is_hidden.is_(False))
        return await paginate(self.session, stmt.order_by(Review.created_at.desc(), Review.id.desc()), paging)

    async def all(self, paging: PageParams) -> tuple[list[Review], int]:
        return await paginate(self.session, select(Review).order_by(Review.created_at.desc(), Review.id.desc()), paging)

    async def highlights(self, limit: int, lang: str) -> list[tuple[Review, str]]:
        """Recent real (not demo), visible 4-5 star reviews with their camp, the visitor's language first."""
        stmt = (
            select(Review, SurfCamp.name)
            .join(SurfCamp, SurfCamp.id == Review.camp_id)
            .where(
                Review.is_demo.is_(False),
                Review.is_hidden.is_(False),
                Review.rating >= 4,
                func.length(Review.comment) >= 20,
            )
            .order_by((Review.language == lang).desc(), Review.created_at.desc(), Review.id.desc())
            .limit(limit)
        )
        return [(review, camp) for review, camp in (await self.session.execute(stmt)).all()]
