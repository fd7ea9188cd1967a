from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, utcnow


class PaymentEvent(Base):
    """A payment provider's webhook event, stored once (unique per provider and event id) before it is
    processed; processing is idempotent and retried by the jobs until `processed_at` is set
    (app/payments/webhooks.py)."""

    __tablename__ = "payment_events"
    __table_args__ = (UniqueConstraint("provider", "event_id", name="uq_payment_events_provider_event_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    provider: Mapped[str] = mapped_column(String(20))
    event_id: Mapped[str] = mapped_column(String(255))
    type: Mapped[str] = mapped_column(String(80))
    # The provider's own time of the event (seconds since the epoch), to order what it says.
    created: Mapped[int] = mapped_column(BigInteger)
    object_id: Mapped[str | None] = mapped_column(String(255))
    payload: Mapped[dict[str, Any]] = mapped_column(JSONType)
    received_at: Mapped[datetime] = mapped_column(default=utcnow)
    processed_at: Mapped[datetime | None] = mapped_column(index=True)
    attempts: Mapped[int] = mapped_column(default=0)
    last_error: Mapped[str | None] = mapped_column(String(300))


class CampSubscription(Base):
    """A camp's account with the payment provider and its Pro subscription as the provider last said it.

    One row per camp. `state_at` is the provider's time of the state applied last: an older event
    never overwrites a newer state (out-of-order delivery).
    """

    __tablename__ = "camp_subscriptions"
    __table_args__ = (
        UniqueConstraint("camp_id", name="uq_camp_subscriptions_camp_id"),
        Index("ix_camp_subscriptions_subscription_id", "subscription_id", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"))
    provider: Mapped[str] = mapped_column(String(20))
    customer_id: Mapped[str] = mapped_column(String(255))
    subscription_id: Mapped[str | None] = mapped_column(String(255))
    plan: Mapped[str | None] = mapped_column(String(40))
    # The provider's status: incomplete, active, past_due, unpaid, canceled, ...; NULL: no subscription yet.
    status: Mapped[str | None] = mapped_column(String(30))
    current_period_start: Mapped[datetime | None]
    current_period_end: Mapped[datetime | None]
    cancel_at_period_end: Mapped[bool] = mapped_column(default=False)
    # A failed renewal: the plan stays until then, and the owner is told (once) in their language.
    grace_until: Mapped[datetime | None]
    state_at: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ProviderInvoice(Base):
    """An invoice of a camp's subscription as the provider issued it (amounts in cents, EUR)."""

    __tablename__ = "provider_invoices"
    __table_args__ = (UniqueConstraint("provider", "invoice_id", name="uq_provider_invoices_provider_invoice_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
    provider: Mapped[str] = mapped_column(String(20))
    invoice_id: Mapped[str] = mapped_column(String(255))
    subscription_id: Mapped[str | None] = mapped_column(String(255))
    plan: Mapped[str | None] = mapped_column(String(40))
    status: Mapped[str] = mapped_column(String(30))
    amount_cents: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3), default="EUR")
    period_start: Mapped[datetime | None]
    period_end: Mapped[datetime | None]
    issued_at: Mapped[datetime]
    paid_at: Mapped[datetime | None]
    hosted_url: Mapped[str | None] = mapped_column(String(1000))
    state_at: Mapped[int] = mapped_column(BigInteger, default=0)


class StatementPayment(Base):
    """An owner's payment of a month's statement through the provider: started here, marked paid by the
    provider's webhook (which stores the statement with the payment's reference)."""

    __tablename__ = "statement_payments"
    __table_args__ = (UniqueConstraint("provider", "payment_id", name="uq_statement_payments_provider_payment_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
    month: Mapped[str] = mapped_column(String(7))
    provider: Mapped[str] = mapped_column(String(20))
    payment_id: Mapped[str] = mapped_column(String(255))
    method: Mapped[str] = mapped_column(String(20))
    amount_cents: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3), default="EUR")
    status: Mapped[str] = mapped_column(String(30))
    started_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    paid_at: Mapped[datetime | None]
    state_at: Mapped[int] = mapped_column(BigInteger, default=0)
