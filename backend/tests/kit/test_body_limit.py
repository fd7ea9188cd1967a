"""Bodies over the limit are refused with 413 before they are read, declared or chunked."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from app.kit.body_limit import BodyLimitMiddleware
from tests.owner.helpers import png_bytes

# The limit is enforced before any database work: one pass is enough.
pytestmark = pytest.mark.runs_once

MEGABYTE = 1024 * 1024
CONTACT = {"name": "Lena", "email": "lena@example.com", "message": "Hello"}


def padded(size: int) -> bytes:
    """A valid contact message of about `size` bytes."""
    return json.dumps({**CONTACT, "message": "x" * size}).encode()


def assert_refused(response: httpx.Response) -> None:
    assert response.status_code == 413
    assert response.json() == {"error": "request_too_large", "detail": "The request is too large."}


async def test_a_declared_body_over_a_megabyte_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/contact", content=padded(2 * MEGABYTE), headers={"Content-Type": "application/json"}
    )
    assert_refused(response)


async def test_a_chunked_body_without_length_is_refused_once_it_passes_the_limit(client: httpx.AsyncClient) -> None:
    sent = 0

    async def chunks() -> AsyncIterator[bytes]:
        nonlocal sent
        yield b'{"name": "Lena", "email": "lena@example.com", "message": "'
        for _ in range(300):  # 300 x 64 KB: far more than the limit
            sent += 1
            yield b"x" * 65536
        yield b'"}'

    response = await client.post("/api/v1/contact", content=chunks(), headers={"Content-Type": "application/json"})
    assert_refused(response)
    assert sent < 300  # refused on the way, not after the whole body


@pytest.mark.parametrize("content_type", ["application/json", "text/plain", "application/x-www-form-urlencoded"])
async def test_every_kind_of_body_is_limited(client: httpx.AsyncClient, content_type: str) -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(20):
            yield b"x" * 65536

    response = await client.post("/api/v1/contact", content=chunks(), headers={"Content-Type": content_type})
    assert_refused(response)


async def test_a_body_under_the_limit_is_served(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/contact", content=json.dumps(CONTACT).encode(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 201


async def test_image_uploads_keep_their_own_limit(client: httpx.AsyncClient) -> None:
    """A 2 MB image is past the JSON limit but within the upload's own: it reaches the route's policy."""
    image = png_bytes() + bytes(2 * MEGABYTE)
    response = await client.post("/api/v1/media/images", files={"file": ("a.png", image, "image/png")})
    assert response.status_code == 401


async def test_a_declared_oversize_body_is_never_read() -> None:
    reads: list[Any] = []
    called: list[Any] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        called.append(scope)

    async def receive() -> dict[str, Any]:
        reads.append(1)
        return {"type": "http.request", "body": b"", "more_body": False}

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "path": "/api/v1/contact", "headers": [(b"content-length", b"300000000")]}
    await BodyLimitMiddleware(app, limit=MEGABYTE)(scope, receive, send)
    assert reads == [] and called == []
    assert sent[0]["status"] == 413
