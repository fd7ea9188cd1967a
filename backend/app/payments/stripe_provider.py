"""The payment provider through Stripe's official library (`stripe`), async calls with one deadline each.

Plans are Stripe Plans (a Plan's id is accepted wherever a Price's is), found or created by a stable id
per plan and amount (`surfcamp-pro-monthly-eur-4900`), so changing the configured price makes a new one and
never rewrites what existing subscribers pay. STRIPE_API_BASE points the client at a stand-in (localstripe
in tests), which speaks the same API.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, TypeVar

import stripe

from app.config import Settings
from app.payments.provider import (
    BadSignature,
    Event,
    Invoice,
    Payment,
    PaymentMethodType,
    PlanKey,
    ProviderError,
    SetupIntent,
    Subscription,
)

T = TypeVar("T")
INTERVALS = {"month": "month", "year": "year"}


def _when(value: Any) -> datetime | None:
    return datetime.fromtimestamp(int(value), UTC) if value else None


def _get(obj: Any, *path: str) -> Any:
    for key in path:
        if obj is None:
            return None
        obj = obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)
    return obj


def _id(value: Any) -> str | None:
    """An expandable field: an id, or the object carrying it."""
    if value is None or isinstance(value, str):
        return value
    found = _get(value, "id")
    return str(found) if found is not None else None


def plan_id(plan: str, cents: int) -> str:
    return f"surfcamp-{plan}-eur-{cents}"


def plan_key(provider_plan_id: str | None) -> str | None:
    """Our plan key from a Plan's id (`surfcamp-pro-monthly-eur-4900` -> `pro-monthly`)."""
    if not provider_plan_id or not provider_plan_id.startswith("surfcamp-") or "-eur-" not in provider_plan_id:
        return None
    return provider_plan_id.removeprefix("surfcamp-").rsplit("-eur-", 1)[0]


def as_dict(obj: Any) -> dict[str, Any]:
    if isinstance(obj, dict):
        return obj
    to_dict = getattr(obj, "to_dict", None)
    return dict(to_dict()) if to_dict else dict(obj)


def subscription_of(raw: Any) -> Subscription:
    sub = as_dict(raw)
    item = (_get(sub, "items", "data") or [None])[0]
    plan = _get(item, "plan", "id") or _get(item, "price", "id") or _get(sub, "plan", "id")
    # Newer API versions keep the period on the item, older ones on the subscription.
    start = _get(sub, "current_period_start") or _get(item, "current_period_start")
    end = _get(sub, "current_period_end") or _get(item, "current_period_end")
    camp = (_get(sub, "metadata") or {}).get("camp_id")
    return Subscription(
        id=sub["id"],
        customer_id=_id(sub.get("customer")) or "",
        status=str(sub.get("status")),
        plan=plan_key(plan),
        current_period_start=_when(start),
        current_period_end=_when(end),
        cancel_at_period_end=bool(sub.get("cancel_at_period_end")),
        ended_at=_when(sub.get("ended_at")),
        camp_id=int(camp) if camp and str(camp).isdigit() else None,
        latest_invoice_id=_id(sub.get("latest_invoice")),
    )


def invoice_of(raw: Any) -> Invoice:
    inv = as_dict(raw)
    line = (_get(inv, "lines", "data") or [None])[0]
    subscription = _id(inv.get("subscription")) or _get(inv, "parent", "subscription_details", "subscription")
    status = str(inv.get("status"))
    paid_at = _get(inv, "status_transitions", "paid_at")
    created = inv.get("created") or inv.get("date")
    return Invoice(
        id=inv["id"],
        customer_id=_id(inv.get("customer")) or "",
        subscription_id=_id(subscription),
        status=status,
        amount_cents=int(inv.get("amount_paid") or 0) if status == "paid" else int(inv.get("amount_due") or 0),
        currency=str(inv.get("currency") or "eur").upper(),
        period_start=_when(_get(line, "period", "start")),
        period_end=_when(_get(line, "period", "end")),
        issued_at=_when(created) or datetime.now(UTC),
        paid_at=_when(paid_at) or (_when(created) if status == "paid" else None),
        hosted_url=inv.get("hosted_invoice_url") or inv.get("invoice_pdf"),
        plan=plan_key(_get(line, "plan", "id") or _get(line, "price", "id")),
    )


def payment_of(raw: Any) -> Payment:
    pi = as_dict(raw)
    types = pi.get("payment_method_types") or []
    error = _get(pi, "last_payment_error", "message")
    return Payment(
        id=pi["id"],
        status=str(pi.get("status")),
        amount_cents=int(pi.get("amount") or 0),
        currency=str(pi.get("currency") or "eur").upper(),
        customer_id=_id(pi.get("customer")),
        method=(pi.get("metadata") or {}).get("method") or (types[0] if types else None),
        client_secret=pi.get("client_secret"),
        metadata=dict(pi.get("metadata") or {}),
        created=_when(pi.get("created")),
        error=str(error) if error else None,
    )


def setup_of(raw: Any, method_type: str | None = None) -> SetupIntent:
    si = as_dict(raw)
    pm = si.get("payment_method")
    return SetupIntent(
        id=si["id"],
        client_secret=si.get("client_secret"),
        customer_id=_id(si.get("customer")),
        status=str(si.get("status")),
        payment_method_id=_id(pm),
        payment_method_type=method_type or (_get(pm, "type") if isinstance(pm, dict) else None),
    )


class StripeProvider:
    name = "stripe"

    def __init__(self, settings: Settings) -> None:
        assert settings.stripe_secret_key and settings.stripe_webhook_secret and settings.stripe_publishable_key
        self.settings = settings
        self.timeout = settings.payment_timeout_seconds
        base = {"api": settings.stripe_api_base.rstrip("/")} if settings.stripe_api_base else None
        self.client = stripe.StripeClient(
            settings.stripe_secret_key,
            base_addresses=base,  # type: ignore[arg-type]
            http_client=stripe.HTTPXClient(timeout=self.timeout),
            max_network_retries=1,  # with an idempotency key on every write: a retry never pays twice
        )
        # localstripe filters nothing on its lists: ask for everything and filter here.
        self.filters_on_server = settings.stripe_api_base is None
        self._plans: dict[str, str] = {}

    def client_config(self) -> tuple[str, str]:
        return self.settings.stripe_publishable_key or "", self.settings.stripe_js

    async def _call(self, make: Callable[[], Awaitable[T]]) -> T:
        """One call to Stripe within the deadline; its refusals and silences become ProviderError."""
        try:
            return await asyncio.wait_for(make(), timeout=self.timeout)
        except TimeoutError as error:
            raise ProviderError(
                "The payment provider did not answer in time.", code="payment_provider_timeout"
            ) from error
        except stripe.CardError as error:
            raise ProviderError(str(error.user_message or error), code="payment_declined", declined=True) from error
        except stripe.StripeError as error:
            raise ProviderError(str(error.user_message or "The payment provider refused the request.")) from error

    async def _plan(self, plan: PlanKey) -> str:
        """The provider's plan for one of ours at the configured price: looked up, created the first time."""
        configured = {p.id: p for p in self.settings.partner_plans}[plan]
        cents = int((Decimal(configured.price) * 100).to_integral_value())
        pid = plan_id(plan, cents)
        if pid in self._plans:
            return pid
        try:
            await self._call(lambda: self.client.v1.plans.retrieve_async(pid))
        except ProviderError:
            product = await self._call(
                lambda: self.client.v1.products.create_async(params={"name": f"Surf camp {plan}"})
            )
            await self._call(
                lambda: self.client.v1.plans.create_async(
                    params={
                        "id": pid,
                        "product": product.id,
                        "amount": cents,
                        "currency": "eur",
                        "interval": INTERVALS["year" if configured.period == "year" else "month"],
                    },
                    options={"idempotency_key": f"plan-{pid}"},
                )
            )
        self._plans[pid] = pid
        return pid

    async def create_customer(self, camp_id: int, camp_name: str, email: str) -> str:
        customer = await self._call(
            lambda: self.client.v1.customers.create_async(
                params={"name": camp_name, "email": email, "metadata": {"camp_id": str(camp_id)}},
                options={"idempotency_key": f"customer-camp-{camp_id}"},
            )
        )
        return str(customer.id)

    async def create_setup_intent(self, customer_id: str, methods: list[PaymentMethodType]) -> SetupIntent:
        si = await self._call(
            lambda: self.client.v1.setup_intents.create_async(
                params={
                    "customer": customer_id,
                    "payment_method_types": [str(m) for m in methods],
                    "usage": "off_session",
                }  # type: ignore[arg-type]
            )
        )
        return setup_of(si)

    async def setup_intent(self, setup_intent_id: str) -> SetupIntent:
        si = as_dict(await self._call(lambda: self.client.v1.setup_intents.retrieve_async(setup_intent_id)))
        method_type = None
        if pm_id := _id(si.get("payment_method")):
            pm = as_dict(await self._call(lambda: self.client.v1.payment_methods.retrieve_async(pm_id)))
            method_type = pm.get("type")
        return setup_of(si, method_type)

    async def subscribe(
        self, customer_id: str, payment_method_id: str, plan: PlanKey, camp_id: int, idempotency_key: str
    ) -> Subscription:
        pid = await self._plan(plan)
        await self._call(
            lambda: self.client.v1.customers.update_async(
                customer_id, params={"invoice_settings": {"default_payment_method": payment_method_id}}
            )
        )
        sub = await self._call(
            lambda: self.client.v1.subscriptions.create_async(
                params={
                    "customer": customer_id,
                    "items": [{"plan": pid}],
                    "metadata": {"camp_id": str(camp_id), "plan": plan},
                },
                options={"idempotency_key": idempotency_key},
            )
        )
        return subscription_of(sub)

    async def subscription(self, subscription_id: str) -> Subscription:
        return subscription_of(await self._call(lambda: self.client.v1.subscriptions.retrieve_async(subscription_id)))

    async def set_cancel_at_period_end(self, subscription_id: str, cancel: bool) -> Subscription:
        sub = await self._call(
            lambda: self.client.v1.subscriptions.update_async(subscription_id, params={"cancel_at_period_end": cancel})
        )
        return subscription_of(sub)

    async def invoice(self, invoice_id: str) -> Invoice:
        return invoice_of(await self._call(lambda: self.client.v1.invoices.retrieve_async(invoice_id)))

    async def invoices(self, customer_id: str) -> list[Invoice]:
        found = await self._call(
            lambda: self.client.v1.invoices.list_async(params={"customer": customer_id, "limit": 100})
        )
        return [invoice_of(i) for i in found.data]

    async def charge(
        self,
        customer_id: str,
        payment_method_id: str,
        amount_cents: int,
        metadata: dict[str, str],
        idempotency_key: str,
    ) -> Payment:
        pi = await self._call(
            lambda: self.client.v1.payment_intents.create_async(
                params={
                    "amount": amount_cents,
                    "currency": "eur",
                    "customer": customer_id,
                    "payment_method": payment_method_id,
                    "metadata": metadata,
                    "confirm": True,
                    "off_session": True,
                },
                options={"idempotency_key": idempotency_key},
            )
        )
        return payment_of(pi)

    async def payment(self, payment_id: str) -> Payment:
        return payment_of(await self._call(lambda: self.client.v1.payment_intents.retrieve_async(payment_id)))

    async def _all(self, kind: str, params: dict[str, Any]) -> list[Any]:
        service = getattr(self.client.v1, kind)
        out: list[Any] = []
        query: dict[str, Any] = {**params, "limit": 100}
        while True:
            page = await self._call(lambda: service.list_async(params=dict(query)))
            out.extend(page.data)
            if not page.has_more or not page.data:
                return out
            query["starting_after"] = page.data[-1].id

    async def payments_between(self, start: datetime, end: datetime) -> list[Payment]:
        params = (
            {"created": {"gte": int(start.timestamp()), "lt": int(end.timestamp())}} if self.filters_on_server else {}
        )
        found = [payment_of(p) for p in await self._all("payment_intents", params)]
        return [p for p in found if p.created is None or start <= p.created < end]

    async def invoices_between(self, start: datetime, end: datetime) -> list[Invoice]:
        params = (
            {"created": {"gte": int(start.timestamp()), "lt": int(end.timestamp())}} if self.filters_on_server else {}
        )
        found = [invoice_of(i) for i in await self._all("invoices", params)]
        return [i for i in found if start <= i.issued_at < end]

    def parse_event(self, payload: bytes, signature: str | None) -> Event:
        if not signature:
            raise BadSignature("no signature")
        try:
            # Checks the signature and its age (5 minutes), then reads the JSON.
            stripe.Webhook.construct_event(
                payload.decode("utf-8"), signature, self.settings.stripe_webhook_secret or ""
            )
            body = json.loads(payload)
        except (stripe.SignatureVerificationError, ValueError, UnicodeDecodeError) as error:
            raise BadSignature(str(error)) from error
        obj = _get(body, "data", "object") or {}
        return Event(
            id=str(body.get("id")),
            type=str(body.get("type")),
            created=int(body.get("created") or 0),
            object_id=_id(obj.get("id")) if isinstance(obj, dict) else None,
            object_type=obj.get("object") if isinstance(obj, dict) else None,
            payload=body,
        )
