"""What the payment routes read and answer."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field
from typing_extensions import TypeAliasType

from app.kit.schema import ApiModel
from app.kit.text import SingleLine
from app.statements.schemas import MonthPath as MonthPath  # noqa: PLC0414 - the statements' month, re-exported

SubscriptionPlan = TypeAliasType("SubscriptionPlan", Literal["pro-monthly", "pro-yearly"])
SubscriptionStatus = TypeAliasType(
    "SubscriptionStatus",
    Literal["incomplete", "incomplete_expired", "trialing", "active", "past_due", "unpaid", "canceled", "paused"],
)
OnlinePaymentMethod = TypeAliasType("OnlinePaymentMethod", Literal["card", "sepa_debit"])
OnlinePaymentStatus = TypeAliasType(
    "OnlinePaymentStatus",
    Literal[
        "succeeded",
        "processing",
        "requires_action",
        "requires_payment_method",
        "requires_confirmation",
        "requires_capture",
        "canceled",
    ],
)


class SubscriptionRead(ApiModel):
    plan: SubscriptionPlan | None
    status: SubscriptionStatus
    current_period_end: datetime | None
    cancel_at_period_end: bool
    grace_until: datetime | None = Field(description="after a failed renewal: Pro stays until then")


class InvoiceRead(ApiModel):
    id: int
    reference: str = Field(description="the provider's invoice id")
    plan: str | None
    status: str
    amount_cents: int
    currency: str = "EUR"
    period_start: datetime | None
    period_end: datetime | None
    issued_at: datetime
    paid_at: datetime | None


class StatementPaymentRead(ApiModel):
    month: str
    reference: str
    method: OnlinePaymentMethod
    status: OnlinePaymentStatus
    amount_cents: int
    created_at: datetime
    paid_at: datetime | None


class PaymentsRead(ApiModel):
    """The owner's payments panel: whether online payment is on, their subscription, invoices and payments."""

    enabled: bool
    publishable_key: str | None
    script_url: str | None = Field(description="the provider's script the page loads (Stripe.js)")
    methods: list[OnlinePaymentMethod]
    transfer_iban: str | None = Field(description="the bank account for a transfer, when configured")
    subscription: SubscriptionRead | None
    invoices: list[InvoiceRead]
    statement_payments: list[StatementPaymentRead]


class SetupRead(ApiModel):
    """A provider's set-up of payment details: the browser confirms it with the provider's script."""

    setup_id: str
    client_secret: str


class SetupStart(ApiModel):
    method: OnlinePaymentMethod = "card"


class SubscribeRequest(ApiModel):
    plan: SubscriptionPlan
    setup_id: SingleLine = Field(min_length=1, max_length=255)


class CancelRequest(ApiModel):
    cancel: bool = Field(default=True, description="false takes back a cancellation before the period ends")


class PayStatementRequest(ApiModel):
    setup_id: SingleLine = Field(min_length=1, max_length=255)


class PaymentStarted(ApiModel):
    """What the provider said at once: done (`succeeded`, `processing` for a debit), or the browser must
    confirm (`requires_action`, with the secret for the provider's script)."""

    status: OnlinePaymentStatus
    reference: str
    client_secret: str | None = None


class WebhookAnswer(ApiModel):
    received: bool = True
