"""Server-rendered pages in `make bench` (called from bench.py): the home page, the camp list and a
package page as HTML from our server (production configuration, micro-cache on) against a bare ASGI
app answering the same bytes, and the renderer's own time for one page without any cache (the Node
process of app/seo/ssr.py, given the data the page embeds). Targets: ≥ 0.5 × bare ASGI; render p50 < 20 ms.
(Not named html.py: on bench's path that would hide the standard library's module.)"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import re
import secrets
import statistics
import sys
import time
from pathlib import Path

import bench as harness

PAGES = {"home HTML": "/", "list HTML": "/fr/surf-camps", "package HTML": "/de/packages/1"}
HTML_PORT, HTML_BARE_PORT = 8211, 8212
RENDERS = 200  # sequential renders per page for the render time
_DATA = re.compile(r'<script type="application/json" id="initial-data">(.*?)</script>', re.S)


def run_html(opts: argparse.Namespace, work: Path) -> dict[str, dict[str, float]]:
    """Requests per second of each page from our server and from the bare ceiling, and render p50s."""
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite+aiosqlite:///{work / 'html.db'}",
        "ENVIRONMENT": "production",
        "SECRET_KEY": secrets.token_urlsafe(48),
        "RATE_LIMITS_ENABLED": "false",
        "JOBS_IN_PROCESS": "false",
        "MEDIA_ROOT": str(work / "html-media"),
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{HTML_PORT}",
    }
    harness.sh(str(harness.SURFCAMP), "migrate", env=env)
    dataset = str(harness.ROOT / "bench" / "dataset.py")
    harness.sh(str(harness.PYTHON), dataset, env={**env, "PYTHONPATH": str(harness.BACKEND)})
    serve = [str(harness.SURFCAMP), "serve", "--port", str(HTML_PORT), "--workers", str(opts.workers)]
    results: dict[str, dict[str, float]] = {}
    pages: dict[str, bytes] = {}
    server = harness.start([*serve, "--no-access-log"], env, work / "html-server.log")
    try:
        harness.wait_for(f"http://127.0.0.1:{HTML_PORT}/api/v1/health")
        for name, path in PAGES.items():
            url = f"http://127.0.0.1:{HTML_PORT}{path}"
            harness.warm_up(url, opts.connections)
            results[name] = harness.wrk(url, opts.seconds, opts.connections)
            content_type, pages[path] = harness.fetch(url)
            if b'<div id="root"></div>' in pages[path]:
                raise SystemExit(f"{path} came client-rendered: see {work / 'html-server.log'}")
            print(f"html {name}: {results[name]}")
    finally:
        harness.stop(server)
    responses = {path: ("text/html; charset=utf-8", base64.b64encode(body).decode()) for path, body in pages.items()}
    (work / "html-responses.json").write_text(json.dumps(responses))
    bare_env = {
        **os.environ,
        "BARE_RESPONSES": str(work / "html-responses.json"),
        "PYTHONPATH": str(harness.ROOT / "bench"),
    }
    bare_args = [str(harness.PYTHON), "-m", "uvicorn", "bare_app:app", "--port", str(HTML_BARE_PORT)]
    bare = harness.start(
        [*bare_args, "--workers", str(opts.workers), "--log-level", "warning", "--no-access-log"],
        bare_env,
        work / "html-bare.log",
    )
    try:
        harness.wait_for(f"http://127.0.0.1:{HTML_BARE_PORT}/")
        for name, path in PAGES.items():
            url = f"http://127.0.0.1:{HTML_BARE_PORT}{path}"
            harness.warm_up(url, opts.connections)
            results[f"{name} (bare ASGI)"] = harness.wrk(url, opts.seconds, opts.connections)
    finally:
        harness.stop(bare)
    for name, path in PAGES.items():
        results[f"{name} render"] = {"p50": asyncio.run(render_p50(path, pages[path]))}
        print(f"html {name} render p50: {results[f'{name} render']['p50']:.1f} ms")
    return results


async def render_p50(path: str, html: bytes) -> float:
    """The median time the renderer takes for the page, from the data the page embeds (no cache)."""
    sys.path.insert(0, str(harness.BACKEND))
    from app.config import get_settings
    from app.seo.ssr import NodeRenderer

    found = _DATA.search(html.decode())
    if found is None:
        raise SystemExit(f"{path} embeds no data")
    data = found.group(1).replace("\\u003c", "<")
    renderer = NodeRenderer(get_settings().ssr_script, timeout=10)
    await renderer.start()
    try:
        times = []
        for _ in range(RENDERS):
            started = time.perf_counter()
            await renderer.render(path, data)
            times.append((time.perf_counter() - started) * 1000)
    finally:
        await renderer.close()
    return statistics.median(times)


def html_lines(results: dict[str, dict[str, float]]) -> list[str]:
    """The section of bench/results.md for server-rendered pages."""
    lines = [
        "## Server-rendered pages (bench/html_pages.py)",
        "",
        "| Page | Requests/s | p50 ms | bare ASGI req/s | vs bare ASGI (≥ 0.5) | render p50 ms, no cache (< 20) |",
        "|---|---|---|---|---|---|",
    ]
    for name, path in PAGES.items():
        ours, bare, render = results[name], results[f"{name} (bare ASGI)"], results[f"{name} render"]
        ratio = ours["rps"] / bare["rps"] if bare["rps"] else 0.0
        fast = "yes" if render["p50"] < 20 else "no"
        lines.append(
            f"| {name} `{path}` | {ours['rps']:.0f} | {ours.get('p50', 0):.1f} | {bare['rps']:.0f} | "
            f"{ratio:.2f} × {'yes' if ratio >= 0.5 else 'no'} | {render['p50']:.1f} {fast} |"
        )
    return [*lines, ""]


def report(results: dict[str, dict[str, float]], write: bool) -> None:
    """Prints the section and, on a full run, appends it to bench/results.md (bench.py writes the rest first)."""
    lines = html_lines(results)
    print("\n".join(lines))
    if write:
        target = harness.ROOT / "bench" / "results.md"
        target.write_text(target.read_text() + "\n" + "\n".join(lines))
