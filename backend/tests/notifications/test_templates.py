"""Every traveller and partner e-mail, in en, fr and de: HTML with a text part, our brand, no outside
images, the stay's calendar entry on booking e-mails — delivered through a real SMTP server."""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator

import pytest
from aiosmtpd.controller import Controller

from app.config import REPO_ROOT, SITE_NAME, Settings
from app.db import get_sessionmaker
from app.models import NewsletterSubscriber
from app.notifications import (
    admin_mail,
    auth_mail,
    booking_mail,
    booking_status_mail,
    lead_mail,
    partner_mail,
    stay_mail,
)
from app.notifications.backends import SmtpMailBackend
from app.notifications.outbox import deliver_due, queue_email
from app.notifications.stay import Stay
from app.notifications.templates import RenderedMail
from tests.notifications.helpers import Inbox, booking_row, free_port, submission

LANGUAGES = ("en", "fr", "de")


def booking(lang: str, status: str = "pending") -> Stay:
    """A booking whose package and camp are gone: the e-mails name them as the booking recorded them."""
    return Stay(booking_row(lang, status))


# (e-mail type, how to render it in a language, whether it carries the stay's calendar entry)
MAILS: list[tuple[str, Callable[[str], RenderedMail], bool]] = [
    ("booking_received", lambda lang: booking_mail.booking_received(booking(lang)), True),
    ("booking_confirmed", lambda lang: booking_status_mail.booking_confirmed(booking(lang, "confirmed")), True),
    ("booking_cancelled", lambda lang: booking_status_mail.booking_cancelled(booking(lang, "cancelled")), True),
    ("stay_reminder", lambda lang: stay_mail.stay_reminder(booking(lang, "confirmed")), True),
    ("review_request", lambda lang: stay_mail.review_request(booking(lang, "completed"), "t" * 43), False),
    ("new_booking", lambda lang: booking_mail.new_booking(booking(lang), lang, "/camp-owner"), False),
    ("application_received", lambda lang: partner_mail.application_received(submission(lang)), False),
    ("owner_approved", lambda lang: admin_mail.owner_approved(lang, "Karim", None), False),
    ("confirm_email", lambda lang: auth_mail.confirm_email(lang, "Karim", "Dune Riders", "t" * 43), False),
    ("reset_password", lambda lang: auth_mail.reset_password(lang, "t" * 43, "owner"), False),
    (
        "newsletter_welcome",
        lambda lang: lead_mail.newsletter_welcome(
            NewsletterSubscriber(email="a@example.com", language=lang, unsubscribe_token="u" * 32)
        ),
        False,
    ),
]


@pytest.mark.parametrize(("email_type", "compose", "calendar"), MAILS, ids=[m[0] for m in MAILS])
def test_each_mail_exists_in_three_languages(
    email_type: str, compose: Callable[[str], RenderedMail], calendar: bool
) -> None:
    rendered = {lang: compose(lang) for lang in LANGUAGES}
    assert len({m.subject for m in rendered.values()}) == 3, "each language has its own subject"
    for lang, mail in rendered.items():
        assert f'<html lang="{lang}">' in mail.html
        assert SITE_NAME in mail.html and mail.text.strip()
        assert "<img" not in mail.html and "src=" not in mail.html  # no outside images
        assert any(a.content_type.startswith("text/calendar") for a in mail.attachments) is calendar


@pytest.mark.parametrize(("email_type", "compose", "calendar"), MAILS, ids=[m[0] for m in MAILS])
def test_each_mail_calls_the_site_by_the_one_name_the_site_uses(
    email_type: str, compose: Callable[[str], RenderedMail], calendar: bool
) -> None:
    # The site, its page titles and its e-mails once said "Morocco Surf Camps" and "Surf Camps Morocco".
    assert SITE_NAME == "Morocco Surf Camps"
    for lang in LANGUAGES:
        mail = compose(lang)
        calendars = [base64.b64decode(a.content_b64).decode() for a in mail.attachments]
        for part in (mail.subject, mail.text, mail.html, *calendars):
            assert "Surf Camps Morocco" not in part
        assert SITE_NAME in mail.text and SITE_NAME in mail.html


def test_the_sender_and_the_front_end_use_the_same_site_name() -> None:
    assert Settings.model_fields["mail_from"].default == f"{SITE_NAME} <hello@surfcamp.local>"
    site_ts = (REPO_ROOT / "frontend" / "src" / "lib" / "config" / "site.ts").read_text(encoding="utf-8")
    assert f"export const SITE_NAME = '{SITE_NAME}'" in site_ts
    index_html = (REPO_ROOT / "frontend" / "index.html").read_text(encoding="utf-8")
    assert f"<title>{SITE_NAME}</title>" in index_html  # the title before the server or the app sets the page's


def test_booking_mails_show_amount_in_the_chosen_currency_and_the_reason() -> None:
    received = booking_mail.booking_received(booking("fr"))
    assert "1\u202f118,00\u00a0£GB" in received.text and "Transfert aéroport" in received.text
    assert "24 heures" in received.text and "72 heures" in received.text  # configured promise and policy
    cancelled = booking_status_mail.booking_cancelled(booking("de", "cancelled"))
    assert "Storm warning" in cancelled.text
    ics = cancelled.attachments[0]
    text = base64.b64decode(ics.content_b64).decode()
    assert "METHOD:CANCEL" in text and "STATUS:CANCELLED" in text and "DTSTART;VALUE=DATE:20270403" in text


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    inbox, port = Inbox(), free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    yield inbox, port
    controller.stop()


async def test_all_of_them_are_delivered_by_smtp_with_their_attachments(smtp: tuple[Inbox, int]) -> None:
    inbox, port = smtp
    async with get_sessionmaker()() as session, session.begin():
        for _, compose, _ in MAILS:
            for lang in LANGUAGES:
                queue_email(session, f"{lang}@example.com", compose(lang))
    backend = SmtpMailBackend(Settings(mail_backend="smtp", smtp_host="127.0.0.1", smtp_port=port))
    result = await deliver_due(get_sessionmaker(), backend)
    assert result == {"sent": len(MAILS) * 3, "failed": 0}
    assert len(inbox.messages) == len(MAILS) * 3
    with_calendar = [m for m in inbox.messages if any(part.get_content_type() == "text/calendar" for part in m.walk())]
    assert len(with_calendar) == sum(3 for _, _, calendar in MAILS if calendar)
    for message in inbox.messages:
        types = {part.get_content_type() for part in message.walk()}
        assert {"text/plain", "text/html"} <= types
