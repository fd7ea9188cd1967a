"""Refuse request bodies over a size limit with 413, before they are read.

A body that declares a Content-Length over the limit is refused at once, unread. A body without
one (chunked) or that sends more than it declared is counted as it arrives and refused as soon as
it passes the limit: whatever the application made of the interrupted read (a 400 from the body
parser, an error) is replaced by the 413. Routes that read and cap their own body (image uploads)
are named in `own_limit_paths` and left alone.
"""

from __future__ import annotations

import json
from collections.abc import Collection

from starlette.types import ASGIApp, Message, Receive, Scope, Send

CODE = "request_too_large"
_BODY = json.dumps({"error": CODE, "detail": "The request is too large."}).encode()


class RequestTooLarge(Exception):
    """Raised into the application when the body it is reading passes the limit."""


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            return int(value) if value.isdigit() else None
    return None


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, limit: int, own_limit_paths: Collection[str] = ()) -> None:
        self.app = app
        self.limit = limit
        self.own_limit_paths = frozenset(own_limit_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self.own_limit_paths:
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.limit:
            await refuse(send)
            return
        received = 0
        exceeded = False
        started = False

        async def counted_receive() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    exceeded = True
                    raise RequestTooLarge()
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if exceeded and not started:
                return  # the application's answer to the interrupted read; ours follows
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted_receive, guarded_send)
        except Exception:
            if not exceeded or started:
                raise
        if exceeded and not started:
            await refuse(send)


async def refuse(send: Send) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(_BODY)).encode()),
                # The unread rest of the body would otherwise be taken for the next request.
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": _BODY})
