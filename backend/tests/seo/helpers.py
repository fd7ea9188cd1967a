"""The built front end and renderer the page tests use (test_ssr.py), and an app on them for the form posts."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx

from app.config import get_settings
from app.main import create_app
from app.seo.ssr import RenderFailed

INDEX = """<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Placeholder</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
"""


class RecordingRenderer:
    """Renders every page as one heading naming its URL, or fails, and records what it was given."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.calls: list[tuple[str, Any]] = []

    async def start(self) -> None:
        return None

    async def render(self, url: str, data_json: str) -> str:
        self.calls.append((url, json.loads(data_json)))
        if self.fail:
            raise RenderFailed("renderer broke")
        return f"<main><h1>Rendered {url}</h1></main>"

    async def close(self) -> None:
        return None


@asynccontextmanager
async def page_site(dist: Path) -> AsyncIterator[httpx.AsyncClient]:
    (dist / "assets").mkdir(exist_ok=True)
    (dist / "index.html").write_text(INDEX)
    settings = get_settings().model_copy(update={"frontend_dist": dist, "response_cache_seconds": 0})
    app = create_app(settings, pages=RecordingRenderer())
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


def initial_data(html: str) -> list[dict[str, Any]]:
    """The API answers the page carries for its first render (app/seo/service.py `initial_data_script`)."""
    found = re.findall(r'<script type="application/json" id="initial-data">(.*?)</script>', html, re.S)
    entries: list[dict[str, Any]] = json.loads(found[0])
    return entries


def posted_form(html: str, name: str) -> dict[str, Any]:
    """The page's `/forms/<name>` entry (app/seo/form_state.py PostedForm), the last one written."""
    entries = [e for e in initial_data(html) if e["path"] == f"/forms/{name}"]
    assert entries, f"no /forms/{name} in the page"
    data: dict[str, Any] = entries[-1]["data"]
    return data
