"""`surfcamp submissions list --json`: the read-only view the end-to-end tests use."""

from __future__ import annotations

import asyncio
import json
import os
import sys

import httpx

from tests.partners.helpers import URL, application


async def submissions(status: str) -> list[dict[str, object]]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "app.cli",
        "submissions",
        "list",
        "--status",
        status,
        "--json",
        stdout=asyncio.subprocess.PIPE,
        env=os.environ.copy(),
    )
    stdout, _ = await asyncio.wait_for(process.communicate(), timeout=60)
    assert process.returncode == 0
    rows: list[dict[str, object]] = json.loads(stdout)
    return rows


async def test_submissions_list_prints_pending_applications_as_json(client: httpx.AsyncClient) -> None:
    assert (await client.post(URL, json=application(surfCampName="CLI Surf Lodge"))).status_code == 201
    rows = await submissions("pending")
    assert [(r["campName"], r["status"], r["ownerEmail"]) for r in rows] == [
        ("CLI Surf Lodge", "pending", "youssef@atlaswave.ma")
    ]
    assert await submissions("approved") == []
