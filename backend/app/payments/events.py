"""The provider's word: webhook events stored once, then applied idempotently, whatever their order.

An event is stored (unique per provider and event id: a replay is answered 200 and changes nothing), then
processed: the object it names is read again from the provider (its state now, not the event's copy), with
no transaction open, and that state is applied in one transaction. So an event delivered late or twice
applies the same current state again, which changes nothing; `state_at` keeps the provider's newest time
seen. A processing that fails is noted on the event and retried by the jobs (`payments`), whose failures
the team sees on the dashboard's Background jobs panel and by e-mail (app/jobs/isolation.py).

What applying means:
- a subscription active (its invoice paid): the camp's plan is Pro from the start of the paid period, its
  fee collected by the provider (no statement bills it); a failed renewal (past_due / unpaid): a grace
  period (PAYMENT_GRACE_DAYS) with an e-mail to the owners, then Start for Free (`lapse`, by the jobs);
  canceled, or cancelled at the period's end once it is reached: Start for Free from then.
- an invoice: stored (the owner downloads it), its payment told to the owners once.
- a statement's payment succeeded: the month is stored paid with the provider's reference
  (StatementService.store_paid), once; told to the owners.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.config import get_settings
from app.db import add_unique, begin_write
from app.jobs.isolation import JobRows
from app.models import CampSubscription, PaymentEvent, ProviderInvoice, StatementPayment, SurfCamp
from app.models.base import utcnow
from app.notifications.outbox import queue_email
from app.notifications.payment_mail import payment_received, plan_changed, renewal_failed
from app.payments.provider import Event, Invoice, Payment, PaymentProvider, Subscription, to_cents
from app.payments.repository import PaymentRepository
from app.statements import months
from app.statements.errors import StatementAlreadyPaid
from app.statements.plans import configured_plans, starting_plan
from app.statements.service import StatementService

logger = logging.getLogger(__name__)

PRO_STATES = frozenset({"active", "trialing"})
GRACE_STATES = frozenset({"past_due", "unpaid"})
ENDED_STATES = frozenset({"canceled", "incomplete_expired"})
# Events stored by a request whose processing failed (or whose process died) are retried after this.
RETRY_AFTER = timedelta(seconds=30)


@dataclass(frozen=True)
class Stored:
    id: int
    new: bool


async def store_event(sessionmaker: async_sessionmaker[AsyncSession], provider: str, event: Event) -> Stored:
    """Keep the event once (its own transaction); a second delivery of the same id finds the first."""
    async with sessionmaker() as session, session.begin():
        await begin_write(session)
        row = PaymentEvent(
            provider=provider,
            event_id=event.id,
            type=event.type[:80],
            created=event.created,
            object_id=event.object_id,
            payload=event.payload,
            received_at=utcnow(),
        )
        if await add_unique(session, row, "provider", "event_id"):
            return Stored(row.id, True)
        found = await PaymentRepository(session).event(provider, event.id)
        assert found is not None
        return Stored(found.id, found.processed_at is None)


async def process_event(
    sessionmaker: async_sessionmaker[AsyncSession], provider: PaymentProvider, event_row_id: int
) -> bool:
    """Apply one stored event (once: a processed one is left alone). Raises what failed, after noting it."""
    async with sessionmaker() as session:
        row = await session.get(PaymentEvent, event_row_id)
        if row is None or row.processed_at is not None:
            return False
        kind, object_id, created = row.type, row.object_id, row.created
    try:
        # The provider's state now, read with no transaction open.
        sub: Subscription | None = None
        invoice: Invoice | None = None
        payment: Payment | None = None
        if object_id and kind.startswith("customer.subscription."):
            sub = await provider.subscription(object_id)
            if sub.latest_invoice_id:
                invoice = await provider.invoice(sub.latest_invoice_id)
        elif object_id and kind.startswith("invoice."):
            invoice = await provider.invoice(object_id)
            if invoice.subscription_id:
                sub = await provider.subscription(invoice.subscription_id)
        elif object_id and kind.startswith("payment_intent."):
            payment = await provider.payment(object_id)
        async with sessionmaker() as session, session.begin():
            await begin_write(session)
            now = utcnow()
            if sub is not None:
                await apply_subscription(session, provider.name, sub, invoice, created, now)
            elif invoice is not None:
                await apply_invoice(session, provider.name, invoice, None, created)
            if payment is not None:
                await apply_payment(session, provider.name, payment, created, now)
            await PaymentRepository(session).mark_processed(event_row_id, now)
        return True
    except Exception as error:
        async with sessionmaker() as session, session.begin():
            await PaymentRepository(session).note_failure(event_row_id, f"{type(error).__name__}: {error}")
        raise


async def receive(
    sessionmaker: async_sessionmaker[AsyncSession], provider: PaymentProvider, payload: bytes, signature: str | None
) -> bool:
    """A webhook: checked (BadSignature goes up), stored once, processed now if new. A processing that fails
    is kept for the jobs; the provider is answered that the event was received either way."""
    event = provider.parse_event(payload, signature)
    stored = await store_event(sessionmaker, provider.name, event)
    if stored.new:
        try:
            await process_event(sessionmaker, provider, stored.id)
        except Exception:
            logger.warning("payment event %s (%s) failed; the jobs retry it", event.id, event.type, exc_info=True)
    return stored.new


# --- applying the provider's state ------------------------------------------------------------------


async def _owners_mail(session: AsyncSession, camp_id: int, make: object, dedupe: str) -> None:
    for owner in await PaymentRepository(session).owners(camp_id):
        mail = make(owner.language)  # type: ignore[operator]
        queue_email(session, owner.email, mail, dedupe_key=f"{dedupe}:{owner.id}")


async def apply_invoice(
    session: AsyncSession, provider: str, invoice: Invoice, camp_id: int | None, created: int
) -> ProviderInvoice | None:
    repo = PaymentRepository(session)
    row = await repo.invoice(provider, invoice.id)
    if camp_id is None:
        account = await repo.account_by_customer(invoice.customer_id)
        camp_id = account.camp_id if account else None
    values = {
        "subscription_id": invoice.subscription_id,
        "plan": invoice.plan,
        "status": invoice.status,
        "amount_cents": invoice.amount_cents,
        "currency": invoice.currency,
        "period_start": invoice.period_start,
        "period_end": invoice.period_end,
        "issued_at": invoice.issued_at,
        "paid_at": invoice.paid_at if invoice.status == "paid" else None,
        "hosted_url": invoice.hosted_url,
    }
    was_paid = row is not None and row.paid_at is not None
    if row is None:
        if camp_id is None:
            return None  # not a camp's: nothing of ours
        row = ProviderInvoice(provider=provider, invoice_id=invoice.id, camp_id=camp_id, state_at=created, **values)
        if not await add_unique(session, row, "provider", "invoice_id"):
            row = await repo.invoice(provider, invoice.id)
            assert row is not None
            was_paid = row.paid_at is not None
    for name, value in values.items():
        setattr(row, name, value)
    row.state_at = max(row.state_at or 0, created)
    await session.flush()
    if invoice.status == "paid" and not was_paid and row.camp_id is not None and invoice.amount_cents > 0:
        camp = await session.get(SurfCamp, row.camp_id)
        name = camp.name if camp else ""
        until = invoice.period_end.date() if invoice.period_end else None
        await _owners_mail(
            session,
            row.camp_id,
            lambda lang: payment_received(lang, name, invoice.amount_cents, invoice.id, plan=invoice.plan, until=until),
            f"payment_received:{invoice.id}",
        )
    return row


def keep_state(account: CampSubscription, sub: Subscription) -> None:
    """The subscription as the provider said it last, on the camp's row."""
    account.subscription_id = sub.id
    account.plan = sub.plan
    account.status = sub.status
    account.current_period_start = sub.current_period_start
    account.current_period_end = sub.current_period_end
    account.cancel_at_period_end = sub.cancel_at_period_end


async def apply_subscription(
    session: AsyncSession, provider: str, sub: Subscription, invoice: Invoice | None, created: int, now: datetime
) -> None:
    repo = PaymentRepository(session)
    account = await repo.account_by_subscription(sub.id) or await repo.account_by_customer(sub.customer_id)
    if account is None:
        return  # not a camp's subscription
    if account.subscription_id not in (None, sub.id) and account.status not in ENDED_STATES:
        # The camp moved on to another subscription; an event about the old one only files its invoice.
        if invoice is not None:
            await apply_invoice(session, provider, invoice, account.camp_id, created)
        return
    keep_state(account, sub)
    account.state_at = max(account.state_at or 0, created)
    if invoice is not None:
        await apply_invoice(session, provider, invoice, account.camp_id, created)
    camp = await session.get(SurfCamp, account.camp_id)
    if camp is None:
        return
    ended_by_cancel = sub.cancel_at_period_end and sub.current_period_end is not None and sub.current_period_end <= now
    if sub.status in PRO_STATES and sub.plan in configured_plans() and not ended_by_cancel:
        account.grace_until = None
        start = sub.current_period_start or now
        if invoice is not None and invoice.status == "paid" and invoice.period_start is not None:
            start = invoice.period_start  # the paid period's start
        changed = await StatementService(session).switch_plan(
            "system", camp, configured_plans()[sub.plan], at=start, fee_collected_by=provider
        )
        if changed:
            plan, day, name = sub.plan, start.date(), camp.name
            await _owners_mail(
                session, camp.id, lambda lang: plan_changed(lang, name, plan, day), f"plan_changed:{sub.id}:{plan}"
            )
    elif sub.status in GRACE_STATES and account.grace_until is None:
        account.grace_until = now + timedelta(days=get_settings().payment_grace_days)
        until, name, plan = account.grace_until.date(), camp.name, sub.plan or ""
        cents = invoice.amount_cents if invoice is not None else 0
        await _owners_mail(
            session,
            camp.id,
            lambda lang: renewal_failed(lang, name, plan, cents, until),
            f"renewal_failed:{sub.id}:{sub.latest_invoice_id or ''}",
        )
    if (
        sub.status in ENDED_STATES
        or ended_by_cancel
        or (account.grace_until is not None and account.grace_until <= now)
    ):
        await lapse(session, account, now, ended_at=sub.ended_at)


async def lapse(
    session: AsyncSession, account: CampSubscription, now: datetime, ended_at: datetime | None = None
) -> bool:
    """Pro paid through the provider ends: the camp is on Start for Free from when it ended (a grace period's
    end, the period's end of a cancellation, the provider's end), once; told to the owners."""
    repo = PaymentRepository(session)
    open_plan = await repo.open_plan(account.camp_id)
    if open_plan is None or open_plan.fee_collected_by != account.provider:
        return False  # not on a plan the provider collects (already free, or the team's choice since)
    camp = await session.get(SurfCamp, account.camp_id)
    if camp is None:
        return False
    if account.grace_until is not None and account.grace_until <= now and account.status in GRACE_STATES:
        end = account.grace_until
    elif account.cancel_at_period_end and account.current_period_end is not None and account.current_period_end <= now:
        end = account.current_period_end
    elif account.status in ENDED_STATES:
        end = ended_at or now
    else:
        return False
    free = starting_plan()
    if not await StatementService(session).switch_plan("system", camp, free, at=min(end, now)):
        return False
    day, name = min(end, now).date(), camp.name
    await _owners_mail(
        session,
        camp.id,
        lambda lang: plan_changed(lang, name, free.plan, day),
        f"plan_changed:{account.subscription_id}:{free.plan}:{day.isoformat()}",
    )
    return True


async def apply_payment(session: AsyncSession, provider: str, payment: Payment, created: int, now: datetime) -> None:
    """A statement's payment as the provider says it is now: succeeded marks the month paid, once."""
    repo = PaymentRepository(session)
    row = await repo.statement_payment(provider, payment.id)
    if row is None:
        meta = payment.metadata
        if meta.get("kind") != "statement" or not str(meta.get("camp_id", "")).isdigit() or not meta.get("month"):
            return  # not a statement's payment
        # The request that started it did not get to store it (it died after the provider's answer).
        row = StatementPayment(
            camp_id=int(meta["camp_id"]),
            month=meta["month"],
            provider=provider,
            payment_id=payment.id,
            method=meta.get("method", "card"),
            amount_cents=payment.amount_cents,
            currency=payment.currency,
            status=payment.status,
        )
        if not await add_unique(session, row, "provider", "payment_id"):
            row = await repo.statement_payment(provider, payment.id)
            assert row is not None
    if created < (row.state_at or 0) and payment.status != "succeeded":
        return  # an older word than the one applied (a success is final whatever comes after)
    row.state_at = max(row.state_at or 0, created)
    if row.status == "succeeded" and row.paid_at is not None:
        return  # applied already
    row.status = payment.status
    if payment.status != "succeeded" or row.camp_id is None:
        return
    row.paid_at = now
    camp = await session.get(SurfCamp, row.camp_id)
    if camp is None:
        return
    service = StatementService(session)
    found = [
        s
        for s in await service.statements(camp.id, months.parse(row.month), months.parse(row.month), with_current=False)
        if s.month == months.parse(row.month)
    ]
    if not found:
        logger.warning("statement payment %s: no statement for camp %s %s", payment.id, camp.id, row.month)
        return
    statement = found[0]
    if statement.status == "paid":
        logger.warning(
            "statement payment %s: %s %s was paid already (reconcile lists it)", payment.id, camp.id, row.month
        )
        return
    if to_cents(statement.balance) != payment.amount_cents:
        logger.warning("statement payment %s: amount differs from the statement (reconcile lists it)", payment.id)
        return
    try:
        await service.store_paid(statement, "system", method=row.method, reference=payment.id)
    except StatementAlreadyPaid:
        return
    name, month, cents = camp.name, months.parse(row.month), payment.amount_cents
    await _owners_mail(
        session,
        camp.id,
        lambda lang: payment_received(lang, name, cents, payment.id, month=month),
        f"payment_received:{payment.id}",
    )


# --- the jobs' part ---------------------------------------------------------------------------------


async def run_payment_jobs(
    sessionmaker: async_sessionmaker[AsyncSession], provider: PaymentProvider | None, now: datetime, rows: JobRows
) -> dict[str, int]:
    """Retry the events not processed yet, and end Pro where a grace period or a cancelled period is over."""
    counts = {"payment_events_processed": 0, "plans_lapsed": 0}
    async with sessionmaker() as session:
        repo = PaymentRepository(session)
        event_ids = list(await repo.unprocessed_events(now - RETRY_AFTER)) if provider is not None else []
        account_ids = [a.id for a in await repo.lapsing(now)]
    async for key, event_id in rows.due(event_ids, lambda i: f"payment_event:{i}"):
        async with rows.row(key):
            assert provider is not None
            if await process_event(sessionmaker, provider, event_id):
                counts["payment_events_processed"] += 1
    async for key, account_id in rows.due(account_ids, lambda i: f"camp_subscription:{i}"):
        async with rows.transaction(key) as session:
            account = await session.get(CampSubscription, account_id)
            if account is not None and await lapse(session, account, now):
                counts["plans_lapsed"] += 1
    return {k: v for k, v in counts.items() if v}
