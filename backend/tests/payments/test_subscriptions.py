"""Pro subscriptions against a real localstripe: the plan changes when the provider's webhook confirms the
payment, from the start of the paid period; events replayed or out of order change nothing; a forged one
is refused; a failed renewal gives a grace period, then Start for Free; a cancellation ends at the period's end."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.jobs.runner import run_jobs_once
from app.models import CampPlan, CampSubscription, PaymentEvent, SurfCamp, User
from app.models.base import utcnow
from tests.owner.helpers import World
from tests.payments.conftest import Catcher
from tests.payments.helpers import (
    deliver,
    event_count,
    mails,
    renew_with_failing_card,
    resign,
    set_up_card,
    signed_event,
    wait_for,
)

pytestmark = pytest.mark.usefixtures("stripe_settings", "camps_of_last_month")


@pytest.fixture
async def camps_of_last_month(world: World) -> None:
    """Camps that were on the free plan for a while before their owners subscribe."""
    async with get_sessionmaker()() as session, session.begin():
        for side in (world.a, world.b):
            camp = await session.get(SurfCamp, side.camp.id)
            assert camp is not None
            camp.created_at = utcnow() - timedelta(days=30)


async def plans(camp_id: int) -> list[CampPlan]:
    async with get_sessionmaker()() as session:
        stmt = select(CampPlan).where(CampPlan.camp_id == camp_id).order_by(CampPlan.valid_from, CampPlan.id)
        return list((await session.scalars(stmt)).all())


async def account(camp_id: int) -> CampSubscription:
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(CampSubscription).where(CampSubscription.camp_id == camp_id))
        assert row is not None
        return row


async def subscribe(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], plan: str = "pro-monthly"
) -> list[tuple[bytes, str]]:
    base, catcher = localstripe
    setup_id = await set_up_card(client, world.a.owner, base)
    response = await client.post(
        "/api/v1/owner/payments/subscription", json={"plan": plan, "setupId": setup_id}, headers=world.a.owner
    )
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "active"
    return wait_for(catcher, "customer.subscription.created", "invoice.payment_succeeded")


async def test_the_plan_changes_when_the_webhook_confirms_the_payment(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher]
) -> None:
    hooks = await subscribe(client, world, localstripe)
    # The browser said nothing about the plan: it is still free until the provider's word.
    assert [p.plan for p in await plans(world.a.camp.id)] == []
    await deliver(client, hooks)
    history = await plans(world.a.camp.id)
    assert [(p.plan, p.fee_collected_by) for p in history] == [("free", "statement"), ("pro-monthly", "stripe")]
    sub = await account(world.a.camp.id)
    assert sub.status == "active" and sub.current_period_start is not None
    assert history[1].valid_from == sub.current_period_start  # from the start of the paid period

    overview = (await client.get("/api/v1/owner/payments", headers=world.a.owner)).json()
    assert overview["enabled"] is True and overview["subscription"]["plan"] == "pro-monthly"
    [invoice] = overview["invoices"]
    assert (invoice["amountCents"], invoice["status"], invoice["currency"]) == (4900, "paid", "EUR")
    # The provider collects the fee: the month's statement bills none.
    statements = (await client.get("/api/v1/owner/statements", headers=world.a.owner)).json()
    assert statements["plan"]["current"]["plan"] == "pro-monthly"
    assert all(s["subscriptionFee"] == "0.00" or s["subscriptionFee"] == "0" for s in statements["statements"])
    assert len(await mails("plan_changed")) == 1 and len(await mails("payment_received")) == 1


async def test_a_replayed_or_late_event_changes_nothing(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher]
) -> None:
    hooks = await subscribe(client, world, localstripe)
    await deliver(client, hooks)
    count = await event_count()
    await deliver(client, hooks)  # Stripe delivers again: stored once, applied once
    await deliver(client, list(reversed(hooks)))  # and in the other order
    assert await event_count() == count
    assert len(await plans(world.a.camp.id)) == 2
    assert len(await mails("plan_changed")) == 1 and len(await mails("payment_received")) == 1

    # Cancelled since; the old "created" event arrives late under a new id: the state stays the provider's now.
    cancelled = await client.post(
        "/api/v1/owner/payments/subscription/cancel", json={"cancel": True}, headers=world.a.owner
    )
    assert cancelled.status_code == 200 and cancelled.json()["cancelAtPeriodEnd"] is True
    base, catcher = localstripe
    late = resign(hooks[0][0], new_id="evt_late_copy")
    await deliver(client, [late])
    assert (await account(world.a.camp.id)).cancel_at_period_end is True
    assert [p.plan for p in await plans(world.a.camp.id)][-1] == "pro-monthly"  # Pro until the period ends


async def test_a_forged_webhook_is_refused_and_nothing_is_stored(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher]
) -> None:
    hooks = await subscribe(client, world, localstripe)
    body, signature = hooks[0]
    forged = body.replace(b'"type": "', b'"type": "x')
    assert forged != body
    for headers in (
        {"Stripe-Signature": signature},  # the signature of another body
        {"Stripe-Signature": "t=1,v1=00"},
        {},
    ):
        response = await client.post("/api/v1/payments/webhooks/stripe", content=forged, headers=headers)
        assert response.status_code == 400, response.text
        assert response.json()["error"] == "bad_signature"
    assert await event_count() == 0


async def test_a_failed_renewal_gives_a_grace_period_then_start_for_free(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher]
) -> None:
    base, catcher = localstripe
    await deliver(client, await subscribe(client, world, localstripe))
    async with get_sessionmaker()() as session, session.begin():
        owner = await session.scalar(select(User).where(User.email == "owner-a@example.com"))
        assert owner is not None
        owner.language = "fr"
    # The renewal: the card on file now declines, and the provider charges the next period.
    sub = await account(world.a.camp.id)
    invoice_id = await renew_with_failing_card(base, sub.customer_id, sub.subscription_id or "")
    # localstripe marks the subscription past_due without a webhook; Stripe sends this one.
    await deliver(
        client, [signed_event("invoice.payment_failed", {"id": invoice_id, "object": "invoice"}, "evt_renewal_failed")]
    )
    sub = await account(world.a.camp.id)
    assert sub.status == "past_due" and sub.grace_until is not None
    [notice] = await mails("renewal_failed")
    assert notice.to_address == "owner-a@example.com" and "renouvellement" in notice.subject
    assert [p.plan for p in await plans(world.a.camp.id)][-1] == "pro-monthly"  # Pro during the grace period

    await run_jobs_once(now=sub.grace_until - timedelta(hours=1))
    assert [p.plan for p in await plans(world.a.camp.id)][-1] == "pro-monthly"
    await run_jobs_once(now=sub.grace_until + timedelta(hours=1))
    history = await plans(world.a.camp.id)
    assert [p.plan for p in history][-1] == "free"
    assert history[-1].valid_from == sub.grace_until
    changed = await mails("plan_changed")
    assert len(changed) == 2 and "Start for Free" in changed[-1].subject


async def test_cancel_ends_pro_at_the_period_end(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher]
) -> None:
    await deliver(client, await subscribe(client, world, localstripe))
    response = await client.post(
        "/api/v1/owner/payments/subscription/cancel", json={"cancel": True}, headers=world.a.owner
    )
    assert response.status_code == 200, response.text
    end = (await account(world.a.camp.id)).current_period_end
    assert end is not None and end > utcnow()
    await run_jobs_once(now=end - timedelta(hours=1))
    assert [p.plan for p in await plans(world.a.camp.id)][-1] == "pro-monthly"
    await run_jobs_once(now=end + timedelta(minutes=1))
    history = await plans(world.a.camp.id)
    assert (history[-1].plan, history[-1].valid_from) == ("free", end)


async def test_events_not_processed_are_retried_by_the_jobs(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.payments import events

    hooks = await subscribe(client, world, localstripe)
    real = events.apply_subscription

    async def down(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(events, "apply_subscription", down)
    await deliver(client, hooks)  # received (200), not applied
    async with get_sessionmaker()() as session:
        pending = (await session.scalars(select(PaymentEvent).where(PaymentEvent.processed_at.is_(None)))).all()
    assert pending and all(e.last_error and e.attempts == 1 for e in pending)
    assert [p.plan for p in await plans(world.a.camp.id)] == []
    monkeypatch.setattr(events, "apply_subscription", real)
    result = await run_jobs_once(now=utcnow() + timedelta(minutes=5))
    assert result.get("payment_events_processed") == len(pending), result
    assert [p.plan for p in await plans(world.a.camp.id)][-1] == "pro-monthly"
