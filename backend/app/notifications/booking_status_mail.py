"""The e-mails a booking's status change sends: to the traveller (what it means for them, with their
"My booking" link and, for a cancellation, what the policy gives back) and to the camp's owners."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from app.config import get_settings
from app.kit.formatting import money, number
from app.notifications import admin_mail
from app.notifications.booking_mail import booking_details, my_booking_url, stay_calendar
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, first_name, render, site_link


class RefundNews(Protocol):
    """What a cancellation gives back, as the policy decided it (app/bookings/policy.py `Refund`); its
    tier (free, partial, none, nothing_paid) picks the sentence that says it."""

    @property
    def tier(self) -> str: ...
    @property
    def percent(self) -> int: ...
    @property
    def amount(self) -> Decimal: ...
    @property
    def currency(self) -> str: ...


@dataclass(frozen=True)
class StatusNews:
    """One move of a booking's status as its e-mails tell it."""

    from_status: str
    to_status: str
    party: str  # traveller | camp | team | system
    reason: str | None
    refund: RefundNews | None  # what the cancellation gives back (cancellations only)
    reinstated: bool = False  # back from cancelled, expired or completed


def refund_line(refund: RefundNews, lang: str) -> str:
    c = copy_for("refund", lang)
    policy = get_settings().cancellation_policy
    return str(
        c[refund.tier].format(
            amount=money(refund.amount, refund.currency, lang),
            percent=number(refund.percent, lang),
            hours=number(policy.partial_until_hours, lang),
        )
    )


def status_word(status: str, lang: str) -> str:
    return str(copy_for("statuses", lang).get(status, status))


def booking_confirmed(stay: Stay) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("booking_confirmed", lang)
    settings = get_settings()
    return render(
        "booking_confirmed",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[
                c["body"].format(camp=stay.camp_name(lang), package=stay.package_name(lang)),
                c["next"].format(reference=booking.booking_reference),
            ],
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
            closing=[copy_for("booking_received", lang)["questions"].format(whatsapp=settings.whatsapp_number)],
        ),
        attachments=(stay_calendar(stay),),
    )


def booking_cancelled(stay: Stay, news: StatusNews | None = None) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = copy_for("booking_cancelled", lang)
    extra = copy_for("booking_cancelled_extra", lang)
    names = {"camp": stay.camp_name(lang), "package": stay.package_name(lang)}
    # A confirmed booking is no longer a request: its subject says "your booking".
    was_confirmed = news is not None and news.from_status == "confirmed"
    if news is not None and news.party == "traveller":
        body = extra["body_by_you"].format(**names)
    elif was_confirmed:
        body = extra["body_confirmed"].format(**names)
    else:
        body = c["body"].format(**names)
    paragraphs = [body]
    if booking.cancellation_reason:
        by_camp = news is None or news.party == "camp"
        paragraphs.append((c["reason"] if by_camp else extra["reason_any"]).format(reason=booking.cancellation_reason))
    if news is not None and news.refund is not None:
        paragraphs.append(refund_line(news.refund, lang))
    else:
        paragraphs.append(c["next"].format(whatsapp=get_settings().whatsapp_number))
    return render(
        "booking_cancelled",
        lang,
        MailContent(
            subject=(extra["subject_confirmed"] if was_confirmed else c["subject"]).format(
                reference=booking.booking_reference
            ),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=paragraphs,
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
            closing=[c["button"] + copy_for("common", lang)["colon"] + site_link("/surf-camps", lang)],
        ),
        attachments=(stay_calendar(stay),),
    )


def _simple(email_type: str, stay: Stay, news: StatusNews) -> RenderedMail:
    """Expired, reinstated or another correction: what the booking's status is now."""
    booking = stay.booking
    lang = booking.language
    c = copy_for(email_type, lang)
    values = {
        "camp": stay.camp_name(lang),
        "package": stay.package_name(lang),
        "status": status_word(news.to_status, lang),
        "from_status": status_word(news.from_status, lang),
        "to_status": status_word(news.to_status, lang),
    }
    paragraphs = [c["body"].format(**values)]
    if news.reason:
        paragraphs.append(copy_for("booking_cancelled_extra", lang)["reason_any"].format(reason=news.reason))
    return render(
        email_type,
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=paragraphs,
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
        ),
        attachments=(stay_calendar(stay),),
    )


def for_traveller(stay: Stay, news: StatusNews) -> RenderedMail:
    """The traveller's e-mail about the move, in the booking's language."""
    if news.reinstated:
        return _simple("booking_reinstated", stay, news)
    if news.to_status == "confirmed" and news.from_status == "pending":
        return booking_confirmed(stay)
    if news.to_status == "cancelled":
        return booking_cancelled(stay, news)
    if news.to_status == "completed":
        return admin_mail.booking_completed(stay)
    if news.to_status == "expired":
        return _simple("booking_expired", stay, news)
    return _simple("booking_status_changed", stay, news)


def for_camp(stay: Stay, news: StatusNews, lang: str) -> RenderedMail:
    """A camp owner's notice of the move, in their language, with a link to the booking in the dashboard."""
    booking = stay.booking
    c = copy_for("camp_status", lang)
    status = status_word(news.to_status, lang)
    paragraphs = [
        c[f"by_{news.party}"].format(
            name=booking.full_name,
            package=stay.package_name(lang),
            from_status=status_word(news.from_status, lang),
            to_status=status,
        )
    ]
    if news.reason:
        paragraphs.append(c["reason"].format(reason=news.reason))
    if news.refund is not None:
        paragraphs.append(refund_line(news.refund, lang))
    return render(
        "booking_status_for_camp",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference, status=status),
            heading=c["heading"].format(reference=booking.booking_reference, status=status),
            paragraphs=paragraphs,
            details=booking_details(stay, lang),
            button_label=c["button"],
            button_url=site_link(f"/camp-owner?tab=bookings&booking={booking.id}", lang),
        ),
    )
