"""Booking e-mails: the traveller's acknowledgement and the notice to the team and the camp owner."""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import icalendar

from app.config import SITE_NAME, get_settings
from app.kit.formatting import day, money, number
from app.kit.manage_link import manage_path
from app.models import Booking
from app.notifications.backends import Attachment
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, first_name, render, site_link


def my_booking_url(booking: Booking) -> str:
    """The traveller's personal "My booking" page, in the booking's language (app/kit/manage_link.py)."""
    return site_link(manage_path(booking), booking.language)


def my_booking_line(booking: Booking) -> str:
    """The closing line of a booking e-mail whose button goes elsewhere: the "My booking" link."""
    return str(copy_for("my_booking", booking.language)["line"].format(url=my_booking_url(booking)))


def booking_details(stay: Stay, lang: str) -> list[tuple[str, str]]:
    """The booking's facts as every booking e-mail lists them, in the reader's language."""
    booking = stay.booking
    labels = copy_for("booking_labels", lang)
    end = booking.start_date + timedelta(days=booking.number_of_days)
    add_ons = ", ".join(labels.get(key, key) for key in booking.add_ons) or labels["none"]
    days = labels["days"].format(days=number(booking.number_of_days, lang))
    place = stay.place(lang)
    return [
        (labels["reference"], booking.booking_reference),
        (labels["package"], stay.package_name(lang)),
        (labels["camp"], stay.camp_name(lang)),
        *([(labels["place"], place)] if place else []),
        (
            labels["dates"],
            labels["date_range"].format(start=day(booking.start_date, lang), end=day(end, lang), days=days),
        ),
        (labels["people"], number(booking.number_of_people, lang)),
        (labels["add_ons"], add_ons),
        (labels["amount"], money(booking.amount_in_currency, booking.currency, lang)),
        (labels["payment"], labels.get(booking.payment_method or "", booking.payment_method or "")),
    ]


# A request is tentative until the camp confirms; a cancellation removes the entry from calendars.
_ICS_STATUS = {
    "pending": ("TENTATIVE", 0),
    "confirmed": ("CONFIRMED", 1),
    "completed": ("CONFIRMED", 1),
    "cancelled": ("CANCELLED", 2),
}


def stay_calendar(stay: Stay) -> Attachment:
    """An all-day calendar entry for the stay, in the state the booking is in and its language.

    Written with `icalendar` (as app/availability/ical_export.py): texts escaped, lines folded at 75
    octets without splitting a character, CRLF line ends (RFC 5545).
    """
    booking, lang = stay.booking, stay.booking.language
    labels = copy_for("booking_labels", lang)
    status, sequence = _ICS_STATUS.get(booking.status, ("TENTATIVE", 0))
    calendar = icalendar.Calendar()
    calendar.add("prodid", f"-//{SITE_NAME}//Bookings//EN")
    calendar.add("version", "2.0")
    calendar.add("method", "CANCEL" if status == "CANCELLED" else "PUBLISH")
    event = icalendar.Event()
    event.add("uid", f"{booking.booking_reference}@surfcamp")
    event.add("dtstamp", datetime.now(UTC))
    event.add("dtstart", booking.start_date)
    event.add("dtend", booking.start_date + timedelta(days=booking.number_of_days))
    event.add("summary", labels["calendar_summary"].format(package=stay.package_name(lang)))
    event.add("location", ", ".join(part for part in (stay.camp_name(lang), stay.place(lang)) if part))
    event.add("description", labels["calendar_description"].format(reference=booking.booking_reference))
    event.add("status", status)
    event.add("sequence", sequence)
    calendar.add_component(event)
    return Attachment(
        f"{booking.booking_reference}.ics",
        "text/calendar; charset=utf-8",
        base64.b64encode(calendar.to_ical()).decode(),
    )


def hold_line(booking: Booking, lang: str) -> list[str]:
    """Whether a pending request holds its places (the hold limits of unknown senders, a release by the
    camp), as it is when the mail is written: a hold is never promised that is not there."""
    if booking.status != "pending":
        return []
    c = copy_for("booking_received", lang)
    if booking.hold_state == "held":
        return [c["held"].format(hours=number(get_settings().booking_hold_hours, lang))]
    return [c["not_held"]]


def booking_received(stay: Stay) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("booking_received", lang)
    settings = get_settings()
    policy = settings.cancellation_policy
    name = booking.full_name.split(" ")[0]
    return render(
        "booking_received",
        lang,
        MailContent(
            subject=booking_received_subject(booking),
            heading=c["heading"].format(name=name),
            paragraphs=[
                c["body"].format(package=stay.package_name(lang), camp=stay.camp_name(lang)),
                *hold_line(booking, lang),
                c["next"].format(hours=number(settings.confirmation_hours, lang)),
            ],
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
            closing=[
                c["policy"].format(
                    free=number(policy.free_until_hours, lang),
                    partial=number(policy.partial_until_hours, lang),
                    percent=number(policy.partial_refund_percent, lang),
                ),
                c["questions"].format(whatsapp=settings.whatsapp_number),
            ],
        ),
        attachments=(stay_calendar(stay),),
    )


def new_booking(stay: Stay, lang: str, dashboard_path: str) -> RenderedMail:
    """The notice of a new booking request to the team or the camp's owner, in their language."""
    booking = stay.booking
    c = copy_for("new_booking", lang)
    return render(
        "new_booking",
        lang,
        MailContent(
            subject=new_booking_subject(stay, lang),
            heading=c["heading"],
            paragraphs=[
                c["body"].format(
                    name=booking.full_name,
                    email=booking.email,
                    package=stay.package_name(lang),
                    camp=stay.camp_name(lang),
                )
            ],
            details=booking_details(stay, lang),
            button_label=c["button"],
            button_url=site_link(dashboard_path, lang),
        ),
    )


def my_booking_link(stay: Stay) -> RenderedMail:
    """The "My booking" link asked for again, or sent after the team revoked the old one."""
    booking = stay.booking
    lang = booking.language
    c = copy_for("my_booking_link", lang)
    return render(
        "my_booking_link",
        lang,
        MailContent(
            subject=my_booking_link_subject(booking.booking_reference, lang),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[c["body"].format(reference=booking.booking_reference)],
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
            details=booking_details(stay, lang),
        ),
    )


def my_booking_link_subject(reference: str, lang: str) -> str:
    return str(copy_for("my_booking_link", lang)["subject"].format(reference=reference))


def booking_received_subject(booking: Booking) -> str:
    return str(copy_for("booking_received", booking.language)["subject"].format(reference=booking.booking_reference))


def new_booking_subject(stay: Stay, lang: str) -> str:
    reference = stay.booking.booking_reference
    return str(copy_for("new_booking", lang)["subject"].format(reference=reference, package=stay.package_name(lang)))


# The booking e-mails a new booking queues without their body, rendered by the sender
# (app/notifications/outbox.py) from the stored booking: template name -> renderer(stay, language).
RENDERED_WHEN_SENT: dict[str, Callable[[Stay, str], RenderedMail]] = {
    "booking_received": lambda stay, _lang: booking_received(stay),
    "new_booking_for_team": lambda stay, lang: new_booking(stay, lang, "/admin/bookings"),
    "new_booking_for_owner": lambda stay, lang: new_booking(stay, lang, "/camp-owner"),
    "my_booking_link": lambda stay, _lang: my_booking_link(stay),
}
