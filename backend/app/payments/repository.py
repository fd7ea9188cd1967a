"""Every query of the payments domain: events, camps' subscriptions, invoices and statement payments."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import (
    AdminUser,
    CampPlan,
    CampSubscription,
    PaymentEvent,
    ProviderInvoice,
    StatementPayment,
    SurfCamp,
    User,
)


class PaymentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def account(self, camp_id: int) -> CampSubscription | None:
        return await self.session.scalar(select(CampSubscription).where(CampSubscription.camp_id == camp_id))

    async def account_by_subscription(self, subscription_id: str) -> CampSubscription | None:
        return await self.session.scalar(
            select(CampSubscription).where(CampSubscription.subscription_id == subscription_id)
        )

    async def account_by_customer(self, customer_id: str) -> CampSubscription | None:
        return await self.session.scalar(select(CampSubscription).where(CampSubscription.customer_id == customer_id))

    async def accounts(self) -> Sequence[CampSubscription]:
        return (await self.session.scalars(select(CampSubscription).order_by(CampSubscription.camp_id))).all()

    async def open_plan(self, camp_id: int) -> CampPlan | None:
        return await self.session.scalar(
            select(CampPlan).where(CampPlan.camp_id == camp_id, CampPlan.valid_to.is_(None))
        )

    async def invoices(self, camp_id: int) -> Sequence[ProviderInvoice]:
        return (
            await self.session.scalars(
                select(ProviderInvoice)
                .where(ProviderInvoice.camp_id == camp_id)
                .order_by(ProviderInvoice.issued_at.desc(), ProviderInvoice.id.desc())
            )
        ).all()

    async def invoice(self, provider: str, invoice_id: str) -> ProviderInvoice | None:
        return await self.session.scalar(
            select(ProviderInvoice).where(
                ProviderInvoice.provider == provider, ProviderInvoice.invoice_id == invoice_id
            )
        )

    async def invoices_between(self, start: datetime, end: datetime) -> Sequence[ProviderInvoice]:
        return (
            await self.session.scalars(
                select(ProviderInvoice).where(ProviderInvoice.issued_at >= start, ProviderInvoice.issued_at < end)
            )
        ).all()

    async def statement_payments(self, camp_id: int) -> Sequence[StatementPayment]:
        return (
            await self.session.scalars(
                select(StatementPayment)
                .where(StatementPayment.camp_id == camp_id)
                .order_by(StatementPayment.created_at.desc(), StatementPayment.id.desc())
            )
        ).all()

    async def statement_payment(self, provider: str, payment_id: str) -> StatementPayment | None:
        return await self.session.scalar(
            select(StatementPayment).where(
                StatementPayment.provider == provider, StatementPayment.payment_id == payment_id
            )
        )

    async def payments_between(self, start: datetime, end: datetime) -> Sequence[StatementPayment]:
        return (
            await self.session.scalars(
                select(StatementPayment).where(StatementPayment.created_at >= start, StatementPayment.created_at < end)
            )
        ).all()

    async def event(self, provider: str, event_id: str) -> PaymentEvent | None:
        return await self.session.scalar(
            select(PaymentEvent).where(PaymentEvent.provider == provider, PaymentEvent.event_id == event_id)
        )

    async def unprocessed_events(self, received_before: datetime, limit: int = 100) -> Sequence[int]:
        return (
            await self.session.scalars(
                select(PaymentEvent.id)
                .where(PaymentEvent.processed_at.is_(None), PaymentEvent.received_at < received_before)
                .order_by(PaymentEvent.id)
                .limit(limit)
            )
        ).all()

    async def mark_processed(self, event_id: int, at: datetime) -> None:
        await self.session.execute(
            update(PaymentEvent)
            .where(PaymentEvent.id == event_id)
            .values(processed_at=at, last_error=None)
            .execution_options(synchronize_session=False)
        )

    async def note_failure(self, event_id: int, message: str) -> None:
        await self.session.execute(
            update(PaymentEvent)
            .where(PaymentEvent.id == event_id)
            .values(attempts=PaymentEvent.attempts + 1, last_error=message[:300])
            .execution_options(synchronize_session=False)
        )

    async def lapsing(self, now: datetime) -> Sequence[CampSubscription]:
        """Subscriptions whose Pro ends now: a grace period over, or a cancellation at a period's end reached."""
        return (
            await self.session.scalars(
                select(CampSubscription).where(
                    ((CampSubscription.grace_until.is_not(None)) & (CampSubscription.grace_until <= now))
                    | (
                        CampSubscription.cancel_at_period_end.is_(True)
                        & CampSubscription.current_period_end.is_not(None)
                        & (CampSubscription.current_period_end <= now)
                    )
                    | CampSubscription.status.in_(("canceled", "incomplete_expired"))
                )
            )
        ).all()

    async def owners(self, camp_id: int) -> Sequence[User]:
        """The camp's active owners (who are told about its payments, each in their language)."""
        return (
            await self.session.scalars(
                select(User)
                .join(AdminUser, AdminUser.user_id == User.id)
                .where(
                    AdminUser.assigned_camp_id == camp_id,
                    AdminUser.role == "camp_owner",
                    AdminUser.is_active.is_(True),
                )
                .order_by(User.id)
            )
        ).all()
