"""A camp's plans: the configured ones (settings.partner_plans) and which one was in force when.

A plan's commission applies to each booking made while it was in force; its fee is billed in the
month it starts and then every `fee_months` months while it lasts (docs/statements.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import PartnerPlan, get_settings
from app.models import CampPlan

FEE_MONTHS = {"booking": 0, "month": 1, "year": 12}


@dataclass(frozen=True)
class PlanTerms:
    """What a plan costs a camp: a commission on each booking and a fee every `fee_months` months."""

    plan: str
    commission_percent: Decimal
    fee: Decimal
    fee_months: int


def terms_of(plan: PartnerPlan) -> PlanTerms:
    fee_months = FEE_MONTHS[plan.period]
    return PlanTerms(
        plan=plan.id,
        commission_percent=Decimal(plan.commission_percent or 0),
        fee=plan.price if fee_months else Decimal("0"),
        fee_months=fee_months,
    )


def configured_plans() -> dict[str, PlanTerms]:
    return {plan.id: terms_of(plan) for plan in get_settings().partner_plans}


def starting_plan() -> PlanTerms:
    """The plan a camp is on before anyone chose one: the free one (no fee), else the first configured."""
    plans = list(configured_plans().values())
    return next((p for p in plans if p.fee_months == 0), plans[0])


def stored_terms(row: CampPlan) -> PlanTerms:
    return PlanTerms(row.plan, Decimal(row.commission_percent), Decimal(row.fee), row.fee_months)


@dataclass(frozen=True)
class PlanPeriod:
    terms: PlanTerms
    valid_from: datetime
    valid_to: datetime | None
    changed_by_user_id: int | None = None
    # "statement": the fee is billed on the monthly statements; a provider's name: paid there (no fee line).
    fee_collected_by: str = "statement"


async def plan_at(session: AsyncSession, camp_id: int, when: datetime) -> PlanTerms:
    """The plan in force for the camp at `when` (the starting plan before its first period or without any)."""
    row = await session.scalar(
        select(CampPlan)
        .where(CampPlan.camp_id == camp_id, CampPlan.valid_from <= when)
        .where((CampPlan.valid_to.is_(None)) | (CampPlan.valid_to > when))
        .order_by(CampPlan.valid_from.desc())
        .limit(1)
    )
    return stored_terms(row) if row is not None else starting_plan()
