"""E-mails of a booking's thread: a new message to the other parties, a date-change request to the camp
and the team, and its answer to the traveller; each in its reader's language with a link back."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from app.kit.formatting import day, number
from app.models import BookingMessage
from app.notifications.booking_mail import booking_details, my_booking_url
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, first_name, render, site_link


def camp_link(booking_id: int, lang: str) -> str:
    return site_link(f"/camp-owner?tab=bookings&booking={booking_id}", lang)


def team_link(booking_id: int, lang: str) -> str:
    return site_link(f"/admin/bookings?booking={booking_id}", lang)


# The most messages one e-mail quotes; the earlier ones of its window are counted, and on the page.
QUOTED_MESSAGES = 10


def new_messages(stay: Stay, messages: Sequence[BookingMessage], lang: str, link: str) -> RenderedMail:
    """The messages written to a reader within a few minutes, in one e-mail (app/conversations/service.py)."""
    booking = stay.booking
    c = copy_for("new_message", lang)
    reference = booking.booking_reference

    def author(message: BookingMessage) -> str:
        named = {"traveller": booking.full_name, "camp": stay.camp_name(lang)}.get(message.author_party)
        return named or c["team"]

    if len(messages) == 1:
        [message] = messages
        subject = c["subject"].format(reference=reference)
        heading = c["heading"].format(author=author(message), reference=reference)
        paragraphs = [c["quote"].format(body=message.body)]
    else:
        quoted = messages[-QUOTED_MESSAGES:]
        earlier = len(messages) - len(quoted)
        subject = c["subject_many"].format(count=number(len(messages), lang), reference=reference)
        heading = c["heading_many"].format(reference=reference)
        paragraphs = [c["earlier"].format(count=number(earlier, lang))] if earlier else []
        paragraphs += [c["entry"].format(author=author(m), body=m.body) for m in quoted]
    return render(
        "new_message",
        lang,
        MailContent(subject=subject, heading=heading, paragraphs=paragraphs, button_label=c["button"], button_url=link),
    )


def message_link_for_traveller(stay: Stay) -> str:
    return my_booking_url(stay.booking) + "#messages"


def date_request(stay: Stay, from_date: date, to_date: date, note: str | None, lang: str, link: str) -> RenderedMail:
    booking = stay.booking
    c = copy_for("date_request", lang)
    paragraphs = [
        c["body"].format(
            name=booking.full_name,
            package=stay.package_name(lang),
            from_date=day(from_date, lang),
            to_date=day(to_date, lang),
        )
    ]
    if note:
        paragraphs.append(c["note"].format(note=note))
    return render(
        "date_request",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=booking.full_name),
            paragraphs=paragraphs,
            details=booking_details(stay, lang),
            button_label=c["button"],
            button_url=link,
        ),
    )


def date_answer(stay: Stay, to_date: date, accepted: bool, answer: str | None) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("date_answer", lang)
    names = {"camp": stay.camp_name(lang), "package": stay.package_name(lang), "to_date": day(to_date, lang)}
    paragraphs = [c["accepted" if accepted else "declined"].format(**names)]
    if answer:
        paragraphs.append(c["answer"].format(answer=answer))
    return render(
        "date_answer",
        lang,
        MailContent(
            subject=c["subject_accepted" if accepted else "subject_declined"].format(
                reference=booking.booking_reference
            ),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=paragraphs,
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
        ),
    )
