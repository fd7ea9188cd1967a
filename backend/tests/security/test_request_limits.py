"""Across every /api route: oversize bodies get 413, signed-in answers are never stored, odd but
well-signed tokens and malformed JSON are clear 4xx answers, never a 500."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import jwt
import pytest

from app.db import get_sessionmaker
from app.kit.signing_key import signing_key
from app.media.endpoints import UPLOAD_PATH
from tests.factories import make_user
from tests.owner.helpers import bearer
from tests.security.helpers import WRITES, api_routes
from tests.shared_app import default_app

# Body limits, caching headers and token parsing happen before any query: one pass is enough.
pytestmark = pytest.mark.runs_once

ROUTES = api_routes(default_app())
OVERSIZE = b'{"name": "' + b"x" * (1024 * 1024 + 1) + b'"}'


def concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "1", path)


WRITE_ROUTES = [(m, p) for m, p in ROUTES if m in WRITES and p != UPLOAD_PATH]


@pytest.mark.parametrize(("method", "path"), WRITE_ROUTES, ids=[f"{m} {p}" for m, p in WRITE_ROUTES])
async def test_every_write_route_refuses_an_oversize_json_body(
    client: httpx.AsyncClient, method: str, path: str
) -> None:
    response = await client.request(
        method, concrete(path), content=OVERSIZE, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413, response.text
    assert response.json()["error"] == "request_too_large"


async def test_every_answer_to_a_signed_in_request_is_not_stored(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        admin = await make_user(session, "admin@example.com", "super_admin")
    headers = bearer(admin.id)
    stored = {}
    for method, path in ROUTES:
        if method != "GET":
            continue
        response = await client.get(concrete(path), headers=headers)
        if response.headers.get("cache-control") != "no-store":
            stored[path] = (response.status_code, response.headers.get("cache-control"))
    assert stored == {}


async def test_public_reads_stay_cacheable_and_other_api_answers_are_not_stored(client: httpx.AsyncClient) -> None:
    public = await client.get("/api/v1/camps")
    assert public.status_code == 200 and public.headers["cache-control"].startswith("public")
    answers = [
        await client.get("/api/v1/auth/me"),
        await client.get("/api/v1/nothing-here"),
        await client.post("/api/v1/contact", json={}),
        await client.post("/api/v1/contact", json={"name": "Lena", "email": "l@example.com", "message": "Hi"}),
    ]
    assert [(r.status_code, r.headers.get("cache-control")) for r in answers] == [
        (401, "no-store"),
        (404, "no-store"),
        (422, "no-store"),
        (201, "no-store"),
    ]


async def test_an_answer_to_a_request_with_the_refresh_cookie_is_not_stored(client: httpx.AsyncClient) -> None:
    client.cookies.set("sc_refresh", "some-refresh-token", domain="testserver", path="/api/v1/auth")
    response = await client.post("/api/v1/auth/logout")
    assert response.status_code == 204 and response.headers["cache-control"] == "no-store"


def token_with(**claims: Any) -> str:
    now = datetime.now(UTC)
    payload = {"sub": "1", "iat": now, "exp": now + timedelta(minutes=5), "typ": "access", **claims}
    return jwt.encode(payload, signing_key(), algorithm="HS256")


@pytest.mark.parametrize(
    "claims",
    [
        {"sub": "9" * 5000},  # past Python's int() digit limit
        {"sub": "9" * 19},  # past a 64-bit integer
        {"sub": "2147483648"},  # past the 32-bit id column
        {"sub": "²"},  # a Unicode digit int() refuses
        {"sub": "١٢"},  # digits int() accepts, but not ours
        {"sub": 7},
        {"sub": "007"},
        {"sub": "-1"},
        {"exp": 10**20},  # a date past year 9999
        {"typ": "refresh"},
    ],
    ids=lambda claims: ",".join(f"{k}={str(v)[:8]}({len(str(v))})" for k, v in claims.items()),
)
async def test_a_well_signed_token_with_odd_claims_is_a_401(client: httpx.AsyncClient, claims: dict[str, Any]) -> None:
    response = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {token_with(**claims)}"})
    assert response.status_code == 401, response.text
    assert response.json()["error"] == "not_authenticated"


@pytest.mark.parametrize("body", [b'{"name": ', b"{'name': 'single quotes'}", b'{"a": 1} trailing', b"\xff\xfe"])
async def test_malformed_json_is_reported_as_the_body_not_a_byte_offset(client: httpx.AsyncClient, body: bytes) -> None:
    response = await client.post("/api/v1/contact", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 422
    assert response.json()["fields"] == {"body": "invalid_json"}


def test_routes_were_found() -> None:
    assert len(ROUTES) > 50
