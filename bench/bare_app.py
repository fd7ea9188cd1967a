"""Ceiling for the benchmark: an ASGI app that answers each path with precomputed bytes."""

from __future__ import annotations

import base64
import json
import os
from typing import Any

_RESPONSES: dict[str, tuple[bytes, bytes]] = {
    path: (ctype.encode(), base64.b64decode(body))
    for path, (ctype, body) in json.loads(open(os.environ["BARE_RESPONSES"]).read()).items()  # noqa: SIM115
}


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] != "http":
        return
    path = scope["path"] + ("?" + scope["query_string"].decode() if scope["query_string"] else "")
    content_type, body = _RESPONSES.get(path, (b"text/plain", b"not found"))
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", content_type), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
