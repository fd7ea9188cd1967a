"""The words of the e-mails about a booking after the request: status changes for the traveller and the
camp, the "My booking" link, the thread's messages and date-change requests. Merged into COPY (copy.py)."""

from __future__ import annotations

from typing import Any

N = "\u202f"  # French: a narrow no-break space before : ; ! ?

LIFECYCLE_COPY: dict[str, dict[str, Any]] = {
    "en": {
        "statuses": {
            "pending": "pending",
            "confirmed": "confirmed",
            "cancelled": "cancelled",
            "completed": "completed",
            "expired": "expired",
        },
        "my_booking": {
            "button": "Manage my booking",
            "line": "See your booking, write to the camp, ask for other dates or cancel: {url}",
        },
        "my_booking_link": {
            "subject": "Your link to booking {reference}",
            "heading": "Here is your booking, {name}",
            "body": "You asked for the link to your booking {reference}. It opens your booking without an account: keep it to yourself.",
        },
        "booking_cancelled_extra": {
            "body_confirmed": "We are sorry: {camp} had to cancel your booking for {package}.",
            "subject_confirmed": "Your booking {reference} has been cancelled",
            "body_by_you": "As you asked, your booking for {package} at {camp} is cancelled.",
            "reason_any": "Reason given: {reason}",
        },
        "refund": {
            "nothing_paid": "No payment had been taken, so nothing is due.",
            "free": "Under our cancellation policy you get the full amount back: {amount}.",
            "partial": "Under our cancellation policy you get {percent}% back: {amount}.",
            "none": "Under our cancellation policy no refund is due within {hours} hours of arrival.",
        },
        "booking_expired": {
            "subject": "Your booking request {reference} has expired",
            "heading": "Hello {name},",
            "body": "Your request for {package} at {camp} was not confirmed in time and has expired. No payment was taken.",
        },
        "booking_reinstated": {
            "subject": "Your booking {reference} is active again",
            "heading": "Good news, {name}!",
            "body": "Your booking for {package} at {camp} is active again. Its status is now: {status}.",
        },
        "booking_status_changed": {
            "subject": "The status of your booking {reference} changed",
            "heading": "Hello {name},",
            "body": "The status of your booking for {package} at {camp} changed from {from_status} to {to_status}.",
        },
        "camp_status": {
            "subject": "Booking {reference}: {status}",
            "heading": "Booking {reference} is now {status}",
            "by_traveller": "{name} changed their booking for {package} from {from_status} to {to_status}.",
            "by_team": "Our team changed the booking of {name} for {package} from {from_status} to {to_status}.",
            "by_camp": "Your camp changed the booking of {name} for {package} from {from_status} to {to_status}.",
            "by_system": "The booking request of {name} for {package} was not confirmed in time: it changed from {from_status} to {to_status}.",
            "reason": "Reason given: {reason}",
            "button": "Open the booking",
        },
        "new_message": {
            "subject": "New message about booking {reference}",
            "heading": "{author} wrote about booking {reference}",
            "quote": "“{body}”",
            "button": "Read and reply",
            "traveller": "The traveller",
            "camp": "The camp",
            "team": "Our team",
        },
        "date_request": {
            "subject": "Booking {reference}: a request for other dates",
            "heading": "{name} asks for other dates",
            "body": "{name} would like to move the booking for {package} from {from_date} to {to_date}. Accept or decline the request in the booking.",
            "note": "Their note: {note}",
            "button": "Answer the request",
        },
        "date_answer": {
            "subject_accepted": "New dates for your booking {reference}",
            "subject_declined": "Your request for other dates ({reference})",
            "heading": "Hello {name},",
            "accepted": "Good news: your stay for {package} at {camp} now starts on {to_date}.",
            "declined": "Unfortunately {camp} cannot move your stay for {package} to {to_date}. Your booking keeps its dates.",
            "answer": "Their answer: {answer}",
        },
    },
    "fr": {
        "statuses": {
            "pending": "en attente",
            "confirmed": "confirmée",
            "cancelled": "annulée",
            "completed": "terminée",
            "expired": "expirée",
        },
        "my_booking": {
            "button": "Gérer ma réservation",
            "line": f"Consultez votre réservation, écrivez au camp, demandez d'autres dates ou annulez{N}: {{url}}",
        },
        "my_booking_link": {
            "subject": "Votre lien vers la réservation {reference}",
            "heading": "Voici votre réservation, {name}",
            "body": f"Vous avez demandé le lien vers votre réservation {{reference}}. Il ouvre votre réservation sans compte{N}: gardez-le pour vous.",
        },
        "booking_cancelled_extra": {
            "body_confirmed": f"Nous sommes désolés{N}: {{camp}} a dû annuler votre réservation pour {{package}}.",
            "subject_confirmed": "Votre réservation {reference} a été annulée",
            "body_by_you": "Comme vous l'avez demandé, votre réservation pour {package} chez {camp} est annulée.",
            "reason_any": f"Motif indiqué{N}: {{reason}}",
        },
        "refund": {
            "nothing_paid": "Aucun paiement n'avait été prélevé, rien n'est donc dû.",
            "free": f"Selon nos conditions d'annulation, vous êtes remboursé intégralement{N}: {{amount}}.",
            "partial": f"Selon nos conditions d'annulation, vous êtes remboursé à {{percent}}{N}%{N}: {{amount}}.",
            "none": "Selon nos conditions d'annulation, aucun remboursement n'est dû dans les {hours} heures précédant l'arrivée.",
        },
        "booking_expired": {
            "subject": "Votre demande de réservation {reference} a expiré",
            "heading": "Bonjour {name},",
            "body": "Votre demande pour {package} chez {camp} n'a pas été confirmée à temps et a expiré. Aucun paiement n'a été prélevé.",
        },
        "booking_reinstated": {
            "subject": "Votre réservation {reference} est de nouveau active",
            "heading": f"Bonne nouvelle, {{name}}{N}!",
            "body": f"Votre réservation pour {{package}} chez {{camp}} est de nouveau active. Son statut est désormais{N}: {{status}}.",
        },
        "booking_status_changed": {
            "subject": "Le statut de votre réservation {reference} a changé",
            "heading": "Bonjour {name},",
            "body": "Le statut de votre réservation pour {package} chez {camp} est passé de «\u202f{from_status}\u202f» à «\u202f{to_status}\u202f».",
        },
        "camp_status": {
            "subject": f"Réservation {{reference}}{N}: {{status}}",
            "heading": f"Réservation {{reference}}{N}: {{status}}",
            "by_traveller": "{name} a modifié sa réservation pour {package}\u202f: «\u202f{from_status}\u202f» devient «\u202f{to_status}\u202f».",
            "by_team": "Notre équipe a modifié la réservation de {name} pour {package}\u202f: «\u202f{from_status}\u202f» devient «\u202f{to_status}\u202f».",
            "by_camp": "Votre camp a modifié la réservation de {name} pour {package}\u202f: «\u202f{from_status}\u202f» devient «\u202f{to_status}\u202f».",
            "by_system": "La demande de réservation de {name} pour {package} n'a pas été confirmée à temps\u202f: «\u202f{from_status}\u202f» devient «\u202f{to_status}\u202f».",
            "reason": f"Motif indiqué{N}: {{reason}}",
            "button": "Ouvrir la réservation",
        },
        "new_message": {
            "subject": "Nouveau message sur la réservation {reference}",
            "heading": "{author} a écrit au sujet de la réservation {reference}",
            "quote": "«\u202f{body}\u202f»",
            "button": "Lire et répondre",
            "traveller": "Le voyageur",
            "camp": "Le camp",
            "team": "Notre équipe",
        },
        "date_request": {
            "subject": f"Réservation {{reference}}{N}: une demande d'autres dates",
            "heading": "{name} demande d'autres dates",
            "body": "{name} souhaite déplacer la réservation pour {package} du {from_date} au {to_date}. Acceptez ou refusez la demande dans la réservation.",
            "note": f"Sa note{N}: {{note}}",
            "button": "Répondre à la demande",
        },
        "date_answer": {
            "subject_accepted": "Nouvelles dates pour votre réservation {reference}",
            "subject_declined": "Votre demande d'autres dates ({reference})",
            "heading": "Bonjour {name},",
            "accepted": f"Bonne nouvelle{N}: votre séjour {{package}} chez {{camp}} commence désormais le {{to_date}}.",
            "declined": "Malheureusement, {camp} ne peut pas déplacer votre séjour {package} au {to_date}. Votre réservation garde ses dates.",
            "answer": f"Sa réponse{N}: {{answer}}",
        },
    },
    "de": {
        "statuses": {
            "pending": "ausstehend",
            "confirmed": "bestätigt",
            "cancelled": "storniert",
            "completed": "abgeschlossen",
            "expired": "abgelaufen",
        },
        "my_booking": {
            "button": "Meine Buchung verwalten",
            "line": "Sehen Sie Ihre Buchung ein, schreiben Sie dem Camp, bitten Sie um andere Daten oder stornieren Sie: {url}",
        },
        "my_booking_link": {
            "subject": "Ihr Link zur Buchung {reference}",
            "heading": "Hier ist Ihre Buchung, {name}",
            "body": "Sie haben den Link zu Ihrer Buchung {reference} angefordert. Er öffnet Ihre Buchung ohne Konto: Bitte geben Sie ihn nicht weiter.",
        },
        "booking_cancelled_extra": {
            "body_confirmed": "Es tut uns leid: {camp} musste Ihre Buchung für {package} stornieren.",
            "subject_confirmed": "Ihre Buchung {reference} wurde storniert",
            "body_by_you": "Wie gewünscht ist Ihre Buchung für {package} bei {camp} storniert.",
            "reason_any": "Angegebener Grund: {reason}",
        },
        "refund": {
            "nothing_paid": "Es wurde keine Zahlung eingezogen, daher ist nichts fällig.",
            "free": "Nach unseren Stornobedingungen erhalten Sie den vollen Betrag zurück: {amount}.",
            "partial": "Nach unseren Stornobedingungen erhalten Sie {percent} % zurück: {amount}.",
            "none": "Nach unseren Stornobedingungen gibt es innerhalb von {hours} Stunden vor Anreise keine Erstattung.",
        },
        "booking_expired": {
            "subject": "Ihre Buchungsanfrage {reference} ist abgelaufen",
            "heading": "Hallo {name},",
            "body": "Ihre Anfrage für {package} bei {camp} wurde nicht rechtzeitig bestätigt und ist abgelaufen. Es wurde keine Zahlung eingezogen.",
        },
        "booking_reinstated": {
            "subject": "Ihre Buchung {reference} ist wieder aktiv",
            "heading": "Gute Nachrichten, {name}!",
            "body": "Ihre Buchung für {package} bei {camp} ist wieder aktiv. Ihr Status ist jetzt: {status}.",
        },
        "booking_status_changed": {
            "subject": "Der Status Ihrer Buchung {reference} hat sich geändert",
            "heading": "Hallo {name},",
            "body": "Der Status Ihrer Buchung für {package} bei {camp} hat sich von „{from_status}“ zu „{to_status}“ geändert.",
        },
        "camp_status": {
            "subject": "Buchung {reference}: {status}",
            "heading": "Buchung {reference} ist jetzt {status}",
            "by_traveller": "{name} hat die Buchung für {package} von „{from_status}“ zu „{to_status}“ geändert.",
            "by_team": "Unser Team hat die Buchung von {name} für {package} von „{from_status}“ zu „{to_status}“ geändert.",
            "by_camp": "Ihr Camp hat die Buchung von {name} für {package} von „{from_status}“ zu „{to_status}“ geändert.",
            "by_system": "Die Buchungsanfrage von {name} für {package} wurde nicht rechtzeitig bestätigt: „{from_status}“ wurde zu „{to_status}“.",
            "reason": "Angegebener Grund: {reason}",
            "button": "Buchung öffnen",
        },
        "new_message": {
            "subject": "Neue Nachricht zur Buchung {reference}",
            "heading": "{author} hat zur Buchung {reference} geschrieben",
            "quote": "„{body}“",
            "button": "Lesen und antworten",
            "traveller": "Der Gast",
            "camp": "Das Camp",
            "team": "Unser Team",
        },
        "date_request": {
            "subject": "Buchung {reference}: Anfrage für andere Daten",
            "heading": "{name} bittet um andere Daten",
            "body": "{name} möchte die Buchung für {package} vom {from_date} auf den {to_date} verlegen. Nehmen Sie die Anfrage in der Buchung an oder lehnen Sie sie ab.",
            "note": "Notiz: {note}",
            "button": "Anfrage beantworten",
        },
        "date_answer": {
            "subject_accepted": "Neue Daten für Ihre Buchung {reference}",
            "subject_declined": "Ihre Anfrage für andere Daten ({reference})",
            "heading": "Hallo {name},",
            "accepted": "Gute Nachrichten: Ihr Aufenthalt {package} bei {camp} beginnt jetzt am {to_date}.",
            "declined": "Leider kann {camp} Ihren Aufenthalt {package} nicht auf den {to_date} verlegen. Ihre Buchung behält ihre Daten.",
            "answer": "Antwort: {answer}",
        },
    },
}
