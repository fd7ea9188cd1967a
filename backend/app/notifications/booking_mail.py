"""Booking e-mails: the traveller's acknowledgement and the notice to the team and the camp owner."""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from app.config import SITE_NAME, get_settings
from app.models import Booking
from app.notifications.backends import Attachment
from app.notifications.templates import MailContent, RenderedMail, copy_for, render

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def money(amount: object, currency: str) -> str:
    return f"{SYMBOLS.get(currency, '')}{amount} {currency}".strip()


def booking_details(booking: Booking, lang: str) -> list[tuple[str, str]]:
    labels = copy_for("booking_labels", lang)
    end = booking.start_date + timedelta(days=booking.number_of_days)
    add_ons = ", ".join(labels.get(key, key) for key in booking.add_ons) or labels["none"]
    days = labels["days"].format(days=booking.number_of_days)
    return [
        (labels["reference"], booking.booking_reference),
        (labels["package"], booking.package_name or booking.camp_name),
        (labels["camp"], booking.camp_name),
        (
            labels["dates"],
            f"{booking.start_date.isoformat()} → {end.isoformat()} ({days})",
        ),
        (labels["people"], str(booking.number_of_people)),
        (labels["add_ons"], add_ons),
        (labels["amount"], money(booking.amount_in_currency, booking.currency)),
        (labels["payment"], labels.get(booking.payment_method or "", booking.payment_method or "")),
    ]


def _ics_text(value: str) -> str:
    return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", " ")


# A request is tentative until the camp confirms; a cancellation removes the entry from calendars.
_ICS_STATUS = {
    "pending": ("TENTATIVE", 0),
    "confirmed": ("CONFIRMED", 1),
    "completed": ("CONFIRMED", 1),
    "cancelled": ("CANCELLED", 2),
}


def stay_calendar(booking: Booking) -> Attachment:
    """An all-day calendar entry for the stay (RFC 5545), in the state the booking is in."""
    status, sequence = _ICS_STATUS.get(booking.status, ("TENTATIVE", 0))
    end = booking.start_date + timedelta(days=booking.number_of_days)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    summary = _ics_text(f"Surf stay: {booking.package_name or booking.camp_name}")
    location = _ics_text(booking.camp_name)
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:-//{SITE_NAME}//Bookings//EN",
        "METHOD:CANCEL" if status == "CANCELLED" else "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        f"UID:{booking.booking_reference}@surfcamp",
        f"DTSTAMP:{stamp}",
        f"DTSTART;VALUE=DATE:{booking.start_date.strftime('%Y%m%d')}",
        f"DTEND;VALUE=DATE:{end.strftime('%Y%m%d')}",
        f"SUMMARY:{summary}",
        f"LOCATION:{location}",
        f"DESCRIPTION:Booking reference {booking.booking_reference}",
        f"STATUS:{status}",
        f"SEQUENCE:{sequence}",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
    ]
    content = "\r\n".join(lines).encode()
    return Attachment(
        f"{booking.booking_reference}.ics", "text/calendar; charset=utf-8", base64.b64encode(content).decode()
    )


def booking_received(booking: Booking) -> RenderedMail:
    lang = booking.language
    c = copy_for("booking_received", lang)
    settings = get_settings()
    policy = settings.cancellation_policy
    name = booking.full_name.split(" ")[0]
    package = booking.package_name or booking.camp_name
    return render(
        "booking_received",
        lang,
        MailContent(
            subject=booking_received_subject(booking),
            heading=c["heading"].format(name=name),
            paragraphs=[
                c["body"].format(package=package, camp=booking.camp_name),
                c["next"].format(hours=settings.confirmation_hours),
            ],
            details=booking_details(booking, lang),
            closing=[
                c["policy"].format(
                    free=policy.free_until_hours,
                    partial=policy.partial_until_hours,
                    percent=policy.partial_refund_percent,
                ),
                c["questions"].format(whatsapp=settings.whatsapp_number),
            ],
        ),
        attachments=(stay_calendar(booking),),
    )


def new_booking(booking: Booking, lang: str, dashboard_path: str) -> RenderedMail:
    c = copy_for("new_booking", lang)
    package = booking.package_name or booking.camp_name
    return render(
        "new_booking",
        lang,
        MailContent(
            subject=new_booking_subject(booking, lang),
            heading=c["heading"],
            paragraphs=[
                c["body"].format(name=booking.full_name, email=booking.email, package=package, camp=booking.camp_name)
            ],
            details=booking_details(booking, lang),
            button_label=c["button"],
            button_url=f"{get_settings().public_base_url.rstrip('/')}{dashboard_path}",
        ),
    )


def booking_received_subject(booking: Booking) -> str:
    return str(copy_for("booking_received", booking.language)["subject"].format(reference=booking.booking_reference))


def new_booking_subject(booking: Booking, lang: str) -> str:
    package = booking.package_name or booking.camp_name
    return str(copy_for("new_booking", lang)["subject"].format(reference=booking.booking_reference, package=package))


# The booking e-mails a new booking queues without their body, rendered by the sender
# (app/notifications/outbox.py) from the stored booking: template name -> renderer(booking, language).
RENDERED_WHEN_SENT: dict[str, Callable[[Booking, str], RenderedMail]] = {
    "booking_received": lambda booking, _lang: booking_received(booking),
    "new_booking_for_team": lambda booking, lang: new_booking(booking, lang, "/admin/bookings"),
    "new_booking_for_owner": lambda booking, lang: new_booking(booking, lang, "/camp-owner"),
}
