"""What the server answers for a path of the SPA: its page key and whether crawlers may index it,
from the one registry of public pages (app/site/public_site.json, which the SPA's routes follow)."""

from __future__ import annotations

from dataclasses import dataclass

from app.site.public_site import PAGES, PublicPage

LANGUAGES = ("en", "fr", "de")
DEFAULT_LANGUAGE = "en"

# The pages of sitemap.xml, in the registry's order.
SITEMAP_PAGES = [page for page in PAGES if page.is_exact and page.index and page.sitemap]
_EXACT = {page.path: page for page in PAGES if page.is_exact}
_PATTERNS = [(page, page.pattern()) for page in PAGES if page.is_pattern]
_AREAS = [(page, page.path.removesuffix("/*")) for page in PAGES if page.is_area]


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


def _resolved(lang: str, rest: str, page: PublicPage, ref: str | None = None) -> ResolvedPage:
    return ResolvedPage(
        lang,
        rest,
        page.key,
        indexable=page.index,
        package_ref=ref if page.data == "package" else None,
        blog_slug=ref if page.data == "blogPost" else None,
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


def localized_path(lang: str, path: str) -> str:
    prefix = "" if lang == DEFAULT_LANGUAGE else f"/{lang}"
    return f"{prefix}/{path}" if path else (prefix or "/")
