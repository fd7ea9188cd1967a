"""Review rules. Ratings shown anywhere come from visible stored reviews only."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import CampPackage, Review


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
