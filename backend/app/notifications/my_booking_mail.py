"""The e-mail with a traveller's "My booking" link: asked for again, or sent after the team revoked the old one."""

from __future__ import annotations

from app.notifications.booking_mail import booking_details, my_booking_url
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, first_name, render


def my_booking_link(stay: Stay) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("my_booking_link", lang)
    return render(
        "my_booking_link",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[c["body"].format(reference=booking.booking_reference)],
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
            details=booking_details(stay, lang),
        ),
    )
