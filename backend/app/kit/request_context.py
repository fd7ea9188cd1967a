"""The request being answered, as the logs and the rows it queues see it: its id and its principal.

A context variable holds one mutable `RequestContext` per request (set by the observation middleware,
app/kit/metrics.py): code anywhere below (the access policy that resolves the principal, the outbox
queueing an e-mail, a log call) reads it without being handed it. A background task started from a
request inherits the same context, so its log lines carry the request's id as well.
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import re
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

from starlette.types import Scope

# An id a client or proxy sends is kept only if it is short and plain: it is echoed in a header and
# written to every log line, so no control characters, spaces or quotes, and no unbounded length.
REQUEST_ID_PATTERN = re.compile(r"[A-Za-z0-9._:@+=-]{1,64}")

request_log = logging.getLogger("surfcamp.request")


@dataclass
class RequestContext:
    request_id: str
    role: str | None = None
    user_id: int | None = None

    def finish(self, method: str, route: str, status: int, duration: float) -> None:
        """The request's one log line: what was asked (by route template), the answer and who asked."""
        request_log.info(
            "%s %s %s %.1fms",
            method,
            route,
            status,
            duration * 1000,
            extra={
                "method": method,
                "route": route,
                "status": status,
                "duration_ms": round(duration * 1000, 1),
                "role": self.role,
                "user_id": self.user_id,
            },
        )


_current: contextvars.ContextVar[RequestContext | None] = contextvars.ContextVar("surfcamp_request", default=None)


def current_request() -> RequestContext | None:
    return _current.get()


def current_request_id() -> str | None:
    context = _current.get()
    return context.request_id if context else None


def new_request_id() -> str:
    return uuid.uuid4().hex


def read_request_id(scope: Scope) -> str | None:
    """The X-Request-ID the client (or the proxy in front) sent, if it is a sane one."""
    for name, value in scope.get("headers", []):
        if name == b"x-request-id":
            text = value.decode("latin-1").strip()
            return text if REQUEST_ID_PATTERN.fullmatch(text) else None
    return None


def note_principal(role: str | None, user_id: int | None) -> None:
    """The signed-in caller of the current request (its role and id, never its name or address)."""
    context = _current.get()
    if context is not None:
        context.role, context.user_id = role, user_id


@contextlib.contextmanager
def bind_request(request_id: str) -> Iterator[RequestContext]:
    context = RequestContext(request_id)
    token = _current.set(context)
    try:
        yield context
    finally:
        _current.reset(token)


@contextlib.contextmanager
def bind_request_id(request_id: str | None) -> Iterator[None]:
    """Work done for an earlier request (an e-mail it queued, sent by the jobs): its lines carry that id."""
    if not request_id:
        yield
        return
    with bind_request(request_id):
        yield
