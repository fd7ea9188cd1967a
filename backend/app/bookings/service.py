"""Booking requests: validate, price on the server, store with a reference, queue the e-mails."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings import pricing
from app.bookings.repository import BookingRepository
from app.bookings.schemas import BookingCreate, QuoteRequest
from app.config import get_settings
from app.errors import NotFound, ValidationFailed
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking, CampPackage
from app.notifications import booking_mail
from app.notifications.outbox import queue_email
from app.site.service import currencies

REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"


class PackageNotFound(NotFound):
    code = "package_not_found"
    detail = "Package not found"


@dataclass(frozen=True)
class SubmittedBooking:
    booking: Booking
    created: bool  # False when an Idempotency-Key replayed an earlier submission


def new_reference() -> str:
    return "SC-" + "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(6))


def rate_for(currency: str) -> Decimal:
    return next(c.rate for c in currencies(get_settings()) if c.code == currency)


class BookingService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.bookings = BookingRepository(session)
        self.settings = get_settings()

    async def _package(self, package_id: int) -> CampPackage:
        package = await self.bookings.bookable_package(package_id)
        if package is None:
            raise PackageNotFound()
        return package

    def _quote(self, package: CampPackage, days: int, people: int, add_ons: list[str], currency: str) -> pricing.Quote:
        if package.max_participants and people > package.max_participants:
            raise ValidationFailed(
                fields={"numberOfPeople": "too_many_people"},
                detail=f"This package takes at most {package.max_participants} people.",
            )
        return pricing.quote(
            package_price=package.price,
            package_days=package.duration_days,
            days=days,
            people=people,
            add_ons=add_ons,
            currency=currency,
            rate=rate_for(currency),
            group_discount=self.settings.group_discount,
        )

    async def quote(self, data: QuoteRequest) -> tuple[CampPackage, pricing.Quote]:
        package = await self._package(data.package_id)
        return package, self._quote(package, data.number_of_days, data.number_of_people, data.add_ons, data.currency)

    async def submit(self, data: BookingCreate, ip: str, idempotency_key: str | None) -> SubmittedBooking:
        if idempotency_key:
            earlier = await self.bookings.by_idempotency_key(idempotency_key)
            if earlier is not None:
                return SubmittedBooking(earlier, created=False)
        await get_rate_limiter().check("booking:ip", ip, self.settings.rate_limit_booking_ip)
        package = await self._package(data.package_id)
        quote = self._quote(package, data.number_of_days, data.number_of_people, data.add_ons, data.currency)
        assert data.full_name and data.email and data.start_date  # guaranteed by the schema
        booking = Booking(
            booking_reference=await self._unique_reference(),
            camp_id=package.camp_id,
            package_id=package.id,
            camp_name=package.camp.name,
            package_name=package.name,
            full_name=data.full_name,
            email=data.email,
            guest_phone=data.phone_number,
            guest_country=data.country,
            start_date=data.start_date,
            number_of_days=data.number_of_days,
            number_of_people=data.number_of_people,
            surfing_level=data.surfing_level,
            add_ons=quote_keys(quote),
            booking_amount=quote.total_eur,
            currency=data.currency,
            amount_in_currency=quote.total,
            payment_method=data.payment_method,
            special_requests=data.special_requests,
            status="pending",
            language=data.language,
            idempotency_key=idempotency_key,
        )
        try:
            async with self.session.begin_nested():
                self.session.add(booking)
                await self.session.flush()
        except IntegrityError:
            # The same Idempotency-Key arrived twice at once: answer with the first submission.
            if idempotency_key and (earlier := await self.bookings.by_idempotency_key(idempotency_key)):
                return SubmittedBooking(earlier, created=False)
            raise
        await self._queue_mail(booking)
        return SubmittedBooking(booking, created=True)

    async def _unique_reference(self) -> str:
        for _ in range(10):
            reference = new_reference()
            if not await self.bookings.reference_exists(reference):
                return reference
        raise RuntimeError("could not find a free booking reference")

    async def _queue_mail(self, booking: Booking) -> None:
        queue_email(
            self.session,
            booking.email,
            booking_mail.booking_received(booking),
            dedupe_key=f"booking_received:{booking.booking_reference}",
        )
        queue_email(self.session, self.settings.team_email, booking_mail.new_booking(booking, "en", "/admin/bookings"))
        if booking.camp_id is not None:
            for email, lang in await self.bookings.owner_emails(booking.camp_id):
                queue_email(self.session, email, booking_mail.new_booking(booking, lang, "/camp-owner"))


def quote_keys(quote: pricing.Quote) -> list[str]:
    return [line.key for line in quote.add_ons]
