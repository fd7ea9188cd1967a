"""Storing booking requests: each process writes the requests that arrive together in one transaction.

A booking is three statements and a commit. Under load, each worker process used to run them for
every request, and on SQLite each booking took the one write lock in turn (2-3 ms each, whatever
the number of processes). Here a request hands its validated form to its process's writer and waits:
the writer stores every request that is waiting in one transaction (the packages in one query, the
bookings in one INSERT, their e-mails in one INSERT, one commit, one SQLite write turn), then answers
each. Nothing waits for company: a request that finds the writer idle is written at once, and those
that arrive while a group is being written form the next group.

What a request is answered is decided after the commit that holds its booking: a 201 always means
stored. An error of the group's transaction (the database is down) is the answer of every request in
it. A request that is cancelled while it waits is left out of the next group; once its group is being
written, its booking is stored (and a retry with its Idempotency-Key is answered with it).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import deque
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from app.bookings import pricing
from app.bookings.repository import BookablePackage, BookingRepository
from app.bookings.schemas import BookingCreate, request_fingerprint
from app.config import Settings, get_settings
from app.errors import NotFound, ServiceUnavailable, ValidationFailed
from app.models import Booking
from app.models.base import utcnow
from app.notifications import booking_mail
from app.notifications.outbox import MailAboutBooking, QueuedMail, queue_emails
from app.site.service import currencies

logger = logging.getLogger(__name__)

REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
REFERENCE_ATTEMPTS = 10
# The most bookings written in one transaction; more waiting go in the next.
MAX_GROUP = 64


class PackageNotFound(NotFound):
    code = "package_not_found"
    detail = "Package not found"


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
    assert data.full_name and data.email and data.start_date  # guaranteed by the schema
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
        subject = booking_mail.new_booking_subject(booking, lang)
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
        QueuedMail(settings.team_email, notice("en", "new_booking_for_team")),
        *(QueuedMail(email, notice(lang, "new_booking_for_owner")) for email, lang in owners),
    ]


@dataclass(eq=False)
class _Request:
    data: BookingCreate
    idempotency_key: str | None
    answer: asyncio.Future[SubmittedBooking]
    attempts: int = 0  # inserts tried; a row not stored means its reference or key was taken
    package: BookablePackage | None = None
    values: dict[str, Any] = field(default_factory=dict)

    def settle(self, result: SubmittedBooking | BaseException) -> None:
        if self.answer.done():  # cancelled while its group was written
            return
        if isinstance(result, BaseException):
            self.answer.set_exception(result)
        else:
            self.answer.set_result(result)


class BookingWriter:
    """The group-committing writer of one process (one event loop)."""

    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self._sessionmaker = sessionmaker
        self._waiting: deque[_Request] = deque()
        self._task: asyncio.Task[None] | None = None

    async def submit(self, data: BookingCreate, idempotency_key: str | None) -> SubmittedBooking:
        """Store a booking request; answered once the transaction that holds it has committed."""
        loop = asyncio.get_running_loop()
        request = _Request(data, idempotency_key, loop.create_future())
        self._waiting.append(request)
        if self._task is None:
            self._task = loop.create_task(self._write_while_waiting())
        # Cancelling this wait cancels the future: a request not yet taken into a group is dropped.
        return await request.answer

    async def idle(self) -> None:
        """Wait until every request handed to this writer is written (or failed)."""
        while self._task is not None:
            await asyncio.wait({self._task})  # neither raises its error nor cancels it when cancelled

    async def _write_while_waiting(self) -> None:
        group: list[_Request] = []
        try:
            while self._waiting:
                group = []
                while self._waiting and len(group) < MAX_GROUP:
                    request = self._waiting.popleft()
                    if not request.answer.done():
                        group.append(request)
                if group:
                    again = await self._write(group)
                    self._waiting.extendleft(reversed(again))  # ahead of those that came later
                group = []
        except BaseException:  # cancelled (the server stops): no request is left without an answer
            for request in (*group, *self._waiting):
                request.settle(ServiceUnavailable())
            self._waiting.clear()
            raise
        finally:
            self._task = None

    async def _write(self, group: list[_Request]) -> list[_Request]:
        """Store a group in one transaction and answer each request; those to try again are returned.

        A request is answered with its booking only after the commit; a booking whose reference (or
        Idempotency-Key) turned out to be taken is tried again in the next group, with a new
        reference, or answered with the earlier booking of its key.
        """
        settings = get_settings()
        answers: list[tuple[_Request, SubmittedBooking | BaseException]] = []
        again: list[_Request] = []
        try:
            async with self._sessionmaker() as session:
                bookings = BookingRepository(session)
                keys = [r.idempotency_key for r in group if r.attempts and r.idempotency_key]
                earlier = await bookings.by_idempotency_keys(keys) if keys else {}
                new = {r.data.package_id for r in group if r.package is None}
                packages = await bookings.bookable_packages(new) if new else {}
                ready: list[tuple[_Request, Booking]] = []
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
                await session.commit()
        except Exception as error:  # the transaction failed: it is every request's answer
            logger.debug("booking group of %d failed", len(group), exc_info=True)
            for request in group:
                request.settle(error)
            return []
        except BaseException:
            # Cancelled during the write: whether it committed is not known, so no request gets a 201.
            for request in group:
                request.settle(ServiceUnavailable())
            raise
        for request, answer in answers:
            request.settle(answer)
        return again


_writers: dict[tuple[asyncio.AbstractEventLoop, AsyncEngine], BookingWriter] = {}


def booking_writer(engine: AsyncEngine) -> BookingWriter:
    """The writer of this event loop (one per server process) for a database."""
    loop = asyncio.get_running_loop()
    writer = _writers.get((loop, engine))
    if writer is None:
        for old in [key for key in _writers if key[0].is_closed()]:  # tests run one loop after another
            del _writers[old]
        writer = _writers[loop, engine] = BookingWriter(
            async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
        )
    return writer


async def booking_writers_idle() -> None:
    """Wait until this event loop's writers have written every request handed to them (at shutdown)."""
    loop = asyncio.get_running_loop()
    for writer in [writer for (owner, _), writer in _writers.items() if owner is loop]:
        await writer.idle()
