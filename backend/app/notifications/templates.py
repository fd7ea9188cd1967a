"""Render e-mails (HTML with a plain-text part) from translated copy in en, fr and de."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

from app.config import SITE_NAME, get_settings
from app.kit.languages import DEFAULT_LANGUAGE
from app.kit.public_routes import resolve
from app.notifications.backends import Attachment
from app.notifications.copy import COPY, LANGUAGES


@dataclass(frozen=True)
class RenderedMail:
    email_type: str
    subject: str
    text: str
    html: str
    attachments: tuple[Attachment, ...] = ()


@dataclass
class MailContent:
    """What one e-mail says; every text is already in the recipient's language."""

    subject: str
    heading: str
    paragraphs: list[str]
    details: list[tuple[str, str]] = field(default_factory=list)
    button_label: str | None = None
    button_url: str | None = None
    closing: list[str] = field(default_factory=list)
    unsubscribe_url: str | None = None


@lru_cache
def _environment(autoescape: bool) -> Environment:
    return Environment(
        loader=PackageLoader("app.notifications", "templates"),
        # The plain-text part is not HTML, so it must not be escaped.
        autoescape=select_autoescape(["html"]) if autoescape else False,  # noqa: S701
        undefined=StrictUndefined,
        keep_trailing_newline=True,
        auto_reload=False,  # the templates ship with the code: no stat() of the files per e-mail
    )


def language_of(lang: str | None) -> str:
    return lang if lang in LANGUAGES else "en"


def copy_for(email_type: str, lang: str | None) -> dict[str, Any]:
    texts: dict[str, Any] = COPY[language_of(lang)][email_type]
    return texts


def first_name(full_name: str) -> str:
    return full_name.split(" ")[0]


def site_link(path: str, lang: str | None) -> str:
    """The address of a page of ours in the reader's language: /fr or /de before a page that has one
    (the registry's `languageInUrl`); the back office and the owner dashboard have none, they speak the
    account's language. Every link an e-mail gives to our site is made here."""
    lang = language_of(lang)
    page = resolve(re.split(r"[?#]", path, maxsplit=1)[0])
    prefix = f"/{lang}" if lang != DEFAULT_LANGUAGE and page.language_in_url else ""
    return f"{get_settings().public_base_url.rstrip('/')}{prefix}{'' if prefix and path == '/' else path}"


def common(lang: str | None) -> dict[str, str]:
    texts: dict[str, str] = COPY[language_of(lang)]["common"]
    return texts


def render(
    email_type: str, lang: str | None, content: MailContent, attachments: tuple[Attachment, ...] = ()
) -> RenderedMail:
    shared = common(lang)
    context = {
        "lang": language_of(lang),
        "brand": SITE_NAME,
        "subject": content.subject,
        "heading": content.heading,
        "paragraphs": [paragraph for paragraph in content.paragraphs if paragraph],
        "details": content.details,
        "button_label": content.button_label,
        "button_url": content.button_url,
        "closing": content.closing,
        "link_hint": shared["link_hint"],
        "footer": shared["footer"],
        "unsubscribe_url": content.unsubscribe_url,
        "unsubscribe_label": shared["unsubscribe"],
        "colon": shared["colon"],  # between a label and its value in the plain-text part ("Lieu : …")
    }
    html = _environment(True).get_template("mail.html").render(context)
    text = _environment(False).get_template("mail.txt").render(context)
    return RenderedMail(email_type=email_type, subject=content.subject, text=text, html=html, attachments=attachments)
