"""sitemap.xml (every public page, package and post, in every language) and robots.txt."""

from __future__ import annotations

from datetime import datetime
from xml.sax.saxutils import escape

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES
from app.kit.public_routes import SITEMAP_PAGES, localized_path
from app.listings.translations import is_translated
from app.models import BlogPost, CampPackage, SurfCamp
from app.seo.head import absolute


def _url(base_url: str, lang: str, path: str) -> str:
    return escape(absolute(base_url, localized_path(lang, path)))


def _entry(base_url: str, path: str, lastmod: datetime | None, languages: tuple[str, ...] = LANGUAGES) -> str:
    """The page in each of its languages, each naming the others (a package only in those it is written in)."""
    default = DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in languages else languages[0]
    targets = [(lang, lang) for lang in languages] + [("x-default", default)]
    links = "".join(
        f'<xhtml:link rel="alternate" hreflang="{name}" href="{_url(base_url, lang, path)}"/>' for name, lang in targets
    )
    mod = f"<lastmod>{lastmod.date().isoformat()}</lastmod>" if lastmod else ""
    return "".join(f"<url><loc>{_url(base_url, lang, path)}</loc>{mod}{links}</url>" for lang in languages)


async def sitemap_xml(session: AsyncSession, base_url: str) -> str:
    paths: list[tuple[str, datetime | None, tuple[str, ...]]] = [(p.path, None, LANGUAGES) for p in SITEMAP_PAGES]
    packages = await session.scalars(
        select(CampPackage)
        .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
        .where(CampPackage.status == "active", SurfCamp.status == "active")
        .order_by(CampPackage.id)
    )
    paths += [
        (f"packages/{p.id}/{p.slug}", p.updated_at, tuple(lang for lang in LANGUAGES if is_translated(p, lang)))
        for p in packages
    ]
    posts = await session.execute(select(BlogPost.slug, BlogPost.updated_at).order_by(BlogPost.published_at.desc()))
    paths += [(f"blog/{slug}", updated, LANGUAGES) for slug, updated in posts.all()]
    body = "".join(_entry(base_url, path, lastmod, languages) for path, lastmod, languages in paths)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">' + body + "</urlset>\n"
    )


def robots_txt(base_url: str) -> str:
    lines = ["User-agent: *", "Allow: /"]
    for private in ("/api/", "/admin", "/camp-owner", "/confirm-email", "/reset-password", "/forgot-password"):
        lines.append(f"Disallow: {private}")
        for lang in LANGUAGES:
            if lang != DEFAULT_LANGUAGE:
                lines.append(f"Disallow: /{lang}{private}")
    lines.append(f"Sitemap: {absolute(base_url, '/sitemap.xml')}")
    return "\n".join(lines) + "\n"
