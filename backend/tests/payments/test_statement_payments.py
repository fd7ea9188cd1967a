"""An owner pays a month's statement online: the provider's webhook marks it paid with the payment's reference,
seen by the owner and the team; the team's mark-paid by hand keeps working; a paid statement is final; an owner
cannot pay with another camp's payment details; the reconciliation report lists what differs."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import StatementPayment
from app.payments.reconcile import reconcile
from app.payments.service import payment_provider
from tests.owner.helpers import World
from tests.payments.conftest import Catcher
from tests.payments.helpers import deliver, mails, set_up_card, wait_for
from tests.statements.helpers import OCTOBER, october_at_alpha

PAY = f"/api/v1/owner/payments/statements/{OCTOBER}/pay"


async def test_an_owner_pays_a_statement_and_the_webhook_marks_it_paid(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    base, catcher = localstripe
    await october_at_alpha(client, world)
    before = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    assert before["status"] == "open"
    setup_id = await set_up_card(client, world.a.owner, base)
    started = await client.post(PAY, json={"setupId": setup_id}, headers=world.a.owner)
    assert started.status_code == 200, started.text
    reference = started.json()["reference"]
    assert started.json()["status"] == "succeeded" and reference.startswith("pi_")
    # Not paid on the browser's word: the provider's webhook says so.
    assert (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()["status"] == "open"
    await deliver(client, wait_for(catcher, "payment_intent.succeeded"))

    owner_view = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    team_view = (
        await client.get(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}", headers=world.admin)
    ).json()
    for view in (owner_view, team_view):
        assert (view["status"], view["paymentMethod"], view["paymentReference"]) == ("paid", "card", reference)
        assert view["balance"] == before["balance"]
    async with get_sessionmaker()() as session:
        [row] = (await session.scalars(select(StatementPayment))).all()
    assert row.amount_cents == int(float(before["balance"]) * 100 + 0.5) and row.paid_at is not None
    assert len(await mails("payment_received")) == 1
    # Paid is final: neither the team nor a second payment marks it again.
    again = await client.post(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid", headers=world.admin)
    assert again.status_code == 409 and again.json()["error"] == "statement_already_paid"
    second = await client.post(PAY, json={"setupId": setup_id}, headers=world.a.owner)
    assert second.status_code == 409 and second.json()["error"] == "statement_already_paid"

    provider = payment_provider()
    assert provider is not None
    theirs, ours, differences = await reconcile(get_sessionmaker(), provider, _month_now())
    assert ours >= 1 and theirs >= 1
    assert [d for d in differences if d.reference == reference] == []


async def test_the_team_still_marks_a_month_paid_by_hand_with_who_and_when(
    client: httpx.AsyncClient, world: World, stripe_settings: str
) -> None:
    await october_at_alpha(client, world)
    paid = await client.post(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid", headers=world.admin)
    assert paid.status_code == 200, paid.text
    body = paid.json()
    assert (body["paymentMethod"], body["paymentReference"], body["paidByName"]) == ("transfer", None, "Admin")
    owner_view = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    assert owner_view["paidAt"] == body["paidAt"] and owner_view["paymentMethod"] == "transfer"


async def test_an_owner_cannot_pay_with_another_camps_details_or_another_camps_month(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    base, _ = localstripe
    await october_at_alpha(client, world)
    setup_b = await set_up_card(client, world.b.owner, base)
    # Owner A names B's confirmed card: refused, nothing charged.
    await set_up_card(client, world.a.owner, base)
    refused = await client.post(PAY, json={"setupId": setup_b}, headers=world.a.owner)
    assert refused.status_code == 409 and refused.json()["error"] == "payment_method_missing"
    # Owner B has no October to pay (their own camp's month: nothing owed), whatever A owes.
    nothing = await client.post(PAY, json={"setupId": setup_b}, headers=world.b.owner)
    assert nothing.status_code in (404, 409), nothing.text
    async with get_sessionmaker()() as session:
        assert (await session.scalars(select(StatementPayment))).all() == []
    # B's panel shows nothing of A's.
    panel = (await client.get("/api/v1/owner/payments", headers=world.b.owner)).json()
    assert panel["statementPayments"] == [] and panel["invoices"] == []


async def test_without_a_provider_everything_works_as_before(client: httpx.AsyncClient, world: World) -> None:
    panel = await client.get("/api/v1/owner/payments", headers=world.a.owner)
    assert panel.status_code == 200
    assert panel.json()["enabled"] is False and panel.json()["subscription"] is None
    for path, body in (
        ("/api/v1/owner/payments/setup", {"method": "card"}),
        (PAY, {"setupId": "seti_1"}),
        ("/api/v1/payments/webhooks/stripe", {}),
    ):
        response = await client.post(path, json=body, headers=world.a.owner)
        assert response.status_code == 409 and response.json()["error"] == "payments_not_configured"
    config = (await client.get("/api/v1/site-config")).json()
    assert config["paymentProviderEnabled"] is False


def _month_now() -> str:
    from app.statements import months

    return months.key(months.current())
