"""Two app nodes on one PostgreSQL and one Redis behind nginx: do they behave? (scripts/cluster-check.sh)

Checks, each printed as it passes:
  1. concurrent booking requests for the last places, through both nodes: exactly the places are held
  2. a rate limit counts across both nodes (Redis)
  3. a listing written through one node is read through the other within the documented 5 s
  4. a node stopped in the middle of load: every acknowledged booking is stored; started again, it serves

Needs CLUSTER_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL: a scratch database `<name>_cluster` is made
beside it and dropped after), Redis at CLUSTER_REDIS_URL (default redis://127.0.0.1:6379/15, flushed),
and nginx. Ports 8143-8145 (CLUSTER_PORT_BASE).
"""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

import asyncpg
import httpx
from sqlalchemy.engine import make_url

BACKEND = Path(__file__).resolve().parents[1] / "backend"
SURFCAMP = BACKEND / ".venv" / "bin" / "surfcamp"
PORT_BASE = int(os.environ.get("CLUSTER_PORT_BASE", "8143"))
NGINX_PORT, NODE_PORTS = PORT_BASE, (PORT_BASE + 1, PORT_BASE + 2)
HTTP_PORT = PORT_BASE + 3  # the deployed site's plain-HTTP server (redirects to HTTPS)
DEPLOYED_SITE = BACKEND.parent / "deploy" / "nginx" / "surfcamp.conf"
PLACES = 5
PASSWORD = "correct-horse-battery-42"  # tests/factories.py, whose make_user makes the admin below
LISTING_SECONDS = 5.0  # docs/production.md: every node agrees within 5 s
START = (date.today() + timedelta(days=40)).isoformat()


def say(text: str) -> None:
    print(f"cluster-check: {text}", flush=True)


def fail(text: str) -> None:
    say(f"FAILED: {text}")
    raise SystemExit(1)


def booking(package_id: int, n: int, people: int = 1) -> dict[str, object]:
    return {
        "packageId": package_id,
        "fullName": f"Guest Number{n}",
        "email": f"guest{n}@example.com",
        "country": "DE",
        "phoneNumber": "+49 170 1234567",
        "startDate": START,
        "numberOfDays": 7,
        "numberOfPeople": people,
        "surfingLevel": "beginner",
        "addOns": [],
        "bookingAmount": 1,
        "currency": "EUR",
        "paymentMethod": "bank-transfer",
        "language": "en",
    }


class Cluster:
    def __init__(self, database_url: str, redis_url: str, work: Path) -> None:
        self.work = work
        self.env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "SECRET_KEY": secrets.token_urlsafe(40),
            "MEDIA_ROOT": str(work / "media"),
            "SSR_ENABLED": "false",
            "FRONTEND_DIST": str(work / "no-frontend"),
            "JOBS_IN_PROCESS": "false",
            "FORWARDED_ALLOW_IPS": "127.0.0.1",
            "LOG_FORMAT": "json",
            "RATE_LIMIT_LOGIN_IP": "10/300",
            "RATE_LIMIT_BOOKING_IP": "10000/600",
            "RATE_LIMIT_MAIL_SENDER": "10000/3600",
            "RATE_LIMIT_MAIL_ADDRESS": "100/3600",
            "HOLD_UNKNOWN_SHARE_PERCENT": "100",
            "HOLD_MAX_PLACES_PER_NETWORK": "100000",
            "HOLD_MAX_PLACES_PER_ADDRESS": "100000",
        }
        self.env.pop("TEST_DATABASE_URL", None)
        self.nodes: dict[int, subprocess.Popen[bytes]] = {}
        self.nginx: subprocess.Popen[bytes] | None = None

    def start_node(self, port: int) -> None:
        log = (self.work / f"node-{port}.log").open("ab")
        self.nodes[port] = subprocess.Popen(
            [str(SURFCAMP), "serve", "--host", "127.0.0.1", "--port", str(port)],
            cwd=BACKEND,
            env=self.env,
            stdout=log,
            stderr=log,
        )

    def stop_node(self, port: int) -> None:
        process = self.nodes.pop(port)
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def start_nginx(self, nginx: str) -> None:
        """nginx with the deployed site, deploy/nginx/surfcamp.conf, as written: only its addresses
        (ports, upstream nodes), certificate paths (a self-signed one made here) and ACME folder are
        put in place of production's. A line that is no longer there fails the check, so what this
        proves stays about the file that is deployed."""
        prefix = self.work / "nginx"
        (prefix / "logs").mkdir(parents=True, exist_ok=True)
        (prefix / "acme").mkdir(exist_ok=True)
        cert, key = prefix / "cert.pem", prefix / "key.pem"
        subprocess.run(
            [
                "openssl",
                "req",
                "-x509",
                "-newkey",
                "rsa:2048",
                "-nodes",
                "-days",
                "2",
                "-subj",
                "/CN=surfcamp.example",
                "-keyout",
                str(key),
                "-out",
                str(cert),
            ],
            check=True,
            capture_output=True,
        )
        site = DEPLOYED_SITE.read_text()
        upstreams = "\n".join(
            f"    server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;" for p in NODE_PORTS
        )
        replacements = [
            (
                r"(?m)^    server 127\.0\.0\.1:8001 .*\n    server 127\.0\.0\.1:8002 .*$",
                upstreams,
            ),
            (r"(?m)^    listen \[::\]:80;\n", ""),
            (r"(?m)^    listen \[::\]:443 ssl(?: http2)?;\n", ""),
            (r"(?m)^    listen 80;$", f"    listen 127.0.0.1:{HTTP_PORT};"),
            (
                r"(?m)^    listen 443 ssl( http2)?;$",
                f"    listen 127.0.0.1:{NGINX_PORT} ssl\\1;",
            ),
            (r"/etc/letsencrypt/live/surfcamp\.example/fullchain\.pem", str(cert)),
            (r"/etc/letsencrypt/live/surfcamp\.example/privkey\.pem", str(key)),
            (r"/var/www/letsencrypt", str(prefix / "acme")),
        ]
        for pattern, replacement in replacements:
            site, found = re.subn(pattern, replacement, site)
            if not found:
                fail(
                    f"deploy/nginx/surfcamp.conf no longer has {pattern!r}: update the cluster check"
                )
        conf = prefix / "nginx.conf"
        conf.write_text(
            f"""
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/logs/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {prefix}/logs/access.log;
    client_body_temp_path {prefix}/body; proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi; uwsgi_temp_path {prefix}/uwsgi; scgi_temp_path {prefix}/scgi;
{site}
}}
"""
        )
        tested = subprocess.run(
            [nginx, "-t", "-p", str(prefix), "-c", str(conf)],
            capture_output=True,
            text=True,
            check=False,
        )
        if tested.returncode != 0:
            fail(f"nginx refuses deploy/nginx/surfcamp.conf: {tested.stderr.strip()}")
        self.nginx = subprocess.Popen(
            [nginx, "-p", str(prefix), "-c", str(conf), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL,
            stderr=(prefix / "logs" / "stderr.log").open("ab"),
        )

    def close(self) -> None:
        for port in list(self.nodes):
            self.stop_node(port)
        if self.nginx is not None:
            self.nginx.terminate()
            self.nginx.wait(10)


async def ready(client: httpx.AsyncClient, base: str, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if (
                await client.get(f"{base}/api/v1/health/ready", timeout=3)
            ).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        await asyncio.sleep(0.5)
    fail(f"{base} not ready within {seconds:.0f} s")


async def make_database(url: str) -> str:
    base = make_url(url)
    name = f"{base.database}_cluster"
    admin = base.set(drivername="postgresql").render_as_string(hide_password=False)
    conn = await asyncpg.connect(admin)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return base.set(drivername="postgresql+asyncpg", database=name).render_as_string(
        hide_password=False
    )


async def drop_database(url: str) -> None:
    base = make_url(url)
    conn = await asyncpg.connect(
        base.set(drivername="postgresql").render_as_string(hide_password=False)
    )
    try:
        await conn.execute(
            f'DROP DATABASE IF EXISTS "{base.database}_cluster" WITH (FORCE)'
        )
    finally:
        await conn.close()


def setup_data(env: dict[str, str]) -> dict[str, int]:
    """Migrate, and make a camp with two packages and an admin (in one process of its own, with the nodes' settings:
    what `surfcamp migrate` runs, without paying for a second start of the app)."""
    code = f"""
import asyncio, json
from app.cli import migrate
from app.db import get_sessionmaker, get_engine
from tests.factories import make_camp, make_package, make_user
migrate()
async def main():
    async with get_sessionmaker()() as s, s.begin():
        camp = await make_camp(s, "Cluster Camp")
        await make_user(s, "admin@example.com", "super_admin")
        last = await make_package(s, camp, name="Last Places", max_participants=6, places={PLACES})
        roomy = await make_package(s, camp, name="Roomy", max_participants=6, places=1000)
        ids = {{"last": last.id, "roomy": roomy.id}}
    await get_engine().dispose()
    print(json.dumps(ids))
asyncio.run(main())
"""
    done = subprocess.run(
        [str(BACKEND / ".venv" / "bin" / "python"), "-c", code],
        cwd=BACKEND,
        env=env,
        check=True,
        capture_output=True,
    )
    import json

    ids: dict[str, int] = json.loads(done.stdout.decode().strip().splitlines()[-1])
    return ids


async def stored_references(database_url: str) -> set[str]:
    url = (
        make_url(database_url)
        .set(drivername="postgresql")
        .render_as_string(hide_password=False)
    )
    conn = await asyncpg.connect(url)
    try:
        return {
            row["booking_reference"]
            for row in await conn.fetch("SELECT booking_reference FROM bookings")
        }
    finally:
        await conn.close()


async def check_site(client: httpx.AsyncClient, proxy: str) -> None:
    """What the deployed site promises besides proxying: HTTPS only, HSTS everywhere (assets too),
    long-cached assets, /metrics not public, one request id from nginx to the answer."""
    plain = await client.get(f"http://127.0.0.1:{HTTP_PORT}/en/camps?x=1")
    if plain.status_code != 301 or not plain.headers.get("location", "").startswith(
        "https://"
    ):
        fail(
            f"plain HTTP answers {plain.status_code} {plain.headers.get('location')}, not a redirect to HTTPS"
        )
    page = await client.get(f"{proxy}/api/v1/health")
    asset = await client.get(f"{proxy}/assets/missing-for-the-check.js")
    for answer in (page, asset):
        if "max-age=31536000" not in answer.headers.get(
            "strict-transport-security", ""
        ):
            fail(f"{answer.request.url.path} has no HSTS header through nginx")
    if "immutable" not in asset.headers.get("cache-control", ""):
        fail(f"assets are not cached for good: {asset.headers.get('cache-control')}")
    metrics = await client.get(f"{proxy}/metrics")
    if metrics.status_code != 404:
        fail(f"/metrics answers {metrics.status_code} through the public site")
    if not page.headers.get("x-request-id"):
        fail("no X-Request-ID in the answer through nginx")
    say(
        "the site: HTTP redirects to HTTPS, HSTS on pages and assets, assets immutable, /metrics hidden, request id echoed"
    )


async def check(cluster: Cluster, ids: dict[str, int], database_url: str) -> None:
    nodes = [f"http://127.0.0.1:{p}" for p in NODE_PORTS]
    proxy = f"https://127.0.0.1:{NGINX_PORT}"
    # verify=False: the certificate is the self-signed one start_nginx made for this run.
    async with httpx.AsyncClient(timeout=30, verify=False) as client:
        await asyncio.gather(*(ready(client, n) for n in nodes))
        await ready(client, proxy)
        say("two nodes ready behind nginx (deploy/nginx/surfcamp.conf as written, TLS)")
        await check_site(client, proxy)

        # 1. The last places, asked for through both nodes at once.
        answers = await asyncio.gather(
            *(
                client.post(
                    f"{nodes[n % 2]}/api/v1/bookings", json=booking(ids["last"], n)
                )
                for n in range(16)
            )
        )
        held = [
            a
            for a in answers
            if a.status_code == 201 and a.json().get("placesHeldUntil")
        ]
        statuses = sorted(a.status_code for a in answers)
        if len(held) != PLACES:
            fail(
                f"{len(held)} requests hold places, {PLACES} places exist (answers {statuses})"
            )
        if any(a.status_code not in (201, 409) for a in answers):
            fail(f"unexpected answers {statuses}")
        say(
            f"last places: 16 concurrent requests through both nodes, exactly {PLACES} hold places ({statuses.count(409)} refused as full)"
        )

        # 2. A rate limit counts across both nodes (10 sign-ins per address per 5 min).
        login = await client.post(
            f"{nodes[0]}/api/v1/auth/login",
            json={"email": "admin@example.com", "password": PASSWORD},
        )
        if login.status_code != 200:
            fail(f"admin sign-in: {login.status_code} {login.text[:200]}")
        token = login.json()["accessToken"]
        tries = await asyncio.gather(
            *(
                client.post(
                    f"{nodes[n % 2]}/api/v1/auth/login",
                    json={
                        "email": f"nobody{n}@example.com",
                        "password": "wrong-password-1",
                    },
                )
                for n in range(12)
            )
        )
        limited = sum(1 for t in tries if t.status_code == 429)
        if (
            limited < 3
        ):  # 1 + 12 attempts against a limit of 10: at least 3 refused when counted together
            fail(f"rate limit not shared: {limited} of 12 refused")
        say(
            f"rate limit shared: 13 sign-ins over both nodes, limit 10, {limited} refused with 429"
        )

        # 3. A listing written through node A is read through node B within the documented seconds.
        new_name = f"Renamed {secrets.token_hex(3)}"
        await client.get(
            f"{nodes[1]}/api/v1/packages/{ids['roomy']}"
        )  # B has it in its cache now
        patched = await client.patch(
            f"{nodes[0]}/api/v1/admin/packages/{ids['roomy']}",
            json={"name": new_name},
            headers={"Authorization": f"Bearer {token}"},
        )
        if patched.status_code != 200:
            fail(f"listing write: {patched.status_code} {patched.text[:200]}")
        written = time.monotonic()
        while (
            new_name
            not in (await client.get(f"{nodes[1]}/api/v1/packages/{ids['roomy']}")).text
        ):
            if time.monotonic() - written > LISTING_SECONDS + 1:
                fail(
                    f"node B still shows the old listing after {LISTING_SECONDS + 1:.0f} s"
                )
            await asyncio.sleep(0.2)
        say(
            f"listing written on node A read on node B after {time.monotonic() - written:.1f} s (documented: {LISTING_SECONDS:.0f} s)"
        )

        # 4. One node stopped in the middle of load: every acknowledged booking is stored.
        acknowledged: list[str] = []
        failures: list[int] = []

        async def one(n: int) -> None:
            try:
                answer = await client.post(
                    f"{proxy}/api/v1/bookings", json=booking(ids["roomy"], 1000 + n)
                )
            except httpx.HTTPError:
                failures.append(0)
                return
            if answer.status_code == 201:
                acknowledged.append(answer.json()["bookingReference"])
            else:
                failures.append(answer.status_code)

        async def load() -> None:
            limit = asyncio.Semaphore(6)

            async def limited_one(n: int) -> None:
                async with limit:
                    await one(n)

            await asyncio.gather(*(limited_one(n) for n in range(40)))

        running = asyncio.create_task(load())
        while len(acknowledged) < 8 and not running.done():
            await asyncio.sleep(0.05)
        await asyncio.to_thread(cluster.stop_node, NODE_PORTS[0])
        await running
        stored = await stored_references(database_url)
        lost = [r for r in acknowledged if r not in stored]
        if lost:
            fail(f"{len(lost)} acknowledged bookings are not stored: {lost[:5]}")
        say(
            f"node A stopped under load: {len(acknowledged)} acknowledged, all stored ({len(failures)} not acknowledged)"
        )

        cluster.start_node(NODE_PORTS[0])
        await ready(client, nodes[0])
        again = await client.post(
            f"{nodes[0]}/api/v1/bookings", json=booking(ids["roomy"], 9999)
        )
        if again.status_code != 201:
            fail(f"node A after its restart: {again.status_code}")
        say("node A started again and takes bookings")


async def main() -> None:
    database = os.environ.get("CLUSTER_DATABASE_URL") or os.environ.get(
        "TEST_DATABASE_URL"
    )
    if not database or not database.startswith("postgresql"):
        say("SKIPPED: needs CLUSTER_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)")
        raise SystemExit(77)
    nginx = shutil.which("nginx") or (
        "/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None
    )
    if nginx is None:
        say("SKIPPED: nginx is not installed (Debian: apt-get install -y nginx)")
        raise SystemExit(77)
    redis_url = os.environ.get("CLUSTER_REDIS_URL", "redis://127.0.0.1:6379/15")
    from redis.asyncio import Redis

    redis = Redis.from_url(redis_url, socket_timeout=2, socket_connect_timeout=2)
    try:
        await redis.flushdb()
    except Exception as error:  # noqa: BLE001 - any failure: Redis is not there
        say(f"SKIPPED: Redis at {redis_url} unreachable ({error})")
        raise SystemExit(77) from None
    finally:
        await redis.aclose()
    started = time.monotonic()
    database_url = await make_database(database)
    work = Path(tempfile.mkdtemp(prefix="surfcamp-cluster-"))
    cluster = Cluster(database_url, redis_url, work)
    try:
        ids = await asyncio.to_thread(setup_data, cluster.env)
        for port in NODE_PORTS:
            cluster.start_node(port)
        cluster.start_nginx(nginx)
        await check(cluster, ids, database_url)
    except BaseException:
        say(f"logs kept in {work}")
        raise
    finally:
        cluster.close()
        await drop_database(database)
    shutil.rmtree(work, ignore_errors=True)
    say(f"passed in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    sys.path.insert(0, str(BACKEND))
    asyncio.run(main())
