"""A short-lived in-process cache of public read responses (a "micro-cache").

Public catalogue reads and pages are the same bytes for every visitor until somebody changes the
catalogue, and they are the bulk of the traffic. An endpoint opts in with `share_response(request)`;
this middleware then keeps the finished response (status 200 only) for `response_cache_seconds`
and answers the same GET (same path and query string) from memory, including 304 for a matching
If-None-Match, without touching the database or the router.

Freshness: each write route says what it does to public reads, with a dependency on its router or
route: `ChangesPublicReads` (camps, packages, content, reviews...: this process's cache is emptied
as soon as the request is answered, so a change is visible at once in the process that made it) or
`KeepsPublicReads` (bookings, sign-ins, page views, chat...: the cache stays). A test walks every
write route of the app and fails on one that declares neither (tests/kit/test_public_reads.py).
Other worker processes and command-line writes are seen after at most `response_cache_seconds`
(1 s by default) plus the time one renewal takes, well inside the `max-age=60` the same responses
already allow browsers and proxies.

Stale while revalidate: the request that finds its entry expired is answered from it at once, like
the others, and the entry is renewed beside them, by the app answering a copy of that request in a
task of its own. So no visitor waits for the database on expiry, and one renewal at a time runs per
entry. Only expiry leads to a stale answer: a write of this process removes the entries, and the
next request computes its answer.
"""

from __future__ import annotations

import asyncio
import gzip
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Literal

from fastapi import Depends
from fastapi.dependencies.models import Dependant
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.kit.metrics import RESPONSE_CACHE

logger = logging.getLogger(__name__)
_STATE_KEY = "share_response"
# Counts the writes of this process that changed what public reads show (a `ChangesPublicReads`
# request answered), whether the micro-cache is on or not: other caches of public data (the camp
# list's totals, app/kit/process_cache.py) keep nothing computed before the latest one.
_public_changes = 0


def public_changes() -> int:
    """How many writes changed public reads in this process so far."""
    return _public_changes


def public_reads_changed() -> None:
    global _public_changes  # noqa: PLW0603 - one counter per process, as the caches it invalidates
    _public_changes += 1


_CHANGED_KEY = "changes_public_reads"
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_MAX_BODY = 512 * 1024
GZIP_MINIMUM = 1024  # as the gzip middleware in app/main.py (inside this one: a hit skips it)


def share_response(request: Request) -> None:
    """Mark the response of this request as the same for every visitor (safe to micro-cache)."""
    request.state.share_response = True


PublicReadsEffect = Literal["changes", "keeps"]


async def changes_public_reads(request: Request) -> None:
    """A write a visitor may see the result of: the cache is emptied once the request is answered."""
    request.state.changes_public_reads = True


async def keeps_public_reads() -> None:
    """A write that changes nothing a public read shows: the cache stays."""


changes_public_reads.__public_reads__ = "changes"  # type: ignore[attr-defined]
keeps_public_reads.__public_reads__ = "keeps"  # type: ignore[attr-defined]
ChangesPublicReads = Depends(changes_public_reads)
KeepsPublicReads = Depends(keeps_public_reads)


def public_reads_effects(dependant: Dependant) -> set[PublicReadsEffect]:
    """What a route declares (on itself or its routers) about public reads."""
    found: set[PublicReadsEffect] = set()
    for dep in dependant.dependencies:
        effect = getattr(dep.call, "__public_reads__", None)
        if effect is not None:
            found.add(effect)
        found |= public_reads_effects(dep)
    return found


@dataclass(slots=True)
class _Variant:
    start: Message
    body: bytes


_ENCODING_HEADERS = frozenset({b"content-length", b"content-encoding", b"vary"})


def _variant(start: Message, body: bytes, gzipped: bool) -> _Variant:
    headers = [(n, v) for n, v in start["headers"] if n.lower() not in _ENCODING_HEADERS]
    if gzipped:
        headers.append((b"content-encoding", b"gzip"))
    headers += [(b"content-length", str(len(body)).encode()), (b"vary", b"Accept-Encoding")]
    return _Variant({**start, "headers": headers}, body)


@dataclass(slots=True)
class _Entry:
    """A finished response, kept as the gateway compressed it or not; the other form is made once when asked for."""

    expires: float
    etag: bytes | None
    not_modified_headers: list[tuple[bytes, bytes]]
    plain: _Variant | None = None
    gzipped: _Variant | None = None

    def plain_variant(self) -> _Variant:
        if self.plain is None:
            assert self.gzipped is not None
            self.plain = _variant(self.gzipped.start, gzip.decompress(self.gzipped.body), gzipped=False)
        return self.plain

    def gzipped_variant(self) -> _Variant:
        if self.gzipped is None:
            plain = self.plain_variant()
            self.gzipped = _variant(plain.start, gzip.compress(plain.body, compresslevel=6, mtime=0), gzipped=True)
        return self.gzipped


class ResponseCache:
    """LRU of finished responses, bounded in entries, keyed by path and raw query string."""

    def __init__(self, seconds: float, max_entries: int = 2048) -> None:
        self.seconds = seconds
        self.max_entries = max_entries
        self._entries: OrderedDict[tuple[str, bytes], _Entry] = OrderedDict()
        self.generation = 0  # counts clear() calls: a response computed before a write is not kept

    def lookup(self, key: tuple[str, bytes], now: float) -> tuple[_Entry | None, bool]:
        """The entry for key (kept after it expires, until replaced) and whether it is still fresh."""
        entry = self._entries.get(key)
        if entry is None:
            return None, False
        self._entries.move_to_end(key)
        return entry, entry.expires > now

    def discard(self, key: tuple[str, bytes]) -> None:
        self._entries.pop(key, None)

    def put(self, key: tuple[str, bytes], entry: _Entry) -> None:
        self._entries[key] = entry
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def clear(self) -> None:
        self._entries.clear()
        self.generation += 1

    def __len__(self) -> int:
        return len(self._entries)


def _accepts_gzip(scope: Scope) -> bool:
    return any(name == b"accept-encoding" and b"gzip" in value for name, value in scope["headers"])


def _etag_matches(if_none_match: bytes, etag: bytes) -> bool:
    return any(tag.strip() == etag for tag in if_none_match.split(b","))


class ResponseCacheMiddleware:
    def __init__(self, app: ASGIApp, seconds: float, max_entries: int = 2048) -> None:
        self.app = app
        self.cache = ResponseCache(seconds, max_entries)
        self._refreshing: set[tuple[str, bytes]] = set()
        self._renewals: set[asyncio.Task[None]] = set()  # referenced until done (the loop keeps weak ones)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        method: str = scope["method"]
        if method != "GET":
            try:
                await self.app(scope, receive, send)
            finally:
                if method not in _SAFE_METHODS and scope.get("state", {}).get(_CHANGED_KEY):
                    self.cache.clear()
                    public_reads_changed()
            return
        if self.cache.seconds <= 0:
            await self.app(scope, receive, send)
            return
        if any(name == b"authorization" for name, _ in scope["headers"]):
            await self.app(scope, receive, send)  # a signed-in caller may see more than a visitor
            return
        key = (scope["path"], scope["query_string"])
        now = time.monotonic()
        entry, fresh = self.cache.lookup(key, now)
        RESPONSE_CACHE.labels("hit" if entry is not None else "miss").inc()
        if entry is not None:
            if not fresh and key not in self._refreshing:
                self._renew(key, scope)
            await self._replay(entry, scope, send)  # an expired entry too, while it is renewed
            return
        await self._fill(key, now, scope, receive, send)

    def _renew(self, key: tuple[str, bytes], scope: Scope) -> None:
        """Compute the answer of an expired entry again, beside the requests it is answered to."""
        self._refreshing.add(key)
        task = asyncio.create_task(self._renewal(key, scope))
        self._renewals.add(task)
        task.add_done_callback(self._renewals.discard)

    async def _renewal(self, key: tuple[str, bytes], scope: Scope) -> None:
        # A request of its own: the state of the one that found the entry expired stays its own, and
        # no If-None-Match (a 304 is no answer to keep).
        state = {k: v for k, v in scope.get("state", {}).items() if k not in (_STATE_KEY, _CHANGED_KEY)}
        headers = [(n, v) for n, v in scope["headers"] if n != b"if-none-match"]
        own: Scope = {**scope, "headers": headers, "state": state}
        asked = False

        async def receive() -> Message:
            nonlocal asked
            if not asked:
                asked = True
                return {"type": "http.request", "body": b"", "more_body": False}
            await asyncio.Event().wait()  # nobody goes away: wait until the answer is sent
            raise AssertionError("unreachable")

        async def discard(_: Message) -> None:
            return

        try:
            await self._fill(key, time.monotonic(), own, receive, discard)
        except Exception:
            logger.exception("renewing the cached answer of %s failed", key[0])
            self.cache.discard(key)  # the next request computes it, rather than getting it stale for ever
        finally:
            self._refreshing.discard(key)

    async def _replay(self, entry: _Entry, scope: Scope, send: Send) -> None:
        if entry.etag is not None:
            for name, value in scope["headers"]:
                if name == b"if-none-match" and _etag_matches(value, entry.etag):
                    await send({"type": "http.response.start", "status": 304, "headers": entry.not_modified_headers})
                    await send({"type": "http.response.body", "body": b""})
                    return
        small = entry.gzipped is None and entry.plain is not None and len(entry.plain.body) < GZIP_MINIMUM
        variant = entry.gzipped_variant() if not small and _accepts_gzip(scope) else entry.plain_variant()
        await send({**variant.start, "headers": list(variant.start["headers"])})
        await send({"type": "http.response.body", "body": variant.body})

    async def _fill(self, key: tuple[str, bytes], now: float, scope: Scope, receive: Receive, send: Send) -> None:
        started: Message | None = None
        chunks: list[bytes] = []
        size = 0
        cacheable = True

        async def capture(message: Message) -> None:
            nonlocal started, size, cacheable
            if message["type"] == "http.response.start":
                started = {**message, "headers": list(message.get("headers", []))}  # outer layers edit theirs
                cacheable = message["status"] == 200
            elif message["type"] == "http.response.body" and cacheable:
                chunk = message.get("body", b"")
                size += len(chunk)
                if size > _MAX_BODY:
                    cacheable = False
                    chunks.clear()
                else:
                    chunks.append(chunk)
            await send(message)

        generation = self.cache.generation
        await self.app(scope, receive, capture)
        if not cacheable or started is None or not scope.get("state", {}).get(_STATE_KEY):
            self.cache.discard(key)  # e.g. the package is gone now: never answer with the old page again
            return
        if generation != self.cache.generation:
            return  # a write finished while this was computed: the answer may predate it
        headers = list(started.get("headers", []))
        etag = next((value for name, value in headers if name.lower() == b"etag"), None)
        keep = {b"etag", b"cache-control", b"vary"}
        # The gzip middleware inside this one compressed it if this client accepted gzip.
        gzipped = any(n.lower() == b"content-encoding" and v.strip() == b"gzip" for n, v in headers)
        captured = _Variant({"type": "http.response.start", "status": 200, "headers": headers}, b"".join(chunks))
        entry = _Entry(
            expires=now + self.cache.seconds,
            etag=etag,
            not_modified_headers=[(n, v) for n, v in headers if n.lower() in keep],
        )
        if gzipped:
            entry.gzipped = captured
        else:
            entry.plain = captured
        self.cache.put(key, entry)
