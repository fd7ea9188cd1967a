"""The account e-mails: confirmation, password reset, and the team's new-owner notice."""

from __future__ import annotations

from urllib.parse import urlencode

from app.config import get_settings
from app.kit.formatting import number, place_name
from app.notifications.templates import MailContent, RenderedMail, copy_for, render, site_link


def _link(path: str, lang: str, **params: str) -> str:
    """A page of the public site in the reader's language (an unprefixed URL is English), with its query."""
    return f"{site_link(path, lang)}?{urlencode(params)}"


def confirm_email(lang: str, name: str, camp: str, token: str) -> RenderedMail:
    c = copy_for("confirm_email", lang)
    hours = get_settings().email_confirmation_hours
    return render(
        "confirm_email",
        lang,
        MailContent(
            subject=c["subject"],
            heading=c["heading"].format(name=name),
            paragraphs=[c["body"].format(camp=camp)],
            button_label=c["button"],
            button_url=_link("/confirm-email", lang, token=token),
            closing=[c["expiry"].format(hours=number(hours, lang)), c["next"]],
        ),
    )


def reset_password(lang: str, token: str, area: str) -> RenderedMail:
    c = copy_for("reset_password", lang)
    minutes = get_settings().password_reset_minutes
    return render(
        "reset_password",
        lang,
        MailContent(
            subject=c["subject"],
            heading=c["heading"],
            paragraphs=[c["body"]],
            button_label=c["button"],
            button_url=_link("/reset-password", lang, token=token, area=area),
            closing=[c["expiry"].format(minutes=number(minutes, lang)), c["ignore"]],
        ),
    )


def owner_registered(name: str, email: str, camp: str, location_key: str) -> RenderedMail:
    """To the team, in the team's language: a camp owner registered and awaits approval."""
    settings = get_settings()
    lang = settings.team_language
    c = copy_for("owner_registered", lang)
    location = place_name(location_key, lang)
    return render(
        "owner_registered",
        lang,
        MailContent(
            subject=c["subject"].format(camp=camp),
            heading=c["heading"],
            paragraphs=[c["body"].format(name=name, email=email, camp=camp, location=location)],
            button_label=c["button"],
            button_url=site_link("/admin/users", lang),
        ),
    )
