"""Queries of the assistant: conversations by visitor, leads, and the public catalogue it recommends from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import Select, UnaryExpression, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import contains_eager

from app.db import add_unique
from app.models import BlogPost, CampPackage, ChatConversation, ChatLead, SurfCamp

LEVELS_FOR = {
    "beginner": ("beginner", "all_levels"),
    "intermediate": ("intermediate", "all_levels"),
    "advanced": ("advanced", "all_levels"),
}


SEASONS_CATEGORY = "weather-seasons"
# Orders of the superlatives; the price breaks ties so the answer is stable.
SUPERLATIVE_ORDER: dict[str, tuple[UnaryExpression[Any], ...]] = {
    "cheapest": (CampPackage.price.asc(), CampPackage.duration_days.asc()),
    "most_expensive": (CampPackage.price.desc(), CampPackage.duration_days.desc()),
    "shortest": (CampPackage.duration_days.asc(), CampPackage.price.asc()),
    "longest": (CampPackage.duration_days.desc(), CampPackage.price.asc()),
    "best_rated": (CampPackage.rating_average.desc(), CampPackage.review_count.desc(), CampPackage.price.asc()),
}


@dataclass(frozen=True)
class PackageQuery:
    level: str | None = None
    location: str | None = None
    budget_max: int | None = None
    days: int | None = None
    kind: str | None = None


class AssistantRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def conversation(self, visitor_id: str) -> ChatConversation | None:
        return await self.session.scalar(select(ChatConversation).where(ChatConversation.visitor_id == visitor_id))

    async def conversation_for(self, visitor_id: str, language: str) -> ChatConversation:
        """The visitor's conversation, created on first contact (two tabs at once share one row)."""
        existing = await self.conversation(visitor_id)
        if existing is not None:
            return existing
        conversation = ChatConversation(visitor_id=visitor_id, language=language, messages=[], context={})
        if not await add_unique(self.session, conversation, "visitor_id"):
            found = await self.conversation(visitor_id)
            assert found is not None
            return found
        return conversation

    async def lead_exists(self, conversation_id: int, email: str) -> bool:
        stmt = select(ChatLead.id).where(ChatLead.conversation_id == conversation_id, ChatLead.email == email)
        return await self.session.scalar(stmt.limit(1)) is not None

    async def add_lead(self, lead: ChatLead) -> bool:
        """Store a lead; False when the conversation has this address already (another request stored it)."""
        return await add_unique(self.session, lead, "conversation_id", "email")

    @staticmethod
    def _visible() -> Select[CampPackage]:
        return (
            select(CampPackage)
            .join(CampPackage.camp)
            .options(contains_eager(CampPackage.camp))
            .where(CampPackage.status == "active", SurfCamp.status == "active")
        )

    async def packages(self, q: PackageQuery, limit: int = 3, superlative: str | None = None) -> list[CampPackage]:
        """Active packages matching every given preference.

        Best first (exact level, featured, rating, price), or in the order of a superlative; "best rated"
        only counts packages with reviews, since ratings come from stored reviews only.
        """
        stmt = self._visible()
        if q.level:
            stmt = stmt.where(CampPackage.difficulty_level.in_(LEVELS_FOR[q.level]))
        if q.location:
            stmt = stmt.where(SurfCamp.location_key == q.location)
        if q.budget_max is not None:
            stmt = stmt.where(CampPackage.price <= q.budget_max)
        if q.days is not None:
            stmt = stmt.where(CampPackage.duration_days.between(q.days - 1, q.days + 1))
        if q.kind:
            stmt = stmt.where(CampPackage.package_type == q.kind)
        if superlative is not None:
            if superlative == "best_rated":
                stmt = stmt.where(CampPackage.review_count > 0, CampPackage.rating_average.is_not(None))
            stmt = stmt.order_by(*SUPERLATIVE_ORDER[superlative], CampPackage.id.asc()).limit(limit)
            return list((await self.session.scalars(stmt)).unique().all())
        exact_level = [(CampPackage.difficulty_level == q.level).desc()] if q.level else []
        stmt = stmt.order_by(
            *exact_level,
            CampPackage.featured.desc(),
            CampPackage.rating_average.desc().nulls_last(),
            CampPackage.price.asc(),
            CampPackage.id.asc(),
        ).limit(limit)
        return list((await self.session.scalars(stmt)).unique().all())

    async def package(self, package_id: int) -> CampPackage | None:
        stmt = self._visible().where(CampPackage.id == package_id)
        return (await self.session.scalars(stmt)).first()

    async def price_range(self) -> tuple[int, Decimal | None, Decimal | None]:
        stmt = (
            select(func.count(CampPackage.id), func.min(CampPackage.price), func.max(CampPackage.price))
            .join(CampPackage.camp)
            .where(CampPackage.status == "active", SurfCamp.status == "active")
        )
        count, low, high = (await self.session.execute(stmt)).one()
        return int(count or 0), low, high

    async def included_features(self, limit: int = 200) -> Sequence[CampPackage]:
        """Packages whose inclusions describe what is typical (a bounded sample, newest first)."""
        stmt = self._visible().order_by(CampPackage.id.desc()).limit(limit)
        return (await self.session.scalars(stmt)).unique().all()

    async def seasons_guides(self, limit: int = 5) -> Sequence[BlogPost]:
        """The blog's weather-and-seasons posts, newest first: the site's own words on each season."""
        stmt = (
            select(BlogPost)
            .where(BlogPost.category == SEASONS_CATEGORY)
            .order_by(BlogPost.published_at.desc(), BlogPost.id.desc())
            .limit(limit)
        )
        return (await self.session.scalars(stmt)).all()
