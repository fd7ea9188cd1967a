"""When a plan's fee is billed (docs/statements.md): the month the period starts, then every `fee_months`."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from app.statements import months
from app.statements.plans import PlanPeriod, PlanTerms
from app.statements.service import billed_months

MONTHLY = PlanTerms("pro-monthly", Decimal("0"), Decimal("49"), 1)
YEARLY = PlanTerms("pro-yearly", Decimal("0"), Decimal("490"), 12)
FREE = PlanTerms("free", Decimal("15"), Decimal("0"), 0)


def billed(period: PlanPeriod, until: date) -> list[str]:
    return [months.key(months.of_index(i)) for i in billed_months(period, until)]


def test_a_monthly_plan_is_billed_every_month_it_is_in_force_from_the_month_it_starts() -> None:
    start = datetime(2026, 10, 10, 12, tzinfo=UTC)
    assert billed(PlanPeriod(MONTHLY, start, None), date(2027, 1, 1)) == ["2026-10", "2026-11", "2026-12", "2027-01"]
    # Ended on 3 December: December is not billed.
    ended = PlanPeriod(MONTHLY, start, datetime(2026, 12, 1, tzinfo=UTC) + timedelta(days=2))
    assert billed(ended, date(2027, 1, 1)) == ["2026-10", "2026-11", "2026-12"]
    ended_on_the_first = PlanPeriod(MONTHLY, start, datetime(2026, 12, 1, tzinfo=UTC))
    assert billed(ended_on_the_first, date(2027, 1, 1)) == ["2026-10", "2026-11"]


def test_a_yearly_plan_is_billed_in_the_month_it_starts_and_on_each_anniversary() -> None:
    start = datetime(2025, 3, 20, tzinfo=UTC)
    assert billed(PlanPeriod(YEARLY, start, None), date(2027, 2, 1)) == ["2025-03", "2026-03"]
    assert billed(PlanPeriod(YEARLY, start, None), date(2027, 3, 1)) == ["2025-03", "2026-03", "2027-03"]


def test_a_free_plan_and_a_plan_changed_back_within_a_day_bill_nothing() -> None:
    start = datetime(2026, 10, 10, 12, tzinfo=UTC)
    assert billed(PlanPeriod(FREE, start, None), date(2027, 1, 1)) == []
    assert billed(PlanPeriod(MONTHLY, start, start + timedelta(hours=3)), date(2027, 1, 1)) == []
