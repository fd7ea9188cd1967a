"""The public pages a crawler may index, by path, and the pages that must not be indexed."""

from __future__ import annotations

import re
from dataclasses import dataclass

LANGUAGES = ("en", "fr", "de")
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True)
class PublicPage:
    key: str  # the page key of the front end's `pages` texts
    path: str  # without language prefix, "" for home
    in_sitemap: bool = True


STATIC_PAGES = [
    PublicPage("home", ""),
    PublicPage("surfCamps", "surf-camps"),
    PublicPage("taghazoutCamps", "taghazout-camps"),
    PublicPage("tamraghtCamps", "tamraght-camps"),
    PublicPage("beginnerCamps", "beginner-camps"),
    PublicPage("coachingPackage", "surf-coaching-package"),
    PublicPage("about", "about"),
    PublicPage("careers", "careers"),
    PublicPage("press", "press"),
    PublicPage("contact", "contact"),
    PublicPage("faq", "faq"),
    PublicPage("help", "help"),
    PublicPage("bookingHelp", "booking-help"),
    PublicPage("terms", "terms"),
    PublicPage("privacy", "privacy"),
    PublicPage("blog", "blog"),
    PublicPage("pricing", "pricing"),
    PublicPage("pricing", "join-partner"),
    PublicPage("partnerSignup", "partner-signup"),
    PublicPage("partnerSignup", "register-camp", in_sitemap=False),
]
_STATIC = {page.path: page for page in STATIC_PAGES}

# Pages that exist but are not for search engines (sign-in, dashboards, one-time links).
PRIVATE_PAGES = {
    "camp-owner/login": "ownerLogin",
    "camp-owner/register": "ownerRegister",
    "camp-owner": "ownerDashboard",
    "admin/login": "adminLogin",
    "confirm-email": "confirmEmail",
    "forgot-password": "forgotPassword",
    "reset-password": "resetPassword",
    "newsletter/unsubscribe": "newsletterUnsubscribe",
    "review": "review",
}
_PACKAGE = re.compile(r"^packages/([^/]+)(?:/([^/]+))?$")
_BLOG_POST = re.compile(r"^blog/([^/]+)$")


@dataclass(frozen=True)
class ResolvedPage:
    lang: str
    path: str  # without prefix
    key: str
    indexable: bool
    package_ref: str | None = None
    blog_slug: str | None = None
    known: bool = True


def split_language(path: str) -> tuple[str, str, bool]:
    """("fr", "surf-camps", True) for "fr/surf-camps"; the flag says whether a prefix was given."""
    path = path.strip("/")
    head, _, rest = path.partition("/")
    if head in LANGUAGES and head != DEFAULT_LANGUAGE:
        return head, rest, True
    return DEFAULT_LANGUAGE, path, False


def resolve(path: str) -> ResolvedPage:
    lang, rest, _ = split_language(path)
    if rest in _STATIC:
        return ResolvedPage(lang, rest, _STATIC[rest].key, indexable=True)
    if match := _PACKAGE.match(rest):
        return ResolvedPage(lang, rest, "packageDetail", indexable=True, package_ref=match.group(1))
    if match := _BLOG_POST.match(rest):
        return ResolvedPage(lang, rest, "blogPost", indexable=True, blog_slug=match.group(1))
    if rest in PRIVATE_PAGES:
        return ResolvedPage(lang, rest, PRIVATE_PAGES[rest], indexable=False)
    if rest == "admin" or rest.startswith(("admin/", "camp-owner/")):
        return ResolvedPage(lang, rest, "adminDashboard", indexable=False)
    return ResolvedPage(lang, rest, "notFound", indexable=False, known=False)


def localized_path(lang: str, path: str) -> str:
    prefix = "" if lang == DEFAULT_LANGUAGE else f"/{lang}"
    return f"{prefix}/{path}" if path else (prefix or "/")
