"""Back-office booking rules: any status from any status, reasons only for cancellations, and the
traveller told by e-mail (in the booking's language, through the outbox) when the status changes."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.bookings.repository import AdminBookingRepository
from app.admin.bookings.schemas import AdminBookingUpdate, BookingSummary
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.errors import NotFound
from app.models import Booking
from app.models.base import utcnow
from app.notifications import admin_mail, booking_status_mail
from app.notifications.outbox import queue_email
from app.notifications.templates import RenderedMail

STATUSES = ("pending", "confirmed", "cancelled", "completed")


class BookingNotFound(NotFound):
    code = "booking_not_found"
    detail = "Booking not found"


def status_mail(booking: Booking) -> RenderedMail | None:
    if booking.status == "confirmed":
        return booking_status_mail.booking_confirmed(booking)
    if booking.status == "cancelled":
        return booking_status_mail.booking_cancelled(booking)
    if booking.status == "completed":
        return admin_mail.booking_completed(booking)
    return None


class AdminBookingService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = AdminBookingRepository(session)

    async def page(
        self, search: str | None, status: str | None, page: int, page_size: int
    ) -> tuple[list[Booking], int]:
        term = (search or "").strip()
        return await self.repo.page(term or None, status, (page - 1) * page_size, page_size)

    async def summary(self) -> BookingSummary:
        counts, revenue = await self.repo.status_counts()
        return BookingSummary(
            total=sum(counts.values()),
            pending=counts.get("pending", 0),
            confirmed=counts.get("confirmed", 0),
            cancelled=counts.get("cancelled", 0),
            completed=counts.get("completed", 0),
            revenue=revenue,
        )

    async def get(self, booking_id: int) -> Booking:
        booking = await self.repo.get(booking_id)
        if booking is None:
            raise BookingNotFound()
        return booking

    async def update(self, principal: Principal, booking_id: int, data: AdminBookingUpdate) -> Booking:
        booking = await self.get(booking_id)
        before = snapshot(booking)
        previous = booking.status
        now = utcnow()
        booking.status = data.status
        booking.admin_notes = data.admin_notes
        if data.status == "cancelled":
            booking.cancellation_reason = data.cancellation_reason
            if previous != "cancelled" or booking.cancelled_at is None:
                booking.cancelled_at = now
        else:
            # A booking brought back from cancelled no longer carries the old reason (the audit log keeps it).
            booking.cancellation_reason = None
            booking.cancelled_at = None
        if data.status == "confirmed" and previous != "confirmed":
            booking.confirmed_at = now
        booking.updated_at = now
        await self.session.flush()
        AuditTrail(self.session, principal).record("booking.update", "booking", booking.id, before, snapshot(booking))
        if data.status != previous:
            mail = status_mail(booking)
            if mail is not None:
                queue_email(self.session, booking.email, mail)
        return booking
