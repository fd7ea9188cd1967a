"""Queries of the booking domain.

Submitting a booking is the one write every visitor can make, so its statements are built once,
run as Core statements on the session's connection (no ORM unit of work) and kept to three: the
package with its camp and owners, the booking, the e-mails (app/notifications/outbox.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import Table, and_, bindparam, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import begin_write
from app.models import AdminUser, Booking, CampPackage, SurfCamp, User


@dataclass(frozen=True)
class BookablePackage:
    """What a booking needs of an active package of an active camp."""

    id: int
    camp_id: int
    camp_name: str
    name: str
    price: Decimal
    duration_days: int
    max_participants: int | None
    owners: tuple[tuple[str, str], ...]  # (e-mail, language) of the camp's active owners


_owners = AdminUser.__table__.join(User.__table__, User.id == AdminUser.user_id)
# One row per active owner of the camp (one row with no owner when it has none).
_BOOKABLE_PACKAGE = (
    select(
        CampPackage.id,
        CampPackage.camp_id,
        SurfCamp.name.label("camp_name"),
        CampPackage.name,
        CampPackage.price,
        CampPackage.duration_days,
        CampPackage.max_participants,
        AdminUser.email.label("owner_email"),
        User.language.label("owner_language"),
    )
    .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
    .outerjoin(
        _owners,
        and_(AdminUser.assigned_camp_id == SurfCamp.id, AdminUser.role == "camp_owner", AdminUser.is_active),
    )
    .where(CampPackage.id == bindparam("package_id"), CampPackage.status == "active", SurfCamp.status == "active")
    .order_by(AdminUser.id)
)

# A clash on a unique column (the reference, or an Idempotency-Key sent twice at once) inserts
# nothing and returns no row, instead of failing the transaction: no savepoint needed.
_bookings = cast(Table, Booking.__table__)
_INSERT_BOOKING = {
    "postgresql": postgresql.insert(_bookings).on_conflict_do_nothing().returning(_bookings.c.id),
    "sqlite": sqlite.insert(_bookings).on_conflict_do_nothing().returning(_bookings.c.id),
}


class BookingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_idempotency_key(self, key: str) -> Booking | None:
        return await self.session.scalar(select(Booking).where(Booking.idempotency_key == key))

    async def bookable_package(self, package_id: int) -> BookablePackage | None:
        """An active package of an active camp, with its camp's name and active owners, in one query."""
        conn = await self.session.connection()
        rows = (await conn.execute(_BOOKABLE_PACKAGE, {"package_id": package_id})).all()
        if not rows:
            return None
        first = rows[0]
        return BookablePackage(
            id=first.id,
            camp_id=first.camp_id,
            camp_name=first.camp_name,
            name=first.name,
            price=first.price,
            duration_days=first.duration_days,
            max_participants=first.max_participants,
            owners=tuple((r.owner_email, r.owner_language) for r in rows if r.owner_email is not None),
        )

    async def insert_booking(self, values: dict[str, Any]) -> int | None:
        """Store a booking; its id, or None when its reference or Idempotency-Key is taken already."""
        await begin_write(self.session)
        conn = await self.session.connection()
        stmt = _INSERT_BOOKING[conn.dialect.name]
        booking_id: int | None = (await conn.execute(stmt, values)).scalar_one_or_none()
        return booking_id
