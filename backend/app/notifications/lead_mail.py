"""Newsletter welcome (with its unsubscribe link) and the team's contact-message notice."""

from __future__ import annotations

from app.config import get_settings
from app.models import ContactMessage, NewsletterSubscriber
from app.notifications.templates import MailContent, RenderedMail, copy_for, render

GUIDE_PATH = "/blog/best-time-surf-morocco-2025"


def _base() -> str:
    return get_settings().public_base_url.rstrip("/")


def unsubscribe_url(subscriber: NewsletterSubscriber) -> str:
    return f"{_base()}/newsletter/unsubscribe?token={subscriber.unsubscribe_token}"


def newsletter_welcome(subscriber: NewsletterSubscriber) -> RenderedMail:
    lang = subscriber.language
    c = copy_for("newsletter_welcome", lang)
    prefix = "" if lang == "en" else f"/{lang}"
    return render(
        "newsletter_welcome",
        lang,
        MailContent(
            subject=c["subject"],
            heading=c["heading"],
            paragraphs=[c["body"]],
            button_label=c["button"],
            button_url=f"{_base()}{prefix}{GUIDE_PATH}",
            closing=[c["next"]],
            unsubscribe_url=unsubscribe_url(subscriber),
        ),
    )


def contact_received(message: ContactMessage) -> RenderedMail:
    return render(
        "contact_received",
        "en",
        MailContent(
            subject=f"Contact message from {message.name}",
            heading="A visitor wrote to us",
            paragraphs=[message.message],
            details=[("Name", message.name), ("E-mail", message.email), ("Language", message.language)],
        ),
    )
