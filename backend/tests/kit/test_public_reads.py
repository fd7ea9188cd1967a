"""Every write route says what it does to the public-read micro-cache (app/kit/response_cache.py),
and a write through each domain that changes public data empties it, so the next visitor read is fresh."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from sqlalchemy import select

from app.db import get_sessionmaker
from app.kit.response_cache import public_reads_effects
from app.models import AdminUser, CampSubmission, CmsContent, Review
from tests.factories import make_camp, make_user
from tests.owner.helpers import World, build_world
from tests.sql_statements import count_statements

SAFE = {"GET", "HEAD", "OPTIONS"}


def write_routes(app: FastAPI) -> list[tuple[str, str, set[str]]]:
    routes = []
    for route in iter_route_contexts(app.router.routes):
        dependant = getattr(route, "dependant", None)
        methods = set(route.methods or ()) - SAFE
        if dependant is not None and methods and (route.path or "").startswith("/api"):
            routes.append((",".join(sorted(methods)), route.path or "", set(public_reads_effects(dependant))))
    return routes


def test_every_write_route_declares_whether_it_changes_public_reads(cached_app: FastAPI) -> None:
    routes = write_routes(cached_app)
    assert len(routes) > 30
    undeclared = [f"{methods} {path}" for methods, path, effects in routes if not effects]
    both = [f"{methods} {path}" for methods, path, effects in routes if len(effects) > 1]
    assert undeclared == [], "declare ChangesPublicReads or KeepsPublicReads on these routes (or their router)"
    assert both == []


def test_the_declarations_say_what_each_write_does(cached_app: FastAPI) -> None:
    effects = {(methods, path): effects for methods, path, effects in write_routes(cached_app)}
    for keeps in (
        ("POST", "/api/v1/bookings"),
        ("POST", "/api/v1/auth/login"),
        ("POST", "/api/v1/page-views"),
        ("PATCH", "/api/v1/admin/bookings/{booking_id:int}"),
    ):
        assert effects[keeps] == {"keeps"}, keeps
    for changes in (
        ("PATCH", "/api/v1/admin/packages/{package_id}"),
        ("PATCH", "/api/v1/owner/camp"),
        ("POST", "/api/v1/admin/content"),
        ("POST", "/api/v1/admin/reviews/{review_id}/hide"),
        ("POST", "/api/v1/reviews"),
        ("POST", "/api/v1/admin/submissions/{submission_id}/publish"),
    ):
        assert effects[changes] == {"changes"}, changes


async def seeded() -> tuple[World, dict[str, int]]:
    world = await build_world()
    async with get_sessionmaker()() as session, session.begin():
        review = Review(
            package_id=world.a.package.id, camp_id=world.a.camp.id, rating=5, comment="Great", reviewer_first_name="Ana"
        )
        content = CmsContent(section_key="hero", content="Ride the Atlantic", language="en", is_active=True)
        pending_camp = await make_camp(session, "Waiting Camp", status="pending")
        waiting = await make_user(
            session, "pending-owner@example.com", "camp_owner", active=False, camp_id=pending_camp.id
        )
        submission = CampSubmission(
            camp_name="Atlas Surf House",
            camp_location="imsouane",
            camp_email="atlas@example.com",
            owner_name="Youssef Amrani",
            owner_email="youssef@example.com",
            packages=[],
            optional_addons=[],
            status="approved",
        )
        session.add_all([review, content, submission])
        await session.flush()
        profile_id = await session.scalar(select(AdminUser.id).where(AdminUser.user_id == waiting.id))
        assert profile_id is not None
        ids = {"review": review.id, "content": content.id, "submission": submission.id, "profile": profile_id}
    return world, ids


Write = Callable[[httpx.AsyncClient, World, dict[str, int]], Awaitable[httpx.Response]]

WRITES: dict[str, Write] = {
    "owner edits the camp": lambda c, w, ids: c.patch(
        "/api/v1/owner/camp", json={"shortDescription": "Now with a sauna"}, headers=w.a.owner
    ),
    "owner edits a package": lambda c, w, ids: c.patch(
        f"/api/v1/owner/packages/{w.a.package.id}", json={"name": "Longer Week"}, headers=w.a.owner
    ),
    "owner withdraws a package": lambda c, w, ids: c.delete(
        f"/api/v1/owner/packages/{w.a.package.id}", headers=w.a.owner
    ),
    "admin edits a camp": lambda c, w, ids: c.patch(
        f"/api/v1/admin/camps/{w.b.camp.id}", json={"name": "Camp Bravissimo"}, headers=w.admin
    ),
    "admin edits a package": lambda c, w, ids: c.patch(
        f"/api/v1/admin/packages/{w.b.package.id}", json={"name": "Bravo Fortnight"}, headers=w.admin
    ),
    "admin edits site content": lambda c, w, ids: c.patch(
        f"/api/v1/admin/content/{ids['content']}", json={"content": "Ride the ocean"}, headers=w.admin
    ),
    "admin hides a review": lambda c, w, ids: c.post(
        f"/api/v1/admin/reviews/{ids['review']}/hide", json={"reason": "spam"}, headers=w.admin
    ),
    "admin shows a review": lambda c, w, ids: c.post(f"/api/v1/admin/reviews/{ids['review']}/show", headers=w.admin),
    "admin approves an owner (publishes their camp)": lambda c, w, ids: c.post(
        f"/api/v1/admin/users/{ids['profile']}/approve", headers=w.admin
    ),
    "admin publishes a submission": lambda c, w, ids: c.post(
        f"/api/v1/admin/submissions/{ids['submission']}/publish", headers=w.admin
    ),
}


@pytest.mark.parametrize("write", list(WRITES))
async def test_a_write_that_changes_public_data_makes_the_next_public_read_fresh(
    visitor: httpx.AsyncClient, write: str
) -> None:
    world, ids = await seeded()
    reads = ["/api/v1/camps", f"/api/v1/packages/{world.a.package.id}", "/api/v1/content?section=hero&lang=en"]
    reads.append(f"/api/v1/packages/{world.a.package.id}/reviews")
    for path in reads:
        assert (await visitor.get(path)).status_code == 200, path
    with count_statements() as statements:
        for path in reads:
            await visitor.get(path)
    assert statements == []  # each read is cached
    response = await WRITES[write](visitor, world, ids)
    assert response.status_code in (200, 201, 204), response.text
    for path in reads:
        with count_statements() as statements:
            await visitor.get(path)
        assert statements != [], f"{path} answered from the cache after: {write}"


async def test_a_write_that_keeps_public_data_keeps_the_cache(visitor: httpx.AsyncClient) -> None:
    world, _ = await seeded()
    await visitor.get("/api/v1/camps")
    response = await visitor.patch(
        f"/api/v1/admin/bookings/{world.a.pending.id}", json={"status": "confirmed"}, headers=world.admin
    )
    assert response.status_code == 200
    with count_statements() as statements:
        await visitor.get("/api/v1/camps")
    assert statements == []


async def test_a_visitor_sees_the_edit_itself(visitor: httpx.AsyncClient) -> None:
    world, ids = await seeded()
    path = "/api/v1/content?section=hero&lang=en"
    assert "Ride the Atlantic" in (await visitor.get(path)).text
    await WRITES["admin edits site content"](visitor, world, ids)
    assert "Ride the ocean" in (await visitor.get(path)).text
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(CmsContent.content).where(CmsContent.id == ids["content"])) == (
            "Ride the ocean"
        )
