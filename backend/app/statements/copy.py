"""The words of a statement's PDF and CSV, in the camp's language."""

from __future__ import annotations

from typing import Final

PLAN_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"free": "Start for Free", "pro-monthly": "Pro Partner Monthly", "pro-yearly": "Pro Partner Yearly"},
    "fr": {"free": "Gratuit", "pro-monthly": "Partenaire Pro mensuel", "pro-yearly": "Partenaire Pro annuel"},
    "de": {"free": "Kostenlos starten", "pro-monthly": "Pro-Partner monatlich", "pro-yearly": "Pro-Partner jährlich"},
}

COPY: Final[dict[str, dict[str, str]]] = {
    "en": {
        "title": "Statement for {month}",
        "camp": "Camp",
        "period": "Period",
        "status": "Status",
        "in_progress": "Month in progress",
        "open": "Open",
        "paid": "Paid on {date}",
        "bookings": "Bookings completed in the month",
        "no_bookings": "No booking was completed in this month.",
        "reference": "Reference",
        "guest": "Guest",
        "package": "Package",
        "arrival": "Arrival",
        "completed": "Completed",
        "amount": "Amount",
        "plan": "Plan",
        "rate": "Rate",
        "commission": "Commission",
        "fees": "Subscription fees",
        "fee_month": "{plan}, monthly fee",
        "fee_year": "{plan}, yearly fee",
        "bookings_total": "Bookings total",
        "commission_total": "Commission due",
        "subscription_fee": "Subscription fee",
        "balance": "Balance due",
        "currency_note": "All amounts in EUR, as booked.",
        "kind": "Line",
        "kind_booking": "Booking",
        "kind_fee": "Subscription fee",
        "kind_total": "Total",
        "filename": "statement",
        "issued": "Issued on",
        "adjustments": "Corrections of bookings already billed",
        "adjustments_note": (
            "A booking billed in a statement already paid stays on it; a later change of its status is corrected here."
        ),
        "billed_in": "Billed in",
        "status_now": "Status now",
        "due_now": "Due now",
        "adjustment": "Adjustment",
        "adjustments_total": "Corrections",
        "kind_adjustment": "Correction",
    },
    "fr": {
        "title": "Relevé de {month}",
        "camp": "Camp",
        "period": "Période",
        "status": "Statut",
        "in_progress": "Mois en cours",
        "open": "À régler",
        "paid": "Réglé le {date}",
        "bookings": "Réservations terminées dans le mois",
        "no_bookings": "Aucune réservation n’a été terminée ce mois-ci.",
        "reference": "Référence",
        "guest": "Voyageur",
        "package": "Formule",
        "arrival": "Arrivée",
        "completed": "Terminée",
        "amount": "Montant",
        "plan": "Offre",
        "rate": "Taux",
        "commission": "Commission",
        "fees": "Abonnement",
        "fee_month": "{plan}, mensualité",
        "fee_year": "{plan}, annuité",
        "bookings_total": "Total des réservations",
        "commission_total": "Commission due",
        "subscription_fee": "Abonnement",
        "balance": "Solde à régler",
        "currency_note": "Tous les montants en EUR, tels que réservés.",
        "kind": "Ligne",
        "kind_booking": "Réservation",
        "kind_fee": "Abonnement",
        "kind_total": "Total",
        "filename": "releve",
        "issued": "Émis le",
        "adjustments": "Régularisations de réservations déjà facturées",
        "adjustments_note": (
            "Une réservation facturée dans un relevé déjà réglé y reste\u202f; "
            "un changement ultérieur de son statut est régularisé ici."
        ),
        "billed_in": "Facturée en",
        "status_now": "Statut actuel",
        "due_now": "Dû désormais",
        "adjustment": "Régularisation",
        "adjustments_total": "Régularisations",
        "kind_adjustment": "Régularisation",
    },
    "de": {
        "title": "Abrechnung für {month}",
        "camp": "Camp",
        "period": "Zeitraum",
        "status": "Status",
        "in_progress": "Laufender Monat",
        "open": "Offen",
        "paid": "Bezahlt am {date}",
        "bookings": "Im Monat abgeschlossene Buchungen",
        "no_bookings": "In diesem Monat wurde keine Buchung abgeschlossen.",
        "reference": "Buchungsnummer",
        "guest": "Gast",
        "package": "Paket",
        "arrival": "Anreise",
        "completed": "Abgeschlossen",
        "amount": "Betrag",
        "plan": "Tarif",
        "rate": "Satz",
        "commission": "Provision",
        "fees": "Abonnementgebühren",
        "fee_month": "{plan}, Monatsgebühr",
        "fee_year": "{plan}, Jahresgebühr",
        "bookings_total": "Buchungen gesamt",
        "commission_total": "Fällige Provision",
        "subscription_fee": "Abonnementgebühr",
        "balance": "Zu zahlender Betrag",
        "currency_note": "Alle Beträge in EUR, wie gebucht.",
        "kind": "Posten",
        "kind_booking": "Buchung",
        "kind_fee": "Abonnementgebühr",
        "kind_total": "Summe",
        "filename": "abrechnung",
        "issued": "Ausgestellt am",
        "adjustments": "Korrekturen bereits abgerechneter Buchungen",
        "adjustments_note": (
            "Eine Buchung aus einer bereits bezahlten Abrechnung bleibt dort; "
            "eine spätere Statusänderung wird hier korrigiert."
        ),
        "billed_in": "Abgerechnet im",
        "status_now": "Status jetzt",
        "due_now": "Jetzt fällig",
        "adjustment": "Korrektur",
        "adjustments_total": "Korrekturen",
        "kind_adjustment": "Korrektur",
    },
}


def words(lang: str) -> dict[str, str]:
    return COPY.get(lang, COPY["en"])


def plan_name(plan: str | None, lang: str) -> str:
    if plan is None:
        return ""
    return PLAN_NAMES.get(lang, PLAN_NAMES["en"]).get(plan, plan)
