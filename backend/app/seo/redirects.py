"""The paths of the public site that only lead to another page (the registry's `redirects`), and
English under an /en prefix, answered with a redirect in the same language, query kept."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from app.catalogue.service import CatalogueService
from app.errors import NotFound
from app.kit.languages import DEFAULT_LANGUAGE
from app.kit.public_routes import localized_path, split_language
from app.kit.public_site import FEATURED_PACKAGE, FEATURED_PACKAGE_PAGE, REDIRECTS


@dataclass(frozen=True)
class Redirect:
    location: str  # a path on this site, with the query and fragment
    status: int  # 301 where the target is fixed, 302 where it follows a setting


def _with_query(path: str, query: str) -> str:
    path, _, fragment = path.partition("#")
    return path + (f"?{query}" if query else "") + (f"#{fragment}" if fragment else "")


async def redirect_for(path: str, query: str, session: AsyncSession) -> Redirect | None:
    """Where `path` (without its leading slash) leads, if it is not a page of its own.

    An alias moves for good (301) to its page; /surf-coaching-package goes (302) to the featured
    package's own page, which can change; /en/... moves to the unprefixed English URL. A featured
    package that is not published leaves the path unanswered here: it is a 404 page.
    """
    stripped = path.strip("/")
    if stripped == DEFAULT_LANGUAGE or stripped.startswith(f"{DEFAULT_LANGUAGE}/"):
        rest = stripped.removeprefix(DEFAULT_LANGUAGE).lstrip("/")
        return Redirect(_with_query(localized_path(DEFAULT_LANGUAGE, rest), query), 301)
    lang, rest, _ = split_language(stripped)
    target = REDIRECTS.get(rest)
    if target is None:
        return None
    if target != FEATURED_PACKAGE_PAGE:
        return Redirect(_with_query(localized_path(lang, target), query), 301)
    try:
        package = await CatalogueService(session).package(FEATURED_PACKAGE, lang)
    except NotFound:
        return None
    return Redirect(_with_query(localized_path(lang, f"packages/{package.id}/{package.slug}"), query), 302)
