"""The payment routes attacked as a stranger would: paying a month twice at once (charged once), another
customer's payment details, an amount that is not the statement's, an old signed webhook replayed."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import PaymentEvent, StatementPayment
from tests.owner.helpers import World
from tests.payments.conftest import WEBHOOK_SECRET, Catcher
from tests.payments.helpers import deliver, set_up_card, wait_for
from tests.statements.helpers import OCTOBER, october_at_alpha

PAY = f"/api/v1/owner/payments/statements/{OCTOBER}/pay"


async def payments_of_october() -> list[StatementPayment]:
    async with get_sessionmaker()() as session:
        stmt = select(StatementPayment).where(StatementPayment.month == OCTOBER)
        return list((await session.scalars(stmt)).all())


async def test_paying_a_month_twice_at_once_charges_it_once(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    base, catcher = localstripe
    await october_at_alpha(client, world)
    # Two tabs, two cards confirmed, both "Pay" at the same moment.
    first, second = [await set_up_card(client, world.a.owner, base) for _ in range(2)]
    answers = await asyncio.gather(
        *(client.post(PAY, json={"setupId": s}, headers=world.a.owner) for s in (first, second, first))
    )
    statuses = sorted(a.status_code for a in answers)
    assert statuses.count(200) <= 2 and 409 in statuses, [a.text for a in answers]
    charged = {a.json()["reference"] for a in answers if a.status_code == 200}
    assert len(charged) == 1, [a.text for a in answers]  # the same click twice is the same payment
    assert {a.json()["error"] for a in answers if a.status_code == 409} == {"payment_in_progress"}
    rows = await payments_of_october()
    assert [r.payment_id for r in rows] == list(charged)
    await deliver(client, wait_for(catcher, "payment_intent.succeeded"))
    # Paid: again, twice at once, refused both times; nothing charged.
    again = await asyncio.gather(
        *(client.post(PAY, json={"setupId": s}, headers=world.a.owner) for s in (first, second))
    )
    assert [(a.status_code, a.json()["error"]) for a in again] == [(409, "statement_already_paid")] * 2
    assert len(await payments_of_october()) == 1


async def test_a_failed_charge_releases_the_month(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    base, _ = localstripe
    await october_at_alpha(client, world)
    declined = await client.post(
        PAY, json={"setupId": await set_up_card(client, world.a.owner, base, "4000000000000341")}, headers=world.a.owner
    )
    assert (declined.status_code, declined.json()["error"]) == (402, "payment_declined")
    assert await payments_of_october() == []
    paid = await client.post(
        PAY, json={"setupId": await set_up_card(client, world.a.owner, base)}, headers=world.a.owner
    )
    assert paid.status_code == 200, paid.text


async def test_another_customers_setup_cannot_subscribe(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    base, _ = localstripe
    setup_b = await set_up_card(client, world.b.owner, base)
    await set_up_card(client, world.a.owner, base)
    for setup_id in (setup_b, "seti_" + "x" * 250, "pi_not_a_setup"):
        response = await client.post(
            "/api/v1/owner/payments/subscription",
            json={"plan": "pro-monthly", "setupId": setup_id},
            headers=world.a.owner,
        )
        assert (response.status_code, response.json()["error"]) == (409, "payment_method_missing"), response.text
    for body in ({"plan": "pro-forever", "setupId": setup_b}, {"plan": "pro-monthly", "setupId": "x" * 300}):
        response = await client.post("/api/v1/owner/payments/subscription", json=body, headers=world.a.owner)
        assert response.status_code == 422, response.text


async def test_a_payment_of_another_amount_does_not_mark_the_month_paid(
    client: httpx.AsyncClient, world: World, localstripe: tuple[str, Catcher], stripe_settings: str
) -> None:
    """A charge that names the month but not its balance (made at the provider some other way): the
    webhook stores it, the month stays open, the reconciliation lists it."""
    base, catcher = localstripe
    await october_at_alpha(client, world)
    setup_id = await set_up_card(client, world.a.owner, base)
    auth = {"Authorization": "Bearer sk_test_surfcamp"}
    async with httpx.AsyncClient(base_url=base, headers=auth) as raw:
        setup = (await raw.get(f"/v1/setup_intents/{setup_id}")).json()
        intent = await raw.post(
            "/v1/payment_intents",
            data={
                "amount": "100",
                "currency": "eur",
                "customer": setup["customer"],
                "payment_method": setup["payment_method"],
                "confirm": "true",
                "metadata[kind]": "statement",
                "metadata[camp_id]": str(world.a.camp.id),
                "metadata[month]": OCTOBER,
            },
        )
        assert intent.status_code == 200, intent.text
    # Only this payment's event (a late one of an earlier test names the same camp id and month).
    mine = []
    while not mine:
        hooks = wait_for(catcher, "payment_intent.succeeded")
        mine = [h for h in hooks if json.loads(h[0])["data"]["object"]["id"] == intent.json()["id"]]
    await deliver(client, mine)
    view = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    rows = [(r.payment_id, r.amount_cents, r.status) for r in await payments_of_october()]
    assert view["status"] == "open" and view["paymentReference"] is None, (
        view["balance"],
        view["paymentReference"],
        rows,
        intent.json()["amount"],
    )


async def test_an_old_signed_webhook_replayed_is_refused(
    client: httpx.AsyncClient, world: World, stripe_settings: str
) -> None:
    event = {"id": "evt_old", "type": "invoice.paid", "created": 1, "data": {"object": {"id": "in_x"}}}
    payload = json.dumps(event).encode()
    stamp = int(time.time()) - 3600  # signed an hour ago: outside the five minutes' tolerance
    mac = hmac.new(WEBHOOK_SECRET.encode(), f"{stamp}.".encode() + payload, hashlib.sha256).hexdigest()
    for signature in (f"t={stamp},v1={mac}", f"t={int(time.time())},v1={mac}", "", "t=1,v1=" + "0" * 5000):
        response = await client.post(
            "/api/v1/payments/webhooks/stripe",
            content=payload,
            headers={"Stripe-Signature": signature, "Content-Type": "application/json"},
        )
        assert (response.status_code, response.json()["error"]) == (400, "bad_signature"), response.text
    async with get_sessionmaker()() as session:
        assert (await session.scalars(select(PaymentEvent))).all() == []
