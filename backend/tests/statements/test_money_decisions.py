"""A camp's plan and a month marked paid are money decisions: super admins only, logged with who and when."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, CampPlan, CampStatement
from tests.factories import make_user
from tests.owner.helpers import World, bearer
from tests.statements.helpers import OCTOBER, october_at_alpha


async def camp_admin() -> dict[str, str]:
    async with get_sessionmaker()() as session, session.begin():
        return bearer((await make_user(session, "camp-admin@example.com", "camp_admin")).id)


async def test_a_camp_admin_may_read_statements_but_neither_change_a_plan_nor_mark_a_month_paid(
    client: httpx.AsyncClient, world: World
) -> None:
    await october_at_alpha(client, world)
    headers = await camp_admin()
    plan_url = f"/api/v1/admin/statements/camps/{world.a.camp.id}/plan"
    paid_url = f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid"

    listed = await client.get("/api/v1/admin/statements", headers=headers)
    assert (listed.status_code, listed.json()["canMarkPaid"]) == (200, False)
    plan = await client.get(plan_url, headers=headers)
    assert (plan.status_code, plan.json()["canChange"]) == (200, False)
    changed = await client.put(plan_url, json={"plan": "pro-yearly"}, headers=headers)
    paid = await client.post(paid_url, headers=headers)
    assert [(r.status_code, r.json()["error"]) for r in (changed, paid)] == [(403, "forbidden")] * 2
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(CampStatement.id)) is None
        assert [p.plan for p in await session.scalars(select(CampPlan).order_by(CampPlan.valid_from))] == [
            "free",
            "pro-monthly",
        ]

    # The super admin is offered both and makes them, each logged with who and when.
    assert (await client.get("/api/v1/admin/statements", headers=world.admin)).json()["canMarkPaid"] is True
    assert (await client.get(plan_url, headers=world.admin)).json()["canChange"] is True
    assert (await client.post(paid_url, headers=world.admin)).status_code == 200
    assert (await client.put(plan_url, json={"plan": "pro-yearly"}, headers=world.admin)).status_code == 200
    async with get_sessionmaker()() as session:
        entries = (await session.scalars(select(AuditLog).order_by(AuditLog.id))).all()
        admin_id = await session.scalar(select(CampStatement.paid_by_user_id))
    logged = [(e.action, e.actor_user_id, e.created_at is not None) for e in entries]
    assert ("statement.mark_paid", admin_id, True) in logged and ("camp.plan_change", admin_id, True) in logged
    # The owner reads their plan, never offered its change.
    owner = (await client.get("/api/v1/owner/statements", headers=world.a.owner)).json()
    assert owner["plan"]["canChange"] is False
