"""E-mails around the stay: the reminder a week before arrival and the review request after it."""

from __future__ import annotations

from app.config import get_settings
from app.models import Booking
from app.notifications.booking_mail import booking_details, stay_calendar
from app.notifications.templates import MailContent, RenderedMail, copy_for, render


def _first_name(booking: Booking) -> str:
    return booking.full_name.split(" ")[0]


def stay_reminder(booking: Booking) -> RenderedMail:
    lang = booking.language
    c = copy_for("stay_reminder", lang)
    settings = get_settings()
    return render(
        "stay_reminder",
        lang,
        MailContent(
            subject=c["subject"].format(camp=booking.camp_name),
            heading=c["heading"].format(name=_first_name(booking)),
            paragraphs=[c["body"].format(camp=booking.camp_name, date=booking.start_date.isoformat())],
            details=booking_details(booking, lang),
            closing=[
                f"{c['bring_title']}: {c['bring']}",
                c["transfer"].format(whatsapp=settings.whatsapp_number),
                c["payment"].format(reference=booking.booking_reference),
            ],
        ),
        attachments=(stay_calendar(booking),),
    )


def review_request(booking: Booking, token: str) -> RenderedMail:
    lang = booking.language
    c = copy_for("review_request", lang)
    prefix = "" if lang == "en" else f"/{lang}"
    link = f"{get_settings().public_base_url.rstrip('/')}{prefix}/review?token={token}"
    return render(
        "review_request",
        lang,
        MailContent(
            subject=c["subject"].format(camp=booking.camp_name),
            heading=c["heading"].format(name=_first_name(booking)),
            paragraphs=[c["body"].format(package=booking.package_name or booking.camp_name)],
            button_label=c["button"],
            button_url=link,
            closing=[c["note"].format(reference=booking.booking_reference)],
        ),
    )
