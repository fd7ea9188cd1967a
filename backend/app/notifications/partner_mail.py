"""Partner applications: the applicant's acknowledgement and the team's notice."""

from __future__ import annotations

from app.config import get_settings
from app.models import CampSubmission
from app.notifications.templates import MailContent, RenderedMail, copy_for, render


def _facts(submission: CampSubmission, lang: str) -> list[tuple[str, str]]:
    c = copy_for("partner_application", lang)
    labels = c["labels"]
    rows = [
        (labels["camp"], submission.camp_name),
        (labels["location"], submission.camp_location.title()),
        (labels["camp_type"], c["camp_types"].get(submission.camp_type or "", submission.camp_type or "")),
        (labels["whatsapp"], submission.camp_phone or ""),
    ]
    if submission.plan:
        rows.append((labels["plan"], c["plans"].get(submission.plan, submission.plan)))
    return rows


def application_received(submission: CampSubmission) -> RenderedMail:
    """To the applicant, in the language they applied in."""
    lang = submission.language
    c = copy_for("partner_application", lang)
    settings = get_settings()
    name = submission.owner_name.split(" ")[0]
    return render(
        "partner_application_received",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name),
            heading=c["heading"].format(name=name),
            paragraphs=[
                c["body"].format(camp=submission.camp_name, hours=settings.confirmation_hours),
                c["next"],
            ],
            details=_facts(submission, lang),
            closing=[c["questions"].format(whatsapp=settings.whatsapp_number)],
        ),
    )


def new_application(submission: CampSubmission) -> RenderedMail:
    """To the team (in English): who applied, and a link to the submissions screen."""
    settings = get_settings()
    details = [
        *_facts(submission, "en"),
        ("Contact", submission.owner_name),
        ("E-mail", submission.owner_email),
        ("Instagram", submission.instagram_handle or "-"),
        ("Website", submission.camp_website or "-"),
        ("Languages spoken", submission.languages_spoken or "-"),
        ("Applied in", submission.language),
    ]
    return render(
        "partner_application_team",
        "en",
        MailContent(
            subject=f"New partner application: {submission.camp_name} ({submission.camp_location.title()})",
            heading="A surf camp applied to become a partner",
            paragraphs=[
                f"{submission.owner_name} applied for {submission.camp_name}. "
                f"We promised to contact them within {settings.confirmation_hours} hours.",
                submission.camp_description or "",
            ],
            details=details,
            button_label="Review the submission",
            button_url=f"{settings.public_base_url.rstrip('/')}/admin/submissions",
        ),
    )
