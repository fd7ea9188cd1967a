"""Every path parameter of every route, API and server-rendered pages, answers 404 or 422 to odd values.

Schemathesis only sends what the OpenAPI schema allows or refuses; these are the values that broke
lookups before: numbers past the database's integer range (an OverflowError in the driver), digits
that `str.isdigit()` accepts but `int()` does not ("²", "٣"), bytes that are not UTF-8 (a lone
surrogate's), and very long strings. None may be
answered with a 5xx.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi.routing import iter_route_contexts

from app.config import get_settings
from app.main import create_app
from tests.admin.helpers import build_office
from tests.shared_app import default_app

# One pass, on PostgreSQL when there is one: its driver is the one that overflows on big ids.
pytestmark = pytest.mark.strictest_database

ODD_VALUES = [
    "0",
    "-1",
    "2147483648",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999999999999999",
    "1e3",
    "%C2%B2",  # "²": isdigit() but not int()
    "%D9%A3",  # Arabic-Indic three
    "%EF%BC%91",  # full-width one
    "%F0%9D%9F%98",  # mathematical bold zero
    "%ED%A0%80",  # the UTF-8 bytes of a lone surrogate (read as U+FFFD, never as the surrogate)
    "%FF%FE",  # bytes that are no UTF-8 at all
    "x" * 5000,
    "%20",
]
_PARAM = re.compile(r"\{([^}:]+)(?::[^}]+)?\}")


def _routes(app: object) -> list[tuple[str, str]]:
    routes: list[tuple[str, str]] = []
    for route in iter_route_contexts(app.router.routes):  # type: ignore[attr-defined]
        if route.methods and _PARAM.search(route.path) and route.path.startswith("/api"):
            routes += [(method, route.path) for method in sorted(route.methods)]
    return routes


_API_ROUTES = _routes(default_app())


def test_the_walk_finds_the_routes_with_path_parameters() -> None:
    paths = {path for _, path in _API_ROUTES}
    assert {"/api/v1/blog/{slug}", "/api/v1/packages/{package_ref}", "/api/v1/admin/camps/{camp_id}"} <= paths
    assert len(paths) > 15


# One test per route (a few seconds each): the test workers share the walk.
@pytest.mark.parametrize(("method", "path"), _API_ROUTES, ids=[f"{method} {path}" for method, path in _API_ROUTES])
async def test_no_api_route_answers_an_odd_path_parameter_with_a_server_error(
    client: httpx.AsyncClient, method: str, path: str
) -> None:
    office = await build_office()
    failures: list[str] = []
    for value in ODD_VALUES:
        url = _PARAM.sub(value, path)
        for caller in ("anonymous", "super_admin", "camp_owner"):
            response = await client.request(method, url, headers=office[caller], json={})
            if response.status_code >= 500:
                failures.append(f"{caller} {method} {url[:120]} -> {response.status_code}")
    assert failures == []


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><html lang='en'><head><title>x</title></head></html>")
    (tmp_path / "seo.json").write_text(json.dumps({lang: {"brand": "B", "pages": {}} for lang in ("en", "fr", "de")}))
    settings = get_settings().model_copy(update={"frontend_dist": tmp_path})
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=create_app(settings)), base_url="http://testserver"
    ) as client:
        yield client


@pytest.mark.parametrize("page", ["blog/{}", "fr/blog/{}", "packages/{}", "de/packages/{}", "packages/{}/{}"])
async def test_no_server_rendered_page_answers_an_odd_path_segment_with_a_server_error(
    site: httpx.AsyncClient, page: str
) -> None:
    for value in ODD_VALUES:
        response = await site.get("/" + page.format(value, value))
        assert response.status_code == 404, (page, value[:40], response.status_code)
