"""A booking's one thread: traveller, camp and team write here, and its status moves and date requests
show in it as events. Every new message e-mails the other parties in their languages with a link back;
what a party has not read yet is counted for the owner dashboard and the back office.

The caller passes a booking it may see (the owner's and the team's through `BookingService.get`, the
traveller's through the "My booking" link) and the party it writes as (`Actor`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.service import AuditTrail
from app.auth.access import Principal
from app.availability.service import AvailabilityService, Claim
from app.bookings.errors import BookingChanged
from app.bookings.repository import camp_owners
from app.bookings.status import Actor
from app.config import get_settings
from app.conversations.errors import DateRequestClosed, DateRequestOpen, DatesNotMovable
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
from app.notifications.outbox import queue_email
from app.notifications.stay import Stay, stay_of
from app.notifications.templates import RenderedMail


class ThreadService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = ThreadRepository(session)

    async def thread(self, booking: Booking, party: str, *, mark_read: bool = True) -> ThreadRead:
        """The thread oldest first (the request, moves, messages, date requests and answers); marks it read."""
        messages = await self.repo.messages(booking.id)
        requests = await self.repo.date_requests(booking.id)
        items = [
            ThreadItemRead(kind="requested", at=booking.created_at, party="traveller", author_name=booking.full_name)
        ]
        items += [
            ThreadItemRead(
                kind="status",
                at=change.created_at,
                party=change.actor_party,
                from_status=change.from_status,
                to_status=change.to_status,
                reason=change.reason,
            )
            for change in await self.repo.status_changes(booking.id)
        ]
        items += [
            ThreadItemRead(
                kind="message",
                at=message.created_at,
                party=message.author_party,
                author_name=message.author_name,
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
                    kind="date_request", at=request.created_at, party="traveller", body=request.note, **common
                )
            )
            if request.decided_at is not None:
                items.append(
                    ThreadItemRead(
                        kind="date_answer",
                        at=request.decided_at,
                        party=request.decided_by_party,
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
        )

    async def post(self, booking: Booking, actor: Actor, body: str) -> BookingMessage:
        """Add a message (rate-limited per booking and party) and e-mail the other parties."""
        await get_rate_limiter().check("message", f"{booking.id}:{actor.party}", get_settings().rate_limit_message)
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
        stay = await stay_of(self.session, booking)
        await self._tell_others(
            stay,
            actor,
            lambda lang, link: thread_mail.new_message(stay, actor.party, body, lang, link),
            f"message:{message.id}",
        )
        return message

    async def request_dates(self, booking: Booking, data: DateRequestCreate) -> BookingDateRequest:
        """The traveller asks to start on another day (same length); one open request at a time."""
        if booking.status not in ("pending", "confirmed") or booking.start_date <= date.today():
            raise DatesNotMovable()
        horizon = get_settings().booking_horizon_days
        if data.start_date <= date.today():
            raise ValidationFailed("Choose a day after today.", fields={"startDate": "date_in_past"})
        if data.start_date > date.today() + timedelta(days=horizon):
            raise ValidationFailed(f"At most {horizon} days ahead.", fields={"startDate": "date_too_far"})
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
        await self.repo.add(request)
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
            before = {"start_date": booking.start_date.isoformat()}
            if not await self.repo.move_dates(booking, request.from_start_date, request.start_date):
                raise BookingChanged()
            await self.session.refresh(booking)
            AuditTrail(self.session, actor.principal).record(
                "booking.dates_change",
                "booking",
                booking.id,
                before,
                {"start_date": booking.start_date.isoformat(), "booking_reference": booking.booking_reference},
                diff=False,
            )
        await self.session.refresh(request)
        stay = await stay_of(self.session, booking)
        mail = thread_mail.date_answer(stay, request.start_date, accept, answer)
        queue_email(self.session, booking.email, mail, dedupe_key=f"date_answer:{request.id}")
        return request

    async def _tell_others(self, stay: Stay, actor: Actor, write: MailWriter, key: str) -> None:
        booking = stay.booking
        settings = get_settings()
        if actor.party != "traveller":
            mail = write(booking.language, thread_mail.message_link_for_traveller(stay))
            queue_email(self.session, booking.email, mail, dedupe_key=f"{key}:traveller")
        if actor.party != "camp" and booking.camp_id is not None:
            for owner in await camp_owners(self.session, booking.camp_id):
                mail = write(owner.language, thread_mail.camp_link(booking.id, owner.language))
                queue_email(self.session, owner.email, mail, dedupe_key=f"{key}:camp:{owner.user_id}")
        if actor.party != "team":
            lang = settings.team_language
            queue_email(
                self.session,
                settings.team_email,
                write(lang, thread_mail.team_link(booking.id, lang)),
                dedupe_key=f"{key}:team",
            )


MailWriter = Callable[[str, str], RenderedMail]


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
        await self.threads.post(booking, Actor.of(principal), body)
        return await self.threads.thread(booking, Actor.of(principal).party)

    async def answer(
        self, principal: Principal, booking_id: int, request_id: int, accept: bool, answer: str | None
    ) -> ThreadRead:
        booking = await self.bookings.get(principal, booking_id)
        await self.threads.answer(booking, request_id, accept, Actor.of(principal), answer)
        return await self.threads.thread(booking, Actor.of(principal).party)
