"""The team's notice of a background job that failed on a row (once per failure, app/jobs/isolation.py).

It names the job, the row and the error class with a short message: never what the row holds.
"""

from __future__ import annotations

from typing import Any

from app.config import get_settings
from app.notifications.templates import MailContent, RenderedMail, language_of, render, site_link

JOB_FAILED_MAIL = "job_failed"

JOB_FAILED_COPY: dict[str, dict[str, Any]] = {
    "en": {
        "jobs": {
            "holds": "Unanswered requests expire",
            "calendar_feeds": "Imported calendars",
            "waitlist": "Waitlist e-mails",
            "stay_emails": "Reminders and review requests",
            "mail_delivery": "E-mail delivery",
            "orphan_images": "Unused images clean-up",
            "payments": "Online payments",
        },
        "subject": "A background job failed: {job} ({row})",
        "subject_job": "A background job failed: {job}",
        "heading": "A background job failed",
        "body": "The background job “{job}” failed on {row} and went on with everything else. It tries {row}"
        " again on the next passes, and after {max} failures once every {hours} hours.",
        "body_job": "The background job “{job}” failed as a whole. The other jobs ran; this one tries again on"
        " the next pass.",
        "error": "Error: {error}",
        "next": "The back office dashboard lists every failing item until it succeeds again. This e-mail is sent"
        " once per failure.",
        "button": "Open the dashboard",
    },
    "fr": {
        "jobs": {
            "holds": "Expiration des demandes sans réponse",
            "calendar_feeds": "Calendriers importés",
            "waitlist": "E-mails de liste d’attente",
            "stay_emails": "Rappels et demandes d’avis",
            "mail_delivery": "Envoi des e-mails",
            "orphan_images": "Nettoyage des images inutilisées",
            "payments": "Paiements en ligne",
        },
        "subject": "Une tâche de fond a échoué\u202f: {job} ({row})",
        "subject_job": "Une tâche de fond a échoué\u202f: {job}",
        "heading": "Une tâche de fond a échoué",
        "body": "La tâche de fond «\u202f{job}\u202f» a échoué sur {row} et a continué avec tout le reste. Elle"
        " réessaie {row} aux prochains passages, puis, après {max} échecs, une fois toutes les {hours} heures.",
        "body_job": "La tâche de fond «\u202f{job}\u202f» a échoué entièrement. Les autres tâches ont tourné\u202f;"
        " celle-ci réessaie au prochain passage.",
        "error": "Erreur\u202f: {error}",
        "next": "Le tableau de bord de l’administration liste chaque élément en échec jusqu’à ce qu’il"
        " réussisse. Cet e-mail n’est envoyé qu’une fois par échec.",
        "button": "Ouvrir le tableau de bord",
    },
    "de": {
        "jobs": {
            "holds": "Ablauf unbeantworteter Anfragen",
            "calendar_feeds": "Importierte Kalender",
            "waitlist": "Wartelisten-E-Mails",
            "stay_emails": "Erinnerungen und Bewertungsanfragen",
            "mail_delivery": "E-Mail-Versand",
            "orphan_images": "Aufräumen ungenutzter Bilder",
            "payments": "Online-Zahlungen",
        },
        "subject": "Eine Hintergrundaufgabe ist fehlgeschlagen: {job} ({row})",
        "subject_job": "Eine Hintergrundaufgabe ist fehlgeschlagen: {job}",
        "heading": "Eine Hintergrundaufgabe ist fehlgeschlagen",
        "body": "Die Hintergrundaufgabe „{job}“ ist bei {row} fehlgeschlagen und hat mit allem anderen"
        " weitergemacht. Sie versucht {row} bei den nächsten Durchläufen erneut, nach {max} Fehlschlägen"
        " einmal alle {hours} Stunden.",
        "body_job": "Die Hintergrundaufgabe „{job}“ ist als Ganzes fehlgeschlagen. Die anderen Aufgaben liefen;"
        " diese versucht es beim nächsten Durchlauf erneut.",
        "error": "Fehler: {error}",
        "next": "Das Dashboard des Backoffice listet jeden fehlgeschlagenen Eintrag, bis er wieder gelingt."
        " Diese E-Mail wird pro Fehlschlag nur einmal gesendet.",
        "button": "Dashboard öffnen",
    },
}


def job_failed(job: str, row_key: str, error_class: str, message: str) -> RenderedMail:
    """To the team, in the team's language: which job failed on which row, and with what error."""
    settings = get_settings()
    lang = language_of(settings.team_language)
    c = JOB_FAILED_COPY[lang]
    facts = {
        "job": c["jobs"].get(job, job),
        "row": row_key,
        "max": settings.job_row_max_failures,
        "hours": f"{settings.job_row_retry_hours:g}",
    }
    error = f"{error_class}: {message}" if message else error_class
    return render(
        "job_failed",
        lang,
        MailContent(
            subject=c["subject" if row_key else "subject_job"].format(**facts),
            heading=c["heading"],
            paragraphs=[
                c["body" if row_key else "body_job"].format(**facts),
                c["error"].format(error=error),
                c["next"],
            ],
            button_label=c["button"],
            button_url=site_link("/admin/dashboard", lang),
        ),
    )
