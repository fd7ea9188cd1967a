"""E-mails around the stay: the reminder a week before arrival and the review request after it."""

from __future__ import annotations

from urllib.parse import urlencode

from app.config import get_settings
from app.kit.formatting import day
from app.notifications.booking_mail import booking_details, my_booking_line, stay_calendar
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, first_name, render, site_link


def stay_reminder(stay: Stay) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("stay_reminder", lang)
    settings = get_settings()
    camp = stay.camp_name(lang)
    return render(
        "stay_reminder",
        lang,
        MailContent(
            subject=c["subject"].format(camp=camp),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[c["body"].format(camp=camp, date=day(booking.start_date, lang))],
            details=booking_details(stay, lang),
            closing=[
                c["bring_line"].format(title=c["bring_title"], items=c["bring"]),
                c["transfer"].format(whatsapp=settings.whatsapp_number),
                c["payment"].format(reference=booking.booking_reference),
                my_booking_line(booking),
            ],
        ),
        attachments=(stay_calendar(stay),),
    )


def review_request(stay: Stay, token: str) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("review_request", lang)
    return render(
        "review_request",
        lang,
        MailContent(
            subject=c["subject"].format(camp=stay.camp_name(lang)),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[c["body"].format(package=stay.package_name(lang))],
            button_label=c["button"],
            button_url=f"{site_link('/review', lang)}?{urlencode({'token': token})}",
            closing=[c["note"].format(reference=booking.booking_reference), my_booking_line(booking)],
        ),
    )
