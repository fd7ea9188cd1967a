"""Server-side page heads: every public page's HTML carries its own title, description, canonical
URL, hreflang alternates, Open Graph tags and JSON-LD, so crawlers without JavaScript see them."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.blog.service import BlogService
from app.catalogue.service import CatalogueService
from app.config import Settings
from app.errors import NotFound
from app.seo.head import PageHead, absolute, render_head
from app.seo.routes import ResolvedPage, localized_path, resolve

_TITLE = re.compile(r"<title>.*?</title>", re.S)
_DESCRIPTION = re.compile(r'<meta name="description"[^>]*>')
_HTML_LANG = re.compile(r'<html lang="[^"]*"')


@dataclass
class _Cached:
    mtime: float
    value: Any


class PageRenderer:
    """Renders index.html with the head of the requested page. Files are re-read when rebuilt."""

    def __init__(self, dist: Path, settings: Settings) -> None:
        self.dist = dist
        self.settings = settings
        self._cache: dict[str, _Cached] = {}

    def _read(self, name: str, parse: bool) -> Any:
        path = self.dist / name
        mtime = path.stat().st_mtime
        cached = self._cache.get(name)
        if cached is None or cached.mtime != mtime:
            text = path.read_text(encoding="utf-8")
            cached = _Cached(mtime, json.loads(text) if parse else text)
            self._cache[name] = cached
        return cached.value

    def built(self) -> bool:
        return (self.dist / "index.html").is_file()

    def _texts(self, lang: str) -> dict[str, Any]:
        try:
            data: dict[str, Any] = self._read("seo.json", parse=True)[lang]
            return data
        except (FileNotFoundError, KeyError):
            return {"brand": "Morocco Surf Camps", "pages": {}}

    async def render(self, path: str, session: AsyncSession) -> tuple[int, str]:
        page = resolve(path)
        texts = self._texts(page.lang)
        head, status = await self._head(page, texts, session)
        brand = texts.get("brand", "Morocco Surf Camps")
        if head.title != brand:
            head.title = f"{head.title} | {brand}"
        html: str = self._read("index.html", parse=False)
        rendered_head = render_head(head, self.settings.public_base_url)
        html = _DESCRIPTION.sub("", html, count=1)
        html = _TITLE.sub(lambda _: rendered_head, html, count=1)
        html = _HTML_LANG.sub(f'<html lang="{page.lang}"', html, count=1)
        return status, html

    async def _head(self, page: ResolvedPage, texts: dict[str, Any], session: AsyncSession) -> tuple[PageHead, int]:
        pages: dict[str, dict[str, str]] = texts.get("pages", {})
        generic = pages.get(page.key, {})
        head = PageHead(
            lang=page.lang,
            path=page.path,
            title=generic.get("title", texts.get("brand", "")),
            description=generic.get("description", ""),
            indexable=page.indexable,
        )
        if not page.known:
            return head, 404
        try:
            if page.package_ref is not None:
                await self._package(head, page, session)
            elif page.blog_slug is not None:
                await self._blog_post(head, page, session)
        except NotFound:
            not_found = pages.get("notFound", {})
            return PageHead(
                lang=page.lang,
                path=page.path,
                title=not_found.get("title", ""),
                description=not_found.get("description", ""),
                indexable=False,
            ), 404
        if page.key == "home":
            head.json_ld.append(self._organization())
        return head, 200

    async def _package(self, head: PageHead, page: ResolvedPage, session: AsyncSession) -> None:
        package = await CatalogueService(session).package(page.package_ref or "", page.lang)
        head.title = f"{package.name} – {package.camp.name}"
        head.description = package.short_description or (package.description or "")[:160]
        head.path = f"packages/{package.id}/{package.slug}"
        head.og_type = "product"
        head.image = package.image_url
        product: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": package.name,
            "description": head.description,
            "brand": {"@type": "Brand", "name": package.camp.name},
            "offers": {
                "@type": "Offer",
                "price": str(package.price),
                "priceCurrency": package.currency,
                "availability": "https://schema.org/InStock",
                "url": absolute(self.settings.public_base_url, localized_path(page.lang, head.path)),
            },
        }
        if package.image_url:
            product["image"] = absolute(self.settings.public_base_url, package.image_url)
        if package.review_count and package.rating is not None:
            # Only real, stored reviews: no rating is claimed for a package without any.
            product["aggregateRating"] = {
                "@type": "AggregateRating",
                "ratingValue": str(package.rating),
                "reviewCount": package.review_count,
            }
        head.json_ld.append(product)

    async def _blog_post(self, head: PageHead, page: ResolvedPage, session: AsyncSession) -> None:
        post = await BlogService(session).get_post(page.blog_slug or "", page.lang)
        head.title, head.description = post.title, post.excerpt
        head.path = f"blog/{post.slug}"
        head.og_type, head.image = "article", post.image
        head.json_ld.append(
            {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": post.title,
                "description": post.excerpt,
                "author": {"@type": "Person", "name": post.author},
                "datePublished": post.published_at.date().isoformat(),
                **({"image": absolute(self.settings.public_base_url, post.image)} if post.image else {}),
            }
        )

    def _organization(self) -> dict[str, Any]:
        s = self.settings
        return {
            "@context": "https://schema.org",
            "@type": "TravelAgency",
            "name": "Morocco Surf Camps",
            "url": absolute(s.public_base_url, "/"),
            "logo": absolute(s.public_base_url, "/favicon.svg"),
            "email": s.contact_email,
            "telephone": s.contact_phone,
            "areaServed": ["Taghazout", "Tamraght", "Imsouane", "Agadir"],
            "contactPoint": {
                "@type": "ContactPoint",
                "contactType": "customer service",
                "email": s.contact_email,
                "telephone": s.contact_phone,
                "availableLanguage": ["English", "French", "German"],
            },
        }
