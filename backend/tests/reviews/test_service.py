from __future__ import annotations

from decimal import Decimal

from app.db import get_sessionmaker
from app.models import CampPackage, Review
from app.reviews.service import refresh_package_ratings
from tests.factories import make_camp, make_package


async def test_ratings_average_only_visible_reviews_and_none_means_new() -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        rated = await make_package(session, camp, "Rated")
        unrated = await make_package(session, camp, "Unrated")
        for rating, hidden in ((5, False), (4, False), (4, False), (1, True)):
            session.add(
                Review(
                    package_id=rated.id,
                    camp_id=camp.id,
                    rating=rating,
                    comment="ok",
                    reviewer_first_name="A",
                    is_hidden=hidden,
                )
            )
        await session.flush()
        await refresh_package_ratings(session)
    async with get_sessionmaker()() as session:
        rated_row = await session.get(CampPackage, rated.id)
        unrated_row = await session.get(CampPackage, unrated.id)
    assert rated_row is not None and (rated_row.rating_average, rated_row.review_count) == (Decimal("4.33"), 3)
    assert unrated_row is not None and (unrated_row.rating_average, unrated_row.review_count) == (None, 0)
