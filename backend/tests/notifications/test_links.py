"""Every e-mail, rendered in French and in German, links to our site in its reader's language: a page
with a /fr or /de address gets it, a page without one (the back office, the owner dashboard, which
speak the account's language) gets none, and every link leads to a page the site has.

The walk covers every function of the app that writes an e-mail (`-> RenderedMail`): a new one fails
`test_every_mail_is_walked` until it is added to MAILS."""

from __future__ import annotations

import html
import importlib
import inspect
import pkgutil
import re
from collections.abc import Callable
from datetime import date
from decimal import Decimal

import pytest

import app
from app.availability import mail as availability_mail
from app.availability.waitlist import CONFIRM_PAGE, STOP_PAGE
from app.bookings.policy import Refund
from app.config import get_settings
from app.kit.public_routes import resolve, split_language
from app.models import BookingMessage, ContactMessage, NewsletterSubscriber
from app.notifications import (
    admin_mail,
    auth_mail,
    booking_mail,
    booking_status_mail,
    job_mail,
    lead_mail,
    partner_mail,
    payment_mail,
    stay_mail,
    thread_mail,
)
from app.notifications.booking_status_mail import StatusNews
from app.notifications.stay import Stay
from app.notifications.templates import RenderedMail, site_link
from tests.notifications.helpers import booking_row, submission

READERS = ("fr", "de")


def stay(lang: str, status: str = "pending") -> Stay:
    return Stay(booking_row(lang, status, id=7, manage_link_version=0))


REFUND = Refund(tier="free", percent=100, amount=Decimal("1118.00"), currency="GBP", hours_before_arrival=200)
CANCELLED = StatusNews("confirmed", "cancelled", "camp", "Storm warning", REFUND)
CONFIRMED = StatusNews("pending", "confirmed", "team", None, None)


def subscriber(lang: str) -> NewsletterSubscriber:
    return NewsletterSubscriber(email="a@example.com", language=lang, unsubscribe_token="u" * 32)


# Every e-mail the app writes, by its function's module and name: how to write it for a reader of `lang`
# (the team's notices are written in TEAM_LANGUAGE, set to the reader's by the test).
MAILS: dict[str, Callable[[str], RenderedMail]] = {
    "admin_mail.booking_completed": lambda lang: admin_mail.booking_completed(stay(lang, "completed")),
    "admin_mail.owner_approved": lambda lang: admin_mail.owner_approved(lang, "Karim", None),
    "admin_mail.mail_not_sent": lambda lang: admin_mail.mail_not_sent("booking_received", "a@b.test", 7, "gone"),
    "auth_mail.confirm_email": lambda lang: auth_mail.confirm_email(lang, "Karim", "Dune Riders", "t" * 43),
    "auth_mail.reset_password": lambda lang: auth_mail.reset_password(lang, "t" * 43, "owner"),
    "auth_mail.owner_registered": lambda lang: auth_mail.owner_registered("Karim", "k@b.test", "Dune", "imsouane"),
    "booking_mail.booking_received": lambda lang: booking_mail.booking_received(stay(lang)),
    "booking_mail.new_booking": lambda lang: booking_mail.new_booking(stay("en"), lang, "/camp-owner"),
    "booking_status_mail.booking_confirmed": lambda lang: booking_status_mail.booking_confirmed(stay(lang)),
    "booking_status_mail.booking_cancelled": lambda lang: booking_status_mail.booking_cancelled(
        stay(lang, "cancelled"), CANCELLED
    ),
    "booking_status_mail.for_traveller": lambda lang: booking_status_mail.for_traveller(stay(lang), CONFIRMED),
    "booking_status_mail.for_camp": lambda lang: booking_status_mail.for_camp(stay("en"), CANCELLED, lang),
    "lead_mail.newsletter_welcome": lambda lang: lead_mail.newsletter_welcome(subscriber(lang)),
    "lead_mail.contact_received": lambda lang: lead_mail.contact_received(
        ContactMessage(name="Ana", email="ana@example.com", message="Hello", language=lang)
    ),
    "booking_mail.my_booking_link": lambda lang: booking_mail.my_booking_link(stay(lang)),
    "partner_mail.application_received": lambda lang: partner_mail.application_received(submission(lang)),
    "partner_mail.new_application": lambda lang: partner_mail.new_application(submission(lang)),
    "partner_mail.submission_approved": lambda lang: partner_mail.submission_approved(submission(lang)),
    "partner_mail.submission_rejected": lambda lang: partner_mail.submission_rejected(submission(lang), "Too far"),
    "partner_mail.owner_invitation": lambda lang: partner_mail.owner_invitation(submission(lang), "t" * 43),
    "partner_mail.owner_rejected": lambda lang: partner_mail.owner_rejected(lang, "Karim", "Dune", "Too far"),
    "stay_mail.stay_reminder": lambda lang: stay_mail.stay_reminder(stay(lang, "confirmed")),
    "stay_mail.review_request": lambda lang: stay_mail.review_request(stay(lang, "completed"), "t" * 43),
    "thread_mail.new_messages": lambda lang: thread_mail.new_messages(
        stay("en"),
        [BookingMessage(booking_id=7, author_party="traveller", author_name="Anna", body="Hi")],
        lang,
        thread_mail.camp_link(7, lang),
    ),
    "thread_mail.date_request": lambda lang: thread_mail.date_request(
        stay("en"), date(2027, 4, 3), date(2027, 4, 10), None, lang, thread_mail.team_link(7, lang)
    ),
    "thread_mail.date_answer": lambda lang: thread_mail.date_answer(stay(lang), date(2027, 4, 10), True, None),
    "mail.booking_expired_for_camp": lambda lang: availability_mail.booking_expired_for_camp(
        stay("en"), lang, 48, "/camp-owner?tab=bookings"
    ),
    "mail.waitlist_open": lambda lang: availability_mail.waitlist_open(
        lang, "Anchor Point", "Dawn Week", 3, date(2027, 4, 3), 7, 2, site_link(f"{STOP_PAGE}?token=7.s", lang)
    ),
    "mail.hold_released": lambda lang: availability_mail.hold_released(stay(lang)),
    "mail.waitlist_confirm": lambda lang: availability_mail.waitlist_confirm(
        lang, "Anchor Point", "Dawn Week", date(2027, 4, 3), 7, 2, site_link(f"{CONFIRM_PAGE}?token=7.s", lang), 48
    ),
    "job_mail.job_failed": lambda lang: job_mail.job_failed("waitlist", "waitlist_entry:17", "OverflowError", ""),
    "payment_mail.payment_received": lambda lang: payment_mail.payment_received(
        lang, "Anchor Point", 4900, "in_1", plan="pro-monthly", until=date(2027, 1, 3)
    ),
    "payment_mail.renewal_failed": lambda lang: payment_mail.renewal_failed(
        lang, "Anchor Point", "pro-monthly", 4900, date(2027, 1, 10)
    ),
    "payment_mail.plan_changed": lambda lang: payment_mail.plan_changed(
        lang, "Anchor Point", "free", date(2027, 1, 10)
    ),
}


def mail_writers() -> set[str]:
    """Every public function of the app that writes an e-mail: "module.function" (the module's last name)."""
    found = set()
    for module_info in pkgutil.walk_packages(app.__path__, "app."):
        module = importlib.import_module(module_info.name)
        for name, function in inspect.getmembers(module, inspect.isfunction):
            returns = function.__annotations__.get("return")
            if function.__module__ == module.__name__ and returns == "RenderedMail" and not name.startswith("_"):
                found.add(f"{module.__name__.rsplit('.', 1)[-1]}.{name}")
    return found - {"templates.render"}  # the renderer every one of them calls


def test_every_mail_is_walked() -> None:
    assert mail_writers() == set(MAILS)


def links(mail: RenderedMail) -> set[str]:
    """Every address of our site the e-mail gives, in its HTML and its plain text."""
    base = re.escape(get_settings().public_base_url.rstrip("/"))
    text = html.unescape(mail.html) + "\n" + mail.text
    return {match.group(1) or "/" for match in re.finditer(rf"{base}(/[^\s\"'<>)]*)?", text)}


@pytest.mark.parametrize("name", sorted(MAILS))
@pytest.mark.parametrize("lang", READERS)
def test_each_link_opens_its_page_in_the_reader_s_language(
    name: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(get_settings(), "team_language", lang)
    mail = MAILS[name](lang)
    for link in links(mail):
        path = re.split(r"[?#]", link, maxsplit=1)[0]
        given, rest, prefixed = split_language(path)
        page = resolve(rest)
        assert page.known, f"{name}: {link} is no page of the site"
        if page.language_in_url:
            assert (prefixed, given) == (True, lang), f"{name}: {link} is not in {lang}"
        else:
            assert not prefixed, f"{name}: {link} has a language the page has not"


def test_the_approved_owner_signs_in_on_the_sign_in_page_of_their_language() -> None:
    base = get_settings().public_base_url.rstrip("/")
    assert f"{base}/de/camp-owner/login" in admin_mail.owner_approved("de", "Karim", None).text
    assert f"{base}/fr/camp-owner/login" in admin_mail.owner_approved("fr", "Karim", None).text
