"""Booking requests: validate, price on the server, store with a reference, queue the e-mails."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings import pricing
from app.bookings.repository import BookablePackage, BookingRepository
from app.bookings.schemas import BookingCreate, QuoteRequest
from app.config import get_settings
from app.errors import NotFound, ValidationFailed
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking
from app.models.base import utcnow
from app.notifications import booking_mail
from app.notifications.outbox import QueuedMail, queue_emails
from app.site.service import currencies

REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
REFERENCE_ATTEMPTS = 10


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

    async def _package(self, package_id: int) -> BookablePackage:
        package = await self.bookings.bookable_package(package_id)
        if package is None:
            raise PackageNotFound()
        return package

    def _quote(
        self, package: BookablePackage, days: int, people: int, add_ons: list[str], currency: str
    ) -> pricing.Quote:
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

    async def quote(self, data: QuoteRequest) -> tuple[BookablePackage, pricing.Quote]:
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
        now = utcnow()
        values: dict[str, Any] = {
            "camp_id": package.camp_id,
            "package_id": package.id,
            "camp_name": package.camp_name,
            "package_name": package.name,
            "full_name": data.full_name,
            "email": data.email,
            "guest_phone": data.phone_number,
            "guest_country": data.country,
            "start_date": data.start_date,
            "number_of_days": data.number_of_days,
            "number_of_people": data.number_of_people,
            "surfing_level": data.surfing_level,
            "add_ons": quote_keys(quote),
            "booking_amount": quote.total_eur,
            "currency": data.currency,
            "amount_in_currency": quote.total,
            "payment_method": data.payment_method,
            "special_requests": data.special_requests,
            "status": "pending",
            "language": data.language,
            "idempotency_key": idempotency_key,
            "created_at": now,
            "updated_at": now,
        }
        # The unique constraint decides, without a look-up before each insert: a reference that is
        # taken inserts nothing and another one is drawn (1 draw in 20,000 with 50,000 bookings).
        for _ in range(REFERENCE_ATTEMPTS):
            values["booking_reference"] = new_reference()
            booking = Booking(**values)  # not added to the session: stored by insert_booking
            # Rendered before the insert, so that a write lock (SQLite) is held for the inserts only.
            mails = self._mails(booking, package.owners)
            booking_id = await self.bookings.insert_booking(values)
            if booking_id is not None:
                break
            # The same Idempotency-Key arrived twice at once: answer with the first submission.
            if idempotency_key and (earlier := await self.bookings.by_idempotency_key(idempotency_key)):
                return SubmittedBooking(earlier, created=False)
        else:
            raise RuntimeError("could not find a free booking reference")
        booking.id = booking_id
        await queue_emails(self.session, mails)
        return SubmittedBooking(booking, created=True)

    def _mails(self, booking: Booking, owners: tuple[tuple[str, str], ...]) -> list[QueuedMail]:
        """The traveller's acknowledgement, and the notice to the team and to each owner of the camp."""
        return [
            QueuedMail(
                booking.email,
                booking_mail.booking_received(booking),
                dedupe_key=f"booking_received:{booking.booking_reference}",
            ),
            QueuedMail(self.settings.team_email, booking_mail.new_booking(booking, "en", "/admin/bookings")),
            *(QueuedMail(email, booking_mail.new_booking(booking, lang, "/camp-owner")) for email, lang in owners),
        ]


def quote_keys(quote: pricing.Quote) -> list[str]:
    return [line.key for line in quote.add_ons]
