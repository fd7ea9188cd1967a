"""Partner applications: the applicant's acknowledgement and the team's notice, the decision on the
application, the new owner's invitation, and a camp owner's registration not accepted."""

from __future__ import annotations

from urllib.parse import urlencode

from app.config import get_settings
from app.kit.formatting import language_name, number, place_name
from app.models import CampSubmission
from app.notifications.templates import (
    MailContent,
    RenderedMail,
    copy_for,
    first_name,
    language_of,
    render,
    site_link,
)


def _facts(submission: CampSubmission, lang: str) -> list[tuple[str, str]]:
    c = copy_for("partner_application", lang)
    labels = c["labels"]
    rows = [
        (labels["camp"], submission.camp_name),
        (labels["location"], place_name(submission.camp_location, lang)),
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
    return render(
        "partner_application_received",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name),
            heading=c["heading"].format(name=first_name(submission.owner_name)),
            paragraphs=[
                c["body"].format(camp=submission.camp_name, hours=number(settings.confirmation_hours, lang)),
                c["next"],
            ],
            details=_facts(submission, lang),
            closing=[c["questions"].format(whatsapp=settings.whatsapp_number)],
        ),
    )


def new_application(submission: CampSubmission) -> RenderedMail:
    """To the team, in its language: who applied (and in which language), and a link to the submissions screen."""
    settings = get_settings()
    lang = settings.team_language
    c = copy_for("partner_application_team", lang)
    labels = c["labels"]
    details = [
        *_facts(submission, lang),
        (labels["contact"], submission.owner_name),
        (labels["email"], submission.owner_email),
        (labels["instagram"], submission.instagram_handle or "-"),
        (labels["website"], submission.camp_website or "-"),
        (labels["languages_spoken"], submission.languages_spoken or "-"),
        (labels["applied_in"], language_name(submission.language, lang)),
    ]
    return render(
        "partner_application_team",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name, place=place_name(submission.camp_location, lang)),
            heading=c["heading"],
            paragraphs=[
                c["body"].format(
                    name=submission.owner_name,
                    camp=submission.camp_name,
                    hours=number(settings.confirmation_hours, lang),
                ),
                submission.camp_description or "",
            ],
            details=details,
            button_label=c["button"],
            button_url=site_link("/admin/submissions", lang),
        ),
    )


def _questions(lang: str) -> str:
    return str(copy_for("onboarding_questions", lang)).format(whatsapp=get_settings().whatsapp_number)


def submission_approved(submission: CampSubmission) -> RenderedMail:
    """To the applicant, in the language they applied in: accepted, an invitation follows."""
    lang = submission.language
    c = copy_for("submission_approved", lang)
    return render(
        "submission_approved",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name),
            heading=c["heading"].format(name=first_name(submission.owner_name)),
            paragraphs=[c["body"].format(camp=submission.camp_name), c["next"]],
            details=_facts(submission, lang),
            closing=[_questions(lang)],
        ),
    )


def submission_rejected(submission: CampSubmission, reason: str) -> RenderedMail:
    """To the applicant, in the language they applied in: not accepted, and why."""
    lang = submission.language
    c = copy_for("submission_rejected", lang)
    return render(
        "submission_rejected",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name),
            heading=c["heading"].format(name=first_name(submission.owner_name)),
            paragraphs=[c["body"].format(camp=submission.camp_name), c["reason"].format(reason=reason)],
            closing=[_questions(lang)],
        ),
    )


def owner_invitation(submission: CampSubmission, token: str) -> RenderedMail:
    """To the applicant whose camp was published as a draft: a link to choose the password of their account."""
    lang = submission.language
    c = copy_for("owner_invitation", lang)
    days = get_settings().owner_invitation_days
    link = f"{site_link('/reset-password', lang)}?{urlencode({'token': token, 'area': 'owner', 'invite': '1'})}"
    return render(
        "owner_invitation",
        lang,
        MailContent(
            subject=c["subject"].format(camp=submission.camp_name),
            heading=c["heading"].format(name=first_name(submission.owner_name)),
            paragraphs=[c["body"].format(camp=submission.camp_name), c["next"]],
            button_label=c["button"],
            button_url=link,
            closing=[c["expiry"].format(days=number(days, lang)), _questions(lang)],
        ),
    )


def owner_rejected(lang: str | None, name: str, camp: str, reason: str) -> RenderedMail:
    """To a camp owner whose registration was not accepted, in their language, with the reason."""
    c = copy_for("owner_rejected", lang)
    return render(
        "owner_rejected",
        lang,
        MailContent(
            subject=c["subject"].format(camp=camp),
            heading=c["heading"].format(name=first_name(name)),
            paragraphs=[c["body"].format(camp=camp), c["reason"].format(reason=reason)],
            closing=[_questions(language_of(lang))],
        ),
    )
