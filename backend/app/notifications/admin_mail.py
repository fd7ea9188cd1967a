"""E-mails sent by back-office decisions (a stay marked completed, a camp owner's account approved),
and the team's notice of an e-mail that could not be sent.

The words live here (per language) rather than in copy.py so the back office owns its texts.
"""

from __future__ import annotations

from typing import Any

from app.config import SITE_NAME, get_settings
from app.kit.listing_text import public_text
from app.models import SurfCamp
from app.notifications.booking_mail import booking_details, my_booking_line
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, first_name, language_of, render, site_link

ADMIN_COPY: dict[str, dict[str, dict[str, Any]]] = {
    "en": {
        "booking_completed": {
            "subject": "Thank you for surfing with us ({reference})",
            "heading": "Thank you, {name}!",
            "body": "Your stay at {camp} ({package}) is marked as completed. We hope you caught plenty of waves.",
            "next": "Planning your next trip? Reply to this e-mail or write to us on WhatsApp (+{whatsapp}).",
            "button": "Find your next surf camp",
        },
        "mail_not_sent": {
            "subject": "An e-mail could not be sent: {email_type} to {to}",
            "heading": "An e-mail could not be sent",
            "body": "The {email_type} e-mail to {to} (booking {booking}) could not be written and was not sent. Please contact the recipient yourself.",
            "reason": "Reason: {reason}",
        },
        "owner_approved": {
            "subject": "Your camp {camp} is approved",
            "heading": "Welcome aboard, {name}!",
            "body": "Your partner account is active and {camp} is now published on " + SITE_NAME + ".",
            "next": "Sign in to your dashboard to add packages, photos and prices, and to answer booking requests.",
            "button": "Open my dashboard",
        },
        "owner_approved_pending": {
            "subject": "Your partner account for {camp} is approved",
            "body": "Your partner account is active. {camp} goes live on "
            + SITE_NAME
            + " once it has a package and a photo: our team checks it, then publishes it.",
            "next": "Sign in to your dashboard to add your packages, photos and prices.",
        },
    },
    "fr": {
        "booking_completed": {
            "subject": "Merci d'avoir surfé avec nous ({reference})",
            "heading": "Merci, {name} !",
            "body": "Votre séjour chez {camp} ({package}) est marqué comme terminé. Nous espérons que vous avez pris beaucoup de vagues.",
            "next": "Vous préparez votre prochain voyage ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp (+{whatsapp}).",
            "button": "Trouver votre prochain surf camp",
        },
        "mail_not_sent": {
            "subject": "Un e-mail n'a pas pu être envoyé : {email_type} à {to}",
            "heading": "Un e-mail n'a pas pu être envoyé",
            "body": "L'e-mail {email_type} à {to} (réservation {booking}) n'a pas pu être rédigé et n'a pas été envoyé. Merci de contacter le destinataire vous-même.",
            "reason": "Raison : {reason}",
        },
        "owner_approved": {
            "subject": "Votre camp {camp} est approuvé",
            "heading": "Bienvenue à bord, {name} !",
            "body": "Votre compte partenaire est actif et {camp} est maintenant publié sur " + SITE_NAME + ".",
            "next": "Connectez-vous à votre tableau de bord pour ajouter forfaits, photos et prix, et répondre aux demandes de réservation.",
            "button": "Ouvrir mon tableau de bord",
        },
        "owner_approved_pending": {
            "subject": "Votre compte partenaire pour {camp} est approuvé",
            "body": "Votre compte partenaire est actif. {camp} sera publié sur "
            + SITE_NAME
            + " dès qu'il aura un forfait et une photo : notre équipe le vérifie, puis le publie.",
            "next": "Connectez-vous à votre tableau de bord pour ajouter vos forfaits, vos photos et vos prix.",
        },
    },
    "de": {
        "booking_completed": {
            "subject": "Danke, dass Sie mit uns gesurft sind ({reference})",
            "heading": "Vielen Dank, {name}!",
            "body": "Ihr Aufenthalt bei {camp} ({package}) ist als abgeschlossen markiert. Wir hoffen, Sie hatten viele gute Wellen.",
            "next": "Sie planen schon die nächste Reise? Antworten Sie auf diese E-Mail oder schreiben Sie uns auf WhatsApp (+{whatsapp}).",
            "button": "Nächstes Surfcamp finden",
        },
        "mail_not_sent": {
            "subject": "Eine E-Mail konnte nicht gesendet werden: {email_type} an {to}",
            "heading": "Eine E-Mail konnte nicht gesendet werden",
            "body": "Die E-Mail {email_type} an {to} (Buchung {booking}) konnte nicht erstellt werden und wurde nicht gesendet. Bitte kontaktieren Sie den Empfänger selbst.",
            "reason": "Grund: {reason}",
        },
        "owner_approved": {
            "subject": "Ihr Camp {camp} ist freigeschaltet",
            "heading": "Willkommen an Bord, {name}!",
            "body": "Ihr Partnerkonto ist aktiv und {camp} ist jetzt auf " + SITE_NAME + " veröffentlicht.",
            "next": "Melden Sie sich in Ihrem Dashboard an, um Pakete, Fotos und Preise hinzuzufügen und Buchungsanfragen zu beantworten.",
            "button": "Mein Dashboard öffnen",
        },
        "owner_approved_pending": {
            "subject": "Ihr Partnerkonto für {camp} ist freigeschaltet",
            "body": "Ihr Partnerkonto ist aktiv. {camp} wird auf "
            + SITE_NAME
            + " veröffentlicht, sobald es ein Paket und ein Foto hat: Unser Team prüft es und schaltet es dann frei.",
            "next": "Melden Sie sich in Ihrem Dashboard an, um Ihre Pakete, Fotos und Preise hinzuzufügen.",
        },
    },
}


def _copy(email_type: str, lang: str | None) -> dict[str, Any]:
    return ADMIN_COPY[language_of(lang)][email_type]


def booking_completed(stay: Stay) -> RenderedMail:
    booking = stay.booking
    lang = booking.language
    c = _copy("booking_completed", lang)
    return render(
        "booking_completed",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=first_name(booking.full_name)),
            paragraphs=[
                c["body"].format(camp=stay.camp_name(lang), package=stay.package_name(lang)),
                c["next"].format(whatsapp=get_settings().whatsapp_number),
            ],
            details=booking_details(stay, lang),
            button_label=c["button"],
            button_url=site_link("/surf-camps", lang),
            closing=[my_booking_line(booking)],
        ),
    )


def owner_approved(lang: str | None, name: str, camp: SurfCamp | None) -> RenderedMail:
    """To the owner, in their language: their camp (by its name in that language) is published, or, while
    it still lacks a package or a photo, their account is active and the camp goes live once complete."""
    c = _copy("owner_approved", lang)
    texts = c if camp is None or camp.status != "pending" else {**c, **_copy("owner_approved_pending", lang)}
    camp_name = str(public_text(camp, "name", language_of(lang))[0]) if camp is not None else ""
    return render(
        "owner_approved",
        lang,
        MailContent(
            subject=texts["subject"].format(camp=camp_name),
            heading=texts["heading"].format(name=first_name(name)),
            paragraphs=[texts["body"].format(camp=camp_name), texts["next"]],
            button_label=c["button"],
            button_url=site_link("/camp-owner/login", lang),
        ),
    )


def mail_not_sent(email_type: str, to: str, booking_id: int | None, reason: str) -> RenderedMail:
    """The team's notice of an e-mail that cannot be rendered: it is marked failed, not sent."""
    lang = get_settings().team_language
    c = _copy("mail_not_sent", lang)
    facts = {"email_type": email_type, "to": to, "booking": booking_id if booking_id is not None else "-"}
    return render(
        "mail_not_sent",
        lang,
        MailContent(
            subject=c["subject"].format(**facts),
            heading=c["heading"],
            paragraphs=[c["body"].format(**facts), c["reason"].format(reason=reason)],
        ),
    )
