"""Partners pay online: the owner's actions (set up payment details, subscribe, cancel, pay a statement) and
the provider's word about them (events, applied in events.py).

Every call to the provider is made with no transaction open: a request reads what it needs, ends its
read-only transaction (`end_reads`), calls the provider within its deadline, then writes in a new
transaction. What changes a camp's plan or marks a statement paid is the provider's webhook, never the
browser's say-so (docs/payments.md).
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.config import Settings, get_settings
from app.db import add_unique, end_reads, set_unique
from app.listings.errors import OwnCampMissing
from app.models import CampSubscription, ProviderInvoice, StatementPayment, SurfCamp
from app.models.base import utcnow
from app.payments.errors import (
    AlreadySubscribed,
    InvoiceNotFound,
    NoSubscription,
    NothingToPay,
    PaymentDeclined,
    PaymentInProgress,
    PaymentsOff,
    ProviderUnavailable,
    SetupNotConfirmed,
)
from app.payments.events import keep_state
from app.payments.invoice_pdf import Invoice, statement_invoice, subscription_invoice
from app.payments.provider import (
    PaymentMethodType,
    PaymentProvider,
    PlanKey,
    ProviderError,
    SetupIntent,
    to_cents,
)
from app.payments.repository import PaymentRepository
from app.payments.schemas import (
    InvoiceRead,
    PaymentsRead,
    PaymentStarted,
    SetupRead,
    StatementPaymentRead,
    SubscriptionRead,
)
from app.statements.errors import StatementAlreadyPaid, StatementMonthOpen
from app.statements.service import StatementService

# A month's claim left behind (its request died before the provider answered) is taken over after this.
CLAIM_STALE = timedelta(minutes=10)

# A subscription in one of these is the camp's: another cannot be started meanwhile.
LIVE = frozenset({"active", "trialing", "past_due", "unpaid", "incomplete"})


_PROVIDERS: dict[tuple[object, ...], PaymentProvider] = {}


def payment_provider(settings: Settings | None = None) -> PaymentProvider | None:
    """The configured provider, or None: then plans and payments are the team's by hand, as before. One client
    per configuration and process (it keeps its connections and the plans it looked up)."""
    settings = settings or get_settings()
    if not settings.payments_enabled:
        return None
    key = (
        settings.stripe_secret_key,
        settings.stripe_api_base,
        settings.stripe_js,
        settings.stripe_publishable_key,
        settings.stripe_webhook_secret,
        settings.payment_timeout_seconds,
        tuple((p.id, p.price) for p in settings.partner_plans),
    )
    if key not in _PROVIDERS:
        from app.payments.stripe_provider import StripeProvider

        _PROVIDERS[key] = StripeProvider(settings)
    return _PROVIDERS[key]


def subscription_read(account: CampSubscription | None) -> SubscriptionRead | None:
    if account is None or account.subscription_id is None or account.status is None:
        return None
    return SubscriptionRead(
        plan=account.plan if account.plan in ("pro-monthly", "pro-yearly") else None,
        status=account.status,
        current_period_end=account.current_period_end,
        cancel_at_period_end=account.cancel_at_period_end,
        grace_until=account.grace_until,
    )


class PaymentService:
    def __init__(self, session: AsyncSession, provider: PaymentProvider | None) -> None:
        self.session = session
        self.provider = provider
        self.repo = PaymentRepository(session)

    def _on(self) -> PaymentProvider:
        if self.provider is None:
            raise PaymentsOff()
        return self.provider

    async def _camp(self, principal: Principal) -> SurfCamp:
        camp_id = principal.owned_camp_id
        camp = await self.repo.camp(camp_id) if camp_id is not None else None
        if camp is None:
            raise OwnCampMissing()
        return camp

    # --- reading ------------------------------------------------------------------------------------

    async def overview(self, principal: Principal) -> PaymentsRead:
        """The owner's panel, from what is stored (no call to the provider)."""
        settings = get_settings()
        camp = await self._camp(principal)
        account = await self.repo.account(camp.id)
        key, script = self.provider.client_config() if self.provider else (None, None)
        return PaymentsRead(
            enabled=self.provider is not None,
            publishable_key=key,
            script_url=script,
            methods=list(settings.payment_methods) if self.provider else [],
            transfer_iban=settings.payment_transfer_iban,
            subscription=subscription_read(account),
            invoices=[
                InvoiceRead(
                    id=i.id,
                    reference=i.invoice_id,
                    plan=i.plan,
                    status=i.status,
                    amount_cents=i.amount_cents,
                    currency=i.currency,
                    period_start=i.period_start,
                    period_end=i.period_end,
                    issued_at=i.issued_at,
                    paid_at=i.paid_at,
                )
                for i in await self.repo.invoices(camp.id)
            ],
            statement_payments=[
                StatementPaymentRead(
                    month=p.month,
                    reference=p.payment_id,
                    method=p.method,
                    status=p.status,
                    amount_cents=p.amount_cents,
                    created_at=p.created_at,
                    paid_at=p.paid_at,
                )
                for p in await self.repo.statement_payments(camp.id)
            ],
        )

    async def subscription_invoice(self, principal: Principal, invoice_id: int) -> Invoice:
        """One of the camp's subscription invoices, in the owner's language; another camp's is not found."""
        camp = await self._camp(principal)
        row = await self.session.get(ProviderInvoice, invoice_id)
        if row is None or row.camp_id != camp.id:
            raise InvoiceNotFound()
        return subscription_invoice(row, camp.name, principal.user.language)

    async def statement_invoice(self, principal: Principal, month_key: str) -> Invoice:
        """A paid month of the camp as an invoice, in the owner's language; a month not paid has none."""
        statement = await StatementService(self.session).statement(principal, None, month_key)
        if statement.paid_at is None:
            raise InvoiceNotFound()
        return statement_invoice(statement, principal.user.language)

    # --- calling the provider -------------------------------------------------------------------------

    async def _confirmed_setup(
        self, provider: PaymentProvider, account: CampSubscription, setup_id: str
    ) -> SetupIntent:
        """The set-up the browser confirmed with the provider: the camp's own, succeeded, with a payment method."""
        try:
            setup = await provider.setup_intent(setup_id)
        except ProviderError as error:
            raise SetupNotConfirmed() from error
        if setup.customer_id != account.customer_id or setup.status != "succeeded" or not setup.payment_method_id:
            raise SetupNotConfirmed()
        return setup

    async def start_setup(self, principal: Principal, method: PaymentMethodType) -> SetupRead:
        """Payment details to be entered in the provider's fields (card or IBAN): the camp's customer is made
        the first time, then a set-up the browser confirms with the provider's script."""
        provider = self._on()
        if method not in get_settings().payment_methods:
            raise SetupNotConfirmed("This payment method is not offered.", code="payment_method_not_offered")
        camp = await self._camp(principal)
        account = await self.repo.account(camp.id)
        camp_id, camp_name, email = camp.id, camp.name, camp.email or principal.user.email
        await end_reads(self.session)
        try:
            customer_id = account.customer_id if account else await provider.create_customer(camp_id, camp_name, email)
            setup = await provider.create_setup_intent(customer_id, [method])
        except ProviderError as error:
            raise ProviderUnavailable() from error
        if account is None:
            row = CampSubscription(camp_id=camp_id, provider=provider.name, customer_id=customer_id)
            await add_unique(self.session, row, "camp_id")  # another request made it: the same customer (idempotent)
        assert setup.client_secret
        return SetupRead(setup_id=setup.id, client_secret=setup.client_secret)

    async def subscribe(self, principal: Principal, plan: PlanKey, setup_id: str) -> SubscriptionRead:
        """Start Pro with the confirmed payment details; the plan changes when the provider confirms the payment."""
        provider = self._on()
        camp = await self._camp(principal)
        account = await self.repo.account(camp.id)
        if account is None:
            raise SetupNotConfirmed()
        if account.subscription_id and account.status in LIVE:
            raise AlreadySubscribed()
        camp_id, account_id = camp.id, account.id
        await end_reads(self.session)
        setup = await self._confirmed_setup(provider, account, setup_id)
        assert setup.payment_method_id
        try:
            sub = await provider.subscribe(
                account.customer_id, setup.payment_method_id, plan, camp_id, idempotency_key=f"subscribe-{setup_id}"
            )
        except ProviderError as error:
            raise (PaymentDeclined() if error.declined else ProviderUnavailable()) from error
        account = await self.session.get(CampSubscription, account_id)
        assert account is not None
        keep_state(account, sub)
        account.grace_until = None
        read = subscription_read(account)
        assert read is not None
        return read

    async def cancel(self, principal: Principal, cancel: bool) -> SubscriptionRead:
        """Cancel at the period's end (Pro stays until then), or take the cancellation back before it."""
        provider = self._on()
        camp = await self._camp(principal)
        account = await self.repo.account(camp.id)
        if account is None or account.subscription_id is None or account.status not in LIVE:
            raise NoSubscription()
        account_id, subscription_id = account.id, account.subscription_id
        await end_reads(self.session)
        try:
            sub = await provider.set_cancel_at_period_end(subscription_id, cancel)
        except ProviderError as error:
            raise ProviderUnavailable() from error
        account = await self.session.get(CampSubscription, account_id)
        assert account is not None
        account.cancel_at_period_end = sub.cancel_at_period_end
        account.current_period_end = sub.current_period_end or account.current_period_end
        read = subscription_read(account)
        assert read is not None
        return read

    async def pay_statement(self, principal: Principal, month_key: str, setup_id: str) -> PaymentStarted:
        """Charge a month's open balance to the confirmed card or account; the webhook marks the month paid.

        One payment of a month at a time, whatever the number of tabs or clicks: before the provider is asked,
        the request claims the month (a row the database keeps unique per camp and month, committed), checks
        again that nothing was paid or started meanwhile, and only then charges."""
        provider = self._on()
        camp = await self._camp(principal)
        statement = await StatementService(self.session).statement(principal, None, month_key)
        if statement.status == "paid":
            raise StatementAlreadyPaid()
        if statement.status == "in_progress":
            raise StatementMonthOpen()
        cents = to_cents(statement.balance)
        if cents <= 0:
            raise NothingToPay()
        if await self._started(camp.id, month_key):
            raise PaymentInProgress()
        account = await self.repo.account(camp.id)
        if account is None:
            raise SetupNotConfirmed()
        camp_id, user_id = camp.id, principal.user.id
        await end_reads(self.session)
        setup = await self._confirmed_setup(provider, account, setup_id)
        assert setup.payment_method_id
        method = setup.payment_method_type if setup.payment_method_type in ("card", "sepa_debit") else "card"
        claim = await self._claim(provider, camp_id, month_key, method, cents, user_id)
        try:
            payment = await provider.charge(
                account.customer_id,
                setup.payment_method_id,
                cents,
                {"kind": "statement", "camp_id": str(camp_id), "month": month_key, "method": method},
                idempotency_key=f"statement-{camp_id}-{month_key}-{setup_id}",
            )
        except ProviderError as error:
            await self._release(claim)
            raise (PaymentDeclined() if error.declined else ProviderUnavailable()) from error
        if payment.status == "requires_payment_method":
            await self._release(claim)
            raise PaymentDeclined()
        claim.status = payment.status
        if not await set_unique(self.session, claim, "payment_id", payment.id):
            await self.session.delete(claim)  # the provider's webhook stored the payment first: that row stands
        return PaymentStarted(
            status=payment.status,
            reference=payment.id,
            client_secret=payment.client_secret if payment.status == "requires_action" else None,
        )

    async def _started(self, camp_id: int, month_key: str, but: str | None = None) -> bool:
        """A payment of the month succeeded or is under way (a claim counts, but `but`, the caller's own)."""
        return any(
            p.status in ("succeeded", "processing") and p.payment_id != but
            for p in await self.repo.statement_payments(camp_id)
            if p.month == month_key
        )

    async def _claim(
        self, provider: PaymentProvider, camp_id: int, month_key: str, method: str, cents: int, user_id: int
    ) -> StatementPayment:
        """The month's claim, committed before the provider is asked: another request's is refused (409), one
        left behind by a request that died is taken over after CLAIM_STALE."""
        claim_id = f"claim-{camp_id}-{month_key}"
        for _ in range(2):
            row = StatementPayment(
                camp_id=camp_id,
                month=month_key,
                provider=provider.name,
                payment_id=claim_id,
                method=method,
                amount_cents=cents,
                currency="EUR",
                status="processing",
                started_by_user_id=user_id,
            )
            if await add_unique(self.session, row, "provider", "payment_id"):
                await self.session.commit()
                if await self._started(camp_id, month_key, but=claim_id):
                    await self._release(row)  # one was paid or started between the first check and the claim
                    raise PaymentInProgress()
                return row
            held = await self.repo.statement_payment(provider.name, claim_id)
            if held is not None and held.created_at > utcnow() - CLAIM_STALE:
                break
            if held is not None:
                await self.session.delete(held)
                await self.session.flush()
        await self.session.rollback()
        raise PaymentInProgress()

    async def _release(self, claim: StatementPayment) -> None:
        """The charge did not happen: the month may be paid again."""
        await self.session.delete(claim)
        await self.session.commit()
