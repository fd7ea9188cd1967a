"""The availability e-mails, each in its reader's language: an expired request (to the traveller, the
camp's owners and the team) and places free again on a date a traveller waited for."""

from __future__ import annotations

from datetime import date

from app.kit.formatting import day, number
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, language_of, render, site_link

COPY: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "booking_expired_camp": {
            "subject": "Booking request {reference} expired unanswered",
            "heading": "Hello,",
            "body": "The request {reference} from {name} for {package} ({start}, {people}) was not answered within {hours} hours. It has expired and its places are free again.",
            "button": "Open the dashboard",
        },
        "waitlist_open": {
            "subject": "Places are free at {camp} from {start}",
            "heading": "Good news!",
            "body": "Places have become free for {package} at {camp}, starting {start} for {days} days, as you asked us to tell you.",
            "next": "They are not held for you: book soon to get them.",
            "button": "Book now",
        },
    },
    "fr": {
        "booking_expired_camp": {
            "subject": "La demande de réservation {reference} a expiré sans réponse",
            "heading": "Bonjour,",
            "body": "La demande {reference} de {name} pour {package} ({start}, {people}) n'a pas reçu de réponse sous {hours} heures. Elle a expiré et ses places sont de nouveau libres.",
            "button": "Ouvrir le tableau de bord",
        },
        "waitlist_open": {
            "subject": "Des places sont libres chez {camp} à partir du {start}",
            "heading": "Bonne nouvelle !",
            "body": "Des places se sont libérées pour {package} chez {camp}, à partir du {start} pour {days} jours, comme vous nous l'aviez demandé.",
            "next": "Elles ne vous sont pas réservées : réservez vite pour en profiter.",
            "button": "Réserver",
        },
    },
    "de": {
        "booking_expired_camp": {
            "subject": "Buchungsanfrage {reference} ist unbeantwortet abgelaufen",
            "heading": "Hallo,",
            "body": "Die Anfrage {reference} von {name} für {package} ({start}, {people}) wurde nicht innerhalb von {hours} Stunden beantwortet. Sie ist abgelaufen und ihre Plätze sind wieder frei.",
            "button": "Dashboard öffnen",
        },
        "waitlist_open": {
            "subject": "Freie Plätze bei {camp} ab {start}",
            "heading": "Gute Nachricht!",
            "body": "Für {package} bei {camp} sind Plätze frei geworden, ab {start} für {days} Tage, wie Sie es sich gewünscht haben.",
            "next": "Sie sind nicht für Sie reserviert: Buchen Sie bald, um sie zu bekommen.",
            "button": "Jetzt buchen",
        },
    },
}
PEOPLE = {"en": "{n} people", "fr": "{n} personnes", "de": "{n} Personen"}
PERSON = {"en": "1 person", "fr": "1 personne", "de": "1 Person"}


def _copy(kind: str, lang: str | None) -> dict[str, str]:
    return COPY[language_of(lang)][kind]


def people(count: int, lang: str) -> str:
    return PERSON[lang] if count == 1 else PEOPLE[lang].format(n=number(count, lang))


def package_link(package_id: int, start: date, days: int, group: int, lang: str) -> str:
    return site_link(f"/packages/{package_id}?start={start.isoformat()}&days={days}&people={group}#booking", lang)


def booking_expired_for_camp(stay: Stay, lang: str, hours: int, dashboard: str) -> RenderedMail:
    booking = stay.booking
    lang = language_of(lang)
    c = _copy("booking_expired_camp", lang)
    body = c["body"].format(
        reference=booking.booking_reference,
        name=booking.full_name,
        package=stay.package_name(lang),
        start=day(booking.start_date, lang),
        people=people(booking.number_of_people, lang),
        hours=number(hours, lang),
    )
    return render(
        "booking_expired_camp",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"],
            paragraphs=[body],
            button_label=c["button"],
            button_url=site_link(dashboard, lang),
        ),
    )


def waitlist_open(
    lang: str, camp: str, package: str, package_id: int, start: date, days: int, group: int
) -> RenderedMail:
    lang = language_of(lang)
    c = _copy("waitlist_open", lang)
    start_text = day(start, lang)
    return render(
        "waitlist_open",
        lang,
        MailContent(
            subject=c["subject"].format(camp=camp, start=start_text),
            heading=c["heading"],
            paragraphs=[
                c["body"].format(package=package, camp=camp, start=start_text, days=number(days, lang)),
                c["next"],
            ],
            details=[],
            button_label=c["button"],
            button_url=package_link(package_id, start, days, group, lang),
        ),
    )
