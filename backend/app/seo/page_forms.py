"""The public forms a browser may post without a script (app/seo/forms.py): each names the JSON route's
request model and calls the same service, so the rules, rate limits and mail limits are the route's."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from app.availability.schemas import WaitlistCreate
from app.availability.waitlist import join_waitlist
from app.bookings.schemas import BookingCreate
from app.bookings.service import BookingService
from app.catalogue.service import CatalogueService
from app.conversations.schemas import DateRequestCreate, MessageCreate
from app.leads.schemas import ContactMessageCreate, NewsletterSignup
from app.leads.service import LeadService
from app.models import Booking
from app.my_booking.schemas import MyBookingCancel, MyBookingLinkRequest
from app.my_booking.service import MyBookingService
from app.seo.form_state import booking_sent_token, read_form_token
from app.seo.forms import TOKEN_FIELD, PageForm, Posted

# The query a page reads to show that its form was sent (Post/Redirect/Get), e.g. contact?sent=contact.
SENT = "sent"


def _with_language(posted: Posted) -> dict[str, Any]:
    return {**posted.fields, "language": posted.page.lang}


async def _typed(posted: Posted) -> dict[str, Any]:
    return dict(posted.fields)


async def _typed_in_language(posted: Posted) -> dict[str, Any]:
    return _with_language(posted)


async def _for_package(posted: Posted) -> dict[str, Any]:
    """The typed fields for the page's package (its booking form, and the waitlist sent from it)."""
    package = await CatalogueService(posted.session).package(posted.page.package_ref or "", posted.page.lang)
    return {**_with_language(posted), "packageId": package.id}


async def _booking_payload(posted: Posted) -> dict[str, Any]:
    return {**await _for_package(posted), "specialRequests": posted.text("specialRequests").strip() or None}


async def _book(posted: Posted, data: BookingCreate) -> str:
    nonce = read_form_token("booking", posted.text(TOKEN_FIELD))  # checked already: the form has a token
    result = await BookingService(posted.session).submit(data, posted.ip, f"page-form-{nonce}")
    return f"{posted.page.path}?{SENT}={booking_sent_token(result.booking.id)}"


async def _contact(posted: Posted, data: ContactMessageCreate) -> str:
    await LeadService(posted.session).contact(data, posted.ip)
    return f"{posted.page.path}?{SENT}=contact"


async def _newsletter(posted: Posted, data: NewsletterSignup) -> str:
    await LeadService(posted.session).subscribe(data, posted.ip)
    return f"{posted.page.path}?{SENT}=newsletter"


async def _lost_link(posted: Posted, data: MyBookingLinkRequest) -> str:
    await MyBookingService(posted.session).send_link(data, posted.ip)
    return f"{posted.page.path}?{SENT}=link"


async def _waitlist(posted: Posted, data: WaitlistCreate) -> str:
    await join_waitlist(posted.session, data, posted.ip)
    return f"{posted.page.path}?{SENT}=waitlist"


# "My booking" (its link's token, a hidden field, is the only key, as for the JSON routes): cancel, write to
# the camp, ask for other dates. Each goes back to the booking's page, which says what was done.
MY_BOOKING_TOKEN = "token"  # noqa: S105 - the name of the hidden field carrying the link's token


async def _my_booking(posted: Posted) -> tuple[MyBookingService, Booking]:
    service = MyBookingService(posted.session)
    return service, await service.open(posted.text(MY_BOOKING_TOKEN))


def _back_to_booking(posted: Posted, sent: str) -> str:
    return f"{posted.page.path}?{urlencode({MY_BOOKING_TOKEN: posted.text(MY_BOOKING_TOKEN), SENT: sent})}"


async def _cancel_my_booking(posted: Posted, data: MyBookingCancel) -> str:
    service, booking = await _my_booking(posted)
    await service.cancel(booking, data.reason)
    return _back_to_booking(posted, "cancel")


async def _write_to_camp(posted: Posted, data: MessageCreate) -> str:
    service, booking = await _my_booking(posted)
    await service.write(booking, data.body, posted.ip)
    return _back_to_booking(posted, "message")


async def _ask_for_dates(posted: Posted, data: DateRequestCreate) -> str:
    service, booking = await _my_booking(posted)
    await service.request_dates(booking, data)
    return _back_to_booking(posted, "dates")


PAGE_FORMS: dict[str, PageForm] = {
    form.name: form
    for form in (
        PageForm(
            "booking",
            BookingCreate,
            _booking_payload,
            _book,
            pages=frozenset({"packageBooking"}),
            lists=frozenset({"addOns"}),
            with_token=True,
        ),
        PageForm("contact", ContactMessageCreate, _typed_in_language, _contact, pages=frozenset({"contact"})),
        PageForm("newsletter", NewsletterSignup, _typed_in_language, _newsletter, pages=frozenset({"home"})),
        PageForm("lostLink", MyBookingLinkRequest, _typed, _lost_link, pages=frozenset({"myBooking"})),
        PageForm("waitlist", WaitlistCreate, _for_package, _waitlist, pages=frozenset({"packageBooking"})),
        PageForm("myBookingCancel", MyBookingCancel, _typed, _cancel_my_booking, pages=frozenset({"myBooking"})),
        PageForm("myBookingMessage", MessageCreate, _typed, _write_to_camp, pages=frozenset({"myBooking"})),
        PageForm("myBookingDates", DateRequestCreate, _typed, _ask_for_dates, pages=frozenset({"myBooking"})),
    )
}
