"""The account e-mails: confirmation, password reset, and the team's new-owner notice."""

from __future__ import annotations

from urllib.parse import urlencode

from app.config import get_settings
from app.notifications.templates import MailContent, RenderedMail, copy_for, render


def _link(path: str, **params: str) -> str:
    return f"{get_settings().public_base_url.rstrip('/')}{path}?{urlencode(params)}"


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
            button_url=_link("/confirm-email", token=token),
            closing=[c["expiry"].format(hours=hours), c["next"]],
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
            button_url=_link("/reset-password", token=token, area=area),
            closing=[c["expiry"].format(minutes=minutes), c["ignore"]],
        ),
    )


def owner_registered(name: str, email: str, camp: str, location: str) -> RenderedMail:
    c = copy_for("owner_registered", "en")
    return render(
        "owner_registered",
        "en",
        MailContent(
            subject=c["subject"].format(camp=camp),
            heading=c["heading"],
            paragraphs=[c["body"].format(name=name, email=email, camp=camp, location=location)],
            button_label=c["button"],
            button_url=f"{get_settings().public_base_url.rstrip('/')}/admin/users",
        ),
    )
