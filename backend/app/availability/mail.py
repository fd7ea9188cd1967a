"""The availability e-mails, each in its reader's language: an expired request (to the traveller, the
camp's owners and the team), the confirmation of a waitlist sign-up, places free again on a date a
traveller waited for, and a hold the camp released (to the traveller: the request is still open, the
places are not held)."""

from __future__ import annotations

from datetime import date

from app.kit.formatting import day, number
from app.kit.public_site import package_booking_path
from app.notifications.booking_mail import booking_details, my_booking_url
from app.notifications.stay import Stay
from app.notifications.templates import MailContent, RenderedMail, copy_for, language_of, render, site_link

COPY: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "waitlist_confirm": {
            "subject": "Please confirm: tell me when places free up at {camp}",
            "heading": "Please confirm",
            "body": "You asked us to e-mail you if places free up for {package} at {camp}, starting {start} for {days} days ({people}).",
            "next": "We only write once you confirm. This link works for {hours} hours.",
            "ignore": "Did not ask for this? Then ignore this e-mail: you will not hear from us again.",
            "button": "Yes, tell me",
        },
        "booking_expired_camp": {
            "subject": "Booking request {reference} expired unanswered",
            "heading": "Hello,",
            "body": "The request {reference} from {name} for {package} ({start}, {people}) was not answered within {hours} hours. It has expired and its places are free again.",
            "body_unheld": "The request {reference} from {name} for {package} ({start}, {people}) was not answered within {hours} hours. It has expired; it held no places, so the calendar does not change.",
            "button": "Open the dashboard",
        },
        "waitlist_open": {
            "subject": "Places are free at {camp} from {start}",
            "heading": "Good news!",
            "body": "Places have become free for {package} at {camp}, starting {start} for {days} days, as you asked us to tell you.",
            "next": "They are not held for you: book soon to get them.",
            "button": "Book now",
        },
        "hold_released": {
            "subject": "Your request {reference}: the places are no longer held for you",
            "heading": "Hello {name},",
            "body": "Your request for {package} at {camp} ({start}, {people}) is still with the camp, but the places are no longer held for you.",
            "next": "The camp can still confirm it while places are free; you will hear from it by e-mail. No payment has been taken.",
        },
    },
    "fr": {
        "waitlist_confirm": {
            "subject": "Merci de confirmer : être averti si des places se libèrent chez {camp}",
            "heading": "Merci de confirmer",
            "body": "Vous nous avez demandé de vous écrire si des places se libèrent pour {package} chez {camp}, à partir du {start} pour {days} jours ({people}).",
            "next": "Nous ne vous écrirons qu'après votre confirmation. Ce lien est valable {hours} heures.",
            "ignore": "Vous n'avez rien demandé ? Ignorez simplement cet e-mail : nous ne vous écrirons plus.",
            "button": "Oui, prévenez-moi",
        },
        "booking_expired_camp": {
            "subject": "La demande de réservation {reference} a expiré sans réponse",
            "heading": "Bonjour,",
            "body": "La demande {reference} de {name} pour {package} ({start}, {people}) n'a pas reçu de réponse sous {hours} heures. Elle a expiré et ses places sont de nouveau libres.",
            "body_unheld": "La demande {reference} de {name} pour {package} ({start}, {people}) n'a pas reçu de réponse sous {hours} heures. Elle a expiré\u202f; elle ne réservait aucune place, le calendrier ne change donc pas.",
            "button": "Ouvrir le tableau de bord",
        },
        "waitlist_open": {
            "subject": "Des places sont libres chez {camp} à partir du {start}",
            "heading": "Bonne nouvelle !",
            "body": "Des places se sont libérées pour {package} chez {camp}, à partir du {start} pour {days} jours, comme vous nous l'aviez demandé.",
            "next": "Elles ne vous sont pas réservées : réservez vite pour en profiter.",
            "button": "Réserver",
        },
        "hold_released": {
            "subject": "Votre demande {reference} : les places ne vous sont plus réservées",
            "heading": "Bonjour {name},",
            "body": "Votre demande pour {package} chez {camp} ({start}, {people}) est toujours entre les mains du camp, mais les places ne vous sont plus réservées.",
            "next": "Le camp peut encore la confirmer tant qu'il reste des places ; vous recevrez sa réponse par e-mail. Aucun paiement n'a été pris.",
        },
    },
    "de": {
        "waitlist_confirm": {
            "subject": "Bitte bestätigen: Nachricht bei freien Plätzen bei {camp}",
            "heading": "Bitte bestätigen Sie",
            "body": "Sie haben uns gebeten, Ihnen zu schreiben, wenn für {package} bei {camp} Plätze frei werden, ab {start} für {days} Tage ({people}).",
            "next": "Wir schreiben Ihnen erst nach Ihrer Bestätigung. Dieser Link ist {hours} Stunden gültig.",
            "ignore": "Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail: Sie hören nicht wieder von uns.",
            "button": "Ja, benachrichtigen Sie mich",
        },
        "booking_expired_camp": {
            "subject": "Buchungsanfrage {reference} ist unbeantwortet abgelaufen",
            "heading": "Hallo,",
            "body": "Die Anfrage {reference} von {name} für {package} ({start}, {people}) wurde nicht innerhalb von {hours} Stunden beantwortet. Sie ist abgelaufen und ihre Plätze sind wieder frei.",
            "body_unheld": "Die Anfrage {reference} von {name} für {package} ({start}, {people}) wurde nicht innerhalb von {hours} Stunden beantwortet. Sie ist abgelaufen; sie hielt keine Plätze frei, der Kalender ändert sich also nicht.",
            "button": "Dashboard öffnen",
        },
        "waitlist_open": {
            "subject": "Freie Plätze bei {camp} ab {start}",
            "heading": "Gute Nachricht!",
            "body": "Für {package} bei {camp} sind Plätze frei geworden, ab {start} für {days} Tage, wie Sie es sich gewünscht haben.",
            "next": "Sie sind nicht für Sie reserviert: Buchen Sie bald, um sie zu bekommen.",
            "button": "Jetzt buchen",
        },
        "hold_released": {
            "subject": "Ihre Anfrage {reference}: Die Plätze werden nicht mehr für Sie freigehalten",
            "heading": "Hallo {name},",
            "body": "Ihre Anfrage für {package} bei {camp} ({start}, {people}) liegt weiterhin beim Camp, aber die Plätze werden nicht mehr für Sie freigehalten.",
            "next": "Das Camp kann sie noch bestätigen, solange Plätze frei sind; Sie erhalten seine Antwort per E-Mail. Es wurde nichts bezahlt.",
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
    """The package's page with its booking form open on this stay (the form reads it: booking/lib/prefill.ts)."""
    return site_link(package_booking_path(package_id, start, days, group), lang)


def booking_expired_for_camp(stay: Stay, lang: str, hours: int, dashboard: str) -> RenderedMail:
    booking = stay.booking
    lang = language_of(lang)
    c = _copy("booking_expired_camp", lang)
    # A request whose hold was limited or released held no places: none are freed by its expiry.
    body = c["body" if booking.hold_state == "held" else "body_unheld"].format(
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


def waitlist_confirm(
    lang: str, camp: str, package: str, start: date, days: int, group: int, confirm_url: str, hours: int
) -> RenderedMail:
    """The one e-mail a waitlist sign-up sends: nothing more is written unless its link is followed."""
    lang = language_of(lang)
    c = _copy("waitlist_confirm", lang)
    stay = {"package": package, "camp": camp, "start": day(start, lang), "days": number(days, lang)}
    return render(
        "waitlist_confirm",
        lang,
        MailContent(
            subject=c["subject"].format(camp=camp),
            heading=c["heading"],
            paragraphs=[
                c["body"].format(**stay, people=people(group, lang)),
                c["next"].format(hours=number(hours, lang)),
                c["ignore"],
            ],
            button_label=c["button"],
            button_url=confirm_url,
        ),
    )


def waitlist_open(
    lang: str, camp: str, package: str, package_id: int, start: date, days: int, group: int, stop_url: str
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
            unsubscribe_url=stop_url,
        ),
    )


def hold_released(stay: Stay) -> RenderedMail:
    """To the traveller, in their language: the camp released the places their request held; it is still open."""
    booking = stay.booking
    lang = language_of(booking.language)
    c = _copy("hold_released", lang)
    facts = {
        "package": stay.package_name(lang),
        "camp": stay.camp_name(lang),
        "start": day(booking.start_date, lang),
        "people": people(booking.number_of_people, lang),
    }
    return render(
        "hold_released",
        lang,
        MailContent(
            subject=c["subject"].format(reference=booking.booking_reference),
            heading=c["heading"].format(name=booking.full_name.split(" ")[0]),
            paragraphs=[c["body"].format(**facts), c["next"]],
            details=booking_details(stay, lang),
            button_label=copy_for("my_booking", lang)["button"],
            button_url=my_booking_url(booking),
        ),
    )
