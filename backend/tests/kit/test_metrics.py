"""/metrics: off the public site, counted in the shared places, by route template."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from prometheus_client import REGISTRY

from app.config import get_settings
from app.models import CampPackage
from tests.bookings.helpers import form

pytestmark = pytest.mark.runs_once

TOKEN = "metrics-test-token-0123456789"


@pytest.fixture
def metrics_token(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setattr(get_settings(), "metrics_token", TOKEN)
    yield TOKEN


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def scrape(client: httpx.AsyncClient) -> str:
    response = await client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return response.text


async def test_metrics_is_not_found_without_a_token_configured(client: httpx.AsyncClient) -> None:
    assert get_settings().metrics_token is None
    response = await client.get("/metrics")
    assert response.status_code == 404
    assert "surfcamp_" not in response.text


@pytest.mark.usefixtures("metrics_token")
@pytest.mark.parametrize("header", [None, "Bearer wrong", f"Basic {TOKEN}", "Bearer " + TOKEN + "x", "Bearer \u00e9"])
async def test_metrics_refuses_a_missing_or_wrong_token(client: httpx.AsyncClient, header: str | None) -> None:
    headers = {"Authorization": header.encode("utf-8")} if header else {}
    response = await client.get("/metrics", headers=headers)
    assert response.status_code == 401
    assert "surfcamp_" not in response.text


@pytest.mark.usefixtures("metrics_token")
async def test_a_booking_shows_in_the_counter_the_route_histogram_and_the_outbox(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    stored = sample("surfcamp_booking_requests_total", outcome="stored")
    replays = sample("surfcamp_booking_requests_total", outcome="replay")
    route = {"method": "POST", "route": "/api/v1/bookings"}
    answered = sample("surfcamp_http_request_duration_seconds_count", **route)
    created = sample("surfcamp_http_requests_total", **route, status="201")

    key = {"Idempotency-Key": "metrics-key-1"}
    assert (await client.post("/api/v1/bookings", json=form(package.id), headers=key)).status_code == 201
    assert (await client.post("/api/v1/bookings", json=form(package.id), headers=key)).status_code == 200  # replayed

    assert sample("surfcamp_booking_requests_total", outcome="stored") == stored + 1
    assert sample("surfcamp_booking_requests_total", outcome="replay") == replays + 1
    assert sample("surfcamp_http_request_duration_seconds_count", **route) == answered + 2
    assert sample("surfcamp_http_requests_total", **route, status="201") == created + 1
    text = await scrape(client)
    assert 'surfcamp_booking_requests_total{outcome="stored"}' in text
    assert 'surfcamp_http_request_duration_seconds_bucket{le="0.5",method="POST",route="/api/v1/bookings"}' in text
    depth = next(line for line in text.splitlines() if line.startswith("surfcamp_outbox_depth "))
    assert float(depth.split()[1]) >= 2  # the traveller's acknowledgement and the camp's notice
    age = next(line for line in text.splitlines() if line.startswith("surfcamp_outbox_oldest_unsent_age_seconds "))
    assert float(age.split()[1]) >= 0
    assert "surfcamp_db_pool_in_use" in text


async def test_refused_and_full_booking_requests_are_counted(client: httpx.AsyncClient) -> None:
    from app.db import get_sessionmaker
    from tests.factories import make_camp, make_package

    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Last Places Camp")
        small = await make_package(session, camp, max_participants=6, places=2)
    refused = sample("surfcamp_booking_requests_total", outcome="refused")
    full = sample("surfcamp_booking_requests_total", outcome="full")
    assert (await client.post("/api/v1/bookings", json=form(small.id + 999))).status_code == 404
    assert sample("surfcamp_booking_requests_total", outcome="refused") == refused + 1
    # More people than the package takes on any day: refused as full (409 date_unavailable).
    response = await client.post("/api/v1/bookings", json=form(small.id, numberOfPeople=3))
    if response.status_code == 409:
        assert sample("surfcamp_booking_requests_total", outcome="full") == full + 1
    else:
        assert sample("surfcamp_booking_requests_total", outcome="refused") == refused + 2


@pytest.mark.usefixtures("metrics_token")
async def test_paths_with_ids_are_counted_by_their_template(client: httpx.AsyncClient) -> None:
    for ref in ("no-such-package-1", "no-such-package-2", "12345"):
        assert (await client.get(f"/api/v1/packages/{ref}")).status_code == 404
    text = await scrape(client)
    assert 'route="/api/v1/packages/{package_ref}"' in text
    assert "no-such-package" not in text and "12345" not in text
    assert (
        sample("surfcamp_http_requests_total", method="GET", route="/api/v1/packages/{package_ref}", status="404") >= 3
    )


async def test_the_jobs_count_their_runs_and_the_mail_failures(package: CampPackage, client: httpx.AsyncClient) -> None:
    from app.db import get_sessionmaker
    from app.jobs.runner import run_jobs_once

    class Refusing:
        async def send(self, mail: object) -> None:
            raise ConnectionRefusedError("the mail server is down")

    assert (await client.post("/api/v1/bookings", json=form(package.id))).status_code == 201
    runs = sample("surfcamp_job_runs_total", job="mail_delivery")
    failures = sample("surfcamp_mail_failures_total")
    await run_jobs_once(get_sessionmaker(), Refusing())  # type: ignore[arg-type]
    assert sample("surfcamp_job_runs_total", job="mail_delivery") == runs + 1
    assert sample("surfcamp_job_duration_seconds_count", job="holds") >= 1
    assert sample("surfcamp_mail_failures_total") >= failures + 2


def test_the_outbox_age_is_read_from_the_database_cheaply() -> None:
    """One aggregate over the unsent rows (status is indexed by the partial claim index or scanned once)."""
    import inspect

    from app.kit import metrics

    source = inspect.getsource(metrics.outbox_backlog)
    assert "func.count()" in source and "func.min(" in source
