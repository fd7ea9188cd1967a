"""Structured logs: one JSON object a line, the request id echoed and carried, nobody's data in them."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import httpx
import pytest

from app.kit.logs import JsonFormatter, RequestIdFilter, TextFormatter
from app.models import CampPackage
from tests.bookings.helpers import form
from tests.factories import PASSWORD

pytestmark = pytest.mark.runs_once


@pytest.fixture
def json_lines() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield stream
    finally:
        root.removeHandler(handler)


def entries(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines() if line.strip()]


async def test_a_booking_request_logs_one_json_line_with_its_id_and_nobody_s_data(
    client: httpx.AsyncClient, package: CampPackage, json_lines: io.StringIO
) -> None:
    typed = form(package.id, fullName="Quentin Zebulon-Marchetti", email="quentin.zebulon@example.org")
    typed["specialRequests"] = "Secret-ish wish: a room facing the sea"
    response = await client.post("/api/v1/bookings", json=typed, headers={"X-Request-ID": "trace-4711.a"})
    assert response.status_code == 201, response.text
    assert response.headers["x-request-id"] == "trace-4711.a"

    raw = json_lines.getvalue()
    for secret in ("quentin", "Zebulon", "example.org", "room facing the sea"):
        assert secret.lower() not in raw.lower(), raw
    lines = entries(json_lines)
    [line] = [e for e in lines if e["logger"] == "surfcamp.request"]
    assert line["request_id"] == "trace-4711.a"
    assert line["route"] == "/api/v1/bookings"
    assert line["method"] == "POST" and line["status"] == 201
    assert isinstance(line["duration_ms"], float)
    assert all(e.get("request_id") == "trace-4711.a" for e in lines if e["logger"].startswith("app."))  # type: ignore[union-attr]


@pytest.mark.parametrize("sent", ["", "has space", "x" * 65, 'quote"d', "new\\nline", "<script>", "ünïcode"])
async def test_an_insane_request_id_is_replaced_by_a_made_one(client: httpx.AsyncClient, sent: str) -> None:
    response = await client.get("/api/v1/health", headers={"X-Request-ID": sent.encode()})
    assert response.status_code == 200
    made = response.headers["x-request-id"]
    assert made != sent and len(made) == 32 and made.isalnum()


async def test_each_request_gets_its_own_id(client: httpx.AsyncClient) -> None:
    ids = {(await client.get("/api/v1/health")).headers["x-request-id"] for _ in range(3)}
    assert len(ids) == 3


async def test_the_signed_in_principal_is_logged_by_role_and_id(
    client: httpx.AsyncClient, package: CampPackage, json_lines: io.StringIO
) -> None:
    login = await client.post("/api/v1/auth/login", json={"email": "owner@example.com", "password": PASSWORD})
    if login.status_code != 200:
        pytest.skip(f"the owner fixture's password differs: {login.status_code}")
    token = login.json()["accessToken"]
    await client.get("/api/v1/owner/bookings", headers={"Authorization": f"Bearer {token}"})
    [line] = [e for e in entries(json_lines) if e["logger"] == "surfcamp.request" and "owner" in str(e["route"])]
    assert line["role"] == "camp_owner" and isinstance(line["user_id"], int)
    assert "owner@example.com" not in json_lines.getvalue()
    assert token not in json_lines.getvalue()


def test_addresses_in_messages_are_blanked_in_both_formats() -> None:
    record = logging.LogRecord("app.x", logging.WARNING, __file__, 1, "mail to %s failed", ("a.b@example.com",), None)
    assert "example.com" not in JsonFormatter().format(record)
    assert "example.com" not in TextFormatter().format(record)
    assert json.loads(JsonFormatter().format(record))["message"] == "mail to <e-mail> failed"


async def test_the_request_id_is_carried_into_the_mail_it_queues(
    client: httpx.AsyncClient, package: CampPackage, json_lines: io.StringIO
) -> None:
    from sqlalchemy import select

    from app.db import get_sessionmaker
    from app.jobs.runner import run_jobs_once
    from app.models import EmailOutbox

    response = await client.post("/api/v1/bookings", json=form(package.id), headers={"X-Request-ID": "queued-by-42"})
    assert response.status_code == 201
    async with get_sessionmaker()() as session:
        ids = set((await session.scalars(select(EmailOutbox.request_id))).all())
    assert ids == {"queued-by-42"}

    class Refusing:
        async def send(self, mail: object) -> None:
            raise ConnectionRefusedError("down")

    await run_jobs_once(get_sessionmaker(), Refusing())  # type: ignore[arg-type]
    failed = [e for e in entries(json_lines) if "outbox row" in str(e["message"])]
    assert failed and all(e["request_id"] == "queued-by-42" for e in failed)
    assert "lena@example.com" not in json_lines.getvalue()
