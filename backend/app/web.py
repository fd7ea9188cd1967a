"""Serving the built single-page app and media files, and the HTTP headers every response carries."""

from __future__ import annotations

import gzip
import os
from os import PathLike
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.convertors import Convertor, register_url_convertor
from starlette.datastructures import Headers
from starlette.routing import Match
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.auth.tokens import REFRESH_COOKIE
from app.config import Settings
from app.db import ReadSessionDep, SessionDep
from app.kit.response_cache import KeepsPublicReads, share_response
from app.seo.forms import post_page_form
from app.seo.page_forms import PAGE_FORMS
from app.seo.redirects import redirect_for
from app.seo.service import PageRenderer
from app.seo.sitemap import robots_txt, sitemap_xml
from app.seo.ssr import BodyRenderer

IMMUTABLE = b"public, max-age=31536000, immutable"
NO_STORE = b"no-store"
_REFRESH_COOKIE = REFRESH_COOKIE.encode() + b"="
COMPRESSIBLE = (".js", ".css", ".svg", ".json", ".html", ".txt", ".map", ".webmanifest", ".xml")
# Already compressed, or too small to gain: the gzip middleware leaves these alone.
NOT_COMPRESSED = ("image/jpeg", "image/png", "image/webp", "image/avif", "font/woff2", "application/zip")


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else None


def content_security_policy(settings: Settings) -> str:
    img = ["'self'", "data:", "blob:"]
    frames = ["'self'"]
    scripts = ["'self'"]
    connect = ["'self'"]
    if settings.payments_enabled:
        # Stripe.js (card and IBAN fields in its own frames, 3-D Secure pages) talks to Stripe itself.
        if settings.stripe_api_base and (base := _origin(settings.stripe_api_base)):
            scripts.append(base)
            connect.append(base)
            frames.append(base)
        else:
            scripts.append("https://js.stripe.com")
            connect.append("https://api.stripe.com")
            frames.extend(["https://js.stripe.com", "https://hooks.stripe.com"])
        js = _origin(settings.stripe_js)
        if js and js not in scripts:
            scripts.append(js)
    if settings.maps_embed_base_url and (maps := _origin(settings.maps_embed_base_url)):
        frames.append(maps)
    if settings.storage_backend == "s3" and settings.s3_public_base_url:
        img.append(settings.s3_public_base_url.rstrip("/"))
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {' '.join(scripts)}",
            "style-src 'self' 'unsafe-inline'",
            f"img-src {' '.join(img)}",
            "font-src 'self'",
            f"connect-src {' '.join(connect)}",
            f"frame-src {' '.join(frames)}",
            "frame-ancestors 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "object-src 'none'",
        ]
    )


def _carries_credentials(scope: Scope) -> bool:
    for name, value in scope.get("headers", []):
        if name == b"authorization" or (name == b"cookie" and _REFRESH_COOKIE in value):
            return True
    return False


def _publicly_cacheable(headers: list[tuple[bytes, bytes]]) -> bool:
    return any(name.lower() == b"cache-control" and b"public" in value.lower() for name, value in headers)


class SecurityHeadersMiddleware:
    """Adds security headers to every response and the cache headers a response may carry.

    Fingerprinted files are cached for a year. What answers a request carrying credentials, and every
    API answer not marked public, is `no-store`: a shared computer's browser cache or a proxy must not
    keep a signed-in user's data.
    """

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        headers = [
            (b"content-security-policy", content_security_policy(settings).encode()),
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"strict-origin-when-cross-origin"),
            (b"x-frame-options", b"DENY"),
            (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
            (b"cross-origin-opener-policy", b"same-origin"),
        ]
        if settings.environment == "production":
            headers.append((b"strict-transport-security", b"max-age=63072000; includeSubDomains"))
        self.headers = headers
        self.names = frozenset(name for name, _ in headers)
        self.media_prefix = settings.media_url_prefix.rstrip("/").encode() + b"/"

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        immutable = path.startswith("/assets/") or path.encode().startswith(self.media_prefix)
        private = _carries_credentials(scope)
        api = path.startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                raw = [h for h in message.get("headers", []) if h[0].lower() not in self.names]
                raw.extend(self.headers)
                cache: bytes | None = None
                if private or (api and not _publicly_cacheable(raw)):
                    cache = NO_STORE
                elif immutable and message["status"] == 200:
                    cache = IMMUTABLE
                if cache is not None:
                    raw = [h for h in raw if h[0].lower() != b"cache-control"]
                    raw.append((b"cache-control", cache))
                message["headers"] = raw
            await send(message)

        await self.app(scope, receive, send_with_headers)


class CompressedAssets(StaticFiles):
    """The built, fingerprinted front-end files, sent gzip- or brotli-encoded to browsers that accept it.

    A `.br` or `.gz` file written next to an asset at build time is used as it is; otherwise the
    asset is gzipped once on first request and kept in memory (the files never change while the
    server runs: their names carry a hash of their content). Source maps are not served in
    production: they would publish the whole front-end source.
    """

    def __init__(self, *args: Any, serve_source_maps: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._gzipped: dict[str, bytes] = {}
        self.serve_source_maps = serve_source_maps

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        if not self.serve_source_maps and path.endswith(".map"):
            return "", None
        return super().lookup_path(path)

    def file_response(
        self, full_path: PathLike[str] | str, stat_result: os.stat_result, scope: Scope, status_code: int = 200
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        name = os.fspath(full_path)
        if response.status_code != 200 or not name.endswith(COMPRESSIBLE):
            return response
        accepted = Headers(scope=scope).get("accept-encoding", "")
        media_type = response.media_type
        headers = {"vary": "Accept-Encoding", "etag": response.headers["etag"]}
        if "br" in accepted and os.path.isfile(name + ".br"):
            return FileResponse(name + ".br", media_type=media_type, headers={**headers, "content-encoding": "br"})
        if "gzip" not in accepted:
            response.headers["vary"] = "Accept-Encoding"
            return response
        if os.path.isfile(name + ".gz"):
            return FileResponse(name + ".gz", media_type=media_type, headers={**headers, "content-encoding": "gzip"})
        body = self._gzipped.get(name)
        if body is None:
            with open(name, "rb") as file:  # noqa: ASYNC230 - once per file and process, files of a few hundred KB
                body = gzip.compress(file.read(), compresslevel=9, mtime=0)
            self._gzipped[name] = body
        return Response(body, media_type=media_type, headers={**headers, "content-encoding": "gzip"})


def mount_media(app: FastAPI, settings: Settings) -> None:
    if settings.storage_backend == "local":
        settings.media_root.mkdir(parents=True, exist_ok=True)
        app.mount(settings.media_url_prefix, StaticFiles(directory=settings.media_root, check_dir=False), name="media")


class PagePathConvertor(Convertor[str]):
    """Any path outside /api, so API paths keep their own 404 and 405 answers."""

    regex = r"(?!api(?:/|$)).*"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("page", PagePathConvertor())


def _is_file(candidate: Path) -> bool:
    """Whether a page path names a built file; a name too long for the file system names none."""
    try:
        return candidate.is_file()  # noqa: ASYNC240 - a stat call
    except OSError:
        return False


def redirect_slashes_relatively(app: FastAPI) -> None:
    """`/api/v1/camps/` answers with a redirect to `/api/v1/camps` (and the other way round).

    Starlette's own redirect writes an absolute URL built from the Host header, which the client
    chooses: a poisoned cache or a crafted link could send people to another site. This one answers
    with a path on the same site.
    """
    router = app.router
    router.redirect_slashes = False
    fallback = router.default

    async def redirect_or_fallback(scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope["path"]
        if scope["type"] == "http" and path != "/":
            other = path.rstrip("/") if path.endswith("/") else path + "/"
            moved = {**scope, "path": other}
            if any(route.matches(moved)[0] is not Match.NONE for route in router.routes):
                query = scope.get("query_string", b"").decode("latin-1")
                # One leading slash: `//host` would be read as another site.
                location = "/" + other.lstrip("/") + (f"?{query}" if query else "")
                await RedirectResponse(location)(scope, receive, send)
                return
        await fallback(scope, receive, send)

    router.default = redirect_or_fallback


def mount_spa(app: FastAPI, settings: Settings, body: BodyRenderer | None = None) -> None:
    """Serve the built front end: hashed assets as files, every page as index.html with its own head
    and, for public pages, its body rendered by `body` (app/seo/ssr.py)."""
    dist = settings.frontend_dist
    source_maps = not settings.is_production
    assets = CompressedAssets(directory=dist / "assets", check_dir=False, serve_source_maps=source_maps)
    app.mount("/assets", assets, name="assets")
    renderer = PageRenderer(dist, settings, body)
    dist_root = dist.resolve()

    @app.get("/sitemap.xml", include_in_schema=False)
    async def sitemap(session: SessionDep) -> Response:
        xml = await sitemap_xml(session, settings.public_base_url)
        return Response(xml, media_type="application/xml", headers={"Cache-Control": "public, max-age=3600"})

    @app.get("/robots.txt", include_in_schema=False)
    async def robots() -> PlainTextResponse:
        return PlainTextResponse(
            robots_txt(settings.public_base_url), headers={"Cache-Control": "public, max-age=3600"}
        )

    @app.get("/{path:page}", include_in_schema=False)
    async def spa(request: Request, path: str, session: ReadSessionDep) -> Response:
        candidate = (dist / path).resolve()
        servable = source_maps or candidate.suffix != ".map"
        if path and servable and _is_file(candidate) and dist_root in candidate.parents:
            return FileResponse(candidate)
        if (moved := await redirect_for(path, request.url.query, session)) is not None:
            return RedirectResponse(moved.location, status_code=moved.status)
        if not renderer.built():
            return JSONResponse(
                {"error": "frontend_not_built", "detail": "The front end is not built: run `make run`."},
                status_code=503,
            )
        page = await renderer.render(path, session, request.query_params, request.url.query)
        if page.status == 200 and page.complete and not page.private:
            share_response(request)  # a page the renderer failed to render is not kept: the next one tries again
        if page.private:  # a form's one-time token: this visitor's page
            return HTMLResponse(page.html, status_code=page.status, headers={"Cache-Control": "no-store"})
        return HTMLResponse(page.html, status_code=page.status, headers={"Cache-Control": "no-cache"})

    @app.post("/{path:page}", include_in_schema=False, dependencies=[KeepsPublicReads])
    async def page_form(request: Request, path: str, session: SessionDep) -> Response:
        """A public form posted by the browser itself, without a script (app/seo/forms.py)."""
        return await post_page_form(request, path, session, renderer, PAGE_FORMS)
