"""The HTTP headers every kind of response carries, closed CORS, and the refresh cookie's flags.

Every answer of the app — API success and refusals of every kind, a database outage, the page
HTML, hashed assets, media files, the sitemap and robots.txt — carries the same CSP (no inline
scripts, no framing), nosniff and a referrer policy; HSTS is sent in production only.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.exc import OperationalError

from app.config import Settings, get_settings
from app.db import get_read_session, get_session, get_sessionmaker
from app.main import create_app
from tests.factories import PASSWORD, make_user
from tests.security.helpers import PARTNER

EVIL = "https://evil.example"


def site_settings(root: Path, **changes: Any) -> Settings:
    """Settings for an app with a built front end and a media folder of its own."""
    dist, media = root / "dist", root / "media"
    (dist / "assets").mkdir(parents=True)
    (dist / "assets" / "app-1a2b.js").write_text("console.log('wave');\n")
    (dist / "index.html").write_text("<!doctype html><html lang='en'><head><title>x</title></head><body></body></html>")
    (dist / "seo.json").write_text(json.dumps({}))
    (media / "seed").mkdir(parents=True)
    (media / "seed" / "wave-1200.jpg").write_bytes(b"\xff\xd8\xff" + bytes(200))
    return get_settings().model_copy(update={"frontend_dist": dist, "media_root": media, **changes})


async def open_site(settings: Settings) -> tuple[FastAPI, httpx.AsyncClient]:
    app = create_app(settings)
    return app, httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[tuple[FastAPI, httpx.AsyncClient]]:
    app, client = await open_site(site_settings(tmp_path))
    async with client:
        yield app, client


def failing_session() -> Any:
    raise OperationalError("SELECT 1", {}, Exception("connection refused"))


async def every_kind_of_response(app: FastAPI, client: httpx.AsyncClient) -> dict[str, httpx.Response]:
    async with get_sessionmaker()() as session:
        owner = await make_user(session, "owner@example.com", "camp_owner", active=False)
        await session.commit()
    login = await client.post("/api/v1/auth/login", json={"email": owner.email, "password": PASSWORD})
    token = login.json()["accessToken"]
    responses = {
        "api 200": await client.get("/api/v1/site-config"),
        "api 201": await client.post(
            "/api/v1/contact", json={"name": "Lena", "email": "l@example.com", "message": "Hi"}
        ),
        "api 204": await client.post("/api/v1/auth/logout"),
        "login 200": login,
        "api 400": await client.get("/api/v1/camps", params={"type": "\x00"}),
        "api 401": await client.get("/api/v1/auth/me"),
        "api 403": await client.get("/api/v1/owner/camp", headers={"Authorization": f"Bearer {token}"}),
        "api 404 (route)": await client.get("/api/v1/nothing"),
        "api 404 (row)": await client.get("/api/v1/blog/no-such-post"),
        "api 405": await client.delete("/api/v1/health"),
        "api 422": await client.post("/api/v1/contact", json={}),
        "page 200": await client.get("/faq"),
        "page 404": await client.get("/no/such/page"),
        "asset 200": await client.get("/assets/app-1a2b.js"),
        "asset 404": await client.get("/assets/missing-0000.js"),
        "media 200": await client.get("/media/seed/wave-1200.jpg"),
        "media 404": await client.get("/media/seed/missing.jpg"),
        "sitemap": await client.get("/sitemap.xml"),
        "robots": await client.get("/robots.txt"),
    }
    for _ in range(10):
        limited = await client.post("/api/partner-signup", json=PARTNER)
        if limited.status_code == 429:
            break
    responses["api 429"] = limited
    # The database is down for both kinds of session: the pages read through `get_read_session`.
    app.dependency_overrides[get_session] = failing_session
    app.dependency_overrides[get_read_session] = failing_session
    try:
        responses["api 503"] = await client.get("/api/v1/health")
        responses["page 503"] = await client.get("/faq")
    finally:
        app.dependency_overrides.pop(get_session, None)
        app.dependency_overrides.pop(get_read_session, None)
    return responses


EXPECTED_STATUS = {
    "api 200": 200,
    "api 201": 201,
    "api 204": 204,
    "login 200": 200,
    "api 400": 400,
    "api 401": 401,
    "api 403": 403,
    "api 404 (route)": 404,
    "api 404 (row)": 404,
    "api 405": 405,
    "api 422": 422,
    "page 200": 200,
    "page 404": 404,
    "asset 200": 200,
    "asset 404": 404,
    "media 200": 200,
    "media 404": 404,
    "sitemap": 200,
    "robots": 200,
    "api 429": 429,
    "api 503": 503,
    "page 503": 503,
}


def header_problems(response: httpx.Response, *, hsts: bool) -> list[str]:
    headers = response.headers
    problems = []
    csp = headers.get("content-security-policy", "")
    directives = {part.split()[0]: part.split()[1:] for part in csp.split(";") if part.strip()}
    if "'self'" not in directives.get("script-src", []):
        problems.append(f"script-src: {directives.get('script-src')}")
    if {"'unsafe-inline'", "'unsafe-eval'"} & set(directives.get("script-src", [])):
        problems.append("script-src allows inline or eval")
    if directives.get("frame-ancestors") != ["'none'"]:
        problems.append(f"frame-ancestors: {directives.get('frame-ancestors')}")
    if directives.get("object-src") != ["'none'"]:
        problems.append(f"object-src: {directives.get('object-src')}")
    if headers.get("x-content-type-options") != "nosniff":
        problems.append("no nosniff")
    if headers.get("referrer-policy") != "strict-origin-when-cross-origin":
        problems.append(f"referrer-policy: {headers.get('referrer-policy')}")
    if headers.get("x-frame-options") != "DENY":
        problems.append("no X-Frame-Options")
    if headers.get_list("content-security-policy").__len__() != 1:
        problems.append("CSP sent more than once")
    if hsts:
        if "max-age=63072000" not in headers.get("strict-transport-security", ""):
            problems.append(f"HSTS: {headers.get('strict-transport-security')}")
    elif "strict-transport-security" in headers:
        problems.append("HSTS outside production")
    return problems


async def check_every_kind(app: FastAPI, client: httpx.AsyncClient, *, hsts: bool) -> None:
    responses = await every_kind_of_response(app, client)
    statuses = {kind: r.status_code for kind, r in responses.items()}
    assert statuses == EXPECTED_STATUS
    wrong = {kind: problems for kind, r in responses.items() if (problems := header_problems(r, hsts=hsts))}
    assert wrong == {}


async def test_every_kind_of_response_carries_the_security_headers(site: tuple[FastAPI, httpx.AsyncClient]) -> None:
    app, client = site
    await check_every_kind(app, client, hsts=False)


@pytest.mark.parametrize("environment", ["production", "development"])
async def test_hsts_is_sent_in_production_only(tmp_path: Path, environment: str) -> None:
    app, client = await open_site(site_settings(tmp_path, environment=environment, secret_key="s" * 40))
    async with client:
        await check_every_kind(app, client, hsts=environment == "production")


async def test_cors_is_closed_by_default(site: tuple[FastAPI, httpx.AsyncClient]) -> None:
    _, client = site
    assert get_settings().cors_origins == []
    simple = await client.get("/api/v1/site-config", headers={"Origin": EVIL})
    assert simple.status_code == 200
    preflights = [
        await client.options(
            path,
            headers={
                "Origin": EVIL,
                "Access-Control-Request-Method": method,
                "Access-Control-Request-Headers": "authorization, content-type",
            },
        )
        for path, method in (
            ("/api/v1/site-config", "GET"),
            ("/api/v1/bookings", "POST"),
            ("/api/v1/auth/refresh", "POST"),
        )
    ]
    for response in [simple, *preflights]:
        assert not any(name.startswith("access-control-") for name in response.headers), dict(response.headers)
    for preflight in preflights:
        assert preflight.status_code == 405, preflight.text  # no CORS handler: OPTIONS is not a method we serve


async def test_cors_opens_only_to_the_configured_origin(tmp_path: Path) -> None:
    allowed = "https://surf.example"
    _, client = await open_site(site_settings(tmp_path, cors_origins=[allowed]))
    async with client:
        evil = await client.options(
            "/api/v1/bookings", headers={"Origin": EVIL, "Access-Control-Request-Method": "POST"}
        )
        assert evil.status_code == 400 and "access-control-allow-origin" not in evil.headers
        ok = await client.options(
            "/api/v1/bookings", headers={"Origin": allowed, "Access-Control-Request-Method": "POST"}
        )
        assert ok.status_code == 200 and ok.headers["access-control-allow-origin"] == allowed
        plain = await client.get("/api/v1/site-config", headers={"Origin": EVIL})
        assert "access-control-allow-origin" not in plain.headers


def cookie_attributes(set_cookie: str) -> dict[str, str]:
    parts = [p.strip() for p in set_cookie.split(";")]
    attributes = {p.split("=", 1)[0].lower(): (p.split("=", 1)[1] if "=" in p else "") for p in parts[1:]}
    attributes["name"] = parts[0].split("=", 1)[0]
    return attributes


@pytest.mark.parametrize("environment", ["test", "development", "production"])
async def test_the_refresh_cookie_is_http_only_strict_path_scoped_and_secure_outside_dev(
    app: FastAPI, monkeypatch: pytest.MonkeyPatch, environment: str
) -> None:
    settings = get_settings().model_copy(update={"environment": environment, "secret_key": "s" * 40})
    getter: Callable[[], Settings] = lambda: settings  # noqa: E731
    monkeypatch.setattr("app.auth.endpoints.get_settings", getter)
    async with get_sessionmaker()() as session:
        await make_user(session, "admin@example.com", "super_admin")
        await session.commit()
    # Over https, so that the client sends a Secure cookie back.
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="https://testserver") as client:
        login = await client.post("/api/v1/auth/login", json={"email": "admin@example.com", "password": PASSWORD})
        assert login.status_code == 200
        refreshed = await client.post("/api/v1/auth/refresh")
        assert refreshed.status_code == 200
        logout = await client.post("/api/v1/auth/logout")
    for response in (login, refreshed, logout):
        cookie = cookie_attributes(response.headers["set-cookie"])
        assert cookie["name"] == "sc_refresh"
        assert "httponly" in cookie and cookie["samesite"].lower() == "strict"
        assert cookie["path"] == "/api/v1/auth"
        assert ("secure" in cookie) == (environment == "production"), (environment, cookie)
        assert "domain" not in cookie
    assert login.headers["cache-control"] == "no-store"
