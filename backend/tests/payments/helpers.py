"""What a browser and Stripe do around our routes, against localstripe."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import EmailOutbox, PaymentEvent
from tests.payments.conftest import Catcher

GOOD_CARD = "4242424242424242"
FAILING_CARD = "4000000000000341"  # saved fine, every charge declined


async def confirm_setup(base: str, secret: str, number: str = GOOD_CARD) -> dict[str, Any]:
    """What Stripe.js's confirmCardSetup does in the browser (localstripe's stand-in does the same): the card
    goes to the provider, never to us."""
    setup_id = secret.split("_secret_")[0]
    async with httpx.AsyncClient() as raw:
        response = await raw.post(
            f"{base}/v1/setup_intents/{setup_id}/confirm",
            json={
                "key": "pk_test_surfcamp",
                "use_stripe_sdk": True,
                "client_secret": secret,
                "payment_method_data": {
                    "type": "card",
                    "card": {"number": number, "exp_month": "12", "exp_year": "2034", "cvc": "123"},
                },
            },
        )
    assert response.status_code == 200, response.text
    return dict(response.json())


async def set_up_card(client: httpx.AsyncClient, headers: dict[str, str], base: str, number: str = GOOD_CARD) -> str:
    started = await client.post("/api/v1/owner/payments/setup", json={"method": "card"}, headers=headers)
    assert started.status_code == 200, started.text
    body = started.json()
    confirmed = await confirm_setup(base, body["clientSecret"], number)
    assert confirmed["status"] == "succeeded", confirmed
    return str(body["setupId"])


def wait_for(catcher: Catcher, *types: str, timeout: float = 10) -> list[tuple[bytes, str]]:
    """The webhooks localstripe sent until each of `types` came (it sends them a second after the change)."""
    wanted, got = set(types), []
    deadline = time.monotonic() + timeout
    while wanted:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"no webhook {wanted}"
        body, signature = catcher.received.get(timeout=remaining)
        got.append((body, signature))
        wanted.discard(json.loads(body)["type"])
    return got


async def deliver(client: httpx.AsyncClient, hooks: list[tuple[bytes, str]]) -> None:
    for body, signature in hooks:
        response = await client.post(
            "/api/v1/payments/webhooks/stripe",
            content=body,
            headers={"Stripe-Signature": signature, "Content-Type": "application/json"},
        )
        assert response.status_code == 200, response.text


async def event_count() -> int:
    async with get_sessionmaker()() as session:
        return int(await session.scalar(select(func.count()).select_from(PaymentEvent)) or 0)


async def mails(email_type: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        stmt = select(EmailOutbox).where(EmailOutbox.email_type == email_type).order_by(EmailOutbox.id)
        return list((await session.scalars(stmt)).all())


def resign(body: bytes, *, new_id: str) -> tuple[bytes, str]:
    """An event as Stripe would sign it, under another id (a late copy of an old event)."""
    import hashlib
    import hmac

    from tests.payments.conftest import WEBHOOK_SECRET

    event = json.loads(body)
    event["id"] = new_id
    payload = json.dumps(event).encode()
    stamp = int(time.time())
    mac = hmac.new(WEBHOOK_SECRET.encode(), f"{stamp}.".encode() + payload, hashlib.sha256).hexdigest()
    return payload, f"t={stamp},v1={mac}"


async def renew_with_failing_card(base: str, customer_id: str, subscription_id: str) -> str:
    """The next period's charge, declined: the customer's card now declines and the provider bills the
    subscription again (localstripe bills on a change of interval; Stripe does it at each period's end)."""
    auth = {"Authorization": "Bearer sk_test_surfcamp"}
    async with httpx.AsyncClient(base_url=base, headers=auth) as raw:
        pm = await raw.post(
            "/v1/payment_methods",
            data={
                "type": "card",
                "card[number]": FAILING_CARD,
                "card[exp_month]": "12",
                "card[exp_year]": "2034",
                "card[cvc]": "123",
            },
        )
        assert pm.status_code == 200, pm.text
        pm_id = pm.json()["id"]
        attached = await raw.post(f"/v1/payment_methods/{pm_id}/attach", data={"customer": customer_id})
        assert attached.status_code == 200, attached.text
        await raw.post(f"/v1/customers/{customer_id}", data={"invoice_settings[default_payment_method]": pm_id})
        sub = (await raw.get(f"/v1/subscriptions/{subscription_id}")).json()
        item = sub["items"]["data"][0]["id"]
        yearly = await raw.post(
            "/v1/plans",
            data={
                "id": "surfcamp-pro-yearly-eur-49000",
                "amount": "49000",
                "currency": "eur",
                "interval": "year",
                "product": sub["items"]["data"][0]["plan"]["product"],
            },
        )
        assert yearly.status_code in (200, 400), yearly.text
        renewed = await raw.post(
            f"/v1/subscriptions/{subscription_id}",
            data={"items[0][id]": item, "items[0][plan]": "surfcamp-pro-yearly-eur-49000"},
        )
        assert renewed.status_code in (200, 402), renewed.text
        after = (await raw.get(f"/v1/subscriptions/{subscription_id}")).json()
        assert after["status"] == "past_due", after["status"]
        return str(after["latest_invoice"])


def signed_event(event_type: str, obj: dict[str, Any], event_id: str) -> tuple[bytes, str]:
    """An event as Stripe signs it, for what localstripe changes without telling (a renewal's failure)."""
    body = json.dumps({"id": event_id, "type": event_type, "created": int(time.time()), "data": {"object": obj}})
    return resign(body.encode(), new_id=event_id)
