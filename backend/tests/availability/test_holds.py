"""Holds end: an unanswered request expires after its hold (the jobs, with a moved clock), its places
come back, and the traveller (in their language), the camp and the team are told."""

from __future__ import annotations

import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.jobs.runner import run_jobs_once
from app.models import AuditLog, Booking
from app.models.base import utcnow
from tests.availability.helpers import DAY, build_place, form, lift_hold_limits, outbox

BACKEND = Path(__file__).parents[2]


async def availability_left(client: httpx.AsyncClient, package_id: int) -> int:
    response = await client.get(
        f"/api/v1/availability/packages/{package_id}",
        params={"from": DAY.isoformat(), "to": DAY.isoformat(), "people": 1},
    )
    assert response.status_code == 200, response.text
    [start] = response.json()["starts"]
    return int(start["left"])


async def test_an_unanswered_request_expires_after_its_hold_and_its_places_come_back(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    lift_hold_limits(monkeypatch)  # 3 of 4 places: more than an unknown sender may hold
    place = await build_place(places=4)
    assert (await client.post("/api/v1/bookings", json=form(place.package.id, people=3))).status_code == 201
    assert await availability_left(client, place.package.id) == 1

    assert (await run_jobs_once(now=utcnow() + timedelta(hours=47))).get("holds_expired") is None
    result = await run_jobs_once(now=utcnow() + timedelta(hours=49))
    assert result["holds_expired"] == 1
    async with get_sessionmaker()() as session:
        booking = await session.scalar(select(Booking))
        audit = await session.scalar(select(AuditLog).where(AuditLog.action == "booking.expire"))
    assert booking is not None and booking.status == "expired"
    assert audit is not None and audit.actor_user_id is None
    assert await availability_left(client, place.package.id) == 4

    [traveller] = await outbox("booking_expired")
    assert traveller.to_address == "lena@example.com"
    assert "a expiré" in traveller.subject  # the traveller booked in French
    # The camp's owner hears it from the status change (app/bookings/status.py), the team from the hold.
    [owner] = await outbox("booking_status_for_camp")
    assert owner.to_address == "owner@example.com"
    [team] = await outbox("booking_expired_camp")
    assert team.to_address == "team@surfcamp.local"
    assert "expired unanswered" in team.subject
    # A second pass expires nothing more and sends nothing twice.
    assert (await run_jobs_once(now=utcnow() + timedelta(hours=50))).get("holds_expired") is None
    assert len(await outbox("booking_expired")) == 1


async def test_a_request_that_held_nothing_expires_without_telling_the_team_places_came_back(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=4)  # 3 of 4 places from an unknown sender: stored, holding nothing
    response = await client.post("/api/v1/bookings", json=form(place.package.id, people=3, email="lena@example.com"))
    assert response.status_code == 201, response.text
    assert await availability_left(client, place.package.id) == 4
    assert (await run_jobs_once(now=utcnow() + timedelta(hours=49)))["holds_expired"] == 1
    [team] = await outbox("booking_expired_camp")
    assert "it held no places" in team.text_body
    assert "free again" not in team.text_body


async def test_a_confirmed_request_keeps_its_places_and_a_cancelled_one_frees_them_at_once(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=4)
    for email in ("a@example.com", "b@example.com"):
        response = await client.post("/api/v1/bookings", json=form(place.package.id, people=2, email=email))
        assert response.status_code == 201
    async with get_sessionmaker()() as session:
        first, second = (await session.scalars(select(Booking).order_by(Booking.id))).all()
    confirm = await client.post(f"/api/v1/owner/bookings/{first.id}/confirm", headers=place.owner)
    assert confirm.status_code == 200, confirm.text
    cancel = await client.post(
        f"/api/v1/owner/bookings/{second.id}/cancel", json={"reason": "Closed for repairs"}, headers=place.owner
    )
    assert cancel.status_code == 200, cancel.text
    assert await availability_left(client, place.package.id) == 2
    await run_jobs_once(now=utcnow() + timedelta(hours=100))
    async with get_sessionmaker()() as session:
        statuses = list((await session.scalars(select(Booking.status).order_by(Booking.id))).all())
    assert statuses == ["confirmed", "cancelled"]
    assert await availability_left(client, place.package.id) == 2


def test_moving_the_clock_is_refused_in_production() -> None:
    env = {"ENVIRONMENT": "production", "SECRET_KEY": "x" * 40, "PATH": "/usr/bin:/bin"}
    done = subprocess.run(  # noqa: S603 - our own command
        [sys.executable, "-m", "app.cli", "run-jobs", "--hours-ahead", "49"],
        cwd=BACKEND,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0 and "refused in production" in done.stderr
