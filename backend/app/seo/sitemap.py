"""sitemap.xml (every public page, package and post, in every language) and robots.txt."""

from __future__ import annotations

from datetime import datetime
from xml.sax.saxutils import escape

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import BlogPost, CampPackage, SurfCamp
from app.seo.head import absolute
from app.seo.routes import DEFAULT_LANGUAGE, LANGUAGES, SITEMAP_PAGES, localized_path


def _url(base_url: str, lang: str, path: str) -> str:
    return escape(absolute(base_url, localized_path(lang, path)))


def _entry(base_url: str, path: str, lastmod: datetime | None) -> str:
    targets = [(lang, lang) for lang in LANGUAGES] + [("x-default", DEFAULT_LANGUAGE)]
    links = "".join(
        f'<xhtml:link rel="alternate" hreflang="{name}" href="{_url(base_url, lang, path)}"/>' for name, lang in targets
    )
    mod = f"<lastmod>{lastmod.date().isoformat()}</lastmod>" if lastmod else ""
    return "".join(f"<url><loc>{_url(base_url, lang, path)}</loc>{mod}{links}</url>" for lang in LANGUAGES)


async def sitemap_xml(session: AsyncSession, base_url: str) -> str:
    paths: list[tuple[str, datetime | None]] = [(p.path, None) for p in SITEMAP_PAGES]
    packages = await session.execute(
        select(CampPackage.id, CampPackage.slug, CampPackage.updated_at)
        .join(SurfCamp, SurfCamp.id == CampPackage.camp_id)
        .where(CampPackage.status == "active", SurfCamp.status == "active")
        .order_by(CampPackage.id)
    )
    paths += [(f"packages/{pid}/{slug}", updated) for pid, slug, updated in packages.all()]
    posts = await session.execute(select(BlogPost.slug, BlogPost.updated_at).order_by(BlogPost.published_at.desc()))
    paths += [(f"blog/{slug}", updated) for slug, updated in posts.all()]
    body = "".join(_entry(base_url, path, lastmod) for path, lastmod in paths)
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
