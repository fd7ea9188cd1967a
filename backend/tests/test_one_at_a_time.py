"""Every rule that allows at most one row is kept by the database, not by a check before the insert:
each has its unique (or partial unique) index in the migrated schema, and ten requests sent at once
store exactly one row, the others getting the 409 the check gives (or, for an idempotent write, the
same answer). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

The waitlist's sign-ups at once and the booking hold limits are tested with their own features
(tests/availability/test_waitlist.py, the holds tests); the waitlist's index is checked here."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import Connection, func, inspect, select, update
from sqlalchemy.sql.elements import ColumnElement

from app.auth.tokens import hash_secret
from app.db import get_engine, get_sessionmaker
from app.kit.manage_link import manage_token
from app.kit.ratelimit import get_rate_limiter
from app.models import (
    Booking,
    BookingDateRequest,
    BookingThreadRead,
    CampPackage,
    CampPlan,
    CampStatement,
    ChatConversation,
    ChatLead,
    EmailOutbox,
    NewsletterSubscriber,
    Review,
    SurfCamp,
    User,
    WaitlistEntry,
)
from app.models.base import Base
from tests.auth.helpers import REGISTRATION
from tests.bookings.helpers import form as booking_form
from tests.owner.helpers import build_world

N = 10


@dataclass(frozen=True)
class Rule:
    """At most one row of `table` per value of `columns` (among the rows `where` holds, for a partial index)."""

    table: str
    columns: tuple[str, ...]
    where: str | None = None


RULES: dict[str, Rule] = {
    "one open date request per booking": Rule("booking_date_requests", ("booking_id",), "status = 'pending'"),
    "one review per booking": Rule("reviews", ("booking_id",)),
    "one account per e-mail": Rule("users", ("email",)),
    "one newsletter subscription per e-mail": Rule("newsletter_subscribers", ("email",)),
    "one open plan period per camp": Rule("camp_plans", ("camp_id",), "valid_to IS NULL"),
    "one paid statement per camp and month": Rule("camp_statements", ("camp_id", "month")),
    "one camp per slug": Rule("surf_camps", ("slug",)),
    "one package per slug": Rule("camp_packages", ("slug",)),
    "one assistant conversation per visitor": Rule("chat_conversations", ("visitor_id",)),
    "one lead per conversation and e-mail": Rule("chat_leads", ("conversation_id", "email")),
    "one read mark per booking and party": Rule("booking_thread_reads", ("booking_id", "party")),
    "one booking per Idempotency-Key": Rule("bookings", ("idempotency_key",)),
    "one waiting entry per address and stay": Rule(
        "waitlist_entries", ("package_id", "start_date", "number_of_days", "email"), "notified_at IS NULL"
    ),
}


def _normalised(where: str | None) -> str | None:
    return (
        None
        if where is None
        else "".join(where.lower().replace("(", "").replace(")", "").replace("::text", "").split())
    )


def _unique_sets(conn: Connection, table: str) -> set[tuple[tuple[str, ...], str | None]]:
    """(columns, partial condition) of every unique index, unique constraint and the primary key of `table`."""
    schema = inspect(conn)
    found: set[tuple[tuple[str, ...], str | None]] = set()
    for index in schema.get_indexes(table):
        if index["unique"]:
            options: dict[str, Any] = index.get("dialect_options", {})
            where = options.get("postgresql_where", options.get("sqlite_where"))
            found.add(
                (tuple(c for c in index["column_names"] if c), _normalised(None if where is None else str(where)))
            )
    for constraint in schema.get_unique_constraints(table):
        found.add((tuple(constraint["column_names"]), None))
    found.add((tuple(schema.get_pk_constraint(table)["constrained_columns"]), None))
    return found


@pytest.mark.parametrize("name", RULES)
async def test_each_rule_is_an_index_of_the_migrated_schema(name: str) -> None:
    rule = RULES[name]
    async with get_engine().connect() as conn:
        found = await conn.run_sync(_unique_sets, rule.table)
    assert (rule.columns, _normalised(rule.where)) in found, found


# --- ten requests at once -----------------------------------------------------------------------------


async def _count(table: type[Base], *where: ColumnElement[bool]) -> int:
    async with get_sessionmaker()() as session:
        return int(await session.scalar(select(func.count()).select_from(table).where(*where)) or 0)


async def _at_once(send: Callable[[int], Awaitable[httpx.Response]]) -> list[httpx.Response]:
    get_rate_limiter().enabled = False  # the rules under test, not the rate limits
    return list(await asyncio.gather(*(send(n) for n in range(N))))


def _one_and_conflicts(answers: list[httpx.Response], ok: int, *codes: str) -> None:
    statuses = sorted(a.status_code for a in answers)
    assert statuses == sorted([ok] + [409] * (N - 1)), [a.text for a in answers]
    assert {a.json()["error"] for a in answers if a.status_code == 409} <= set(codes)


Scenario = Callable[[httpx.AsyncClient], Awaitable[None]]


async def _date_requests(client: httpx.AsyncClient) -> None:
    world = await build_world()
    booking = world.a.confirmed
    async with get_sessionmaker()() as session:
        row = await session.get(Booking, booking.id)
        assert row is not None
        token = manage_token(row)
    answers = await _at_once(
        lambda n: client.post(
            f"/api/v1/my-booking/{token}/date-requests",
            json={"startDate": (booking.start_date + timedelta(days=n + 1)).isoformat()},
        )
    )
    _one_and_conflicts(answers, 200, "date_request_open")
    assert await _count(BookingDateRequest, BookingDateRequest.status == "pending") == 1


async def _reviews(client: httpx.AsyncClient) -> None:
    world = await build_world()
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(
            update(Booking)
            .where(Booking.id == world.a.confirmed.id)
            .values(status="completed", review_token_hash=hash_secret("review-token-1"))
        )
    answers = await _at_once(
        lambda n: client.post("/api/v1/reviews", json={"token": "review-token-1", "rating": 5, "comment": f"Great {n}"})
    )
    _one_and_conflicts(answers, 201, "already_reviewed")
    assert await _count(Review) == 1


async def _registrations(client: httpx.AsyncClient) -> None:
    answers = await _at_once(lambda n: client.post("/api/v1/auth/register", json=REGISTRATION))
    _one_and_conflicts(answers, 201, "email_taken")
    assert await _count(User) == 1


async def _newsletter(client: httpx.AsyncClient) -> None:
    answers = await _at_once(lambda n: client.post("/api/v1/newsletter", json={"email": "surfer@example.com"}))
    assert all(a.status_code < 300 for a in answers), [a.text for a in answers]  # idempotent: all succeed
    assert await _count(NewsletterSubscriber) == 1


async def _plans(client: httpx.AsyncClient) -> None:
    world = await build_world()
    url = f"/api/v1/admin/statements/camps/{world.b.camp.id}/plan"
    answers = await _at_once(lambda n: client.put(url, json={"plan": "pro-monthly"}, headers=world.admin))
    _one_and_conflicts(answers, 200, "plan_changed", "plan_unchanged")
    assert await _count(CampPlan, CampPlan.valid_to.is_(None)) == 1


async def _statements(client: httpx.AsyncClient) -> None:
    world = await build_world()
    month = (date.today().replace(day=1) - timedelta(days=1)).strftime("%Y-%m")
    url = f"/api/v1/admin/statements/camps/{world.a.camp.id}/{month}/paid"
    answers = await _at_once(lambda n: client.post(url, headers=world.admin))
    _one_and_conflicts(answers, 200, "statement_already_paid")
    assert await _count(CampStatement) == 1


async def _camp_slugs(client: httpx.AsyncClient) -> None:
    world = await build_world()
    body = {"name": "Twin Peaks Surf", "locationKey": "imsouane"}
    answers = await _at_once(lambda n: client.post("/api/v1/admin/camps", json=body, headers=world.admin))
    assert [a.status_code for a in answers] == [201] * N, [a.text for a in answers]
    assert len({a.json()["slug"] for a in answers}) == N  # each took the next free one
    assert await _count(SurfCamp, SurfCamp.name == "Twin Peaks Surf") == N


async def _package_slugs(client: httpx.AsyncClient) -> None:
    world = await build_world()
    body = {"name": "Dawn Patrol Week", "price": "450", "imageUrl": world.a.package.image_url}
    answers = await _at_once(lambda n: client.post("/api/v1/owner/packages", json=body, headers=world.a.owner))
    assert [a.status_code for a in answers] == [201] * N, [a.text for a in answers]
    assert len({a.json()["slug"] for a in answers}) == N
    assert await _count(CampPackage, CampPackage.name == "Dawn Patrol Week") == N


async def _leads(client: httpx.AsyncClient) -> None:
    body = {"visitorId": "visitor-0001", "email": "lead@example.com"}
    answers = await _at_once(lambda n: client.post("/api/v1/assistant/email", json=body))
    assert [a.status_code for a in answers] == [200] * N, [a.text for a in answers]
    assert await _count(ChatConversation) == 1
    assert await _count(ChatLead) == 1


async def _thread_reads(client: httpx.AsyncClient) -> None:
    world = await build_world()
    booking = world.a.pending
    written = await client.post(
        f"/api/v1/owner/bookings/{booking.id}/messages", json={"body": "Hi"}, headers=world.a.owner
    )
    assert written.status_code == 200
    url = f"/api/v1/admin/bookings/{booking.id}/thread"
    answers = await _at_once(lambda n: client.get(url, headers=world.admin))
    assert [a.status_code for a in answers] == [200] * N
    assert await _count(BookingThreadRead, BookingThreadRead.party == "team") == 1


async def _idempotent_bookings(client: httpx.AsyncClient) -> None:
    world = await build_world()
    form = booking_form(world.b.package.id, startDate=(date.today() + timedelta(days=40)).isoformat())
    headers = {"Idempotency-Key": "one-click"}
    answers = await _at_once(lambda n: client.post("/api/v1/bookings", json=form, headers=headers))
    assert all(a.status_code in (200, 201) for a in answers), [(a.status_code, a.text[:80]) for a in answers]
    assert len({a.json()["bookingReference"] for a in answers}) == 1
    assert await _count(Booking, Booking.email == form["email"]) == 1


async def _waitlist(client: httpx.AsyncClient) -> None:
    world = await build_world()
    body = {
        "packageId": world.b.package.id,
        "startDate": (date.today() + timedelta(days=40)).isoformat(),
        "numberOfDays": 7,
        "email": "victim@example.com",
    }
    answers = await _at_once(lambda n: client.post("/api/v1/availability/waitlist", json=body))
    assert [a.status_code for a in answers] == [201] * N, [a.text for a in answers]  # the same answer to all
    assert await _count(WaitlistEntry) == 1
    assert await _count(EmailOutbox, EmailOutbox.email_type == "waitlist_confirm") == 1  # one e-mail, not ten


SCENARIOS: dict[str, Scenario] = {
    "one open date request per booking": _date_requests,
    "one review per booking": _reviews,
    "one account per e-mail": _registrations,
    "one newsletter subscription per e-mail": _newsletter,
    "one open plan period per camp": _plans,
    "one paid statement per camp and month": _statements,
    "one camp per slug": _camp_slugs,
    "one package per slug": _package_slugs,
    "one assistant conversation per visitor": _leads,
    "one lead per conversation and e-mail": _leads,
    "one read mark per booking and party": _thread_reads,
    "one booking per Idempotency-Key": _idempotent_bookings,
    "one waiting entry per address and stay": _waitlist,
}


def test_every_rule_has_its_race() -> None:
    assert set(SCENARIOS) == set(RULES)


@pytest.mark.parametrize("name", RULES)
async def test_ten_requests_at_once_store_one_row(name: str, client: httpx.AsyncClient) -> None:
    await SCENARIOS[name](client)
