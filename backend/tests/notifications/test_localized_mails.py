"""Every e-mail speaks its reader's language: amounts, dates, numbers, the package's and the camp's
names and the camp's place, not only the sentences around them."""

from __future__ import annotations

import base64
import html
from datetime import date
from decimal import Decimal

import pytest

from app.config import get_settings
from app.listings.translations import written_against_source
from app.models import CampPackage, ContactMessage, NewsletterSubscriber, SurfCamp
from app.notifications import (
    admin_mail,
    auth_mail,
    booking_mail,
    booking_status_mail,
    lead_mail,
    partner_mail,
    stay_mail,
)
from app.notifications.stay import Stay
from tests.notifications.helpers import booking_row, submission

NBSP, NNBSP = "\u00a0", "\u202f"


def camp() -> SurfCamp:
    row = SurfCamp(name="Lighthouse Surf Lodge", location_key="tamraght", source_language="en", amenities=[])
    row.translations = written_against_source(
        row, {"fr": {"name": "Lodge du Phare"}, "de": {"name": "Leuchtturm-Surflodge"}}
    )
    return row


def package() -> CampPackage:
    row = CampPackage(name="7-Day Surf & Yoga Retreat", source_language="en")
    row.translations = written_against_source(
        row, {"fr": {"name": "Retraite surf & yoga 7 jours"}, "de": {"name": "7 Tage Surf & Yoga"}}
    )
    return row


def stay(lang: str, status: str = "pending", **changes: object) -> Stay:
    """A booking of 1,380 EUR from 14 March 2027 at a camp and a package translated into fr and de."""
    facts: dict[str, object] = {
        "camp_name": "Lighthouse Surf Lodge",
        "start_date": date(2027, 3, 14),
        "add_ons": [],
        "currency": "EUR",
        "amount_in_currency": Decimal("1380.00"),
    }
    booking = booking_row(lang, status, **{**facts, **changes})
    return Stay(booking, package(), camp())


# What a reader of each language reads in the booking's details.
EXPECTED = {
    "en": ["€1,380.00", "March 14, 2027", "March 21, 2027", "Tamraght, Morocco", "7-Day Surf & Yoga Retreat"],
    "fr": [
        f"1{NNBSP}380,00{NBSP}€",
        "14 mars 2027",
        "21 mars 2027",
        "Tamraght, Maroc",
        "Retraite surf & yoga 7 jours",
        "Lodge du Phare",
    ],
    "de": [
        f"1.380,00{NBSP}€",
        "14. März 2027",
        "21. März 2027",
        "Tamraght, Marokko",
        "7 Tage Surf & Yoga",
        "Leuchtturm-Surflodge",
    ],
}

BOOKING_MAILS = {
    "booking_received": lambda lang: booking_mail.booking_received(stay(lang)),
    "booking_confirmed": lambda lang: booking_status_mail.booking_confirmed(stay(lang, "confirmed")),
    "booking_cancelled": lambda lang: booking_status_mail.booking_cancelled(stay(lang, "cancelled")),
    "booking_completed": lambda lang: admin_mail.booking_completed(stay(lang, "completed")),
    "stay_reminder": lambda lang: stay_mail.stay_reminder(stay(lang, "confirmed")),
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("kind", list(BOOKING_MAILS))
def test_a_booking_mail_shows_money_dates_names_and_place_in_the_booking_s_language(kind: str, lang: str) -> None:
    mail = BOOKING_MAILS[kind](lang)
    for part in (mail.text, html.unescape(mail.html)):
        for expected in EXPECTED[lang]:
            assert expected in part, f"{expected!r} missing from the {lang} {kind} e-mail:\n{mail.text}"
        assert "2027-03-14" not in part and "EUR" not in part  # no ISO dates, no currency codes


def test_the_stay_reminder_names_the_first_day_in_words() -> None:
    assert "commence le 14 mars 2027" in stay_mail.stay_reminder(stay("fr", "confirmed")).text
    assert "beginnt am 14. März 2027" in stay_mail.stay_reminder(stay("de", "confirmed")).text


def test_the_subjects_and_the_review_request_name_the_camp_and_the_package_in_the_reader_s_language() -> None:
    assert "Lodge du Phare" in stay_mail.stay_reminder(stay("fr", "confirmed")).subject
    review = stay_mail.review_request(stay("de", "completed"), "t" * 43)
    assert "Leuchtturm-Surflodge" in review.subject and "7 Tage Surf & Yoga" in review.text


def test_the_owner_reads_the_new_booking_in_their_language_whatever_the_traveller_s() -> None:
    notice = booking_mail.new_booking(stay("fr"), "de", "/camp-owner")
    assert notice.subject == "Neue Buchungsanfrage SC-7K3Q9P: 7 Tage Surf & Yoga"
    assert "14. März 2027" in notice.text and f"1.380,00{NBSP}€" in notice.text and "Marokko" in notice.text


def test_the_calendar_entry_is_in_the_booking_s_language() -> None:
    mail = booking_mail.booking_received(stay("fr"))
    ics = base64.b64decode(mail.attachments[0].content_b64).decode()
    assert f"SUMMARY:Séjour surf{NNBSP}: Retraite surf & yoga 7 jours" in ics
    assert "LOCATION:Lodge du Phare\\, Tamraght\\, Maroc" in ics
    assert "DESCRIPTION:Référence de réservation SC-7K3Q9P" in ics


def test_a_listing_renamed_since_the_booking_is_named_as_it_was_booked() -> None:
    renamed = stay("fr")
    assert renamed.package is not None
    renamed.package.name = "Surf & Yoga Week"  # its French text was written for the old name
    mail = booking_mail.booking_received(renamed)
    assert "7-Day Surf & Yoga Retreat" in mail.text and "Retraite surf & yoga 7 jours" not in mail.text
    gone = Stay(renamed.booking)  # package and camp deleted
    assert "Lighthouse Surf Lodge" in booking_mail.booking_received(gone).text


def test_other_currencies_are_written_as_the_reader_s_language_writes_them() -> None:
    pounds = stay("de", currency="GBP", amount_in_currency=Decimal("1118.50"))
    assert f"1.118,50{NBSP}£" in booking_mail.booking_received(pounds).text
    assert (
        "£1,118.50"
        in booking_mail.booking_received(stay("en", currency="GBP", amount_in_currency=Decimal("1118.50"))).text
    )


def test_the_applicant_reads_the_place_in_the_language_they_applied_in() -> None:
    assert "Imsouane, Maroc" in partner_mail.application_received(submission("fr")).text
    assert "Imsouane, Marokko" in partner_mail.application_received(submission("de")).text


def test_the_team_reads_its_notices_in_the_team_s_language(monkeypatch: pytest.MonkeyPatch) -> None:
    english = partner_mail.new_application(submission("fr"))
    assert english.subject == "New partner application: Dune Riders (Imsouane, Morocco)"
    assert "Applied in: French" in english.text
    monkeypatch.setattr(get_settings(), "team_language", "de")
    german = partner_mail.new_application(submission("fr"))
    assert german.subject == "Neue Partnerbewerbung: Dune Riders (Imsouane, Marokko)"
    assert "Bewerbung verfasst auf: Französisch" in german.text and '<html lang="de">' in german.html
    registered = auth_mail.owner_registered("Karim Idrissi", "karim@example.com", "Dune Riders", "agadir")
    assert "Agadir, Marokko" in registered.text and registered.subject.startswith("Neuer Camp-Besitzer")
    contact = lead_mail.contact_received(
        ContactMessage(name="Ana", email="ana@example.com", message="Hola", language="fr")
    )
    assert contact.subject == "Kontaktnachricht von Ana" and "Sprache: Französisch" in contact.text
    failed = admin_mail.mail_not_sent("booking_received", "lena@example.com", 7, "boom")
    assert failed.subject.startswith("Eine E-Mail konnte nicht gesendet werden")


def test_an_approved_owner_reads_their_camp_s_name_in_their_language() -> None:
    mail = admin_mail.owner_approved("fr", "Karim Idrissi", camp())
    assert mail.subject == "Votre camp Lodge du Phare est approuvé"


def test_the_plain_text_part_follows_the_language_s_typography() -> None:
    french = booking_mail.booking_received(stay("fr")).text
    assert f"Lieu{NNBSP}: Tamraght, Maroc" in french  # a narrow no-break space before the colon
    assert "Ort: Tamraght, Marokko" in booking_mail.booking_received(stay("de")).text


@pytest.mark.parametrize(("lang", "prefix"), [("en", ""), ("fr", "/fr"), ("de", "/de")])
def test_every_link_to_a_public_page_opens_it_in_the_reader_s_language(lang: str, prefix: str) -> None:
    """An unprefixed URL is always English: a French reader's link carries /fr."""
    base = get_settings().public_base_url.rstrip("/")
    subscriber = NewsletterSubscriber(email="a@b.test", language=lang, unsubscribe_token="tok")
    links = {
        "/confirm-email?token=t": auth_mail.confirm_email(lang, "Ana", "Camp", "t").text,
        "/reset-password?token=t&area=owner": auth_mail.reset_password(lang, "t", "owner").text,
        "/newsletter/unsubscribe?token=tok": lead_mail.newsletter_welcome(subscriber).text,
    }
    for path, body in links.items():
        assert f"{base}{prefix}{path}" in html.unescape(body), path
    assert lead_mail.unsubscribe_url(subscriber) == f"{base}{prefix}/newsletter/unsubscribe?token=tok"
