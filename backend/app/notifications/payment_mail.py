"""E-mails of online payments to a camp's owners, each in the owner's language: a payment received, a renewal
that failed (the plan stays until the grace period ends), a plan changed (Pro started or ended)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from app.kit.formatting import money, month_name, short_day
from app.notifications.templates import MailContent, RenderedMail, language_of, render, site_link

PAYMENT_RECEIVED_MAIL = "payment_received"
RENEWAL_FAILED_MAIL = "renewal_failed"
PLAN_CHANGED_MAIL = "plan_changed"

PAYMENT_COPY: dict[str, dict[str, Any]] = {
    "en": {
        "plans": {"free": "Start for Free", "pro-monthly": "Pro Partner Monthly", "pro-yearly": "Pro Partner Yearly"},
        "received_subject": "Payment received: {amount}",
        "received_heading": "Thank you, we received your payment",
        "received_subscription": "We received {amount} for {plan} at {camp}, for the period until {until}.",
        "received_statement": "We received {amount} for the {month} statement of {camp}. The statement is paid.",
        "reference": "Reference: {reference}",
        "failed_subject": "Your Pro renewal failed",
        "failed_heading": "We could not renew your Pro plan",
        "failed_body": "The payment of {amount} for {plan} at {camp} failed. Your camp keeps Pro until {until};"
        " the payment is tried again meanwhile. Please check your card or pay from your dashboard, otherwise"
        " the camp moves to Start for Free (15% commission per booking) on that day.",
        "changed_subject": "Your plan is now {plan}",
        "changed_heading": "Your plan changed",
        "changed_body": "From {day}, {camp} is on {plan}.",
        "changed_free": "Bookings made from that day pay the commission of Start for Free. You can subscribe to Pro"
        " again from your dashboard at any time.",
        "changed_pro": "Bookings made from that day pay no commission.",
        "button": "Open your dashboard",
    },
    "fr": {
        "plans": {"free": "Start for Free", "pro-monthly": "Pro Partner mensuel", "pro-yearly": "Pro Partner annuel"},
        "received_subject": "Paiement reçu\u202f: {amount}",
        "received_heading": "Merci, nous avons reçu votre paiement",
        "received_subscription": "Nous avons reçu {amount} pour {plan} de {camp}, pour la période jusqu’au {until}.",
        "received_statement": "Nous avons reçu {amount} pour le relevé de {month} de {camp}. Le relevé est réglé.",
        "reference": "Référence\u202f: {reference}",
        "failed_subject": "Le renouvellement de votre offre Pro a échoué",
        "failed_heading": "Nous n’avons pas pu renouveler votre offre Pro",
        "failed_body": "Le paiement de {amount} pour {plan} de {camp} a échoué. Votre camp garde l’offre Pro"
        " jusqu’au {until}\u202f; le paiement est retenté d’ici là. Vérifiez votre carte ou payez depuis votre"
        " tableau de bord, sinon le camp passera à Start for Free (15\u202f% de commission par réservation)"
        " ce jour-là.",
        "changed_subject": "Votre offre est désormais {plan}",
        "changed_heading": "Votre offre a changé",
        "changed_body": "À partir du {day}, {camp} est sur l’offre {plan}.",
        "changed_free": "Les réservations faites à partir de ce jour paient la commission de Start for Free. Vous"
        " pouvez reprendre l’offre Pro à tout moment depuis votre tableau de bord.",
        "changed_pro": "Les réservations faites à partir de ce jour ne paient aucune commission.",
        "button": "Ouvrir votre tableau de bord",
    },
    "de": {
        "plans": {
            "free": "Start for Free",
            "pro-monthly": "Pro Partner monatlich",
            "pro-yearly": "Pro Partner jährlich",
        },
        "received_subject": "Zahlung erhalten: {amount}",
        "received_heading": "Danke, wir haben Ihre Zahlung erhalten",
        "received_subscription": "Wir haben {amount} für {plan} von {camp} erhalten, für den Zeitraum bis {until}.",
        "received_statement": "Wir haben {amount} für die Abrechnung {month} von {camp} erhalten. Die Abrechnung"
        " ist bezahlt.",
        "reference": "Referenz: {reference}",
        "failed_subject": "Die Verlängerung Ihres Pro-Tarifs ist fehlgeschlagen",
        "failed_heading": "Wir konnten Ihren Pro-Tarif nicht verlängern",
        "failed_body": "Die Zahlung von {amount} für {plan} von {camp} ist fehlgeschlagen. Ihr Camp behält Pro bis"
        " {until}; die Zahlung wird bis dahin erneut versucht. Bitte prüfen Sie Ihre Karte oder zahlen Sie im"
        " Dashboard, sonst wechselt das Camp an diesem Tag zu Start for Free (15 % Provision pro Buchung).",
        "changed_subject": "Ihr Tarif ist jetzt {plan}",
        "changed_heading": "Ihr Tarif hat sich geändert",
        "changed_body": "Ab {day} ist {camp} im Tarif {plan}.",
        "changed_free": "Buchungen ab diesem Tag zahlen die Provision von Start for Free. Sie können Pro jederzeit"
        " wieder im Dashboard abonnieren.",
        "changed_pro": "Buchungen ab diesem Tag zahlen keine Provision.",
        "button": "Dashboard öffnen",
    },
}


def _copy(lang: str | None) -> tuple[str, dict[str, Any]]:
    language = language_of(lang)
    return language, PAYMENT_COPY[language]


def payment_received(
    lang: str | None,
    camp: str,
    cents: int,
    reference: str,
    *,
    plan: str | None = None,
    until: date | None = None,
    month: date | None = None,
) -> RenderedMail:
    """A subscription invoice paid (`plan`, `until`) or a month's statement paid (`month`)."""
    language, c = _copy(lang)
    amount = money(Decimal(cents) / 100, "EUR", language)
    if month is not None:
        body = c["received_statement"].format(amount=amount, month=month_name(month, language), camp=camp)
    else:
        body = c["received_subscription"].format(
            amount=amount,
            plan=c["plans"].get(plan or "", plan or ""),
            camp=camp,
            until=short_day(until, language) if until else "",
        )
    return render(
        PAYMENT_RECEIVED_MAIL,
        language,
        MailContent(
            subject=c["received_subject"].format(amount=amount),
            heading=c["received_heading"],
            paragraphs=[body, c["reference"].format(reference=reference)],
            button_label=c["button"],
            button_url=site_link("/camp-owner", language),
        ),
    )


def renewal_failed(lang: str | None, camp: str, plan: str, cents: int, until: date) -> RenderedMail:
    language, c = _copy(lang)
    amount = money(Decimal(cents) / 100, "EUR", language)
    return render(
        RENEWAL_FAILED_MAIL,
        language,
        MailContent(
            subject=c["failed_subject"],
            heading=c["failed_heading"],
            paragraphs=[
                c["failed_body"].format(
                    amount=amount, plan=c["plans"].get(plan, plan), camp=camp, until=short_day(until, language)
                )
            ],
            button_label=c["button"],
            button_url=site_link("/camp-owner", language),
        ),
    )


def plan_changed(lang: str | None, camp: str, plan: str, day: date) -> RenderedMail:
    language, c = _copy(lang)
    name = c["plans"].get(plan, plan)
    return render(
        PLAN_CHANGED_MAIL,
        language,
        MailContent(
            subject=c["changed_subject"].format(plan=name),
            heading=c["changed_heading"],
            paragraphs=[
                c["changed_body"].format(day=short_day(day, language), camp=camp, plan=name),
                c["changed_free"] if plan == "free" else c["changed_pro"],
            ],
            button_label=c["button"],
            button_url=site_link("/camp-owner", language),
        ),
    )
