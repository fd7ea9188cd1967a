"""Bookings: a visitor's request (priced on the server, stored by the booking writer), and the
owner's and back office's lists, figures and status changes, each scoped by the caller."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.bookings import pricing
from app.bookings.errors import BookingNotFound
from app.bookings.repository import BookablePackage, BookingFilter, BookingRepository
from app.bookings.schemas import BookingCreate, BookingStatus, BookingSummary, QuoteRequest
from app.bookings.status import change_status
from app.bookings.submission import SubmittedBooking, price, replay
from app.bookings.writer import booking_writer
from app.config import get_settings
from app.kit.pagination import PageParams
from app.kit.ratelimit import get_rate_limiter
from app.listings.errors import PackageNotFound
from app.models import Booking


class BookingService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.bookings = BookingRepository(session)
        self.settings = get_settings()

    async def quote(self, data: QuoteRequest) -> tuple[BookablePackage, pricing.Quote]:
        package = await self.bookings.bookable_package(data.package_id)
        if package is None:
            raise PackageNotFound()
        quote = price(package, data.number_of_days, data.number_of_people, data.add_ons, data.currency, self.settings)
        return package, quote

    async def submit(self, data: BookingCreate, ip: str, idempotency_key: str | None) -> SubmittedBooking:
        """Store a booking request with the configured booking writer (app/bookings/writer.py)."""
        if idempotency_key:
            earlier = await self.bookings.by_idempotency_key(idempotency_key)
            if earlier is not None:
                return replay(earlier, data)
        await get_rate_limiter().check("booking:ip", ip, self.settings.rate_limit_booking_ip)
        return await booking_writer(self.session, self.settings).store(self.session, data, idempotency_key)

    async def page(
        self, principal: Principal, params: PageParams, status: str | None, search: str | None = None
    ) -> tuple[list[Booking], int]:
        found = BookingFilter(status, (search or "").strip() or None)
        return await self.bookings.page(principal, found, params)

    async def summary(self, principal: Principal) -> BookingSummary:
        counts, revenue = await self.bookings.status_counts(principal)
        return BookingSummary(
            total=sum(counts.values()),
            pending=counts.get("pending", 0),
            confirmed=counts.get("confirmed", 0),
            cancelled=counts.get("cancelled", 0),
            completed=counts.get("completed", 0),
            revenue=revenue,
        )

    async def get(self, principal: Principal, booking_id: int) -> Booking:
        booking = await self.bookings.get(principal, booking_id)
        if booking is None:
            raise BookingNotFound()
        return booking

    async def change_status(
        self,
        principal: Principal,
        booking_id: int,
        to: BookingStatus,
        reason: str | None = None,
        **also: object,
    ) -> Booking:
        """Move a booking the caller can see to another status (app/bookings/status.py)."""
        booking = await self.get(principal, booking_id)
        return await change_status(self.session, booking, to, actor=principal, reason=reason, also=also)
