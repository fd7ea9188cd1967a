"""A paid statement is final: a later move of a booking it billed becomes an adjustment line on a later statement.

A booking's commission belongs to the statement of the month it was first billed in (`bookings.billed_month`,
set when that month is marked paid). After that, each move of the booking (app/bookings/status.py) compares
what it owes now (its commission when completed, else nothing) with what was charged for it so far (the paid
line and the adjustments since); a difference becomes one adjustment line on the statement of the month the
move is made in, which is never a paid one (only months that are over can be paid; a trigger refuses a line
on a paid month). So a stay moved back to confirmed is credited, completed again it is charged again: billed
once in all, whatever the team corrects (docs/statements.md).
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking, StatementAdjustment
from app.models.base import utcnow
from app.statements import months
from app.statements.commission import commission_values
from app.statements.schemas import BillingEffect

ZERO = Decimal("0.00")
CENT = Decimal("0.01")


def due_of(status: str, commission: Decimal | None) -> Decimal:
    """What a booking owes the marketplace in this status: its commission once completed, nothing otherwise."""
    return Decimal(commission or 0).quantize(CENT) if status == "completed" else ZERO


async def charged_for(session: AsyncSession, booking: Booking) -> Decimal:
    """What was charged for a billed booking so far: the paid statement's line and every adjustment since."""
    adjusted = await session.scalar(
        select(func.coalesce(func.sum(StatementAdjustment.amount), 0)).where(
            StatementAdjustment.booking_id == booking.id
        )
    )
    return (Decimal(booking.billed_commission or 0) + Decimal(adjusted or 0)).quantize(CENT)


async def record_adjustment(
    session: AsyncSession, booking: Booking, user_id: int | None, now: datetime
) -> StatementAdjustment | None:
    """After a move of `booking` (as stored now): the adjustment line it makes, if a paid statement billed it."""
    if booking.billed_month is None:
        return None
    due = due_of(booking.status, booking.commission_amount)
    amount = due - await charged_for(session, booking)
    if amount == 0:
        return None
    line = StatementAdjustment(
        camp_id=booking.camp_id,
        booking_id=booking.id,
        booking_reference=booking.booking_reference,
        guest_name=booking.full_name,
        package_name=booking.package_name,
        billed_month=booking.billed_month,
        month=months.month_of(now),
        status=booking.status,
        commission_due=due,
        amount=amount,
        created_by_user_id=user_id,
        created_at=now,
    )
    session.add(line)
    await session.flush()
    return line


async def billing_effect(session: AsyncSession, booking: Booking, to: str) -> BillingEffect:
    """What moving `booking` to `to` now would do to the statements (nothing unless a paid one billed it)."""
    now = utcnow()
    month = months.key(months.month_of(now))
    if booking.billed_month is None:
        return BillingEffect(billed_month=None, charged=ZERO, due=ZERO, adjustment=ZERO, statement_month=month)
    written = await commission_values(session, booking, to, now)
    due = due_of(to, written.get("commission_amount", booking.commission_amount))
    charged = await charged_for(session, booking)
    return BillingEffect(
        billed_month=months.key(booking.billed_month),
        charged=charged,
        due=due,
        adjustment=due - charged,
        statement_month=month,
    )
