from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Literal

from fastapi import Path, Query
from pydantic import Field
from typing_extensions import TypeAliasType

from app.bookings.schemas import BookingStatus
from app.kit.languages import Language
from app.kit.pagination import Page
from app.kit.schema import ApiModel
from app.kit.text import SingleLine

# Months of this century: a statement month before 2000 or after 2099 is a typing error.
MONTH_PATTERN = r"^20\d{2}-(0[1-9]|1[0-2])$"
MonthPath = Annotated[str, Path(pattern=MONTH_PATTERN, description="YYYY-MM")]
MonthQuery = Annotated[str | None, Query(pattern=MONTH_PATTERN, description="YYYY-MM")]
# in_progress: the month is not over; open: over and not paid yet; paid: marked paid (stored, never changes).
StatementStatus = Literal["in_progress", "open", "paid"]


class PlanPeriodRead(ApiModel):
    plan: str = Field(description="a key of the configured partner plans")
    commission_percent: Decimal
    fee: Decimal = Field(description="EUR, billed every `feeMonths` months (0: none)")
    fee_months: int
    valid_from: datetime
    valid_to: datetime | None


class CampPlanRead(ApiModel):
    camp_id: int
    camp_name: str
    current: PlanPeriodRead
    history: list[PlanPeriodRead] = Field(description="newest first")
    can_change: bool = Field(description="the caller may change the plan (a money decision: super admins)")


class PlanChange(ApiModel):
    plan: SingleLine = Field(min_length=1, max_length=40)


class StatementLine(ApiModel):
    """A booking completed in the month and the commission it recorded."""

    booking_reference: str
    guest_name: str
    package_name: str | None
    start_date: date
    completed_at: datetime
    amount: Decimal = Field(description="EUR")
    plan: str | None
    commission_percent: Decimal
    commission: Decimal


class AdjustmentLine(ApiModel):
    """A later move of a booking a paid statement already billed: what it owes now minus what was charged for it.

    Negative: a credit (the stay was moved out of completed or cancelled after its month was paid); positive: a
    charge (completed again for more). A booking completed again unchanged nets to zero over its lines.
    """

    booking_reference: str
    guest_name: str
    package_name: str | None
    billed_month: str = Field(description="YYYY-MM: the paid statement that billed the booking first")
    status: BookingStatus = Field(description="the booking's status after the move")
    commission_due: Decimal = Field(description="what the booking owes after the move (0 unless completed)")
    amount: Decimal = Field(description="EUR: negative is a credit")
    created_at: datetime


class BillingEffect(ApiModel):
    """What moving a booking to a status does to the statements, asked before the move (the team's dialog)."""

    billed_month: str | None = Field(
        description="YYYY-MM: the paid statement that billed the booking; null: no paid statement holds it"
    )
    charged: Decimal = Field(description="EUR charged for the booking so far (its paid line and adjustments)")
    due: Decimal = Field(description="EUR the booking owes after the move")
    adjustment: Decimal = Field(description="due - charged: the adjustment line the move adds (0: none)")
    statement_month: str = Field(description="YYYY-MM: the statement an adjustment goes on (the month in progress)")


class FeeLine(ApiModel):
    """A plan's subscription fee billed in the month."""

    plan: str
    fee: Decimal
    fee_months: int


StatementPaymentMethod = TypeAliasType("StatementPaymentMethod", Literal["transfer", "card", "sepa_debit"])


class StatementSummary(ApiModel):
    camp_id: int | None
    camp_name: str
    month: str = Field(description="YYYY-MM")
    currency: str = "EUR"
    bookings_count: int
    bookings_total: Decimal
    commission_total: Decimal
    subscription_fee: Decimal
    adjustments_count: int = Field(description="how many adjustment lines the month has (they may add up to 0)")
    adjustments_total: Decimal = Field(description="the sum of the month's adjustment lines (negative: a credit)")
    balance: Decimal = Field(
        description="what the camp owes for the month: commission + subscription fee + adjustments"
    )
    status: StatementStatus
    paid_at: datetime | None = None
    payment_method: StatementPaymentMethod | None = Field(
        default=None, description="how a paid month was paid: by transfer (marked by the team), card or SEPA debit"
    )
    payment_reference: str | None = Field(default=None, description="the payment provider's reference of the payment")
    paid_by_name: str | None = Field(default=None, description="who marked it paid (a transfer), when known")


class StatementRead(StatementSummary):
    language: Language = Field(description="the camp's language, which its PDF and CSV are written in")
    lines: list[StatementLine]
    fees: list[FeeLine]
    adjustments: list[AdjustmentLine]


class OwnerStatementsRead(ApiModel):
    plan: CampPlanRead
    owed: Decimal = Field(description="the balance of the months that are over and not paid yet")
    current_month: Decimal = Field(description="the balance of the month in progress so far")
    statements: list[StatementSummary] = Field(description="newest month first")


class StatementPage(Page[StatementSummary]):
    owed: Decimal = Field(description="the balance of every open statement the filters match")
    can_mark_paid: bool = Field(description="the caller may mark statements paid (a money decision: super admins)")


class CommissionMonth(ApiModel):
    month: str = Field(description="YYYY-MM")
    commission: Decimal
    subscription_fees: Decimal
    total: Decimal
    paid: Decimal = Field(description="the part of `total` in statements marked paid")
