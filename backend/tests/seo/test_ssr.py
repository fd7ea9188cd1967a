"""Server-rendered pages: the body a renderer makes from the page's embedded data goes into the page;
a renderer that fails, is slow, dies or is missing leaves the page client-rendered with the same head,
and says why in the log. The Node process is played by tests/seo/fake_render_server.py."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.public_site import FEATURED_PACKAGE, PAGES, PublicPage
from app.main import create_app
from app.models import BlogPost, CampPackage
from app.seo.ssr import BodyRenderer, NodeRenderer, NoRenderer, RenderFailed, body_renderer
from tests.factories import make_camp, make_package
from tests.owner.helpers import build_world
from tests.seo.helpers import INDEX, RecordingRenderer

FAKE_SERVER = Path(__file__).with_name("fake_render_server.py")
SiteFactory = Callable[..., Any]


@pytest.fixture
def site(tmp_path: Path) -> SiteFactory:
    """An app on a built front end of `INDEX`, with the given renderer (and micro-cache, if asked)."""
    (tmp_path / "assets").mkdir(exist_ok=True)
    (tmp_path / "index.html").write_text(INDEX)

    @asynccontextmanager
    async def make(
        renderer: BodyRenderer, cache_seconds: float = 0, keep_seconds: float = 0
    ) -> AsyncIterator[httpx.AsyncClient]:
        settings = get_settings().model_copy(
            update={
                "frontend_dist": tmp_path,
                "response_cache_seconds": cache_seconds,
                "ssr_keep_seconds": keep_seconds,
            }
        )
        app = create_app(settings, pages=renderer)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
            yield client

    return make


def root_of(html: str) -> str:
    return html.split('<div id="root">', 1)[1].split("</div><script", 1)[0]


def embedded(html: str) -> list[dict[str, Any]]:
    found = re.findall(r'<script type="application/json" id="initial-data">(.*?)</script>', html, re.S)
    data: list[dict[str, Any]] = json.loads(found[0])
    return data


async def test_a_public_page_carries_the_body_rendered_from_its_embedded_data(site: SiteFactory) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House")
        package = await make_package(session, camp, "Rated Week", "483")
    renderer = RecordingRenderer()
    async with site(renderer) as client:
        response = await client.get("/fr/imsouane-camps?duration=7&page=2")
        page = await client.get(f"/de/packages/{package.id}")
    assert response.status_code == 200
    assert root_of(response.text) == "<main><h1>Rendered /fr/imsouane-camps?duration=7&page=2</h1></main>"
    # The renderer got the URL as asked (language prefix and query) and exactly the data the page embeds.
    (url, data), (package_url, package_data) = renderer.calls
    assert url == "/fr/imsouane-camps?duration=7&page=2"
    assert data == embedded(response.text)
    assert package_url == f"/de/packages/{package.id}" and package_data == embedded(page.text)
    assert "Rated Week" in json.dumps(package_data)
    # The stylesheet stays in the head: the first paint is styled before any script runs.
    assert '<link rel="stylesheet"' in response.text.split("</head>", 1)[0]


async def test_the_back_office_and_owner_area_stay_client_rendered(site: SiteFactory) -> None:
    renderer = RecordingRenderer()
    async with site(renderer) as client:
        for path in ("/admin/bookings", "/admin/login", "/camp-owner", "/camp-owner/login", "/fr/camp-owner/register"):
            response = await client.get(path)
            assert response.status_code == 200, path
            assert root_of(response.text) == "", path
    assert renderer.calls == []


async def test_a_failing_renderer_leaves_the_page_client_rendered_with_the_same_head(
    site: SiteFactory, caplog: pytest.LogCaptureFixture
) -> None:
    async with site(RecordingRenderer()) as client:
        rendered = await client.get("/de/faq")
    broken = RecordingRenderer(fail=True)
    with caplog.at_level(logging.WARNING, logger="app.ssr"):
        async with site(broken, cache_seconds=30) as client:
            first = await client.get("/de/faq")
            second = await client.get("/de/faq")
    assert first.status_code == second.status_code == 200
    assert root_of(first.text) == ""
    assert first.text.split("</head>", 1)[0] == rendered.text.split("</head>", 1)[0]
    assert "/de/faq served client-rendered: renderer broke" in caplog.text
    # Not kept by the micro-cache: the next request tries the renderer again.
    assert len(broken.calls) == 2


async def test_rendered_pages_are_micro_cached_and_a_write_empties_the_cache(site: SiteFactory) -> None:
    world = await build_world()
    package_id = world.a.package.id
    renderer = RecordingRenderer()
    async with site(renderer, cache_seconds=30) as client:
        first = await client.get(f"/packages/{package_id}")
        second = await client.get(f"/packages/{package_id}")
        assert first.text == second.text and len(renderer.calls) == 1
        response = await client.patch(
            f"/api/v1/admin/packages/{package_id}", json={"name": "Renamed Fortnight"}, headers=world.admin
        )
        assert response.status_code == 200
        await client.get(f"/packages/{package_id}")
    assert len(renderer.calls) == 2
    assert "Renamed Fortnight" in json.dumps(renderer.calls[1][1])


async def test_a_page_with_the_same_data_is_not_rendered_again_and_new_data_is(site: SiteFactory) -> None:
    """Micro-cache off: every request reads the data, and the body is rendered only when URL or data changed."""
    world = await build_world()
    package_id = world.a.package.id
    renderer = RecordingRenderer()
    async with site(renderer, keep_seconds=60) as client:
        first = await client.get(f"/packages/{package_id}")
        second = await client.get(f"/packages/{package_id}")
        assert first.text == second.text and len(renderer.calls) == 1
        await client.get(f"/fr/packages/{package_id}")  # another URL: rendered
        assert len(renderer.calls) == 2
        async with get_sessionmaker()() as session, session.begin():  # around the app, as another process
            package = await session.get(CampPackage, package_id)
            assert package is not None
            package.name = "Renamed Elsewhere"
        third = await client.get(f"/packages/{package_id}")
    assert len(renderer.calls) == 3 and "Renamed Elsewhere" in json.dumps(renderer.calls[2][1])
    assert root_of(third.text) == f"<main><h1>Rendered /packages/{package_id}</h1></main>"


async def test_the_node_renderer_answers_times_out_and_is_restarted_when_it_dies(
    caplog: pytest.LogCaptureFixture,
) -> None:
    renderer = NodeRenderer(FAKE_SERVER, node=sys.executable, timeout=0.5, restart_delay=0)
    await renderer.start()
    try:
        html = await renderer.render("/fr/faq", '[{"path": "/api/v1/site-config", "query": {}, "data": {}}]')
        assert html.startswith("<h1>/fr/faq</h1><p>1</p>")
        first_pid = html.split("<p>")[-1]
        with pytest.raises(RenderFailed, match="TypeError: x is undefined"):
            await renderer.render("/fail", "[]")
        with caplog.at_level(logging.WARNING):
            with pytest.raises(RenderFailed, match="exited with code 3"):
                await renderer.render("/crash", "[]")
            for _ in range(50):  # its stderr is read by a task of its own
                if "crashing on purpose" in caplog.text:
                    break
                await asyncio.sleep(0.05)
        assert re.search(r"page renderer \(pid \d+\) exited with code 3\n", caplog.text)
        assert "Unknown child process" not in caplog.text  # its status was not reaped behind asyncio's back
        assert "page renderer: crashing on purpose" in caplog.text  # what it wrote on stderr is logged
        # The next page starts a new process, which renders again.
        again = await renderer.render("/de/about", "[]")
        assert again.startswith("<h1>/de/about</h1>") and again.split("<p>")[-1] != first_pid
        loop = asyncio.get_running_loop()
        started = loop.time()
        with pytest.raises(RenderFailed, match="no answer within 0.5 s"):
            await renderer.render("/slow", "[]")
        assert loop.time() - started < 2
    finally:
        await renderer.close()
    assert renderer._process is not None and renderer._process.returncode is not None  # noqa: SLF001


async def test_a_node_renderer_that_cannot_start_fails_each_page_quickly() -> None:
    renderer = NodeRenderer(FAKE_SERVER, node="/nonexistent/node", timeout=0.5, restart_delay=60)
    await renderer.start()
    try:
        with pytest.raises(RenderFailed, match="cannot run|restarting|could not be started"):
            await renderer.render("/faq", "[]")
    finally:
        await renderer.close()


async def test_the_render_process_ends_when_the_server_goes_away() -> None:
    """A server killed outright closes the process's stdin: it exits by itself, no orphan is left."""
    renderer = NodeRenderer(FAKE_SERVER, node=sys.executable, timeout=2)
    await renderer.start()
    process = renderer._process  # noqa: SLF001
    assert process is not None and process.stdin is not None
    renderer._running = False  # noqa: SLF001 - as if the server died: nothing restarts it
    process.stdin.close()
    await asyncio.wait_for(process.wait(), 5)  # it ends by itself, without being killed
    # Gone, not a zombie or an orphan. (Its exit status is not the point: on a loaded machine asyncio's
    # child watcher may miss it and report 255 for a process that exited with 0.)
    with pytest.raises(ProcessLookupError):
        os.kill(process.pid, 0)
    await renderer.close()


def test_no_renderer_when_turned_off_or_not_built(tmp_path: Path) -> None:
    settings = get_settings()
    off = body_renderer(settings.model_copy(update={"ssr_enabled": False}))
    assert isinstance(off, NoRenderer) and "SSR_ENABLED" in off.reason
    missing = body_renderer(settings.model_copy(update={"ssr_enabled": True, "ssr_script": tmp_path / "none.js"}))
    assert isinstance(missing, NoRenderer) and "not built" in missing.reason
    script = tmp_path / "render-server.js"
    script.write_text("")
    no_node = body_renderer(
        settings.model_copy(update={"ssr_enabled": True, "ssr_script": script, "ssr_node": "no-node-here"})
    )
    assert isinstance(no_node, NoRenderer) and "not installed" in no_node.reason


async def test_pages_embed_the_data_their_sections_show(site: SiteFactory) -> None:
    """What the server renders is what the page embeds: blog posts, filtered lists, CMS sections."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Imsouane Bay House", location_key="imsouane")
        await make_package(session, camp, "Bay Week", "450", days=7)
        session.add(
            BlogPost(
                slug="best-waves",
                title="Best waves",
                excerpt="Where to surf",
                body="Long text",
                category="surf-spots",
                author="Youssef",
                translations={},
            )
        )
    renderer = RecordingRenderer()
    async with site(renderer) as client:
        pages = {
            path: embedded((await client.get(path)).text)
            for path in (
                "/de/imsouane-camps?duration=7&page=2",
                "/blog/best-waves",
                "/fr/about",
                "/blog?category=surf-spots",
            )
        }
        for path, entries in pages.items():
            for entry in entries[1:]:
                query = "&".join(f"{k}={v}" for k, v in entry["query"].items())
                assert entry["data"] == (await client.get(f"{entry['path']}?{query}")).json(), path
    camps = pages["/de/imsouane-camps?duration=7&page=2"][1]
    assert camps["query"] == {"location": "imsouane", "duration": "7", "page": "2", "pageSize": "12", "lang": "de"}
    post = pages["/blog/best-waves"][1]
    assert post["path"] == "/api/v1/blog/best-waves" and post["data"]["title"] == "Best waves"
    assert pages["/fr/about"][1]["query"] == {"section": "about", "lang": "fr"}
    assert pages["/blog?category=surf-spots"][1]["query"] == {"lang": "en", "category": "surf-spots"}


# Every page of the registry that shows one record (a package, a blog post, any kind added later).
DETAIL_PAGES = [page for page in PAGES if page.data is not None]


@pytest.mark.parametrize("page", DETAIL_PAGES, ids=[page.path for page in DETAIL_PAGES])
@pytest.mark.parametrize("unknown", ["99999", "nowhere-31"])
async def test_a_detail_page_of_an_unknown_record_is_a_404_that_renders_not_found(
    site: SiteFactory, page: PublicPage, unknown: str
) -> None:
    """The page answers 404, and carries the API's own 404 for its record, so the render (server and
    browser) starts in the "not found" state with its heading and way back, never in "Loading…"."""
    renderer = RecordingRenderer()
    path = re.sub(r":[a-zA-Z]+", unknown, page.path)
    async with site(renderer) as client:
        for lang in ("en", "fr", "de"):
            url = f"/{path}" if lang == "en" else f"/{lang}/{path}"
            response = await client.get(url)
            assert response.status_code == 404, url
            assert '<meta name="robots" content="noindex, nofollow">' in response.text
            assert root_of(response.text) == f"<main><h1>Rendered {url}</h1></main>"  # rendered, not left empty
            [missing] = [entry for entry in embedded(response.text) if "error" in entry]
            assert "data" not in missing and missing["query"] == {"lang": lang}
            answer = await client.get(missing["path"], params=missing["query"])
            assert missing["error"] == {"status": answer.status_code, **answer.json()}, url
            assert answer.status_code == 404
    assert len(renderer.calls) == 3


async def test_the_coaching_address_without_its_package_renders_the_package_s_not_found(site: SiteFactory) -> None:
    """/surf-coaching-package leads to the featured package; while that is not on sale the address is a 404
    whose page (the package page's states) starts from the package's own 404, not "Loading"."""
    renderer = RecordingRenderer()
    async with site(renderer) as client:
        response = await client.get("/de/surf-coaching-package")
        assert response.status_code == 404
        [missing] = [entry for entry in embedded(response.text) if "error" in entry]
        assert missing["path"] == f"/api/v1/packages/{FEATURED_PACKAGE}" and missing["query"] == {"lang": "de"}
        answer = await client.get(missing["path"], params=missing["query"])
        assert missing["error"] == {"status": 404, **answer.json()}
