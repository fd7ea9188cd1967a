"""Prometheus metrics: what each shared mechanism counts, and the scrape at `/metrics`.

The counters are bumped in the shared places, never by each caller: the request middleware below
(every route, by its template), the job runner (app/jobs/runner.py), the outbox's delivery, the
booking service's outcome point, the page renderer's fallback, the response cache. What lives in
the database (the outbox's depth and its oldest unsent message) is read at scrape time with one
cheap query, so several processes never disagree about it.

Several worker processes (`surfcamp serve --workers N`): prometheus-client's multiprocess mode.
`surfcamp serve` points PROMETHEUS_MULTIPROC_DIR at a fresh folder before the workers start (or
uses the one set, which the job runner's unit shares); each process writes its samples there and
the scrape, answered by whichever worker, sums them (docs/production.md).

`/metrics` is off the public site: it answers only with `Authorization: Bearer <METRICS_TOKEN>`;
without METRICS_TOKEN set it answers 404, as if it did not exist.
"""

from __future__ import annotations

import hmac
import os
import time
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy import event, func, select
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.config import get_settings
from app.kit.request_context import bind_request, current_request, new_request_id, read_request_id

METRICS_PATH = "/metrics"
_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

HTTP_REQUESTS = Counter(
    "surfcamp_http_requests_total",
    "HTTP requests answered, by route template and status",
    ["method", "route", "status"],
)
HTTP_LATENCY = Histogram(
    "surfcamp_http_request_duration_seconds",
    "Time to answer a request, by route template",
    ["method", "route"],
    buckets=_LATENCY_BUCKETS,
)
BOOKING_REQUESTS = Counter(
    "surfcamp_booking_requests_total", "Booking requests by outcome (stored, full, refused, replay)", ["outcome"]
)
HOLDS_EXPIRED = Counter("surfcamp_holds_expired_total", "Pending requests whose hold on places expired")
MAIL_FAILURES = Counter("surfcamp_mail_failures_total", "E-mail delivery attempts that failed")
MAIL_SENT = Counter("surfcamp_mail_sent_total", "E-mails delivered to the mail backend")
JOB_RUNS = Counter("surfcamp_job_runs_total", "Background job runs", ["job"])
JOB_FAILURES = Counter("surfcamp_job_failures_total", "Failed rows (or whole runs) of a background job", ["job"])
JOB_DURATION = Histogram(
    "surfcamp_job_duration_seconds",
    "Time one run of a background job took",
    ["job"],
    buckets=(0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300),
)
CALENDAR_FEEDS = Counter("surfcamp_calendar_feeds_total", "Camps' calendar feeds read, by result", ["result"])
SSR_RENDER = Histogram(
    "surfcamp_ssr_render_seconds", "Time to render a page's body on the server", buckets=_LATENCY_BUCKETS
)
SSR_FALLBACKS = Counter("surfcamp_ssr_fallbacks_total", "Pages served client-rendered because rendering failed")
RESPONSE_CACHE = Counter("surfcamp_response_cache_total", "Public reads answered by the micro-cache", ["result"])
DB_POOL_IN_USE = Gauge(
    "surfcamp_db_pool_in_use", "Database connections checked out of the pool", multiprocess_mode="livesum"
)


def multiprocess_dir() -> str | None:
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def metrics_process_ended() -> None:
    """A worker that stops takes its live gauges (pool use) out of the sum the others report."""
    if multiprocess_dir() is not None:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(os.getpid())  # type: ignore[no-untyped-call]


def booking_outcome(outcome: str) -> None:
    BOOKING_REQUESTS.labels(outcome).inc()


def instrument_engine(engine: AsyncEngine) -> None:
    """Count the connections checked out of this engine's pool (once per engine)."""
    sync = engine.sync_engine
    if getattr(sync, "_surfcamp_metered", False):
        return
    sync._surfcamp_metered = True  # type: ignore[attr-defined]
    event.listen(sync, "checkout", lambda *_: DB_POOL_IN_USE.inc())
    event.listen(sync, "checkin", lambda *_: DB_POOL_IN_USE.dec())


class OutboxCollector(Collector):
    """The outbox's depth and the age of its oldest unsent message, read from the database at scrape."""

    def __init__(self, values: tuple[int, float | None]) -> None:
        self.values = values

    def collect(self) -> Any:
        depth, oldest_age = self.values
        yield GaugeMetricFamily("surfcamp_outbox_depth", "E-mails waiting to be sent (pending or sending)", depth)
        yield GaugeMetricFamily(
            "surfcamp_outbox_oldest_unsent_age_seconds",
            "Age of the oldest e-mail not sent yet (0 when none waits)",
            oldest_age or 0.0,
        )


async def outbox_backlog() -> tuple[int, float | None]:
    """How many e-mails wait and how old the oldest is, in seconds (None when none waits)."""
    from app.db import get_sessionmaker
    from app.models import EmailOutbox
    from app.models.base import utcnow

    async with get_sessionmaker()() as session:
        depth, oldest = (
            await session.execute(
                select(func.count(), func.min(EmailOutbox.created_at)).where(
                    EmailOutbox.status.in_(("pending", "sending"))
                )
            )
        ).one()
    if oldest is None:
        return int(depth), None
    if oldest.tzinfo is None:
        oldest = oldest.replace(tzinfo=utcnow().tzinfo)
    return int(depth), max(0.0, (utcnow() - oldest).total_seconds())


def _registry() -> CollectorRegistry:
    from prometheus_client import REGISTRY

    if multiprocess_dir() is None:
        return REGISTRY
    from prometheus_client import multiprocess

    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    return registry


async def metrics_response(request: Request) -> Response:
    token = get_settings().metrics_token
    if not token:
        return Response(status_code=404)
    given = request.headers.get("authorization", "")
    if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
        return Response(status_code=401, headers={"WWW-Authenticate": "Bearer"})
    body = generate_latest(_registry())
    outbox = CollectorRegistry()
    outbox.register(OutboxCollector(await outbox_backlog()))
    body += generate_latest(outbox)
    return Response(body, media_type=CONTENT_TYPE_LATEST, headers={"Cache-Control": "no-store"})


def route_template(app: ASGIApp, scope: Scope) -> str:
    """The matched route's template (`/api/v1/camps/{slug}`), never the raw path: ids would make a
    series each. A request answered before routing (a cache hit, a body refused) is matched here."""
    route = scope.get("route")
    if route is None:
        router = getattr(app, "router", None)
        for candidate in getattr(router, "routes", ()):
            match, _ = candidate.matches(scope)
            if match == Match.FULL:
                route = candidate
                break
    path = getattr(route, "path", None)
    return str(path) if path is not None else "unmatched"


class RequestObservationMiddleware:
    """Outermost but for the proxy headers: gives each request its id (X-Request-ID, returned in the
    answer), times it, counts it by route template and status, and writes its one log line."""

    def __init__(self, app: ASGIApp, root: ASGIApp | None = None) -> None:
        self.app = app
        self.root = root

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = read_request_id(scope) or new_request_id()
        status = 500
        header = (b"x-request-id", request_id.encode())

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message = {**message, "headers": [*message.get("headers", []), header]}
            await send(message)

        started = time.perf_counter()
        with bind_request(request_id) as context:
            try:
                await self.app(scope, receive, send_with_id)
            finally:
                duration = time.perf_counter() - started
                if scope["path"] != METRICS_PATH:
                    route = route_template(self.root or self.app, scope)
                    HTTP_REQUESTS.labels(scope["method"], route, str(status)).inc()
                    HTTP_LATENCY.labels(scope["method"], route).observe(duration)
                    context.finish(scope["method"], route, status, duration)


__all__ = ["current_request"]
