"""Monthly statements: what each camp owes the marketplace for a calendar month (UTC).

A statement lists the bookings whose stay was completed in the month, each with the commission it
recorded when it was completed (under the plan in force when it was booked), the subscription fees
billed in the month and the adjustment lines of bookings an earlier paid statement billed
(app/statements/adjustments.py); its balance is their sum. Months not paid yet are computed from those
rows each time; marking a month paid stores it as it stands and marks its bookings billed, and from
then on it is read from that row and never changes (docs/statements.md). One service for the owner
(their camp) and the back office (any camp, named): the principal decides which.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.schemas import AuditParty
from app.audit.service import AuditTrail
from app.auth.access import Principal
from app.db import add_unique, begin_write
from app.errors import Conflict
from app.kit.pagination import PageParams
from app.listings.errors import CampNotFound, OwnCampMissing
from app.models import Booking, CampPlan, CampStatement, StatementAdjustment, SurfCamp
from app.models.base import utcnow
from app.statements import months
from app.statements.errors import (
    SamePlan,
    StatementAlreadyPaid,
    StatementChanged,
    StatementMonthOpen,
    StatementNotFound,
    UnknownPlan,
)
from app.statements.plans import PlanPeriod, PlanTerms, configured_plans, starting_plan, stored_terms
from app.statements.repository import StatementRepository
from app.statements.schemas import (
    AdjustmentLine,
    CampPlanRead,
    CommissionMonth,
    FeeLine,
    OwnerStatementsRead,
    PlanPeriodRead,
    StatementLine,
    StatementPage,
    StatementRead,
    StatementStatus,
    StatementSummary,
)

ZERO = Decimal("0.00")
CENT = Decimal("0.01")


def cents(value: Decimal | int | str | None) -> Decimal:
    """An amount in EUR to the cent (SQLite hands back 0 for 0.00)."""
    return Decimal(value or 0).quantize(CENT)


# A plan period shorter than this (set by mistake and changed back) bills no fee.
FREE_CHANGE_WINDOW = timedelta(days=1)


@dataclass
class Statement:
    camp_id: int | None
    camp_name: str
    language: str
    month: date
    lines: list[StatementLine] = field(default_factory=list)
    fees: list[FeeLine] = field(default_factory=list)
    adjustments: list[AdjustmentLine] = field(default_factory=list)
    paid_at: datetime | None = None
    payment_method: str | None = None
    payment_reference: str | None = None
    paid_by_name: str | None = None
    # The bookings of `lines` (not shown): marking the month paid marks them billed.
    booking_ids: list[int] = field(default_factory=list)

    @property
    def status(self) -> StatementStatus:
        if self.paid_at is not None:
            return "paid"
        return "in_progress" if self.month >= months.current() else "open"

    @property
    def bookings_total(self) -> Decimal:
        return sum((line.amount for line in self.lines), ZERO)

    @property
    def commission_total(self) -> Decimal:
        return sum((line.commission for line in self.lines), ZERO)

    @property
    def subscription_fee(self) -> Decimal:
        return sum((fee.fee for fee in self.fees), ZERO)

    @property
    def adjustments_total(self) -> Decimal:
        return sum((line.amount for line in self.adjustments), ZERO)

    @property
    def balance(self) -> Decimal:
        return self.commission_total + self.subscription_fee + self.adjustments_total

    def summary(self) -> StatementSummary:
        return StatementSummary(
            camp_id=self.camp_id,
            camp_name=self.camp_name,
            month=months.key(self.month),
            bookings_count=len(self.lines),
            bookings_total=self.bookings_total,
            commission_total=self.commission_total,
            subscription_fee=self.subscription_fee,
            adjustments_count=len(self.adjustments),
            adjustments_total=self.adjustments_total,
            balance=self.balance,
            status=self.status,
            paid_at=self.paid_at,
            payment_method=self.payment_method,
            payment_reference=self.payment_reference,
            paid_by_name=self.paid_by_name,
        )

    def read(self) -> StatementRead:
        return StatementRead(
            **self.summary().model_dump(),
            language=self.language,
            lines=self.lines,
            fees=self.fees,
            adjustments=self.adjustments,
        )


def line_of(booking: Booking) -> StatementLine:
    assert booking.completed_at is not None
    return StatementLine(
        booking_reference=booking.booking_reference,
        guest_name=booking.full_name,
        package_name=booking.package_name,
        start_date=booking.start_date,
        completed_at=booking.completed_at,
        amount=cents(booking.booking_amount),
        plan=booking.commission_plan,
        commission_percent=Decimal(booking.commission_percent or 0),
        commission=cents(booking.commission_amount),
    )


def adjustment_of(row: StatementAdjustment) -> AdjustmentLine:
    return AdjustmentLine(
        booking_reference=row.booking_reference,
        guest_name=row.guest_name,
        package_name=row.package_name,
        billed_month=months.key(row.billed_month),
        status=row.status,
        commission_due=cents(row.commission_due),
        amount=cents(row.amount),
        created_at=row.created_at,
    )


def billed_months(period: PlanPeriod, until: date) -> Iterable[int]:
    """The months (as indexes) a period's fee is billed in: the month it starts, then every `fee_months`."""
    terms = period.terms
    if terms.fee_months == 0 or terms.fee <= 0 or period.fee_collected_by != "statement":
        return  # no fee, or the payment provider collects it (a subscription): no statement bills it
    if period.valid_to is not None and period.valid_to - period.valid_from < FREE_CHANGE_WINDOW:
        return
    first, last = months.index(period.valid_from), months.index(until)
    i = first
    while i <= last and (i == first or period.valid_to is None or months.start(months.of_index(i)) < period.valid_to):
        yield i
        i += terms.fee_months


def plan_read(period: PlanPeriod) -> PlanPeriodRead:
    t = period.terms
    return PlanPeriodRead(
        plan=t.plan,
        commission_percent=t.commission_percent,
        fee=t.fee,
        fee_months=t.fee_months,
        valid_from=period.valid_from,
        valid_to=period.valid_to,
    )


def stored_statement(row: CampStatement, language: str, paid_by: str | None = None) -> Statement:
    return Statement(
        camp_id=row.camp_id,
        camp_name=row.camp_name,
        language=language,
        month=row.month,
        lines=[StatementLine.model_validate(line) for line in row.lines],
        fees=[FeeLine.model_validate(fee) for fee in row.fees],
        adjustments=[AdjustmentLine.model_validate(line) for line in row.adjustments],
        paid_at=row.paid_at,
        payment_method=row.payment_method,
        payment_reference=row.payment_reference,
        paid_by_name=paid_by,
    )


def decides_money(principal: Principal) -> bool:
    """Changing a camp's plan and marking a month paid are money decisions: the super admins' (the routes'
    SuperAdmin policy). The back office's screens offer them by this answer, not by guessing the role."""
    return principal.is_super_admin


def periods_of(camp: SurfCamp, rows: Sequence[CampPlan]) -> list[PlanPeriod]:
    if not rows:
        return [PlanPeriod(starting_plan(), camp.created_at, None)]
    return [
        PlanPeriod(stored_terms(r), r.valid_from, r.valid_to, r.changed_by_user_id, r.fee_collected_by) for r in rows
    ]


class StatementService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = StatementRepository(session)

    # --- which camp -------------------------------------------------------------------------------

    async def camp_of(self, principal: Principal, camp_id: int | None) -> SurfCamp:
        """The owner's own camp (whatever id is named), or the camp the back office names."""
        if not principal.is_admin:
            camp_id = principal.owned_camp_id
            camp = await self.repo.camp(camp_id) if camp_id is not None else None
            if camp is None:
                raise OwnCampMissing()
            return camp
        camp = await self.repo.camp(camp_id) if camp_id is not None else None
        if camp is None:
            raise CampNotFound()
        return camp

    # --- computing ----------------------------------------------------------------------------------

    async def statements(
        self, camp_id: int | None, first: date | None, last: date | None, *, with_current: bool
    ) -> list[Statement]:
        """Every statement of the camp (or of every camp) for months in [first, last] that has anything on it.

        `with_current` adds the month in progress even when it has nothing yet (the owner's "so far").
        """
        now_month = months.current()
        last = min(last, now_month) if last is not None else now_month
        camps = await self.repo.camps(camp_id)
        plan_rows: dict[int, list[CampPlan]] = defaultdict(list)
        for row in await self.repo.plan_rows(camp_id):
            plan_rows[row.camp_id].append(row)
        since = months.start(first) if first is not None else None
        bookings: dict[tuple[int, date], list[Booking]] = defaultdict(list)
        for booking in await self.repo.completed(camp_id, since, months.end(last)):
            assert booking.camp_id is not None and booking.completed_at is not None
            bookings[(booking.camp_id, months.month_of(booking.completed_at))].append(booking)
        adjustments: dict[tuple[int, date], list[StatementAdjustment]] = defaultdict(list)
        for adjustment in await self.repo.adjustments(camp_id, first, last):
            assert adjustment.camp_id is not None
            adjustments[(adjustment.camp_id, adjustment.month)].append(adjustment)
        stored = {(s.camp_id, s.month): s for s in await self.repo.stored(camp_id, first, last)}
        names = await self.repo.user_names({s.paid_by_user_id for s in stored.values() if s.paid_by_user_id})
        first_index = months.index(first) if first is not None else None
        out: list[Statement] = []
        for camp in camps:
            fees: dict[int, list[FeeLine]] = defaultdict(list)
            for period in periods_of(camp, plan_rows[camp.id]):
                for i in billed_months(period, last):
                    fees[i].append(
                        FeeLine(plan=period.terms.plan, fee=period.terms.fee, fee_months=period.terms.fee_months)
                    )
            keys = {m for (c, m) in [*bookings, *stored, *adjustments] if c == camp.id}
            keys |= {months.of_index(i) for i in fees if first_index is None or i >= first_index}
            if with_current and last == now_month:
                keys.add(now_month)
            for month in sorted(keys, reverse=True):
                if (paid := stored.get((camp.id, month))) is not None:
                    paid_by = names.get(paid.paid_by_user_id) if paid.paid_by_user_id else None
                    out.append(stored_statement(paid, camp.source_language, paid_by))
                    continue
                completed = bookings.get((camp.id, month), [])
                out.append(
                    Statement(
                        camp_id=camp.id,
                        camp_name=camp.name,
                        language=camp.source_language,
                        month=month,
                        lines=[line_of(b) for b in completed],
                        fees=fees.get(months.index(month), []),
                        adjustments=[adjustment_of(a) for a in adjustments.get((camp.id, month), [])],
                        booking_ids=[b.id for b in completed],
                    )
                )
        return out

    async def statement(self, principal: Principal, camp_id: int | None, month_key: str) -> Statement:
        camp = await self.camp_of(principal, camp_id)
        month = months.parse(month_key)
        if month > months.current():
            raise StatementNotFound()
        found = [s for s in await self.statements(camp.id, month, month, with_current=True) if s.month == month]
        if found:
            return found[0]
        return Statement(camp.id, camp.name, camp.source_language, month)

    # --- reading ------------------------------------------------------------------------------------

    async def plan(self, principal: Principal, camp_id: int | None) -> CampPlanRead:
        camp = await self.camp_of(principal, camp_id)
        periods = periods_of(camp, await self.repo.plan_rows(camp.id))
        current = next((p for p in reversed(periods) if p.valid_to is None), periods[-1])
        return CampPlanRead(
            camp_id=camp.id,
            camp_name=camp.name,
            current=plan_read(current),
            history=[plan_read(p) for p in reversed(periods)],
            can_change=decides_money(principal),
        )

    async def overview(self, principal: Principal) -> OwnerStatementsRead:
        """The owner's page: their plan, what they owe, and every month's statement, newest first."""
        camp = await self.camp_of(principal, None)
        found = await self.statements(camp.id, None, None, with_current=True)
        return OwnerStatementsRead(
            plan=await self.plan(principal, None),
            owed=sum((s.balance for s in found if s.status == "open"), ZERO),
            current_month=sum((s.balance for s in found if s.status == "in_progress"), ZERO),
            statements=[s.summary() for s in found],
        )

    async def page(
        self,
        principal: Principal,
        paging: PageParams,
        camp_id: int | None,
        month_key: str | None,
        status: StatementStatus | None,
    ) -> StatementPage:
        """The back office's list: every camp's statements, newest month first, then by camp name."""
        month = months.parse(month_key) if month_key else None
        found = await self.statements(camp_id, month, month, with_current=False)
        if status is not None:
            found = [s for s in found if s.status == status]
        found.sort(key=lambda s: (-months.index(s.month), s.camp_name.casefold()))
        owed = sum((s.balance for s in found if s.status == "open"), ZERO)
        items = [s.summary() for s in found[paging.offset : paging.offset + paging.page_size]]
        return StatementPage.of(items, len(found), paging, owed=owed, can_mark_paid=decides_money(principal))

    async def commission_by_month(self, count: int) -> list[CommissionMonth]:
        """What the marketplace earned in each of the last `count` months (oldest first), all camps together."""
        last = months.current()
        first = months.of_index(months.index(last) - count + 1)
        totals: dict[date, list[Decimal]] = {
            months.of_index(months.index(first) + i): [ZERO, ZERO, ZERO] for i in range(count)
        }
        seen: set[tuple[int | None, date]] = set()
        for s in await self.statements(None, first, last, with_current=False):
            seen.add((s.camp_id, s.month))
            commission = s.commission_total + s.adjustments_total
            self._add(totals[s.month], commission, s.subscription_fee, s.status == "paid")
        # Paid statements of camps deleted since still count.
        for row in await self.repo.stored(None, first, last):
            if row.camp_id is None and (None, row.month) not in seen:
                commission = Decimal(row.commission_total) + Decimal(row.adjustments_total)
                self._add(totals[row.month], commission, Decimal(row.subscription_fee), True)
        return [
            CommissionMonth(month=months.key(m), commission=c, subscription_fees=f, total=c + f, paid=p)
            for m, (c, f, p) in sorted(totals.items())
        ]

    @staticmethod
    def _add(total: list[Decimal], commission: Decimal, fee: Decimal, paid: bool) -> None:
        total[0] += commission
        total[1] += fee
        if paid:
            total[2] += commission + fee

    # --- changing -----------------------------------------------------------------------------------

    async def mark_paid(self, principal: Principal, camp_id: int, month_key: str) -> Statement:
        """Store the month's statement as it stands, paid by transfer (the team's word, with who and when), and
        mark its bookings billed by it; a month not over yet cannot be paid. 409 `statement_changed` when one of
        its bookings moved meanwhile."""
        found = await self.statement(principal, camp_id, month_key)
        return await self.store_paid(found, principal, method="transfer", reference=None)

    async def store_paid(
        self, found: Statement, by: Principal | AuditParty, *, method: str, reference: str | None
    ) -> Statement:
        """Store `found` paid: by the team (a transfer) or by the payment provider's webhook (`by` "system",
        with the provider's reference). The one place a statement becomes paid, and final."""
        if found.status == "paid":
            raise StatementAlreadyPaid()
        if found.status == "in_progress":
            raise StatementMonthOpen()
        now = utcnow()
        await begin_write(self.session)
        row = CampStatement(
            camp_id=found.camp_id,
            camp_name=found.camp_name,
            month=found.month,
            currency="EUR",
            bookings_total=found.bookings_total,
            commission_total=found.commission_total,
            subscription_fee=found.subscription_fee,
            adjustments_total=found.adjustments_total,
            balance=found.balance,
            lines=[line.model_dump(mode="json") for line in found.lines],
            fees=[fee.model_dump(mode="json") for fee in found.fees],
            adjustments=[line.model_dump(mode="json") for line in found.adjustments],
            paid_at=now,
            paid_by_user_id=by.user.id if isinstance(by, Principal) else None,
            payment_method=method,
            payment_reference=reference,
        )
        self.session.add(row)
        try:
            await self.session.flush()
        except IntegrityError as error:  # another request marked it paid first
            raise StatementAlreadyPaid() from error
        # From now on these bookings' commission belongs to this statement: a later move only adjusts it.
        if await self.repo.mark_billed(found.booking_ids, found.month) != len(found.booking_ids):
            raise StatementChanged()  # one left completed in the month meanwhile: the request is rolled back
        AuditTrail(self.session, by).record(
            "statement.mark_paid",
            "statement",
            row.id,
            None,
            {
                "camp_id": row.camp_id,
                "camp_name": row.camp_name,
                "month": months.key(row.month),
                "balance": str(row.balance),
                "paid_at": now.isoformat(),
                "payment_method": method,
                "payment_reference": reference,
            },
        )
        found.paid_at = now
        found.payment_method = method
        found.payment_reference = reference
        found.paid_by_name = by.user.full_name if isinstance(by, Principal) else None
        return found

    async def change_plan(self, principal: Principal, camp_id: int, plan_key: str) -> CampPlanRead:
        """End the camp's plan now and start `plan_key` (bookings made from now on pay its commission)."""
        camp = await self.camp_of(principal, camp_id)
        terms = configured_plans().get(plan_key)
        if terms is None:
            raise UnknownPlan()
        if not await self.switch_plan(principal, camp, terms):
            raise SamePlan()
        return await self.plan(principal, camp.id)

    async def switch_plan(
        self,
        principal: Principal | AuditParty,
        camp: SurfCamp,
        terms: PlanTerms,
        *,
        new_camp: bool = False,
        at: datetime | None = None,
        fee_collected_by: str = "statement",
    ) -> bool:
        """End the camp's plan now and start `terms`, logged as `camp.plan_change`; False if it is already on it.

        The back office's change of plan (a money decision) and the plan an applicant chose, from the moment
        their application is published (app/admin/submissions), both go through here. `new_camp`: the camp was
        created by this request and is on `terms` from its creation (no starting period before). `at`: when the
        new plan starts (a paid subscription period's start, app/payments), never before the open period's start;
        `fee_collected_by`: who collects its fee ("statement", or the payment provider that was paid).
        """
        now = camp.created_at if new_camp else (at or utcnow())
        await begin_write(self.session)
        rows = await self.repo.plan_rows(camp.id)
        open_row = next((r for r in rows if r.valid_to is None), None)
        before: PlanTerms = stored_terms(open_row) if open_row is not None else starting_plan()
        if before.plan == terms.plan and (open_row is None or open_row.fee_collected_by == fee_collected_by):
            return False
        # A start in the past (a paid period's) never reaches before the period it ends, nor the camp's creation.
        now = max(now, open_row.valid_from if open_row is not None else camp.created_at)
        if open_row is not None:
            if not await self.repo.close_plan(open_row.id, now):
                raise Conflict("The plan was changed meanwhile. Reload and try again.", code="plan_changed")
        elif not rows and not new_camp:
            # The implicit starting period becomes a row, so the history says when it ended.
            self.session.add(self._period(camp.id, before, camp.created_at, now, None))
        by = principal.user.id if isinstance(principal, Principal) else None
        opened = self._period(camp.id, terms, now, None, by, fee_collected_by)
        if not await add_unique(self.session, opened, "camp_id"):  # another change opened a period after our read
            raise Conflict("The plan was changed meanwhile. Reload and try again.", code="plan_changed")
        await self.session.refresh(opened)  # its amounts as stored (490.00), as every later read gives them
        AuditTrail(self.session, principal).record(
            "camp.plan_change",
            "camp",
            camp.id,
            {
                "name": camp.name,
                "plan": before.plan,
                "commission_percent": str(before.commission_percent),
                "fee": str(before.fee),
            },
            {
                "name": camp.name,
                "plan": terms.plan,
                "commission_percent": str(terms.commission_percent),
                "fee": str(terms.fee),
            },
            diff=False,
        )
        return True

    @staticmethod
    def _period(
        camp_id: int,
        terms: PlanTerms,
        start: datetime,
        end: datetime | None,
        by: int | None,
        fee_collected_by: str = "statement",
    ) -> CampPlan:
        return CampPlan(
            camp_id=camp_id,
            plan=terms.plan,
            commission_percent=terms.commission_percent,
            fee=terms.fee,
            fee_months=terms.fee_months,
            valid_from=start,
            valid_to=end,
            changed_by_user_id=by,
            fee_collected_by=fee_collected_by,
            created_at=utcnow(),
        )
