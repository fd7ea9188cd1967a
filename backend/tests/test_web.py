"""How the built front end and the API travel: compressed when the browser accepts it, cached for good."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.config import get_settings
from app.main import create_app

SCRIPT = b"export const greeting = 'Salam';\n" * 400


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "app-1a2b.js").write_bytes(SCRIPT)
    (tmp_path / "assets" / "hero-1a2b.jpg").write_bytes(b"\xff\xd8\xff" + bytes(4000))
    (tmp_path / "assets" / "pre-9f8e.js").write_bytes(SCRIPT)
    (tmp_path / "assets" / "pre-9f8e.js.br").write_bytes(b"brotli bytes written at build time")
    (tmp_path / "index.html").write_text(
        "<!doctype html><html lang='en'><head><title>x</title></head><body>" + "<p>wave</p>" * 300 + "</body></html>"
    )
    (tmp_path / "seo.json").write_text(json.dumps({}))
    settings = get_settings().model_copy(update={"frontend_dist": tmp_path, "response_cache_seconds": 5.0})
    transport = httpx.ASGITransport(app=create_app(settings))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def test_scripts_go_gzipped_to_browsers_that_accept_it(site: httpx.AsyncClient) -> None:
    response = await site.get("/assets/app-1a2b.js", headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["vary"] == "Accept-Encoding"
    assert int(response.headers["content-length"]) < len(SCRIPT) // 10
    assert response.content == SCRIPT  # httpx decodes: the bytes are the script's
    plain = await site.get("/assets/app-1a2b.js", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.content == SCRIPT
    assert plain.headers["etag"] == response.headers["etag"]


async def test_a_brotli_file_from_the_build_is_preferred(site: httpx.AsyncClient) -> None:
    response = await site.get("/assets/pre-9f8e.js", headers={"Accept-Encoding": "gzip, br"})
    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-type"].startswith("text/javascript")


async def test_photos_are_not_compressed_again(site: httpx.AsyncClient) -> None:
    response = await site.get("/assets/hero-1a2b.jpg", headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200 and "content-encoding" not in response.headers


async def test_pages_are_gzipped_also_from_the_micro_cache(site: httpx.AsyncClient) -> None:
    for _ in range(2):  # the first answer fills the micro-cache, the second comes from it
        page = await site.get("/faq", headers={"Accept-Encoding": "gzip"})
        assert page.status_code == 200 and page.headers["content-encoding"] == "gzip"
        assert "<p>wave</p>" in page.text
        assert "content-security-policy" in page.headers


@pytest.mark.parametrize("path", ["/api/v1/health/", "/api/v1/camps/?type=surf"])
async def test_the_trailing_slash_redirect_stays_on_this_site(site: httpx.AsyncClient, path: str) -> None:
    response = await site.get(path, headers={"Host": "evil.example"})
    assert response.status_code == 307
    assert response.headers["location"] == path.replace("/?", "?").rstrip("/")


@pytest.mark.parametrize(("environment", "served"), [("production", False), ("development", True)])
async def test_source_maps_are_not_published_in_production(tmp_path: Path, environment: str, served: bool) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "app-1a2b.js").write_bytes(SCRIPT)
    (tmp_path / "assets" / "app-1a2b.js.map").write_text('{"version": 3, "sources": ["src/main.tsx"]}')
    (tmp_path / "stray.js.map").write_text('{"version": 3}')
    (tmp_path / "index.html").write_text("<!doctype html><html lang='en'><head><title>x</title></head></html>")
    (tmp_path / "seo.json").write_text(json.dumps({}))
    settings = get_settings().model_copy(
        update={"frontend_dist": tmp_path, "environment": environment, "secret_key": "s" * 40}
    )
    transport = httpx.ASGITransport(app=create_app(settings))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        script = await client.get("/assets/app-1a2b.js")
        source_map = await client.get("/assets/app-1a2b.js.map")
        stray = await client.get("/stray.js.map")
    assert script.status_code == 200
    assert (source_map.status_code == 200) is served
    assert ("sources" in source_map.text) is served and ("version" in stray.text) is served
