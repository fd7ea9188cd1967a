"""The growth part of `make bench`: the reads that must stay fast as the marketplace grows, measured on
the benchmark catalogue (200 camps, 800 packages, 50,000 bookings) and on a grown one (10,000 camps,
40,000 packages, 1,000,000 bookings), both servers up at once and measured in turns, so that a busy
machine slows both sides alike and the ratio stays meaningful.

Reads go to the database (micro-cache off): with it on, every public read is a memory lookup at any
size. The back-office and owner lists are signed in and never cached anyway.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import secrets
import statistics
import subprocess
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BACKEND = ROOT / "backend"
PYTHON = BACKEND / ".venv" / "bin" / "python"
SURFCAMP = BACKEND / ".venv" / "bin" / "surfcamp"
SIZES = {"small": (200, 4, 50_000), "large": (10_000, 4, 1_000_000)}
PORTS = {"small": 8211, "large": 8212}
ADMIN = ("growth-admin@bench.local", "Growth-Admin-Password-" + "4711")
OWNER = ("growth-owner@bench.local", "Growth-Owner-Password-" + "4711")  # the owner of camp 1, the busy camp
CONNECTIONS = 4  # a few clients: the latency of the request itself, not of a queue for the CPU
ROUNDS = 3
SEARCH_NAME = "lambert"  # one surname in sixty (bench/dataset.py)
ADMIN_SEARCH = "admin search (name + status)"
LIMITS = {"ratio": 1.5, "admin search p95 ms": 100.0}
# Budgets at the benchmark catalogue's 50,000 bookings (once a timed backend test, tests/admin/test_bookings.py,
# which now checks what these lists answer, not how fast): p95 in ms.
DEEP_PAGE, SUMMARY = "admin bookings, page 1500", "admin bookings summary"
BUDGETS_MS = {DEEP_PAGE: 1000.0, SUMMARY: 1000.0}  # the list and its search: the ratios and the p95 above
UNBOUNDED = {SUMMARY}  # counts every booking by status: grows with the table, so no ratio target


def _sh(*args: str, env: dict[str, str], check: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(args, env=env, capture_output=True, text=True, check=False)  # noqa: S603
    if check and result.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def _database_url(kind: str, size: str, opts: argparse.Namespace, folder: Path, fresh: bool) -> str:
    if kind == "sqlite":
        path = folder / f"growth-{size}.db"
        if fresh:
            for leftover in folder.glob(f"growth-{size}.db*"):
                leftover.unlink()
        return f"sqlite+aiosqlite:///{path}"
    admin = opts.postgres_url.rsplit("/", 1)[0]
    name = f"surfcamp_growth_{size}"
    if fresh:
        _sh("psql", f"{admin}/postgres", "-q", "-c", f"DROP DATABASE IF EXISTS {name}", env=dict(os.environ))
    exists = _sh(
        "psql",
        f"{admin}/postgres",
        "-tAc",
        f"SELECT 1 FROM pg_database WHERE datname = '{name}'",  # noqa: S608 - our own name
        env=dict(os.environ),
    )
    if exists.stdout.strip() != "1":
        _sh("psql", f"{admin}/postgres", "-q", "-c", f"CREATE DATABASE {name}", env=dict(os.environ))
    return f"{admin}/{name}"


def _prepare(kind: str, size: str, opts: argparse.Namespace, folder: Path) -> dict[str, str]:
    url = _database_url(kind, size, opts, folder, fresh=not opts.reuse_growth_data)
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "ENVIRONMENT": "production",
        "SECRET_KEY": secrets.token_urlsafe(48),
        "RATE_LIMITS_ENABLED": "false",
        "JOBS_IN_PROCESS": "false",
        "RESPONSE_CACHE_SECONDS": "0",
        "MEDIA_ROOT": str(folder / "media"),
        "PUBLIC_BASE_URL": f"http://127.0.0.1:{PORTS[size]}",
    }
    _sh(str(SURFCAMP), "migrate", env=env)
    loaded = _sh(
        str(PYTHON),
        str(ROOT / "bench" / "dataset.py"),
        *map(str, SIZES[size]),
        env={**env, "PYTHONPATH": str(BACKEND)},
    )
    print(f"{kind} {size}: {loaded.stdout.strip()}")
    for (email, password), role in (
        (ADMIN, ["--role", "super_admin"]),
        (OWNER, ["--role", "camp_owner", "--camp-id", "1"]),
    ):
        made = _sh(str(SURFCAMP), "create-user", "--email", email, "--password", password, *role, env=env, check=False)
        if made.returncode != 0 and "already exists" not in made.stderr + made.stdout:
            raise SystemExit(f"create-user {email} failed: {made.stderr}")
    return env


def _get(url: str, token: str | None = None) -> Any:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})  # noqa: S310
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - loopback only
        return json.loads(response.read())


def _token(base: str, email: str, password: str) -> str:
    body = json.dumps({"email": email, "password": password}).encode()
    request = urllib.request.Request(  # noqa: S310 - loopback only
        f"{base}/api/v1/auth/login", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
        return str(json.loads(response.read())["accessToken"])


def _reads(base: str, admin: str, owner: str) -> dict[str, tuple[str, str | None]]:
    """The measured reads of one server, each a path and the token it is sent with."""

    def last_page(path: str, size: int = 12) -> str:
        total = _get(base + path)["total"]
        return f"{path}{'&' if '?' in path else '?'}page={max(1, math.ceil(total / size))}"

    listed = "/api/v1/camps"
    filtered = "/api/v1/camps?location=taghazout&sort=price_asc"
    middle = _get(f"{base}{listed}?page={max(1, _get(base + listed)['total'] // 24)}")["items"][0]["packageId"]
    some = _get(f"{base}/api/v1/admin/bookings?pageSize=1&page=7", admin)["items"][0]["bookingReference"]
    return {
        "camps": (listed, None),
        "camps, last page": (last_page(listed), None),
        "camps filtered": (filtered, None),
        "camps filtered, last page": (last_page(filtered), None),
        "package": (f"/api/v1/packages/{middle}", None),
        "admin bookings": ("/api/v1/admin/bookings", admin),
        ADMIN_SEARCH: (f"/api/v1/admin/bookings?q={SEARCH_NAME}&status=confirmed", admin),
        "admin search (reference)": (f"/api/v1/admin/bookings?q={some.lower()}", admin),
        DEEP_PAGE: ("/api/v1/admin/bookings?page=1500", admin),
        SUMMARY: ("/api/v1/admin/bookings/summary", admin),
        "owner bookings": ("/api/v1/owner/bookings", owner),
        "owner bookings, confirmed": ("/api/v1/owner/bookings?status=confirmed", owner),
    }


def _wrk(url: str, token: str | None, seconds: int) -> dict[str, float]:
    args = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "-s", str(ROOT / "bench" / "percentiles.lua")]
    if token:
        args += ["-H", f"Authorization: Bearer {token}"]
    out = _sh(*args, url, env=dict(os.environ)).stdout
    figures = {f"p{p}": int(v) / 1000 for p, v in re.findall(r"^P(\d+) (\d+)$", out, re.M)}
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {**figures, "rps": float(rps.group(1)) if rps else 0.0, "non2xx": float(errors.group(1)) if errors else 0.0}


def run_growth(kind: str, opts: argparse.Namespace, folder: Path) -> dict[str, dict[str, dict[str, float]]]:
    """{endpoint: {"small": figures, "large": figures}} for one database."""
    from bench import start, stop, wait_for  # noqa: PLC0415 - bench.py runs this module, not the other way

    envs = {size: _prepare(kind, size, opts, folder) for size in SIZES}
    servers = {}
    try:
        for size, env in envs.items():
            serve = [str(SURFCAMP), "serve", "--port", str(PORTS[size]), "--workers", str(opts.workers)]
            servers[size] = start([*serve, "--no-access-log"], env, folder / f"growth-{kind}-{size}.log")
        reads = {}
        for size in SIZES:
            base = f"http://127.0.0.1:{PORTS[size]}"
            wait_for(f"{base}/api/v1/health")
            tokens = _token(base, *ADMIN), _token(base, *OWNER)
            reads[size] = (base, tokens, _reads(base, *tokens))
        rounds: dict[str, dict[str, list[dict[str, float]]]] = {}
        for name in reads["small"][2]:
            for base, _, paths in reads.values():
                path, token = paths[name]
                _wrk(base + path, token, 1)  # warm up: connections opened, plans and pages cached
            for _ in range(ROUNDS):  # in turns, so that a busy moment of the machine hits both sizes
                for size, (base, _, paths) in reads.items():
                    path, token = paths[name]
                    rounds.setdefault(name, {}).setdefault(size, []).append(
                        _wrk(base + path, token, opts.growth_seconds)
                    )
            line = {size: _median(runs) for size, runs in rounds[name].items()}
            print(f"{kind} growth {name}: {line}")
    finally:
        for server in servers.values():
            stop(server)
    return {name: {size: _median(runs) for size, runs in sizes.items()} for name, sizes in rounds.items()}


def _median(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run.get(key, 0.0) for run in runs) for key in runs[0]}


def growth_lines(results: dict[str, dict[str, dict[str, dict[str, float]]]]) -> list[str]:
    small, large = (f"{c:,} camps, {c * p:,} packages, {b:,} bookings" for c, p, b in SIZES.values())
    lines = [
        "## Growth",
        "",
        f"The same reads on the benchmark catalogue ({small}) and on a grown one ({large}), micro-cache "
        f"off, {CONNECTIONS} connections; each figure is the median of {ROUNDS} runs taken in turns with the "
        "other size (`python bench/bench.py --only growth`). The camp list is the card list of "
        "`GET /api/v1/camps` (unfiltered, and `location=taghazout&sort=price_asc`), its first and last "
        "page; the owner is the owner of the busiest camp (one booking in twenty). Latencies in ms.",
        "",
        "| Database | Read | 200 camps p50 | p95 | 10,000 camps p50 | p95 | p50 ratio |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for kind, reads in results.items():
        for name, sizes in reads.items():
            s, g = sizes["small"], sizes["large"]
            lines.append(
                f"| {kind} | {name} | {s['p50']:.1f} | {s['p95']:.1f} | {g['p50']:.1f} | {g['p95']:.1f} | "
                f"{g['p50'] / s['p50']:.2f} |"
            )
    return [*lines, ""]


def growth_targets(results: dict[str, dict[str, dict[str, dict[str, float]]]]) -> list[str]:
    """Rows of the Targets table: each read at most 1.5 x its small-catalogue latency, admin search p95,
    the back office's budgets at 50,000 bookings."""
    lines = []
    for kind, reads in results.items():
        for name, sizes in reads.items():
            if name in BUDGETS_MS:
                p95, budget = sizes["small"]["p95"], BUDGETS_MS[name]
                met = "yes" if p95 < budget else "no"
                target = f"{name} p95 < {budget:,.0f} ms at 200 camps (50,000 bookings)"
                lines.append(f"| {target} | {kind} | {p95:.1f} ms | {met} |")
            if name in UNBOUNDED:
                continue
            ratio = sizes["large"]["p50"] / sizes["small"]["p50"]
            met = "yes" if ratio <= LIMITS["ratio"] else "no"
            lines.append(f"| {name} at 10,000 camps ≤ 1.5 × 200 camps (p50) | {kind} | {ratio:.2f} × | {met} |")
        if ADMIN_SEARCH in reads:
            p95 = reads[ADMIN_SEARCH]["large"]["p95"]
            met = "yes" if p95 < LIMITS["admin search p95 ms"] else "no"
            lines.append(f"| {ADMIN_SEARCH} p95 < 100 ms at 10,000 camps | {kind} | {p95:.1f} ms | {met} |")
    return lines
