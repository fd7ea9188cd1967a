"""Partners pay online: the owner's actions (set up payment details, subscribe, cancel, pay a statement) and
the provider's word about them (events, applied in events.py).

Every call to the provider is made with no transaction open: a request reads what it needs, ends its
read-only transaction (`end_reads`), calls the provider within its deadline, then writes in a new
transaction. What changes a camp's plan or marks a statement paid is the provider's webhook, never the
browser's say-so (docs/payments.md).
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.config import Settings, get_settings
from app.db import add_unique, end_reads
from app.listings.errors import OwnCampMissing
from app.models import CampSubscription, StatementPayment, SurfCamp
from app.payments.errors import (
    AlreadySubscribed,
    NoSubscription,
    NothingToPay,
    PaymentDeclined,
    PaymentInProgress,
    PaymentsOff,
    ProviderUnavailable,
    SetupNotConfirmed,
)
from app.payments.events import keep_state
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
        """Charge a month's open balance to the confirmed card or account; the webhook marks the month paid."""
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
        started = [p for p in await self.repo.statement_payments(camp.id) if p.month == month_key]
        if any(p.status in ("succeeded", "processing") for p in started):
            raise PaymentInProgress()
        account = await self.repo.account(camp.id)
        if account is None:
            raise SetupNotConfirmed()
        camp_id, user_id = camp.id, principal.user.id
        await end_reads(self.session)
        setup = await self._confirmed_setup(provider, account, setup_id)
        assert setup.payment_method_id
        method = setup.payment_method_type if setup.payment_method_type in ("card", "sepa_debit") else "card"
        try:
            payment = await provider.charge(
                account.customer_id,
                setup.payment_method_id,
                cents,
                {"kind": "statement", "camp_id": str(camp_id), "month": month_key, "method": method},
                idempotency_key=f"statement-{camp_id}-{month_key}-{setup_id}",
            )
        except ProviderError as error:
            raise (PaymentDeclined() if error.declined else ProviderUnavailable()) from error
        if payment.status == "requires_payment_method":
            raise PaymentDeclined()
        row = StatementPayment(
            camp_id=camp_id,
            month=month_key,
            provider=provider.name,
            payment_id=payment.id,
            method=method,
            amount_cents=cents,
            currency="EUR",
            status=payment.status,
            started_by_user_id=user_id,
        )
        await add_unique(self.session, row, "provider", "payment_id")  # the same click again: the same payment
        return PaymentStarted(
            status=payment.status,
            reference=payment.id,
            client_secret=payment.client_secret if payment.status == "requires_action" else None,
        )
