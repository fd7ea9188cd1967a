"""The traveller's e-mails when a camp (or the team) confirms or cancels a booking request."""

from __future__ import annotations

from app.config import get_settings
from app.models import Booking
from app.notifications.booking_mail import booking_details, stay_calendar
from app.notifications.templates import MailContent, RenderedMail, copy_for, render


def _first_name(booking: Booking) -> str:
    return booking.full_name.split(" ")[0]


def booking_confirmed(booking: Booking) -> RenderedMail:
    lang = booking.language
    c = copy_for("booking_confirmed", lang)
    package = booking.package_name or booking.camp_name
    settings = get_settings()
    return render(
        "booking_confirmed",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=_first_name(booking)),
            paragraphs=[
                c["body"].format(camp=booking.camp_name, package=package),
                c["next"].format(reference=booking.booking_reference),
            ],
            details=booking_details(booking, lang),
            closing=[copy_for("booking_received", lang)["questions"].format(whatsapp=settings.whatsapp_number)],
        ),
        attachments=(stay_calendar(booking),),
    )


def booking_cancelled(booking: Booking) -> RenderedMail:
    lang = booking.language
    c = copy_for("booking_cancelled", lang)
    package = booking.package_name or booking.camp_name
    settings = get_settings()
    paragraphs = [c["body"].format(camp=booking.camp_name, package=package)]
    if booking.cancellation_reason:
        paragraphs.append(c["reason"].format(reason=booking.cancellation_reason))
    paragraphs.append(c["next"].format(whatsapp=settings.whatsapp_number))
    prefix = "" if lang == "en" else f"/{lang}"
    return render(
        "booking_cancelled",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=_first_name(booking)),
            paragraphs=paragraphs,
            details=booking_details(booking, lang),
            button_label=c["button"],
            button_url=f"{settings.public_base_url.rstrip('/')}{prefix}/surf-camps",
        ),
        attachments=(stay_calendar(booking),),
    )
