"""Builds the <head> of a page (title, description, canonical, hreflang, Open Graph, JSON-LD)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from typing import Any

from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES
from app.kit.public_routes import localized_path

OG_LOCALES = {"en": "en_GB", "fr": "fr_FR", "de": "de_DE"}


@dataclass
class PageHead:
    lang: str
    path: str  # without language prefix
    title: str
    description: str
    indexable: bool = True
    og_type: str = "website"
    image: str | None = None
    json_ld: list[dict[str, Any]] = field(default_factory=list)
    # The languages the page is written in (a package whose texts are not translated into a language
    # is not offered to search engines in it; that language's page names a written one as canonical).
    languages: tuple[str, ...] = LANGUAGES


def absolute(base_url: str, url: str) -> str:
    return url if url.startswith(("http://", "https://")) else f"{base_url.rstrip('/')}{url}"


def script_json(text: str) -> str:
    """JSON text made safe inside a <script> element: "<" escaped, so no stored text can close it."""
    return text.replace("<", "\\u003c")


def _json_ld(data: dict[str, Any]) -> str:
    text = script_json(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    return f'<script type="application/ld+json">{text}</script>'


def render_head(head: PageHead, base_url: str) -> str:
    url = absolute(base_url, localized_path(head.lang, head.path))
    languages = head.languages or LANGUAGES
    canonical_language = head.lang if head.lang in languages else languages[0]
    tags = [
        f"<title>{escape(head.title)}</title>",
        f'<meta name="description" content="{escape(head.description)}">',
    ]
    if head.indexable:
        canonical = absolute(base_url, localized_path(canonical_language, head.path))
        tags.append(f'<link rel="canonical" href="{escape(canonical)}">')
        for lang in languages:
            href = absolute(base_url, localized_path(lang, head.path))
            tags.append(f'<link rel="alternate" hreflang="{lang}" href="{escape(href)}">')
        default_language = DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in languages else languages[0]
        default = absolute(base_url, localized_path(default_language, head.path))
        tags.append(f'<link rel="alternate" hreflang="x-default" href="{escape(default)}">')
    else:
        tags.append('<meta name="robots" content="noindex, nofollow">')
    tags += [
        f'<meta property="og:title" content="{escape(head.title)}">',
        f'<meta property="og:description" content="{escape(head.description)}">',
        f'<meta property="og:type" content="{escape(head.og_type)}">',
        f'<meta property="og:url" content="{escape(url)}">',
        f'<meta property="og:locale" content="{OG_LOCALES.get(head.lang, "en_GB")}">',
        '<meta name="twitter:card" content="summary_large_image">',
    ]
    if head.image:
        tags.append(f'<meta property="og:image" content="{escape(absolute(base_url, head.image))}">')
    tags += [_json_ld(item) for item in head.json_ld]
    return "\n    ".join(tags)
