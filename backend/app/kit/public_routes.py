"""What the server answers for a path of the SPA: its page key and whether crawlers may index it,
from the one registry of public pages (app/kit/public_site.json, which the SPA's routes follow)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES, Language
from app.kit.public_site import PAGES, PublicPage

# The pages of sitemap.xml, in the registry's order.
SITEMAP_PAGES = [page for page in PAGES if page.is_exact and page.index and page.sitemap]
_EXACT = {page.path: page for page in PAGES if page.is_exact}
_PATTERNS = [(page, page.pattern()) for page in PAGES if page.is_pattern]
_AREAS = [(page, page.path.removesuffix("/*")) for page in PAGES if page.is_area]


@dataclass(frozen=True)
class ResolvedPage:
    lang: Language
    path: str  # without prefix
    key: str
    indexable: bool
    package_ref: str | None = None
    blog_slug: str | None = None
    known: bool = True
    camp_filter: Mapping[str, str] | None = None  # a camp list's preset filter ({} on the list itself)
    language_in_url: bool = True  # whether the page has /fr and /de addresses (not the back office's)


def split_language(path: str) -> tuple[Language, str, bool]:
    """("fr", "surf-camps", True) for "fr/surf-camps"; the flag says whether a prefix was given."""
    path = path.strip("/")
    head, _, rest = path.partition("/")
    for lang in LANGUAGES:
        if head == lang and lang != DEFAULT_LANGUAGE:
            return lang, rest, True
    return DEFAULT_LANGUAGE, path, False


def _resolved(lang: Language, rest: str, page: PublicPage, ref: str | None = None) -> ResolvedPage:
    return ResolvedPage(
        lang,
        rest,
        page.key,
        indexable=page.index,
        package_ref=ref if page.data == "package" else None,
        blog_slug=ref if page.data == "blogPost" else None,
        camp_filter=page.filter,
        language_in_url=page.language_in_url,
    )


def resolve(path: str) -> ResolvedPage:
    """Exact paths first, then parameterised ones, then whole areas (the back office)."""
    lang, rest, _ = split_language(path)
    if rest in _EXACT:
        return _resolved(lang, rest, _EXACT[rest])
    for page, pattern in _PATTERNS:
        if match := pattern.match(rest):
            return _resolved(lang, rest, page, match.group(1))
    for page, prefix in _AREAS:
        if rest == prefix or rest.startswith(prefix + "/"):
            return _resolved(lang, rest, page)
    return ResolvedPage(lang, rest, "notFound", indexable=False, known=False)


# The back office and the owner dashboard (with their sign-in pages) stay client-rendered: no crawler
# reads them and what they show depends on who is signed in.
_CLIENT_RENDERED = ("admin", "camp-owner")


def server_rendered(page: ResolvedPage) -> bool:
    """Whether the server renders the page's body (every public page), or leaves it to the browser."""
    head = page.path.split("/", 1)[0]
    return head not in _CLIENT_RENDERED


def localized_path(lang: str, path: str) -> str:
    prefix = "" if lang == DEFAULT_LANGUAGE else f"/{lang}"
    return f"{prefix}/{path}" if path else (prefix or "/")


# The camp list's filters as its URL query names them (frontend/src/features/catalogue/lib/filters.ts).
CAMP_FILTERS = ("location", "duration", "budget", "type")
# Landing pages by their one filter: (name, value) -> path, e.g. ("location", "imsouane") -> "imsouane-camps".
_LANDING = {
    next(iter(page.filter.items())): page.path for page in PAGES if page.filter is not None and len(page.filter) == 1
}


def canonical_list_path(page: ResolvedPage, query: Mapping[str, str]) -> str:
    """The path a camp list URL names as canonical: its filters in the query, if they are exactly one
    that has a landing page (/surf-camps?location=imsouane -> imsouane-camps); else the page itself
    without the query (several filters, a budget or a duration).

    A later page of the list or of a landing page is its own canonical (?page=2 shows other camps than
    the first page; search engines are asked not to fold a paginated series into its first page). A
    later page of a refinement that is folded into the list is folded with it."""
    filters = {name: query[name].strip().lower() for name in CAMP_FILTERS if query.get(name, "").strip()}
    path = page.path
    if filters:
        # Only one filter on the list itself names a page of its own; any other refinement is folded.
        landing = _LANDING.get(next(iter(filters.items()))) if not page.camp_filter and len(filters) == 1 else None
        if landing is None:
            return page.path
        path = landing
    number = query.get("page", "").strip()
    return f"{path}?page={number}" if re.fullmatch(r"[1-9][0-9]{0,5}", number) and number != "1" else path
