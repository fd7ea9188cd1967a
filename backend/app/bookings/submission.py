"""What storing a booking request is, whichever writer runs it (app/bookings/writer.py).

`write_requests` stores a group of validated requests in the session it is given, without
committing: the packages in one query, their places checked and counted and whether each request holds
them decided (app/availability/service.py: `claim_holds`, under a lock per package and sender), the
bookings in one INSERT, their e-mails in one INSERT.
A booking whose reference (or Idempotency-Key) turned out to be taken is handed back to be tried
again with a new reference, or answered with the earlier booking of its key.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from app.availability.senders import Sender
from app.availability.service import AvailabilityService, Claim
from app.bookings import pricing
from app.bookings.repository import BookablePackage, BookingRepository
from app.bookings.schemas import BookingCreate, request_fingerprint
from app.config import Settings
from app.errors import ValidationFailed
from app.listings.errors import PackageNotFound
from app.models import Booking
from app.models.base import utcnow
from app.notifications import booking_mail
from app.notifications.outbox import MailAboutBooking, QueuedMail, queue_emails
from app.notifications.stay import Stay
from app.site.service import currencies

REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
REFERENCE_ATTEMPTS = 10


class IdempotencyKeyReused(ValidationFailed):
    code = "idempotency_key_reused"
    detail = "This Idempotency-Key was already used for a booking request with other details."


@dataclass(frozen=True)
class SubmittedBooking:
    booking: Booking
    created: bool  # False when an Idempotency-Key replayed an earlier submission


def replay(earlier: Booking, data: BookingCreate) -> SubmittedBooking:
    """The answer to a request whose Idempotency-Key is taken: the earlier booking, if it is its retry.

    The same key with another body is refused rather than answered with someone's earlier booking
    (bookings stored before keys were bound to their requests have no fingerprint and are replayed).
    """
    fingerprint = earlier.idempotency_fingerprint
    if fingerprint is not None and fingerprint != request_fingerprint(data):
        raise IdempotencyKeyReused()
    return SubmittedBooking(earlier, created=False)


def new_reference() -> str:
    return "SC-" + "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(6))


def rate_for(currency: str, settings: Settings) -> Decimal:
    return next(c.rate for c in currencies(settings) if c.code == currency)


def price(
    package: BookablePackage, days: int, people: int, add_ons: list[str], currency: str, settings: Settings
) -> pricing.Quote:
    pricing.check_bookable(
        max_participants=package.max_participants,
        included_features=package.included_features,
        people=people,
        add_ons=add_ons,
    )
    return pricing.quote(
        package_price=package.price,
        package_days=package.duration_days,
        days=days,
        people=people,
        add_ons=add_ons,
        currency=currency,
        rate=rate_for(currency, settings),
        group_discount=settings.group_discount,
    )


def booking_values(
    data: BookingCreate, package: BookablePackage, idempotency_key: str | None, settings: Settings
) -> dict[str, Any]:
    """The row of a new booking, priced on the server (without its reference)."""
    quote = price(package, data.number_of_days, data.number_of_people, data.add_ons, data.currency, settings)
    now = utcnow()
    return {
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
        "add_ons": [line.key for line in quote.add_ons],
        "booking_amount": quote.total_eur,
        "currency": data.currency,
        "amount_in_currency": quote.total,
        "payment_method": data.payment_method,
        "special_requests": data.special_requests,
        "status": "pending",
        "language": data.language,
        "idempotency_key": idempotency_key,
        "idempotency_fingerprint": request_fingerprint(data) if idempotency_key else None,
        "created_at": now,
        "updated_at": now,
    }


def booking_mails(booking: Booking, owners: tuple[tuple[str, str], ...], settings: Settings) -> list[QueuedMail]:
    """The traveller's acknowledgement, and the notice to the team and to each owner of the camp.

    Queued without their bodies, which the sender renders from the stored booking: rendering them
    here was a quarter of the booking writer's time in a profile under load, and most of the bytes
    it wrote.
    """

    def notice(lang: str, template: str) -> MailAboutBooking:
        # The names as booked; the sender renders it again with the names in the reader's language.
        subject = booking_mail.new_booking_subject(Stay(booking), lang)
        return MailAboutBooking("new_booking", subject, template, lang, booking.id)

    received = MailAboutBooking(
        "booking_received",
        booking_mail.booking_received_subject(booking),
        "booking_received",
        booking.language,
        booking.id,
    )
    return [
        QueuedMail(booking.email, received, dedupe_key=f"booking_received:{booking.booking_reference}"),
        QueuedMail(settings.team_email, notice(settings.team_language, "new_booking_for_team")),
        *(QueuedMail(email, notice(lang, "new_booking_for_owner")) for email, lang in owners),
    ]


@dataclass(eq=False)
class BookingRequest:
    """A validated booking form on its way to the database."""

    data: BookingCreate
    idempotency_key: str | None
    sender_fingerprint: str | None = None  # of the client's network (app/availability/senders.py)
    attempts: int = 0  # inserts tried; a row not stored means its reference or key was taken
    package: BookablePackage | None = None
    values: dict[str, Any] = field(default_factory=dict)


Answer = SubmittedBooking | Exception
R = TypeVar("R", bound=BookingRequest)


async def write_requests(
    session: AsyncSession, group: Sequence[R], settings: Settings
) -> tuple[list[tuple[R, Answer]], list[R]]:
    """Store a group of requests in the session (not committed); each one's answer, and those to try again.

    An error of one request (a 404, a 422) is its own answer; an error of the database is raised.
    """
    answers: list[tuple[R, Answer]] = []
    again: list[R] = []
    bookings = BookingRepository(session)
    keys = [r.idempotency_key for r in group if r.attempts and r.idempotency_key]
    earlier = await bookings.by_idempotency_keys(keys) if keys else {}
    new = {r.data.package_id for r in group if r.package is None}
    packages = await bookings.bookable_packages(new) if new else {}
    ready: list[tuple[R, Booking]] = []
    references: set[str] = set()
    for request in group:
        if request.idempotency_key in earlier:
            try:
                answers.append((request, replay(earlier[request.idempotency_key], request.data)))
            except IdempotencyKeyReused as error:
                answers.append((request, error))
            continue
        if request.attempts >= REFERENCE_ATTEMPTS:
            answers.append((request, RuntimeError("could not find a free booking reference")))
            continue
        try:
            if request.package is None:
                package = packages.get(request.data.package_id)
                if package is None:
                    raise PackageNotFound()
                request.values = booking_values(request.data, package, request.idempotency_key, settings)
                request.package = package
            reference = new_reference()
            while reference in references:  # one statement cannot tell two rows of one reference apart
                reference = new_reference()
            request.values["booking_reference"] = reference
            booking = Booking(**request.values)  # not added to the session: stored by insert_bookings
        except Exception as error:  # this request's own (a 404, a 422): not the others'
            answers.append((request, error))
            continue
        references.add(reference)
        ready.append((request, booking))
    # A key sent twice in one group: the first claims and is stored, the others replay it next round.
    firsts = {r.idempotency_key: r for r, _ in reversed(ready) if r.idempotency_key}
    for request, _ in ready:
        if request.idempotency_key and firsts[request.idempotency_key] is not request:
            request.attempts += 1
            again.append(request)
    ready = [(r, b) for r, b in ready if not r.idempotency_key or firsts[r.idempotency_key] is r]
    if ready:
        # The places of each stay, checked and counted in the transaction that stores them, and
        # whether each request holds them (the hold limits of unknown senders).
        availability = AvailabilityService(session)
        claims = [
            Claim(
                r.data.package_id,
                r.data.start_date,
                r.data.number_of_days,
                r.data.number_of_people,
                sender=Sender(r.data.email, r.sender_fingerprint),
            )
            for r, _ in ready
        ]
        holds = await availability.claim_holds(claims)
        # A retry refused because its own first sending took the last places (stored meanwhile, by another
        # process: the claim's lock waited for it) is that booking, not a refusal.
        refused_keys = [
            r.idempotency_key
            for (r, _), hold in zip(ready, holds, strict=True)
            if isinstance(hold, Exception) and r.idempotency_key
        ]
        stored_meanwhile = await bookings.by_idempotency_keys(refused_keys) if refused_keys else {}
        accepted: list[tuple[R, Booking]] = []
        for (request, booking), hold in zip(ready, holds, strict=True):
            if isinstance(hold, Exception):
                if request.idempotency_key in stored_meanwhile:
                    request.attempts += 1
                    again.append(request)
                else:
                    answers.append((request, hold))
                continue
            # Held or not, an unanswered request expires then: the camp has as long to answer either.
            request.values["hold_expires_at"] = availability.hold_until()
            request.values["hold_state"] = hold.state
            request.values["sender_known"] = hold.sender_known
            request.values["sender_fingerprint"] = request.sender_fingerprint
            booking.hold_state, booking.sender_known = hold.state, hold.sender_known
            booking.hold_expires_at = request.values["hold_expires_at"]
            accepted.append((request, booking))
        ready = accepted
    if ready:
        stored = await bookings.insert_bookings([request.values for request, _ in ready])
        mails: list[QueuedMail] = []
        for request, booking in ready:
            request.attempts += 1
            booking_id = stored.get(booking.booking_reference)
            if booking_id is None:
                again.append(request)
                continue
            booking.id = booking_id
            assert request.package is not None  # found before the insert
            mails += booking_mails(booking, request.package.owners, settings)
            answers.append((request, SubmittedBooking(booking, created=True)))
        await queue_emails(session, mails)
    return answers, again
