"""`make bench`: our server (production configuration, several workers) on PostgreSQL and SQLite
against two ceilings on the same machine (a bare ASGI app with the same bytes, nginx serving them
as static files), driven by wrk from a second process. Writes bench/results.md."""

from __future__ import annotations

import argparse
import base64
import getpass
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from growth import growth_lines, growth_targets, run_growth

ROOT = Path(__file__).resolve().parents[1]
BACKEND = ROOT / "backend"
PYTHON = BACKEND / ".venv" / "bin" / "python"
SURFCAMP = BACKEND / ".venv" / "bin" / "surfcamp"
OURS_PORT, BARE_PORT, NGINX_PORT = 8201, 8202, 8203
TARGETS = {
    "camps": "/api/v1/camps?location=taghazout&sort=price_asc",
    "package": "/api/v1/packages/1",
    "home": "/",
}
UNCACHED = "(micro-cache off)"
TAIL_MS = 10  # p99 of the cached reads
POSTGREST_RPS = 2068  # PostgREST's published single-row read on a 2-vCPU machine: the floor of an uncached read
# The reads that floor is for: the API's JSON reads, PostgREST's kind. The home page's HTML without the
# micro-cache is reported beside them; its target is the render's own (< 20 ms p50, bench/html_pages.py).
API_READS = ("camps", "package")


def sh(*args: str, env: dict[str, str] | None = None, check: bool = True) -> str:
    result = subprocess.run(args, env=env, capture_output=True, text=True, check=False)  # noqa: S603
    if check and result.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout


def wait_for(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):  # noqa: S310 - loopback only
                return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"{url} did not answer")


def fetch(url: str) -> tuple[str, bytes]:
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 - loopback only
        return response.headers.get("content-type", "application/octet-stream"), response.read()


_LATENCY = re.compile(r"^\s+(50|99)(?:\.000)?%\s+([\d.]+)(us|ms|s)\s*$", re.M)


def wrk(
    url: str, seconds: int, connections: int, script: Path | None = None, env: dict[str, str] | None = None
) -> dict[str, float]:
    """One wrk run; `env` reaches its Lua script (os.getenv)."""
    args = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", url]
    if script:
        args[1:1] = ["-s", str(script)]
    out = sh(*args, env=env)
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}
    latency = {f"p{p}": float(v) * scale[u] for p, v, u in _LATENCY.findall(out)}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {"rps": rps, **latency, "non2xx": float(errors.group(1)) if errors else 0.0}


WARM_UP_SECONDS = 3


def booking_weeks(offset: int) -> dict[str, str]:
    """The environment of a booking run that starts `offset` weeks into post_booking.lua's calendar."""
    return {**os.environ, "BOOKING_WEEK_OFFSET": str(offset)}


def warm_up(url: str, connections: int, script: Path | None = None, env: dict[str, str] | None = None) -> None:
    """A short run that is not measured: each worker opens its database connections and fills its caches."""
    wrk(url, WARM_UP_SECONDS, connections, script, env)


def start(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(args, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT)  # noqa: S603


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


def database_url(kind: str, work: Path, pg_base: str) -> str:
    if kind == "sqlite":
        return f"sqlite+aiosqlite:///{work / 'bench.db'}"
    admin = pg_base.rsplit("/", 1)[0]
    sh("psql", f"{admin}/postgres", "-q", "-c", "DROP DATABASE IF EXISTS surfcamp_bench")
    sh("psql", f"{admin}/postgres", "-q", "-c", "CREATE DATABASE surfcamp_bench")
    return f"{admin}/surfcamp_bench"


def run_database(kind: str, opts: argparse.Namespace, work: Path) -> dict[str, dict[str, float]]:
    url = database_url(kind, work, opts.postgres_url)
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "ENVIRONMENT": "production",
        "SECRET_KEY": secrets.token_urlsafe(48),
        "RATE_LIMITS_ENABLED": "false",
        # The e-mail and reminder jobs run beside the server in production (`surfcamp run-jobs`); the
        # benchmark leaves them out so that it measures the requests alone.
        "JOBS_IN_PROCESS": "false",
        "MEDIA_ROOT": str(work / "media"),
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{OURS_PORT}",
    }
    sh(str(SURFCAMP), "migrate", env=env)
    print(sh(str(PYTHON), str(ROOT / "bench" / "dataset.py"), env={**env, "PYTHONPATH": str(BACKEND)}).strip())
    serve = [str(SURFCAMP), "serve", "--port", str(OURS_PORT), "--workers", str(opts.workers), "--no-access-log"]
    server = start(serve, env, work / f"server-{kind}.log")
    results: dict[str, dict[str, float]] = {}
    reads = {name: path for name, path in TARGETS.items() if name in opts.endpoints}
    # The ceilings replay the bytes our server answers to the reads, recorded on the first database.
    with_ceilings = kind == opts.ceiling_source and not opts.skip_ceilings
    try:
        wait_for(f"http://127.0.0.1:{OURS_PORT}/api/v1/health")
        for name, path in reads.items():
            warm_up(f"http://127.0.0.1:{OURS_PORT}{path}", opts.connections)
            results[name] = wrk(f"http://127.0.0.1:{OURS_PORT}{path}", opts.seconds, opts.connections)
            print(f"{kind} {name}: {results[name]}")
        if "booking" in opts.endpoints:
            bookings, script = f"http://127.0.0.1:{OURS_PORT}/api/v1/bookings", ROOT / "bench" / "post_booking.lua"
            # Each wrk run books its own weeks (post_booking.lua): places are counted per date.
            warm_up(bookings, opts.connections, script, booking_weeks(0))
            results["booking"] = wrk(bookings, opts.seconds, opts.connections, script, booking_weeks(20))
            print(f"{kind} booking: {results['booking']}")
            # The same with fewer clients at once: where the latency is queueing for the CPU, not the work.
            few = max(1, opts.connections // 4)
            results[f"booking ({few} clients)"] = wrk(bookings, opts.seconds, few, script, booking_weeks(35))
            print(f"{kind} booking ({few} clients): {results[f'booking ({few} clients)']}")
        if with_ceilings:
            record_bytes(work)
    finally:
        stop(server)
    if with_ceilings:
        # The same reads with the micro-cache off: what every request costs when nothing is cached.
        server = start(serve, {**env, "RESPONSE_CACHE_SECONDS": "0"}, work / f"server-{kind}-uncached.log")
        try:
            wait_for(f"http://127.0.0.1:{OURS_PORT}/api/v1/health")
            for name, path in reads.items():
                warm_up(f"http://127.0.0.1:{OURS_PORT}{path}", opts.connections)
                label = f"{name} {UNCACHED}"
                results[label] = wrk(f"http://127.0.0.1:{OURS_PORT}{path}", opts.seconds, opts.connections)
                print(f"{kind} {label}: {results[label]}")
        finally:
            stop(server)
    return results


def record_bytes(work: Path) -> None:
    responses = {}
    for name, path in TARGETS.items():
        content_type, body = fetch(f"http://127.0.0.1:{OURS_PORT}{path}")
        responses[path] = (content_type, base64.b64encode(body).decode())
        (work / "static").mkdir(exist_ok=True)
        (work / "static" / name).write_bytes(body)
    (work / "responses.json").write_text(json.dumps(responses))


def run_ceilings(opts: argparse.Namespace, work: Path) -> dict[str, dict[str, dict[str, float]]]:
    env = {**os.environ, "BARE_RESPONSES": str(work / "responses.json"), "PYTHONPATH": str(ROOT / "bench")}
    bare = start(
        [
            str(PYTHON),
            "-m",
            "uvicorn",
            "bare_app:app",
            "--port",
            str(BARE_PORT),
            "--workers",
            str(opts.workers),
            "--log-level",
            "warning",
            "--no-access-log",
        ],
        env,
        work / "bare.log",
    )
    conf = work / "nginx.conf"
    conf.write_text(f"""worker_processes {opts.workers};
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  default_type application/octet-stream;
  client_body_temp_path {work}/nginx-body;
  proxy_temp_path {work}/nginx-proxy;
  fastcgi_temp_path {work}/nginx-fastcgi;
  uwsgi_temp_path {work}/nginx-uwsgi;
  scgi_temp_path {work}/nginx-scgi;
  server {{ listen 127.0.0.1:{NGINX_PORT}; root {work}/static; }}
}}
""")
    nginx = start(["nginx", "-c", str(conf), "-g", "daemon off;"], dict(os.environ), work / "nginx.log")
    ceilings: dict[str, dict[str, dict[str, float]]] = {"bare ASGI": {}, "nginx static": {}}
    try:
        wait_for(f"http://127.0.0.1:{BARE_PORT}/api/v1/packages/1")
        wait_for(f"http://127.0.0.1:{NGINX_PORT}/package")
        for name, path in TARGETS.items():
            ceilings["bare ASGI"][name] = wrk(f"http://127.0.0.1:{BARE_PORT}{path}", opts.seconds, opts.connections)
            ceilings["nginx static"][name] = wrk(
                f"http://127.0.0.1:{NGINX_PORT}/{name}", opts.seconds, opts.connections
            )
            print(f"ceilings {name}: {ceilings['bare ASGI'][name]} / {ceilings['nginx static'][name]}")
    finally:
        stop(bare)
        stop(nginx)
    return ceilings


def write_results(
    opts: argparse.Namespace,
    ours: dict[str, dict[str, dict[str, float]]],
    ceilings: dict[str, dict[str, dict[str, float]]],
    frontend: dict[str, Any] | None,
    *,
    write: bool = True,
    growth: dict[str, Any] | None = None,
) -> None:
    lines = [
        "# Benchmark results",
        "",
        f"Command: `make bench` (`python bench/bench.py --seconds {opts.seconds} --connections {opts.connections} "
        f"--workers {opts.workers}`), run on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
        f"Machine: {os.cpu_count()} cores; wrk with 2 threads and {opts.connections} connections from a second "
        f"process on the same machine; our server: `surfcamp serve --workers {opts.workers}` with "
        "ENVIRONMENT=production (rate limits off so wrk measures the handlers, not the limiter).",
        "Data: 200 camps, 800 packages, 50,000 bookings. Latencies in milliseconds.",
        "",
        "| Server | Endpoint | Requests/s | p50 ms | p99 ms | vs bare ASGI | vs nginx |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for kind, results in ours.items():
        for name, r in results.items():
            ratios = []
            for ceiling in ("bare ASGI", "nginx static"):
                other = ceilings.get(ceiling, {}).get(name.split(" ")[0])
                ratios.append(f"{r['rps'] / other['rps']:.2f}" if other else "–")
            lines.append(
                f"| ours ({kind}) | {name} | {r['rps']:.0f} | {r.get('p50', 0):.1f} | {r.get('p99', 0):.1f} | "
                f"{ratios[0]} | {ratios[1]} |"
            )
    for ceiling, results in ceilings.items():
        for name, r in results.items():
            lines.append(f"| {ceiling} | {name} | {r['rps']:.0f} | {r.get('p50', 0):.1f} | {r.get('p99', 0):.1f} | | |")
    lines += [
        "",
        "Endpoints: "
        + ", ".join(f"{k} = `GET {v}`" for k, v in TARGETS.items())
        + ", booking = `POST /api/v1/bookings` (a new booking per request, e-mails queued). "
        f"Each run is preceded by {WARM_UP_SECONDS} s of the same load that is not measured.",
        "",
    ]
    targets = target_lines(opts, ours, ceilings, frontend, growth)
    # A run without the growth reads (--only reads) keeps the last ones, their target rows and section.
    kept_rows, kept_section = ([], "") if growth else _kept_growth(ROOT / "bench" / "results.md")
    table_end = next(i for i in range(len(targets) - 1, -1, -1) if targets[i].startswith("|")) + 1
    lines += targets[:table_end] + kept_rows + targets[table_end:]
    if growth:
        lines += growth_lines(growth)
    if frontend:
        lines += ["## Front end", "", str(frontend.get("markdown", "")), ""]
    if kept_section:
        lines += [kept_section, ""]
    if write:
        (ROOT / "bench" / "results.md").write_text("\n".join(lines))
    print("\n".join(lines))


# The growth figures in bench/results.md: their rows of the Targets table and their section.
GROWTH_ROW = re.compile(r"\| .* at (10,000|200) camps ")  # the rows of bench/growth.py's growth_targets
GROWTH_SECTION = re.compile(r"## Growth\n.*?(?=\n## |\Z)", flags=re.S)


def _kept_growth(path: Path) -> tuple[list[str], str]:
    """The growth target rows and the Growth section of the results file, if it has them."""
    text = path.read_text() if path.exists() else ""
    rows = [line for line in text.split("\n") if GROWTH_ROW.match(line)]
    section = GROWTH_SECTION.search(text)
    return rows, section.group(0).rstrip("\n") if section else ""


def target_lines(
    opts: argparse.Namespace,
    ours: dict[str, dict[str, dict[str, float]]],
    ceilings: dict[str, dict[str, dict[str, float]]],
    frontend: dict[str, Any] | None = None,
    growth: dict[str, Any] | None = None,
) -> list[str]:
    """The issue's targets, met or not, for every database and page measured."""
    lines = ["## Targets", "", "| Target | Database or page | Measured | Met |", "|---|---|---|---|"]
    bare = ceilings.get("bare ASGI", {})
    for kind, results in ours.items():
        for name in TARGETS:
            if name in results:  # with the micro-cache on
                p99 = results[name].get("p99", float("inf"))
                met = "yes" if p99 < TAIL_MS else "no"
                lines.append(
                    f"| {name} p99 < {TAIL_MS} ms at {opts.connections} clients | {kind} | {p99:.1f} ms | {met} |"
                )
            if name in API_READS and f"{name} {UNCACHED}" in results:
                rps = results[f"{name} {UNCACHED}"]["rps"]
                met = "yes" if rps >= POSTGREST_RPS else "no"
                lines.append(f"| {name} {UNCACHED} ≥ {POSTGREST_RPS:,} req/s | {kind} | {rps:.0f} req/s | {met} |")
        for name in API_READS:
            if name in results and name in bare:
                ratio = results[name]["rps"] / bare[name]["rps"]
                lines.append(
                    f"| {name} read ≥ 0.5 × bare ASGI | {kind} | {ratio:.2f} × | {'yes' if ratio >= 0.5 else 'no'} |"
                )
        if "booking" in results:
            p99 = results["booking"].get("p99", float("inf"))
            lines.append(
                f"| booking p99 < 100 ms at {opts.connections} clients | {kind} | {p99:.0f} ms | "
                f"{'yes' if p99 < 100 else 'no'} |"
            )
    for page, figures in ((frontend or {}).get("pages") or {}).items():
        scores = figures["scores"]
        others = [scores["accessibility"], scores["best-practices"], scores["seo"]]
        kb = figures.get("javascriptKB")
        lines += [
            f"| Lighthouse performance = 100 (median of runs) | {page} | {scores['performance']} | "
            f"{'yes' if scores['performance'] == 100 else 'no'} |",
            f"| Lighthouse accessibility, best practices, SEO = 100 | {page} | {' / '.join(map(str, others))} | "
            f"{'yes' if all(x == 100 for x in others) else 'no'} |",
        ]
        if kb is not None:
            lines.append(f"| first-route JavaScript < 150 KB gzip | {page} | {kb} KB | {'yes' if kb < 150 else 'no'} |")
    lines += growth_targets(growth or {})
    return [*lines, ""]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=15)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--databases", default="postgres,sqlite")
    default_pg = f"postgresql://{getpass.getuser()}@127.0.0.1:5432/test"
    parser.add_argument("--postgres-url", default=os.environ.get("BENCH_DATABASE_URL", default_pg))
    parser.add_argument("--skip-frontend", action="store_true")
    parser.add_argument("--skip-html", action="store_true", help="skip the server-rendered pages (bench/html_pages.py)")
    endpoints = [*TARGETS, "booking"]
    parser.add_argument(
        "--endpoints",
        default=",".join(endpoints),
        help=f"comma-separated subset of {','.join(endpoints)}; a partial run (or one without the ceilings) "
        "prints its table and leaves bench/results.md alone",
    )
    parser.add_argument(
        "--skip-ceilings", action="store_true", help="skip the bare ASGI and nginx ceilings (and the uncached reads)"
    )
    parser.add_argument(
        "--only",
        choices=["all", "reads", "growth"],
        default="all",
        help="growth: only the 200-camp against 10,000-camp reads (bench/growth.py), written into the Growth "
        "section of bench/results.md; reads: everything but them",
    )
    parser.add_argument("--growth-seconds", type=int, default=3, help="length of each growth measurement")
    parser.add_argument(
        "--reuse-growth-data", action="store_true", help="keep the growth databases of an earlier run (migrated again)"
    )
    opts = parser.parse_args()
    opts.endpoints = [e.strip() for e in opts.endpoints.split(",") if e.strip()]
    unknown = set(opts.endpoints) - set(endpoints)
    if unknown:
        raise SystemExit(f"unknown endpoints: {', '.join(sorted(unknown))} (known: {', '.join(endpoints)})")
    partial = opts.skip_ceilings or set(opts.endpoints) != set(endpoints)
    for tool in ("wrk", "nginx"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: apt-get install -y wrk nginx")
    kinds = [k.strip() for k in opts.databases.split(",") if k.strip()]
    opts.ceiling_source = kinds[0]
    growth = None
    if opts.only != "reads":
        growth_data = Path(tempfile.gettempdir()) / "surfcamp-bench-growth"
        growth_data.mkdir(exist_ok=True)
        growth = {kind: run_growth(kind, opts, growth_data) for kind in kinds}
        if opts.only == "growth":
            write_growth(growth)
            return
    with tempfile.TemporaryDirectory(prefix="surfcamp-bench-") as tmp:
        work = Path(tmp)
        work.chmod(0o755)  # nginx workers run as an unprivileged user and must read the served files
        ours = {kind: run_database(kind, opts, work) for kind in kinds}
        ceilings = {} if opts.skip_ceilings else run_ceilings(opts, work)
        from html_pages import report, run_html  # server-rendered pages: bench/html_pages.py

        rendered = None if opts.skip_html else run_html(opts, work)
    frontend = None
    if not opts.skip_frontend:
        with tempfile.TemporaryDirectory(prefix="surfcamp-bench-front-") as tmp:
            figures = Path(tmp) / "frontend.json"
            out = sh(
                "node",
                str(ROOT / "bench" / "frontend.mjs"),
                env={**os.environ, "BENCH_FRONT_JSON": str(figures)},
                check=False,
            )
            pages = json.loads(figures.read_text()) if figures.exists() else {}
        frontend = {"markdown": out.strip() or "front-end measurement failed", "pages": pages}
    write_results(opts, ours, ceilings, frontend, write=not partial, growth=growth)
    if rendered is not None:
        report(rendered, write=not partial)


def write_growth(growth: dict[str, Any]) -> None:
    """Replace the Growth section (and its rows of the Targets table) of bench/results.md."""
    path = ROOT / "bench" / "results.md"
    text = path.read_text()
    section = "\n".join(growth_lines(growth))
    text = GROWTH_SECTION.sub(lambda _: section.rstrip("\n") + "\n", text)
    if "## Growth" not in text:
        text = text.rstrip("\n") + "\n\n" + section
    rows = [line for line in text.split("\n") if not GROWTH_ROW.match(line)]
    at = next((i for i, line in enumerate(rows) if line.startswith("| Target |")), None)
    if at is not None:
        end = next(i for i in range(at, len(rows)) if not rows[i].startswith("|"))
        rows[end:end] = growth_targets(growth)
    path.write_text("\n".join(rows))
    print(section)


if __name__ == "__main__":
    sys.exit(main())
