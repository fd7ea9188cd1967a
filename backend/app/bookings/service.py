"""Booking requests: validate, price on the server, store with a reference, queue the e-mails."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from app.bookings import pricing
from app.bookings.repository import BookablePackage, BookingRepository
from app.bookings.schemas import BookingCreate, QuoteRequest
from app.bookings.submission import PackageNotFound, SubmittedBooking, booking_writer, price, replay
from app.config import get_settings
from app.kit.ratelimit import get_rate_limiter


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
        """Store a booking request (app/bookings/submission.py); answered once it is committed.

        The booking is written by this process's booking writer in its own transaction, with the
        other requests that are waiting at the time, not in this session's.
        """
        if idempotency_key:
            earlier = await self.bookings.by_idempotency_key(idempotency_key)
            if earlier is not None:
                return replay(earlier, data)
            # Ends the read, so that its connection does not wait with the request.
            await self.session.commit()
        await get_rate_limiter().check("booking:ip", ip, self.settings.rate_limit_booking_ip)
        engine = self.session.bind
        assert isinstance(engine, AsyncEngine)
        return await booking_writer(engine).submit(data, idempotency_key)
