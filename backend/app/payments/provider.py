"""What the payments domain needs of a payment provider, whatever the provider: one small interface.

`StripeProvider` (stripe_provider.py) is the one there is; another (PayPal subscriptions, say) implements the
same methods. The provider's objects come back as plain values in minor units (cents) and UTC datetimes, so
nothing above this file knows the provider's shapes. Every call has a deadline (PAYMENT_TIMEOUT_SECONDS, in
all) and is made with no database transaction open (the service ends its reads first).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any, Literal, Protocol

PaymentMethodType = Literal["card", "sepa_debit"]
PlanKey = Literal["pro-monthly", "pro-yearly"]


def to_cents(amount: Decimal) -> int:
    """An amount in EUR in minor units (the provider's and our payments' unit)."""
    return int((amount * 100).to_integral_value())


class ProviderError(Exception):
    """The provider refused or did not answer in time (the owner is told to try again; nothing was stored)."""

    def __init__(self, message: str, *, code: str = "payment_provider_error", declined: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.declined = declined


class BadSignature(Exception):
    """A webhook whose signature does not match the shared secret (or is too old): refused, never stored."""


@dataclass(frozen=True)
class SetupIntent:
    id: str
    client_secret: str | None
    customer_id: str | None
    status: str
    payment_method_id: str | None
    payment_method_type: str | None


@dataclass(frozen=True)
class Subscription:
    id: str
    customer_id: str
    status: str  # incomplete, active, past_due, unpaid, canceled, incomplete_expired, trialing
    plan: str | None  # our plan key (from the provider's price/plan id), None if not one of ours
    current_period_start: datetime | None
    current_period_end: datetime | None
    cancel_at_period_end: bool
    ended_at: datetime | None
    camp_id: int | None  # from the metadata we set
    latest_invoice_id: str | None


@dataclass(frozen=True)
class Invoice:
    id: str
    customer_id: str
    subscription_id: str | None
    status: str  # draft, open, paid, uncollectible, void
    amount_cents: int
    currency: str
    period_start: datetime | None
    period_end: datetime | None
    issued_at: datetime
    paid_at: datetime | None
    hosted_url: str | None
    plan: str | None


@dataclass(frozen=True)
class Payment:
    """A one-off payment (a statement): the provider's PaymentIntent."""

    id: str
    status: str  # succeeded, processing, requires_action, requires_payment_method, canceled
    amount_cents: int
    currency: str
    customer_id: str | None
    method: str | None
    client_secret: str | None
    metadata: dict[str, str] = field(default_factory=dict)
    created: datetime | None = None
    error: str | None = None


@dataclass(frozen=True)
class Event:
    id: str
    type: str
    created: int  # seconds since the epoch, the provider's clock
    object_id: str | None
    object_type: str | None
    payload: dict[str, Any]


class PaymentProvider(Protocol):
    name: str

    def client_config(self) -> tuple[str, str]:
        """The publishable key and the script URL the browser loads (no secret)."""
        ...

    async def create_customer(self, camp_id: int, camp_name: str, email: str) -> str: ...

    async def create_setup_intent(self, customer_id: str, methods: list[PaymentMethodType]) -> SetupIntent: ...

    async def setup_intent(self, setup_intent_id: str) -> SetupIntent: ...

    async def subscribe(
        self, customer_id: str, payment_method_id: str, plan: PlanKey, camp_id: int, idempotency_key: str
    ) -> Subscription: ...

    async def subscription(self, subscription_id: str) -> Subscription: ...

    async def set_cancel_at_period_end(self, subscription_id: str, cancel: bool) -> Subscription: ...

    async def invoice(self, invoice_id: str) -> Invoice: ...

    async def invoices(self, customer_id: str) -> list[Invoice]: ...

    async def charge(
        self,
        customer_id: str,
        payment_method_id: str,
        amount_cents: int,
        metadata: dict[str, str],
        idempotency_key: str,
    ) -> Payment: ...

    async def payment(self, payment_id: str) -> Payment: ...

    async def payments_between(self, start: datetime, end: datetime) -> list[Payment]: ...

    async def invoices_between(self, start: datetime, end: datetime) -> list[Invoice]: ...

    def parse_event(self, payload: bytes, signature: str | None) -> Event: ...
