"""Role dependencies and deny-by-default, exercised on a small app that uses the real policies."""

from __future__ import annotations

import httpx
import pytest
from fastapi import APIRouter, Depends, FastAPI

from app.auth.access import ActiveAdmin, CampOwner, CurrentPrincipal, PublicAccess, SuperAdmin, active_admin
from app.db import get_sessionmaker
from app.errors import install_error_handlers
from app.main import assert_every_route_has_a_policy
from tests.factories import PASSWORD, make_camp, make_user

router = APIRouter(prefix="/api/probe")


@router.get("/public", dependencies=[PublicAccess])
async def public_route() -> dict[str, str]:
    return {"ok": "public"}


@router.get("/me")
async def me_route(principal: CurrentPrincipal) -> dict[str, int]:
    return {"id": principal.user.id}


@router.get("/admin")
async def admin_route(principal: ActiveAdmin) -> dict[str, str | None]:
    return {"role": principal.role}


@router.get("/super")
async def super_route(principal: SuperAdmin) -> dict[str, str | None]:
    return {"role": principal.role}


@router.get("/owner")
async def owner_route(principal: CampOwner) -> dict[str, int | None]:
    return {"camp": principal.owned_camp_id}


@pytest.fixture
async def probe(app: FastAPI) -> httpx.AsyncClient:
    probe_app = FastAPI()
    install_error_handlers(probe_app)
    probe_app.include_router(router)
    real = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")
    probe_client = httpx.AsyncClient(transport=httpx.ASGITransport(app=probe_app), base_url="http://testserver")
    probe_client.real = real  # type: ignore[attr-defined]
    return probe_client


async def token_for(client: httpx.AsyncClient, email: str) -> dict[str, str]:
    response = await client.post("/api/v1/auth/login", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['accessToken']}"}


# principal -> expected status on (/me, /admin, /super, /owner)
EXPECTED = {
    "anonymous": (401, 401, 401, 401),
    "super_admin": (200, 200, 200, 403),
    "camp_admin": (200, 200, 403, 403),
    "inactive_admin": (200, 404, 404, 403),
    "owner": (200, 404, 404, 200),
    "inactive_owner": (200, 404, 404, 403),
    "owner_without_camp": (200, 404, 404, 404),
}


@pytest.mark.parametrize("principal", list(EXPECTED))
async def test_each_principal_gets_exactly_its_routes(probe: httpx.AsyncClient, principal: str) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        await make_user(session, "super@example.com", "super_admin")
        await make_user(session, "campadmin@example.com", "camp_admin")
        await make_user(session, "inactive_admin@example.com", "camp_admin", active=False)
        await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        await make_user(session, "inactive_owner@example.com", "camp_owner", active=False, camp_id=camp.id)
        await make_user(session, "owner_without_camp@example.com", "camp_owner")
    emails = {"super_admin": "super@example.com", "camp_admin": "campadmin@example.com"}
    headers = (
        {}
        if principal == "anonymous"
        else await token_for(probe.real, emails.get(principal, f"{principal}@example.com"))
    )  # type: ignore[attr-defined]
    statuses = tuple(
        [
            (await probe.get(f"/api/probe/{path}", headers=headers)).status_code
            for path in ("me", "admin", "super", "owner")
        ]
    )
    assert statuses == EXPECTED[principal]
    assert (await probe.get("/api/probe/public", headers=headers)).status_code == 200


async def test_denials_use_the_error_shape_and_tell_a_pending_owner_why(probe: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        await make_user(session, "pending@example.com", "camp_owner", active=False, camp_id=camp.id)
    headers = await token_for(probe.real, "pending@example.com")  # type: ignore[attr-defined]
    response = await probe.get("/api/probe/owner", headers=headers)
    assert response.json() == {"error": "account_pending", "detail": "Your account is waiting for approval."}


def test_a_route_without_a_policy_stops_the_app_from_starting() -> None:
    unguarded = APIRouter()

    @unguarded.get("/api/v1/forgotten")
    async def forgotten() -> dict[str, str]:
        return {}

    app = FastAPI()
    app.include_router(unguarded)
    with pytest.raises(RuntimeError, match="/api/v1/forgotten"):
        assert_every_route_has_a_policy(app)


def test_a_policy_on_the_router_covers_its_routes_even_when_nested() -> None:
    guarded = APIRouter(prefix="/api/v1/guarded", dependencies=[Depends(active_admin)])

    @guarded.get("/thing")
    async def thing() -> dict[str, str]:
        return {}

    outer = APIRouter()
    outer.include_router(guarded)
    app = FastAPI()
    app.include_router(outer)
    assert_every_route_has_a_policy(app)


async def test_a_policy_on_the_router_is_enforced(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        await make_user(session, "router-owner@example.com", "camp_owner", camp_id=camp.id)
    headers = await token_for(client, "router-owner@example.com")
    # The back-office camps router names its policy once, on the router: an owner is told nothing is there.
    assert (await client.get("/api/v1/admin/camps", headers=headers)).status_code == 404
    assert (await client.get("/api/v1/admin/camps")).status_code == 401


def test_every_route_of_the_real_app_names_a_policy(app: FastAPI) -> None:
    assert_every_route_has_a_policy(app)
