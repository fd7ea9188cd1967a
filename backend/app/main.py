"""The application factory: middleware, routers, error handlers, media and SPA serving."""

from __future__ import annotations

import asyncio
import contextlib
import gc
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.middleware.cors import CORSMiddleware
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.routing import iter_route_contexts
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from app.admin.router import router as admin_router
from app.assistant.endpoints import router as assistant_router
from app.auth.endpoints import router as auth_router
from app.availability import endpoints as availability
from app.blog.endpoints import router as blog_router
from app.bookings.endpoints import router as bookings_router
from app.bookings.writer import booking_writers_idle
from app.catalogue.endpoints import router as catalogue_router
from app.config import SITE_NAME, Settings, get_settings
from app.content.endpoints import router as content_router
from app.db import checkpoint_sqlite_forever, get_engine
from app.errors import COMMON_ERROR_RESPONSES, install_error_handlers
from app.jobs.runner import run_jobs_forever
from app.kit.body_limit import BodyLimitMiddleware
from app.kit.driver_reads import close_driver_pools
from app.kit.error_reporting import init_error_reporting
from app.kit.logs import configure_logging
from app.kit.mail_limits import MailWatchMiddleware
from app.kit.metrics import (
    METRICS_PATH,
    RequestObservationMiddleware,
    instrument_engine,
    metrics_process_ended,
    metrics_response,
)
from app.kit.nul_guard import NulGuardMiddleware
from app.kit.response_cache import ResponseCacheMiddleware
from app.kit.signing_key import signing_key
from app.leads.endpoints import router as leads_router
from app.listings.endpoints import router as listings_router
from app.media.endpoints import UPLOAD_PATH
from app.media.endpoints import router as media_router
from app.my_booking.endpoints import router as my_booking_router
from app.owner.endpoints import router as owner_router
from app.partners.endpoints import router as partners_router
from app.payments.endpoints import owner as payments_owner_router
from app.payments.endpoints import webhooks as payments_webhooks_router
from app.reviews.endpoints import admin as reviews_admin_router
from app.reviews.endpoints import public as reviews_router
from app.seo.ssr import BodyRenderer, body_renderer
from app.site.endpoints import router as site_router
from app.statements.endpoints import admin as statements_admin_router
from app.statements.endpoints import owner as statements_owner_router
from app.web import NOT_COMPRESSED, SecurityHeadersMiddleware, mount_media, mount_spa, redirect_slashes_relatively

ROUTERS = [
    site_router,
    auth_router,
    catalogue_router,
    bookings_router,
    my_booking_router,
    availability.public,
    availability.owner,
    availability.admin,
    blog_router,
    leads_router,
    content_router,
    assistant_router,
    partners_router,
    owner_router,
    statements_owner_router,
    payments_owner_router,
    payments_webhooks_router,
    listings_router,
    media_router,
    reviews_router,
    admin_router,
    reviews_admin_router,
    statements_admin_router,
]


def _has_policy(dependant: Dependant) -> bool:
    return any(getattr(dep.call, "__access_policy__", False) or _has_policy(dep) for dep in dependant.dependencies)


def assert_every_route_has_a_policy(app: FastAPI) -> None:
    """Deny by default: an /api route that names no access policy stops the app from starting.

    A policy counts wherever FastAPI resolves it for the route: a parameter (`principal: ActiveAdmin`),
    a dependency of a dependency, or the route's or its router's `dependencies=[Depends(policy)]`.
    """
    missing = []
    for route in iter_route_contexts(app.router.routes):
        dependant = getattr(route, "dependant", None)  # None for non-API routes (schema, static files)
        path = route.path or ""
        if dependant is not None and path.startswith("/api/") and not _has_policy(dependant):
            missing.append(f"{sorted(route.methods or [])} {route.path}")
    if missing:
        raise RuntimeError(f"routes without an access policy: {', '.join(missing)}")


def create_app(settings: Settings | None = None, pages: BodyRenderer | None = None) -> FastAPI:
    """The app; `pages` renders public pages' bodies (default: the Node renderer the settings ask for)."""
    settings = settings or get_settings()
    signing_key()  # made (or read) now: a missing or unreadable key stops the start, not a sign-in
    configure_logging(settings.log_format, requests=settings.log_requests)
    init_error_reporting(settings)
    instrument_engine(get_engine())

    page_bodies = pages or body_renderer(settings)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await page_bodies.start()  # the page renderer of this process (app/seo/ssr.py), ready before the first request
        task: asyncio.Task[Any] | None = None
        if settings.jobs_in_process:
            task = asyncio.create_task(run_jobs_forever(settings.jobs_interval_seconds))
        checkpoints = asyncio.create_task(checkpoint_sqlite_forever())
        # The objects made while starting (routes, schemas, mappers, templates) live as long as the
        # process: moved out of the collector's reach, so that its full collections under load take
        # a few milliseconds instead of pausing every request in flight for close to 100 ms.
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            for background in (task, checkpoints):
                if background is not None:
                    background.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await background
            # A group of bookings being written (for requests that went away) is committed first.
            await booking_writers_idle()
            await page_bodies.close()
            await close_driver_pools()
            await get_engine().dispose()
            metrics_process_ended()

    app = FastAPI(
        title=f"{SITE_NAME} API",
        version="1.0.0",
        openapi_url="/api/openapi.json",
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
    )
    install_error_handlers(app)
    app.state.page_renderer = page_bodies  # the readiness check asks it (app/site/readiness.py)
    # Media, assets and pages first: a page request (the home page, a camp's page) no longer walks
    # every API router's routes before its own (a tenth of an uncached home page in a profile). None
    # of them matches a path under /api (the page route's pattern excludes it), so the API's own
    # answers, 404 and 405 included, are unchanged.
    # Off the public site: answers only to METRICS_TOKEN (app/kit/metrics.py); not in the schema.
    app.add_route(METRICS_PATH, metrics_response, include_in_schema=False)
    mount_media(app, settings)
    mount_spa(app, settings, page_bodies)
    for router in ROUTERS:
        app.include_router(router, responses=COMMON_ERROR_RESPONSES)
    assert_every_route_has_a_policy(app)
    redirect_slashes_relatively(app)
    # Innermost: each request gets its own watch of the addresses typed into it (app/kit/mail_limits.py).
    app.add_middleware(MailWatchMiddleware)
    app.add_middleware(NulGuardMiddleware)
    # Outside the NUL guard, which reads whole JSON bodies; the upload route caps its own body.
    app.add_middleware(BodyLimitMiddleware, limit=settings.max_body_bytes, own_limit_paths={UPLOAD_PATH})
    # Compresses what the handlers send (pages, JSON); assets come compressed already (app/web.py).
    # Inside the micro-cache, which keeps what it compressed, so a cache hit does not pass through it.
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=6, exclude_content_types=NOT_COMPRESSED)
    app.add_middleware(ResponseCacheMiddleware, seconds=settings.response_cache_seconds)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_credentials=True,
            allow_methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
            allow_headers=["Authorization", "Content-Type", "Idempotency-Key"],
        )
    app.add_middleware(SecurityHeadersMiddleware, settings=settings)
    # Outside everything that answers (the cache, the limits, the error handlers): each request gets
    # its id, its log line and its place in the metrics, whoever answered it.
    app.add_middleware(RequestObservationMiddleware, root=app)
    if settings.forwarded_allow_ips:
        # Outermost, so everything inside (rate limits, logs) sees the client the proxy names.
        # `surfcamp serve` leaves uvicorn's own copy of this off: it would trust 127.0.0.1 by default.
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.forwarded_allow_ips)
    return app
