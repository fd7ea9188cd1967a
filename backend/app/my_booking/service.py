"""The traveller's side of a booking, reached by the signed link of its e-mails (app/kit/manage_link.py):
read it, cancel it (what the policy gives back is shown first), write to the camp, ask for other dates,
and get the link again by e-mail address and reference."""

from __future__ import annotations

import base64
from datetime import date, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.bookings.policy import refund_for
from app.bookings.repository import BookingRepository
from app.bookings.status import TRAVELLER, change_status, may_move
from app.config import get_settings
from app.conversations.schemas import DateRequestCreate
from app.conversations.service import ThreadService
from app.kit.mail_limits import limit_mail_to
from app.kit.manage_link import link_expired, read_token
from app.kit.ratelimit import get_rate_limiter
from app.models import Booking
from app.models.base import utcnow
from app.my_booking.errors import MyBookingLinkInvalid
from app.my_booking.schemas import CampContactRead, MyBookingLinkRequest, MyBookingRead, RefundRead
from app.notifications.booking_mail import my_booking_link_subject, stay_calendar
from app.notifications.outbox import MailAboutBooking, QueuedMail, queue_emails
from app.notifications.stay import stay_of


class MyBookingService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.bookings = BookingRepository(session)
        self.thread = ThreadService(session)

    async def open(self, token: str) -> Booking:
        """The booking a link names, while the link is valid (not revoked, not long past the stay)."""
        named = read_token(token)
        booking = await self.bookings.by_manage_link(*named) if named else None
        if booking is None or link_expired(booking, date.today()):
            raise MyBookingLinkInvalid()
        return booking

    async def read(self, booking: Booking, lang: str | None = None) -> MyBookingRead:
        lang = lang or booking.language
        stay = await stay_of(self.session, booking)
        camp = stay.camp
        cancellable = may_move(TRAVELLER, booking.status, "cancelled")
        refund = refund_for(booking, utcnow()) if cancellable else None
        address, address_language = stay.address(lang)
        return MyBookingRead(
            booking_reference=booking.booking_reference,
            status=booking.status,
            language=booking.language,
            full_name=booking.full_name,
            package_name=stay.package_name(lang),
            camp=CampContactRead(
                name=stay.camp_name(lang),
                place=stay.place(lang),
                address=address,
                address_language=address_language,
                phone=camp.phone if camp else None,
                email=camp.email if camp else None,
                website=camp.website if camp else None,
                maps_url=camp.maps_url if camp else None,
            ),
            start_date=booking.start_date,
            end_date=booking.start_date + timedelta(days=booking.number_of_days),
            number_of_days=booking.number_of_days,
            number_of_people=booking.number_of_people,
            surfing_level=booking.surfing_level,
            add_ons=booking.add_ons,
            currency=booking.currency,
            amount=booking.amount_in_currency,
            payment_method=booking.payment_method,
            cancellation_reason=booking.cancellation_reason,
            created_at=booking.created_at,
            hold=(("held" if booking.hold_state == "held" else "not_held") if booking.status == "pending" else None),
            answer_by=booking.hold_expires_at if booking.status == "pending" else None,
            refund=RefundRead(
                tier=refund.tier,
                percent=refund.percent,
                amount=refund.amount,
                currency=refund.currency,
                hours_before_arrival=refund.hours_before_arrival,
            )
            if refund
            else None,
            can_request_dates=booking.status in ("pending", "confirmed") and booking.start_date > date.today(),
            thread=await self.thread.thread(booking, "traveller"),
        )

    async def cancel(self, booking: Booking, reason: str | None) -> Booking:
        return await change_status(self.session, booking, "cancelled", actor=TRAVELLER, reason=reason)

    async def write(self, booking: Booking, body: str, ip: str) -> None:
        await self.thread.post(booking, TRAVELLER, body, f"ip:{ip}")

    async def request_dates(self, booking: Booking, data: DateRequestCreate) -> None:
        await self.thread.request_dates(booking, data)

    async def calendar(self, booking: Booking) -> tuple[str, bytes]:
        attachment = stay_calendar(await stay_of(self.session, booking))
        return attachment.filename, base64.b64decode(attachment.content_b64)

    async def send_link(self, data: MyBookingLinkRequest, ip: str) -> None:
        """E-mail the link to the booking's address when address and reference match; silent otherwise.

        Both answers do the same work, so their timing tells nothing: one lookup and one outbox row
        with the e-mail rendered when sent (app/notifications/booking_mail.py, RENDERED_WHEN_SENT);
        without a match the row is stored as not sent.
        """
        settings = get_settings()
        limiter = get_rate_limiter()
        await limiter.check("my_booking_link:ip", ip, settings.rate_limit_my_booking_link_ip)
        await limiter.check("my_booking_link:address", data.email, settings.rate_limit_my_booking_link_address)
        await limit_mail_to(data.email, ip, "my_booking_link")
        reference = data.reference.strip().upper()
        booking = await self.bookings.by_reference_and_email(reference, data.email)
        lang = booking.language if booking else "en"
        mail = MailAboutBooking(
            "my_booking_link",
            my_booking_link_subject(reference, lang),
            "my_booking_link",
            lang,
            booking.id if booking else None,
        )
        not_sent = None if booking else "no booking has this reference and address"
        await queue_emails(self.session, [QueuedMail(data.email, mail, not_sent=not_sent)])
