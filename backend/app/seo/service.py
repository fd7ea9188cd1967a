"""Server-side page heads: every public page's HTML carries its own title, description, canonical
URL, hreflang alternates, Open Graph tags and JSON-LD, so crawlers without JavaScript see them."""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import date
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

from pydantic import BaseModel, ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from app.blog.schemas import BlogPostRead
from app.blog.service import BlogService
from app.catalogue.schemas import CampListQuery, PackageDetail
from app.catalogue.service import CatalogueService
from app.config import SITE_NAME, Settings
from app.content.service import ContentService
from app.errors import AppError, NotFound
from app.kit.formatting import place_name
from app.kit.languages import Language
from app.kit.metrics import SSR_FALLBACKS, SSR_RENDER
from app.kit.pagination import PageParams
from app.kit.process_cache import ProcessCache
from app.kit.public_routes import ResolvedPage, canonical_list_path, localized_path, resolve, server_rendered
from app.kit.public_site import (
    CAMPS_PAGE_SIZE,
    CARD_IMAGE_SIZES,
    FEATURED_PACKAGE,
    FEATURED_PACKAGE_PAGE,
    IMAGE_WIDTHS,
    REDIRECTS,
    TOWNS,
)
from app.models.base import utcnow
from app.my_booking.schemas import MyBookingRead
from app.my_booking.service import MyBookingService
from app.reviews.service import ReviewService
from app.seo.form_state import PostedForm, booking_page_form
from app.seo.head import PageHead, absolute, render_head, script_json
from app.seo.ssr import BodyRenderer, NoRenderer, RenderFailed
from app.site.service import site_config

log = logging.getLogger("app.ssr")

_TITLE = re.compile(r"<title>.*?</title>", re.S)
_DESCRIPTION = re.compile(r'<meta name="description"[^>]*>')
_HTML_LANG = re.compile(r'<html lang="[^"]*"')


def _srcset(url: str) -> str | None:
    """The srcset the front end builds for a stored image (frontend/src/lib/images.ts)."""
    largest = f"-{IMAGE_WIDTHS[-1]}.jpg"
    if not url.endswith(largest):
        return None
    stem = url.removesuffix(largest)
    return ", ".join(f"{stem}-{width}.jpg {width}w" for width in IMAGE_WIDTHS)


@dataclass(frozen=True)
class InitialData:
    """An API answer the page's first render needs, written into the page (see `initial_data_script`)."""

    path: str  # as the front end's API client requests it, e.g. /api/v1/packages/12
    query: dict[str, str]
    # What the endpoint answers for path?query: its model, or its error (a page's record that does not
    # exist: the page then renders its "not found" state at once, on the server too, never "Loading").
    answer: BaseModel | AppError


@dataclass
class Preloads:
    """What the page's first render needs: named in its head so the browser fetches it at once, or
    written into the page so it needs no request at all."""

    image: str | None = None  # the largest image above the fold
    image_sizes: str = "100vw"  # the `sizes` the front end gives that image
    data: list[InitialData] = field(default_factory=list)
    # The data are this visitor's (a form's one-time token, what they typed): the page is not kept.
    private: bool = False


def posted_form_data(form: PostedForm) -> InitialData:
    """A page's form as its first render reads it (frontend/src/lib/forms/posted-form.ts)."""
    return InitialData(f"/forms/{form.form}", {}, form)


def initial_data_json(entries: list[InitialData]) -> str:
    """The answers of the page's first API calls as the JSON list the front end reads before its
    first render (frontend/src/api/initial-data.ts), each serialised exactly as its endpoint does
    (app/kit/http_cache.py). The server render (ssr.py) renders the page from the same text."""
    items = ",".join(
        f'{{"path":{json.dumps(e.path)},"query":{json.dumps(e.query)},{_answer_json(e)}}}' for e in entries
    )
    return f"[{items}]"


def _answer_json(entry: InitialData) -> str:
    """`"data":…` (the answer's JSON), or `"error":…` with the status and the body the API answers."""
    if isinstance(entry.answer, AppError):
        return f'"error":{json.dumps({"status": entry.answer.status_code, **entry.answer.body()})}'
    return f'"data":{entry.answer.model_dump_json(by_alias=True)}'


def initial_data_script(data_json: str) -> str:
    """The page's data in the page, so the first paint shows the content, not a placeholder, and
    the browser makes no request for it; made safe inside the script element (`script_json`)."""
    return f'<script type="application/json" id="initial-data">{script_json(data_json)}</script>'


@dataclass
class _Cached:
    mtime: float
    value: Any


# CMS sections a page shows in place of its built-in texts (useContentOverride in about-page.tsx, faq-page.tsx).
_CONTENT_SECTIONS: dict[str, tuple[str, ...]] = {"about": ("about",), "faq": ("faq",)}
BOOKING_PAGE = "packageBooking"  # a package's booking form as a page of its own (/packages/{id}/book)
REVIEWS_PAGE_SIZE = 10  # the reviews a package page shows (get-package-reviews.ts)
_BLOG_CATEGORY = re.compile(r"[a-z-]{1,50}")
_LOCATIONS = frozenset({*TOWNS, "both"})  # the list's location filter (filters.ts LOCATIONS)
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_BUDGET = re.compile(r"\d{1,6}-\d{1,6}")
_TYPE = re.compile(r"[a-z-]{1,30}")


def camp_list_request(preset: Mapping[str, str], query: Mapping[str, str]) -> tuple[dict[str, str], int]:
    """The filters and page number a camp list URL asks the API for, read as the page reads them
    (filtersFromSearch and pageFromSearch in frontend/src/features/catalogue/lib/filters.ts)."""
    filters = dict(preset)
    location = query.get("location", "").lower()
    if location in _LOCATIONS:
        filters["location"] = location
    duration = query.get("duration", "")
    if duration.isascii() and duration.isdigit() and 1 <= int(duration) <= 60:
        filters["duration"] = str(int(duration))
    budget = query.get("budget", "")
    if _BUDGET.fullmatch(budget):
        filters["budget"] = budget
    kind = query.get("type", "").lower()
    if _TYPE.fullmatch(kind):
        filters["type"] = kind
    day = query.get("date", "")
    if _DAY.fullmatch(day):
        with suppress(ValueError):  # not a day of the calendar ("2027-02-30"): the page drops it too
            arrival = date.fromisoformat(day)
            if arrival >= utcnow().date():  # nobody arrives in the past: the page drops that day as well
                filters["availableOn"] = arrival.isoformat()
    page = query.get("page", "")
    number = int(page) if page.isascii() and page.isdigit() and int(page) >= 1 else 1
    return filters, number


MY_BOOKING_PAGE = "myBooking"
# A link's token as the page accepts it (my-booking-page.tsx `plausible`); anything else is not looked up.
_PLAUSIBLE_LINK = re.compile(r"\d+\.\d+\.[\w-]{10,}")


def _package_data(ref: str, lang: str, package: PackageDetail | AppError) -> InitialData:
    """GET /api/v1/packages/{ref}?lang=… (get-package.ts), the path encoded as the API client does."""
    return InitialData(f"/api/v1/packages/{quote(ref, safe='')}", {"lang": lang}, package)


def _blog_post_data(slug: str, lang: str, post: BlogPostRead | AppError) -> InitialData:
    """GET /api/v1/blog/{slug}?lang=… (get-blog-post.ts)."""
    return InitialData(f"/api/v1/blog/{quote(slug, safe='')}", {"lang": lang}, post)


@dataclass(frozen=True)
class RenderedPage:
    status: int
    html: str
    # Whether the page is as it should be: rendered on the server, or not meant to be (the back
    # office). A page served client-rendered because the renderer failed is not kept by caches.
    complete: bool = True
    private: bool = False  # carries one visitor's form (its token, what was typed): kept by no cache


_ROOT = '<div id="root"></div>'
# The modules the page's loader fetches after the first paint (frontend/build/route-preloads.ts).
_LOADER_MODULES = ' data-modules="'


class PageRenderer:
    """Renders index.html with the head of the requested page and, for public pages, its body
    (rendered by `body`, see ssr.py). Files are re-read when rebuilt."""

    def __init__(self, dist: Path, settings: Settings, body: BodyRenderer | None = None) -> None:
        self.dist = dist
        self.settings = settings
        self.body: BodyRenderer = body or NoRenderer("no renderer given")
        self._cache: dict[str, _Cached] = {}
        # Rendered bodies by a hash of (URL, data): rendering is a function of both (and of the
        # renderer's build, fixed for the process), so the same page with the same data is not rendered
        # again; kept `ssr_keep_seconds`, and emptied by the writes that change public reads.
        self._bodies: ProcessCache[bytes, str] = ProcessCache(max_entries=64)

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
            return {"brand": SITE_NAME, "pages": {}}

    async def render(
        self,
        path: str,
        session: AsyncSession,
        query: Mapping[str, str] | None = None,
        query_string: str = "",
        extra: list[InitialData] | None = None,
    ) -> RenderedPage:
        """The page at `path` (`query`: its parsed query, `query_string`: as the browser sent it); `extra`:
        more data for its first render (a posted form's values and errors: app/seo/forms.py)."""
        page = resolve(path)
        texts = self._texts(page.lang)
        preloads = Preloads(private=bool(extra))
        head, status = await self._head(page, texts, session, preloads, query or {})
        preloads.data += extra or []
        if page.camp_filter is not None:
            head.path = canonical_list_path(page, query or {})
        brand = texts.get("brand", SITE_NAME)
        if head.title != brand:
            head.title = f"{head.title} | {brand}"
        html: str = self._read("index.html", parse=False)
        rendered_head = render_head(head, self.settings.public_base_url)
        html = _DESCRIPTION.sub("", html, count=1)
        html = _TITLE.sub(lambda _: rendered_head, html, count=1)
        # Every page shows the site's settings (contact numbers, figures, plans) in its first render.
        preloads.data.insert(0, InitialData("/api/v1/site-config", {}, site_config(self.settings)))
        tags = self._image_preload(preloads) if status == 200 else ""
        if status == 200 and (modules := self._route_modules(page)):
            html = html.replace(_LOADER_MODULES, f"{_LOADER_MODULES}{escape(' '.join(modules))} ", 1)
        data_json = initial_data_json(preloads.data)
        tags += f"\n    {initial_data_script(data_json)}"
        # After the entry script and stylesheet, which the first render needs even more.
        html = html.replace("</head>", f"{tags}\n  </head>", 1)
        html = _HTML_LANG.sub(f'<html lang="{page.lang}"', html, count=1)
        private = preloads.private
        if not server_rendered(page) or isinstance(self.body, NoRenderer):
            # client-rendered by design (the start logged why, if off)
            return RenderedPage(status, html, private=private)
        url = "/" + path.lstrip("/") + (f"?{query_string}" if query_string else "")
        key = hashlib.blake2b(f"{url}\n{data_json}".encode(), digest_size=16).digest()
        try:
            if private:  # one visitor's page: rendered for them alone, not kept
                body = await self._timed(url, data_json)
            else:
                body = await self._bodies.one(key, self.settings.ssr_keep_seconds, lambda: self._timed(url, data_json))
        except RenderFailed as error:
            SSR_FALLBACKS.inc()
            log.warning("%s served client-rendered: %s", url, error)
            return RenderedPage(status, html, complete=False, private=private)
        return RenderedPage(status, html.replace(_ROOT, f'<div id="root">{body}</div>', 1), private=private)

    async def _timed(self, url: str, data_json: str) -> str:
        """A render by the page renderer, its time observed (a body kept from before is not timed)."""
        with SSR_RENDER.time():
            return await self.body.render(url, data_json)

    def _image_preload(self, preloads: Preloads) -> str:
        """A <link> tag for the LCP image."""
        if not preloads.image:
            return ""
        srcset = _srcset(preloads.image)
        responsive = f' imagesrcset="{escape(srcset)}" imagesizes="{escape(preloads.image_sizes)}"' if srcset else ""
        href = escape(preloads.image)
        return f'\n    <link rel="preload" as="image" href="{href}"{responsive} fetchpriority="high">'

    def _route_modules(self, page: ResolvedPage) -> list[str]:
        """The route's JavaScript chunks and the texts of its language, which the page's loader fetches
        with the entry (src/boot/load-after-paint.js) instead of after it has run."""
        try:
            # Written by the front end's build (frontend/build/route-preloads.ts).
            manifest: dict[str, Any] = self._read("preload.json", parse=True)
        except (FileNotFoundError, ValueError):
            return []
        route = manifest.get("pages", {}).get(page.key)
        if not route:
            return []
        files: list[str] = [f for part in route["texts"] for f in manifest["texts"].get(part, {}).get(page.lang, [])]
        return files + list(route["scripts"])

    async def _head(
        self,
        page: ResolvedPage,
        texts: dict[str, Any],
        session: AsyncSession,
        preloads: Preloads,
        query: Mapping[str, str],
    ) -> tuple[PageHead, int]:
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
            if REDIRECTS.get(page.path) == FEATURED_PACKAGE_PAGE:
                # /surf-coaching-package while the featured package is not on sale (redirects.py lets it
                # through): its page renders the package's 404, like any missing package.
                try:
                    await CatalogueService(session).package(FEATURED_PACKAGE, page.lang)
                except NotFound as missing:
                    preloads.data.append(_package_data(FEATURED_PACKAGE, page.lang, missing))
            return head, 404
        try:
            if page.package_ref is not None:
                package = await self._package(head, page, session)
                preloads.image = head.image
                preloads.data.append(_package_data(page.package_ref, page.lang, package))
                await self._reviews_preloads(package.id, page.lang, session, preloads)
                if page.key == BOOKING_PAGE:
                    preloads.private = True
                    preloads.data.append(posted_form_data(await booking_page_form(session, query.get("sent"))))
            elif page.blog_slug is not None:
                post = await self._blog_post(head, page, session)
                preloads.data.append(_blog_post_data(page.blog_slug, page.lang, post))
        except NotFound as missing:
            # The record's answer is the API's 404, written into the page like any answer: the page
            # shows its "not found" state in its first render (server and browser), not a spinner.
            if page.package_ref is not None:
                preloads.data.append(_package_data(page.package_ref, page.lang, missing))
            elif page.blog_slug is not None:
                preloads.data.append(_blog_post_data(page.blog_slug, page.lang, missing))
            not_found = pages.get("notFound", {})
            return PageHead(
                lang=page.lang,
                path=page.path,
                title=not_found.get("title", ""),
                description=not_found.get("description", ""),
                indexable=False,
            ), 404
        if page.key == "home":
            head.json_ld.append(self._organization(page.lang))
            await self._home_preloads(page, session, preloads)
        elif page.camp_filter is not None:
            await self._camp_list_preloads(page, session, preloads, query)
        elif page.key == "blog":
            await self._blog_preloads(page, session, preloads, query)
        elif page.key == MY_BOOKING_PAGE:
            await self._my_booking_preloads(page, session, preloads, query)
        if page.key == "home" or page.camp_filter is not None:
            # The camp search bar's choices (search-bar.tsx, get-catalogue-facets.ts).
            preloads.data.append(InitialData("/api/v1/camps/facets", {}, await CatalogueService(session).facets()))
        for section in _CONTENT_SECTIONS.get(page.key, ()):
            content = await ContentService(session).section(section, page.lang)
            preloads.data.append(InitialData("/api/v1/content", {"section": section, "lang": page.lang}, content))
        return head, 200

    async def _reviews_preloads(
        self, package_id: int, lang: Language, session: AsyncSession, preloads: Preloads
    ) -> None:
        """The package's reviews as its page asks for them (get-package-reviews.ts)."""
        reviews = await ReviewService(session).package_reviews(package_id, PageParams(1, REVIEWS_PAGE_SIZE), lang)
        query = {"pageSize": str(REVIEWS_PAGE_SIZE), "lang": lang}
        preloads.data.append(InitialData(f"/api/v1/packages/{package_id}/reviews", query, reviews))

    async def _my_booking_preloads(
        self, page: ResolvedPage, session: AsyncSession, preloads: Preloads, query: Mapping[str, str]
    ) -> None:
        """The booking a "My booking" link names (get-my-booking.ts), so that the page and its forms (cancel,
        write to the camp, other dates) work without a script. One traveller's page: never kept."""
        token = query.get("token", "").strip()
        if not _PLAUSIBLE_LINK.fullmatch(token):
            return  # the page asks for the link again (lost-link.tsx), as the browser would
        preloads.private = True
        service = MyBookingService(session)
        answer: MyBookingRead | AppError
        try:
            answer = await service.read(await service.open(token), page.lang)
        except AppError as refused:
            answer = refused
        preloads.data.append(InitialData(f"/api/v1/my-booking/{quote(token, safe='')}", {"lang": page.lang}, answer))

    async def _blog_preloads(
        self, page: ResolvedPage, session: AsyncSession, preloads: Preloads, query: Mapping[str, str]
    ) -> None:
        """The blog's list, in the category the URL asks for (list-blog-posts.ts)."""
        category = query.get("category") or None
        if category is not None and not _BLOG_CATEGORY.fullmatch(category):
            return
        posts = await BlogService(session).list_posts(category, page.lang)
        api_query = {"lang": page.lang, **({"category": category} if category else {})}
        preloads.data.append(InitialData("/api/v1/blog", api_query, posts))

    async def _home_preloads(self, page: ResolvedPage, session: AsyncSession, preloads: Preloads) -> None:
        """The hero's texts, which a CMS row may override (hero-section.tsx, get-content.ts), the
        sections under it, and the featured package (its photo is the hero's: home-page.tsx)."""
        lang = page.lang
        hero = await ContentService(session).section("hero", lang)
        preloads.data.append(InitialData("/api/v1/content", {"section": "hero", "lang": lang}, hero))
        # The sections under the hero (below-the-fold.tsx): the server renders them too.
        catalogue, reviews = CatalogueService(session), ReviewService(session)
        preloads.data += [
            InitialData("/api/v1/camps/featured", {"lang": lang}, await catalogue.featured(lang)),
            InitialData("/api/v1/reviews/testimonials", {"lang": lang}, await reviews.testimonials(lang)),
            InitialData(
                "/api/v1/content",
                {"section": "testimonials", "lang": lang},
                await ContentService(session).section("testimonials", lang),
            ),
            InitialData("/api/v1/blog", {"lang": lang}, await BlogService(session).list_posts(None, lang)),
        ]
        try:
            package = await catalogue.package(FEATURED_PACKAGE, lang)
        except NotFound:
            return
        # Its hero photo is not preloaded: it lies behind the hero's drawn scene (an inline SVG of the same
        # size, the page's largest paint), so it is no reason to hold back the page's code
        # (load-after-paint.js waits for a preloaded photo) and it gets no bandwidth before the text.
        preloads.data.append(_package_data(FEATURED_PACKAGE, page.lang, package))

    async def _camp_list_preloads(
        self, page: ResolvedPage, session: AsyncSession, preloads: Preloads, url_query: Mapping[str, str]
    ) -> None:
        """The list's page with the page's preset filter refined by the URL's (list-camps.ts) and its
        first card's photo (camp-image.tsx)."""
        filters, number = camp_list_request(page.camp_filter or {}, url_query)
        try:
            query = CampListQuery.model_validate(
                {**filters, "page": number, "pageSize": CAMPS_PAGE_SIZE, "lang": page.lang}
            )
        except ValidationError:
            return  # the list answers this with an error, which the page shows once it asks
        camps = await CatalogueService(session).list_camps(query)
        preloads.data.append(
            InitialData(
                "/api/v1/camps",
                {**filters, "page": str(query.page), "pageSize": str(query.page_size), "lang": query.lang},
                camps,
            )
        )
        if camps.items and camps.items[0].image:
            preloads.image = camps.items[0].image
            preloads.image_sizes = CARD_IMAGE_SIZES

    async def _package(self, head: PageHead, page: ResolvedPage, session: AsyncSession) -> PackageDetail:
        package = await CatalogueService(session).package(page.package_ref or "", page.lang)
        head.title = f"{package.name} – {package.camp.name}"
        head.description = package.short_description or (package.description or "")[:160]
        head.path = f"packages/{package.id}/{package.slug}"
        head.og_type = "product"
        head.image = package.image_url
        head.languages = tuple(package.languages)
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
                "areaServed": package.camp.location,  # "Taghazout, Maroc": named in the page's language
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
        return package

    async def _blog_post(self, head: PageHead, page: ResolvedPage, session: AsyncSession) -> BlogPostRead:
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
        return post

    def _organization(self, lang: str) -> dict[str, Any]:
        s = self.settings
        return {
            "@context": "https://schema.org",
            "@type": "TravelAgency",
            "name": SITE_NAME,
            "url": absolute(s.public_base_url, "/"),
            "logo": absolute(s.public_base_url, "/favicon.svg"),
            "email": s.contact_email,
            "telephone": s.contact_phone,
            "areaServed": [place_name(key, lang) for key in TOWNS],
            "contactPoint": {
                "@type": "ContactPoint",
                "contactType": "customer service",
                "email": s.contact_email,
                "telephone": s.contact_phone,
                "availableLanguage": ["English", "French", "German"],
            },
        }
