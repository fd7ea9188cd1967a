"""Refuse NUL characters in a request's path, query string or JSON body.

PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail in the database and be
answered as an outage (503). No field of ours has a use for it, so it is refused at the door with a
400 in the one error shape, on SQLite and PostgreSQL alike.
"""

from __future__ import annotations

import json
import re

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# A JSON "\u0000" escape whose backslash is not itself escaped (an odd number of backslashes).
_JSON_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")
_BODY = json.dumps(
    {"error": "invalid_characters", "detail": "The request contains a character that is not allowed."}
).encode()


def _has_nul_in_url(scope: Scope) -> bool:
    query: bytes = scope.get("query_string", b"")
    return "\x00" in scope.get("path", "") or b"%00" in query or b"\x00" in query


def _is_json(scope: Scope) -> bool:
    for name, value in scope.get("headers", []):
        if name == b"content-type":
            return b"json" in value.lower()
    return False


class NulGuardMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api"):
            await self.app(scope, receive, send)
            return
        if _has_nul_in_url(scope):
            await _refuse(send)
            return
        if not _is_json(scope):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                await self.app(scope, _replay([message]), send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if b"\x00" in body or _JSON_NUL.search(body):
            await _refuse(send)
            return
        await self.app(scope, _replay([{"type": "http.request", "body": body, "more_body": False}], receive), send)


def _replay(messages: list[Message], then: Receive | None = None) -> Receive:
    pending = list(messages)

    async def receive() -> Message:
        if pending:
            return pending.pop(0)
        if then is not None:
            return await then()
        return {"type": "http.disconnect"}

    return receive


async def _refuse(send: Send) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": 400,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(_BODY)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": _BODY})
