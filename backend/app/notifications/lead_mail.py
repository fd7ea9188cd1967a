"""Newsletter welcome (with its unsubscribe link) and the team's contact-message notice."""

from __future__ import annotations

from app.config import get_settings
from app.kit.formatting import language_name
from app.models import ContactMessage, NewsletterSubscriber
from app.notifications.templates import MailContent, RenderedMail, copy_for, render, site_link

GUIDE_PATH = "/blog/best-time-surf-morocco-2025"


def unsubscribe_url(subscriber: NewsletterSubscriber) -> str:
    """The unsubscribe page in the subscriber's language (an unprefixed URL is English)."""
    return f"{site_link('/newsletter/unsubscribe', subscriber.language)}?token={subscriber.unsubscribe_token}"


def newsletter_welcome(subscriber: NewsletterSubscriber) -> RenderedMail:
    lang = subscriber.language
    c = copy_for("newsletter_welcome", lang)
    return render(
        "newsletter_welcome",
        lang,
        MailContent(
            subject=c["subject"],
            heading=c["heading"],
            paragraphs=[c["body"]],
            button_label=c["button"],
            button_url=site_link(GUIDE_PATH, lang),
            closing=[c["next"]],
            unsubscribe_url=unsubscribe_url(subscriber),
        ),
    )


def contact_received(message: ContactMessage) -> RenderedMail:
    """To the team, in the team's language: what a visitor wrote (their words as written)."""
    lang = get_settings().team_language
    c = copy_for("contact_received", lang)
    labels = c["labels"]
    return render(
        "contact_received",
        lang,
        MailContent(
            subject=c["subject"].format(name=message.name),
            heading=c["heading"],
            paragraphs=[message.message],
            details=[
                (labels["name"], message.name),
                (labels["email"], message.email),
                (labels["language"], language_name(message.language, lang)),
            ],
        ),
    )
