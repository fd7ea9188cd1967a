"""Queries of the booking domain."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import contains_eager

from app.models import AdminUser, Booking, CampPackage, SurfCamp


class BookingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_idempotency_key(self, key: str) -> Booking | None:
        return await self.session.scalar(select(Booking).where(Booking.idempotency_key == key))

    async def reference_exists(self, reference: str) -> bool:
        return await self.session.scalar(select(Booking.id).where(Booking.booking_reference == reference)) is not None

    async def bookable_package(self, package_id: int) -> CampPackage | None:
        """An active package of an active camp, with its camp, in one query."""
        stmt = (
            select(CampPackage)
            .join(CampPackage.camp)
            .options(contains_eager(CampPackage.camp))
            .where(CampPackage.id == package_id, CampPackage.status == "active", SurfCamp.status == "active")
        )
        return (await self.session.scalars(stmt)).first()

    async def owner_emails(self, camp_id: int) -> list[tuple[str, str]]:
        """(e-mail, language) of the active owners of a camp."""
        from app.models import User

        stmt = (
            select(AdminUser.email, User.language)
            .join(User, User.id == AdminUser.user_id)
            .where(AdminUser.assigned_camp_id == camp_id, AdminUser.role == "camp_owner", AdminUser.is_active)
        )
        return [(email, lang) for email, lang in (await self.session.execute(stmt)).all()]
