"""The camp owner's dashboard: the bookings of their one camp (camp and package edits are the
listings domain's, `app/listings`).

Every method works inside the owner's camp (`OwnerRepository` is built with the principal's camp
id), so another camp's ids simply are not found and answer 404.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.errors import Conflict, NotFound
from app.media.service import MediaService
from app.media.storage import Storage
from app.models import Booking
from app.models.base import utcnow
from app.notifications import booking_status_mail
from app.notifications.outbox import queue_email
from app.owner.repository import OwnerRepository
from app.owner.schemas import BookingCancel, OwnerStats


class BookingNotFound(NotFound):
    code = "booking_not_found"
    detail = "Booking not found"


class BookingNotPending(Conflict):
    code = "booking_not_pending"
    detail = "Only pending bookings can be confirmed or cancelled."


class OwnerService:
    def __init__(self, session: AsyncSession, principal: Principal, storage: Storage) -> None:
        assert principal.owned_camp_id is not None  # guaranteed by the CampOwner policy
        self.session = session
        self.camp_id = principal.owned_camp_id
        self.repo = OwnerRepository(session, self.camp_id)
        self.media = MediaService(session, storage)

    async def bookings(self, page: int, page_size: int, status: str | None) -> tuple[list[Booking], int]:
        return await self.repo.bookings((page - 1) * page_size, page_size, status)

    async def confirm(self, booking_id: int) -> Booking:
        booking = await self._decide(booking_id, {"status": "confirmed", "confirmed_at": utcnow()})
        queue_email(
            self.session,
            booking.email,
            booking_status_mail.booking_confirmed(booking),
            dedupe_key=f"booking_confirmed:{booking.booking_reference}",
        )
        return booking

    async def cancel(self, booking_id: int, data: BookingCancel) -> Booking:
        values = {"status": "cancelled", "cancelled_at": utcnow(), "cancellation_reason": data.reason}
        booking = await self._decide(booking_id, values)
        queue_email(
            self.session,
            booking.email,
            booking_status_mail.booking_cancelled(booking),
            dedupe_key=f"booking_cancelled:{booking.booking_reference}",
        )
        return booking

    async def stats(self) -> OwnerStats:
        active, total, pending, confirmed, revenue = await self.repo.stats()
        return OwnerStats(
            active_packages=active,
            total_bookings=total,
            pending_bookings=pending,
            confirmed_bookings=confirmed,
            revenue=revenue,
        )

    async def _decide(self, booking_id: int, values: dict[str, Any]) -> Booking:
        if await self.repo.booking(booking_id) is None:
            raise BookingNotFound()
        if not await self.repo.decide_pending(booking_id, {**values, "updated_at": utcnow()}):
            raise BookingNotPending()
        booking = await self.repo.booking(booking_id)
        assert booking is not None
        return booking
