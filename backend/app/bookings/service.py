"""Bookings: a visitor's request (priced on the server, stored by the booking writer), and the
owner's and back office's lists, figures and status changes, each scoped by the caller."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.availability.errors import DateUnavailable
from app.availability.senders import network_of, sender_fingerprint
from app.bookings import pricing
from app.bookings.errors import BookingNotFound, DateRangeReversed, PlacesTaken
from app.bookings.export import EXPORT_LIMIT, bookings_csv, export_filename
from app.bookings.holds import hold_reads, release_hold
from app.bookings.repository import BookablePackage, BookingFilter, BookingRepository, readable_by
from app.bookings.schemas import (
    BookingCreate,
    BookingCreated,
    BookingStatus,
    BookingSummary,
    OwnerBookingRead,
    QuoteRequest,
)
from app.bookings.status import Actor, allowed_statuses, change_status
from app.bookings.submission import SubmittedBooking, price, replay
from app.bookings.writer import booking_writer
from app.config import get_settings
from app.conversations.repository import ThreadRepository
from app.errors import AppError
from app.kit.mail_limits import limit_mail_to
from app.kit.metrics import booking_outcome
from app.kit.pagination import PageParams
from app.kit.ratelimit import get_rate_limiter
from app.listings.errors import PackageNotFound
from app.models import Booking
from app.models.base import utcnow
from app.notifications.booking_mail import my_booking_link
from app.notifications.outbox import queue_email
from app.notifications.stay import stay_of, stays_of

BookingRead = TypeVar("BookingRead", bound=OwnerBookingRead)


def party_of(principal: Principal) -> str:
    """Whom a signed-in reader writes and reads a booking's thread as: the team or the camp."""
    return Actor.of(principal).party


def booking_filter(
    status: str | None, search: str | None = None, starts_from: date | None = None, starts_to: date | None = None
) -> BookingFilter:
    """A list's filter; a date range whose first day is after its last is refused (422)."""
    if starts_from is not None and starts_to is not None and starts_from > starts_to:
        raise DateRangeReversed()
    return BookingFilter(status, (search or "").strip() or None, starts_from, starts_to)


def created_read(b: Booking) -> BookingCreated:
    """What a booking request answers (the JSON route, and the page a form posted without a script shows)."""
    return BookingCreated(
        booking_reference=b.booking_reference,
        status=b.status,
        places_held_until=b.hold_expires_at if b.status == "pending" and b.hold_state == "held" else None,
        package_name=b.package_name,
        camp_name=b.camp_name,
        start_date=b.start_date,
        number_of_days=b.number_of_days,
        number_of_people=b.number_of_people,
        currency=b.currency,
        amount=b.amount_in_currency,
        amount_eur=b.booking_amount,
        created_at=b.created_at,
    )


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
        # The one point every booking request's outcome passes (counted for /metrics, app/kit/metrics.py).
        try:
            if idempotency_key:
                earlier = await self.bookings.by_idempotency_key(idempotency_key)
                if earlier is not None:
                    submitted = replay(earlier, data)
                    booking_outcome("replay")
                    return submitted
            # Per network (an IPv6 client rotates through its /64 for free), whatever the e-mail addresses.
            await get_rate_limiter().check("booking:ip", network_of(ip), self.settings.rate_limit_booking_ip)
            await limit_mail_to(data.email, ip, "booking")  # the request is acknowledged to the address typed
            writer = booking_writer(self.session, self.settings)
            submitted = await writer.store(self.session, data, idempotency_key, sender_fingerprint(ip))
        except AppError as error:
            full = isinstance(error, PlacesTaken) or (isinstance(error, DateUnavailable) and error.reason == "full")
            booking_outcome("full" if full else "refused")
            raise
        booking_outcome("stored")
        return submitted

    async def page(
        self, principal: Principal, params: PageParams, found: BookingFilter
    ) -> tuple[list[Booking], int, bool]:
        """A page of the bookings the caller may read, the total (up to a bound) and whether it is exact."""
        return await self.bookings.page(principal, found, params)

    async def export_csv(self, principal: Principal, found: BookingFilter, lang: str | None) -> tuple[str, str]:
        """The list's bookings (every page, newest first) as CSV in `lang` (the account's by default),
        scoped like the list, and the file's name."""
        lang = lang or principal.user.language
        rows = await self.bookings.matching(principal, found, EXPORT_LIMIT)
        return bookings_csv(await stays_of(self.session, rows), lang), export_filename(lang, utcnow().date())

    async def summary(self, principal: Principal) -> BookingSummary:
        counts, revenue = await self.bookings.status_counts(principal)
        return BookingSummary(
            total=sum(counts.values()),
            pending=counts.get("pending", 0),
            confirmed=counts.get("confirmed", 0),
            cancelled=counts.get("cancelled", 0),
            completed=counts.get("completed", 0),
            expired=counts.get("expired", 0),
            revenue=revenue,
            unread_messages=await ThreadRepository(self.session).unread_total(
                readable_by(principal), party_of(principal)
            ),
        )

    async def read_as(
        self, principal: Principal, bookings: Sequence[Booking], schema: type[BookingRead]
    ) -> list[BookingRead]:
        """The bookings as `schema`, their package and camp named in the reader's account language where
        the listing has that translation; a name in another language says which (`fallback_languages`)."""
        lang = principal.user.language
        actor, today = Actor.of(principal), utcnow().date()
        reads = []
        unread = await ThreadRepository(self.session).unread_counts([b.id for b in bookings], party_of(principal))
        stays = await stays_of(self.session, bookings)
        places = {stay.booking.id: stay.package.places if stay.package else None for stay in stays}
        holds = await hold_reads(self.session, bookings, places)
        for stay in stays:
            read = schema.model_validate(stay.booking)
            names: dict[str, tuple[str, str | None]] = {"camp_name": stay.camp_named(lang)}
            if stay.booking.package_name is not None:
                names["package_name"] = stay.package_named(lang)
            changes = {field: name for field, (name, _) in names.items() if field in schema.model_fields}
            fallbacks = {
                "packageName" if field == "package_name" else "campName": language
                for field, (_, language) in names.items()
                if field in changes and language is not None and language != lang
            }
            extra = {
                "fallback_languages": fallbacks,
                "unread_messages": unread.get(stay.booking.id, 0),
                "hold": holds.get(stay.booking.id),
                "allowed_statuses": allowed_statuses(actor, stay.booking, today),
            }
            reads.append(read.model_copy(update={**changes, **extra}))
        return reads

    async def read_one(self, principal: Principal, booking: Booking, schema: type[BookingRead]) -> BookingRead:
        [read] = await self.read_as(principal, [booking], schema)
        return read

    async def get(self, principal: Principal, booking_id: int) -> Booking:
        booking = await self.bookings.get(principal, booking_id)
        if booking is None:
            raise BookingNotFound()
        return booking

    async def revoke_manage_links(self, principal: Principal, booking_id: int) -> Booking:
        """A new link version: the old links stop working; the traveller is sent the new one."""
        booking = await self.get(principal, booking_id)
        await self.bookings.revoke_manage_links(booking)
        queue_email(self.session, booking.email, my_booking_link(await stay_of(self.session, booking)))
        return booking

    async def release_hold(self, principal: Principal, booking_id: int) -> Booking:
        """Free the places of a pending request the caller can see, keeping the request (app/bookings/holds.py)."""
        return await release_hold(self.session, principal, await self.get(principal, booking_id))

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

    async def move(
        self,
        principal: Principal,
        booking_id: int,
        to: BookingStatus,
        schema: type[BookingRead],
        reason: str | None = None,
        **also: object,
    ) -> BookingRead:
        """A status move as a staff route answers it: the booking afterwards, in the caller's read schema
        (the owner's confirm, cancel and complete, the team's PATCH)."""
        booking = await self.change_status(principal, booking_id, to, reason, **also)
        return await self.read_one(principal, booking, schema)
