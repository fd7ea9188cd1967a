"""Conditional GETs for public reads: a strong ETag over the response bytes, and 304 when it matches.

The same bytes go to every visitor, so the response is also offered to the micro-cache."""

from __future__ import annotations

import hashlib

from fastapi import Request
from fastapi.responses import Response
from pydantic import BaseModel

from app.kit.response_cache import share_response


def cached_json(request: Request, model: BaseModel | bytes, max_age: int = 60) -> Response:
    """`model`'s JSON (or JSON bytes made from such a model) with its ETag, or 304."""
    share_response(request)
    body = model if isinstance(model, bytes) else model.model_dump_json(by_alias=True).encode()
    etag = '"' + hashlib.blake2b(body, digest_size=16).hexdigest() + '"'
    headers = {"ETag": etag, "Cache-Control": f"public, max-age={max_age}, stale-while-revalidate={max_age * 5}"}
    if etag in {tag.strip() for tag in request.headers.get("if-none-match", "").split(",")}:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)
