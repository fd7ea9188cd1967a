"""A booking's one thread: traveller, camp and team write here, and its status moves and date requests
show in it as events. New messages e-mail the other parties in their languages with a link back, in
one e-mail per reader for what is written within MESSAGE_MAIL_DELAY_SECONDS (`gather_email`); what a
party has not read yet is counted for the owner dashboard and the back office. The thread closes with
the booking: a cancelled or expired booking takes no new message.

The caller passes a booking it may see (the owner's and the team's through `BookingService.get`, the
traveller's through the "My booking" link) and the party it writes as (`Actor`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.schemas import AuditAction
from app.audit.service import AuditTrail
from app.auth.access import Principal
from app.availability.service import AvailabilityService, Claim
from app.bookings.errors import BookingChanged
from app.bookings.repository import camp_owners
from app.bookings.status import TRAVELLER, Actor
from app.config import get_settings
from app.conversations.errors import DateRequestClosed, DateRequestOpen, DatesNotMovable, ThreadClosed
from app.conversations.repository import ThreadRepository
from app.conversations.schemas import (
    DateRequestCreate,
    DateRequestRead,
    ThreadItemRead,
    ThreadRead,
)
from app.errors import ValidationFailed
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking, BookingDateRequest, BookingMessage
from app.models.base import utcnow
from app.notifications import thread_mail
from app.notifications.outbox import gather_email, queue_email
from app.notifications.stay import Stay, stay_of
from app.notifications.templates import RenderedMail


class ThreadService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = ThreadRepository(session)

    async def thread(self, booking: Booking, party: str, *, mark_read: bool = True) -> ThreadRead:
        """The thread oldest first (the request, moves, messages, date requests and answers); marks it read.

        The camp and the team read who did each thing by name; the traveller reads the camp's and the
        team's people as "the camp" and "our team" (their names are not the traveller's to know).
        """
        messages = await self.repo.messages(booking.id)
        requests = await self.repo.date_requests(booking.id)
        changes = await self.repo.status_changes(booking.id)
        named = party in ("camp", "team")
        users = [c.actor_user_id for c in changes] + [r.decided_by_user_id for r in requests] if named else []
        people = await self.repo.user_names({user for user in users if user is not None})

        def author(actor_party: str, user_id: int | None, stored: str | None = None) -> str | None:
            if actor_party == "traveller":
                return stored or booking.full_name
            if not named:
                return None
            return stored or (people.get(user_id) if user_id is not None else None)

        items = [
            ThreadItemRead(kind="requested", at=booking.created_at, party="traveller", author_name=booking.full_name)
        ]
        items += [
            ThreadItemRead(
                kind="status",
                at=change.created_at,
                party=change.actor_party,
                author_name=author(change.actor_party, change.actor_user_id),
                from_status=change.from_status,
                to_status=change.to_status,
                reason=change.reason,
            )
            for change in changes
        ]
        items += [
            ThreadItemRead(
                kind="message",
                at=message.created_at,
                party=message.author_party,
                author_name=author(message.author_party, message.author_user_id, message.author_name),
                body=message.body,
            )
            for message in messages
        ]
        for request in requests:
            common = {
                "request_id": request.id,
                "from_start_date": request.from_start_date,
                "start_date": request.start_date,
            }
            items.append(
                ThreadItemRead(
                    kind="date_request",
                    at=request.created_at,
                    party="traveller",
                    author_name=booking.full_name,
                    body=request.note,
                    **common,
                )
            )
            if request.decided_at is not None:
                decided_by = request.decided_by_party or "unknown"
                items.append(
                    ThreadItemRead(
                        kind="date_answer",
                        at=request.decided_at,
                        party=request.decided_by_party,
                        author_name=author(decided_by, request.decided_by_user_id),
                        body=request.answer,
                        request_status=request.status,
                        **common,
                    )
                )
        items.sort(key=lambda item: item.at)
        if mark_read and messages:
            await self.repo.mark_read(booking.id, party, messages[-1].id)
        open_request = next((r for r in requests if r.status == "pending"), None)
        return ThreadRead(
            items=items,
            open_date_request=DateRequestRead.model_validate(open_request) if open_request else None,
            closed=booking.status in CLOSED,
        )

    async def post(self, booking: Booking, actor: Actor, body: str, sender: str) -> BookingMessage:
        """Add a message and tell the other parties, each in one e-mail per few minutes.

        Refused once the booking is cancelled or expired (409 `thread_closed`); limited per booking and
        party, per booking a day, and per `sender` (the traveller's IP, a staff member's account) over
        every booking, so neither one thread nor many bookings become a channel into an inbox.
        """
        # The booking's row is locked until the message is stored: a cancellation waits for it (or
        # comes first and closes the thread), and two messages gather their e-mails one after the other.
        if await self.repo.lock_status(booking.id) in CLOSED:
            raise ThreadClosed()
        settings = get_settings()
        limiter = get_rate_limiter()
        await limiter.check("message", f"{booking.id}:{actor.party}", settings.rate_limit_message)
        await limiter.check("message-booking", str(booking.id), settings.rate_limit_message_booking_day)
        await limiter.check("message-sender", sender, settings.rate_limit_message_sender)
        author = booking.full_name if actor.principal is None else actor.principal.user.full_name
        message = BookingMessage(
            booking_id=booking.id,
            author_party=actor.party,
            author_user_id=actor.user_id,
            author_name=author,
            body=body,
            created_at=utcnow(),
        )
        await self.repo.add(message)
        await self.repo.mark_read(booking.id, actor.party, message.id)  # one's own message is read
        AuditTrail(self.session, actor.audited_as).record(
            "booking.message", "booking", booking.id, None, _label(booking)
        )
        stay = await stay_of(self.session, booking)
        delay = timedelta(seconds=settings.message_mail_delay_seconds)
        for reader in await self._others(stay, actor):

            async def write(since: str, reader: Reader = reader) -> RenderedMail:
                messages = await self.repo.messages_since(booking.id, int(since), reader.party)
                return thread_mail.new_messages(stay, messages, reader.language, reader.link)

            key = f"thread:{booking.id}:{reader.key}"
            await gather_email(self.session, reader.address, key, str(message.id), write, delay)
        return message

    async def request_dates(self, booking: Booking, data: DateRequestCreate) -> BookingDateRequest:
        """The traveller asks to start on another day (same length); one open request at a time."""
        if booking.status not in ("pending", "confirmed") or booking.start_date <= date.today():
            raise DatesNotMovable()
        # StartDate keeps the day within today and the horizon; today itself is too late to move to.
        if data.start_date <= date.today():
            raise ValidationFailed("Choose a day after today.", fields={"startDate": "date_in_past"})
        if data.start_date == booking.start_date:
            raise ValidationFailed("Choose another day than the booked one.", fields={"startDate": "same_date"})
        if any(r.status == "pending" for r in await self.repo.date_requests(booking.id)):
            raise DateRequestOpen()
        request = BookingDateRequest(
            booking_id=booking.id,
            from_start_date=booking.start_date,
            start_date=data.start_date,
            note=data.note,
            status="pending",
            created_at=utcnow(),
        )
        if not await self.repo.add_open_request(request):
            raise DateRequestOpen()  # another request of this booking got in after the check
        _audit_dates(self.session, TRAVELLER, "booking.date_request", booking, request)
        stay = await stay_of(self.session, booking)
        await self._tell_others(
            stay,
            Actor("traveller"),
            lambda lang, link: thread_mail.date_request(
                stay, request.from_start_date, request.start_date, data.note, lang, link
            ),
            f"date_request:{request.id}",
        )
        return request

    async def answer(
        self, booking: Booking, request_id: int, accept: bool, actor: Actor, answer: str | None
    ) -> BookingDateRequest:
        """The camp or the team accepts (the stay moves) or declines a date request; 409 when answered already."""
        request = await self.repo.date_request(booking.id, request_id)
        if request is None:
            raise DateRequestClosed()
        if accept and booking.package_id is not None:
            # The new dates pass the check of a new request, under the same lock (app/availability/service.py).
            move = Claim(
                booking.package_id, request.start_date, booking.number_of_days, booking.number_of_people, booking.id
            )
            [refused] = await AvailabilityService(self.session).claim([move])
            if refused is not None:
                raise refused
        now = utcnow()
        values = {
            "status": "accepted" if accept else "declined",
            "decided_at": now,
            "decided_by_party": actor.party,
            "decided_by_user_id": actor.user_id,
            "answer": answer,
        }
        if not await self.repo.decide(request, values):
            raise DateRequestClosed()
        if accept:
            if not await self.repo.move_dates(booking, request.from_start_date, request.start_date):
                raise BookingChanged()
            await self.session.refresh(booking)
        action: AuditAction = "booking.dates_change" if accept else "booking.dates_decline"
        _audit_dates(self.session, actor, action, booking, request)
        await self.session.refresh(request)
        stay = await stay_of(self.session, booking)
        mail = thread_mail.date_answer(stay, request.start_date, accept, answer)
        queue_email(self.session, booking.email, mail, dedupe_key=f"date_answer:{request.id}")
        return request

    async def _others(self, stay: Stay, actor: Actor) -> list[Reader]:
        """Who is told of what `actor` wrote: the other parties, each owner of the camp apart."""
        booking = stay.booking
        settings = get_settings()
        readers = []
        if actor.party != "traveller":
            link = thread_mail.message_link_for_traveller(stay)
            readers.append(Reader("traveller", "traveller", booking.email, booking.language, link))
        if actor.party != "camp" and booking.camp_id is not None:
            for owner in await camp_owners(self.session, booking.camp_id):
                link = thread_mail.camp_link(booking.id, owner.language)
                readers.append(Reader("camp", f"camp:{owner.user_id}", owner.email, owner.language, link))
        if actor.party != "team":
            lang = settings.team_language
            readers.append(Reader("team", "team", settings.team_email, lang, thread_mail.team_link(booking.id, lang)))
        return readers

    async def _tell_others(self, stay: Stay, actor: Actor, write: MailWriter, key: str) -> None:
        for reader in await self._others(stay, actor):
            mail = write(reader.language, reader.link)
            queue_email(self.session, reader.address, mail, dedupe_key=f"{key}:{reader.key}")


MailWriter = Callable[[str, str], RenderedMail]
# A booking whose thread takes no new message.
CLOSED = frozenset({"cancelled", "expired"})


@dataclass(frozen=True)
class Reader:
    """One reader of a thread's e-mails: their party, a key of their own, address, language and link back."""

    party: str
    key: str
    address: str
    language: str
    link: str


def _label(booking: Booking) -> dict[str, str]:
    return {"booking_reference": booking.booking_reference}


def _audit_dates(
    session: AsyncSession, actor: Actor, action: AuditAction, booking: Booking, request: BookingDateRequest
) -> None:
    """A date request asked, or answered: the stay's start before and the one asked for (not the message)."""
    AuditTrail(session, actor.audited_as).record(
        action,
        "booking",
        booking.id,
        {"start_date": request.from_start_date.isoformat()},
        {"start_date": request.start_date.isoformat(), **_label(booking)},
        diff=False,
    )


class StaffThreads:
    """The thread as the camp's owner and the team reach it: through a booking they may see (404 otherwise)."""

    def __init__(self, session: AsyncSession) -> None:
        from app.bookings.service import BookingService

        self.bookings = BookingService(session)
        self.threads = ThreadService(session)

    async def read(self, principal: Principal, booking_id: int) -> ThreadRead:
        booking = await self.bookings.get(principal, booking_id)
        return await self.threads.thread(booking, Actor.of(principal).party)

    async def post(self, principal: Principal, booking_id: int, body: str) -> ThreadRead:
        booking = await self.bookings.get(principal, booking_id)
        await self.threads.post(booking, Actor.of(principal), body, f"user:{principal.user.id}")
        return await self.threads.thread(booking, Actor.of(principal).party)

    async def answer(
        self, principal: Principal, booking_id: int, request_id: int, accept: bool, answer: str | None
    ) -> ThreadRead:
        booking = await self.bookings.get(principal, booking_id)
        await self.threads.answer(booking, request_id, accept, Actor.of(principal), answer)
        return await self.threads.thread(booking, Actor.of(principal).party)
