"""The commission a booking records when its stay is completed (called by app/bookings/status.py).

It is due under the plan in force when the booking was made, on its amount in EUR, rounded half up
to the cent. A booking that leaves completed (a correction by the team) drops it again.
"""

from __future__ import annotations

from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Booking
from app.statements.plans import plan_at

CENT = Decimal("0.01")


def commission(amount: Decimal, percent: Decimal) -> Decimal:
    return (Decimal(amount) * Decimal(percent) / 100).quantize(CENT, ROUND_HALF_UP)


async def commission_values(session: AsyncSession, booking: Booking, to: str, now: datetime) -> dict[str, Any]:
    """The columns a move to `to` writes: the commission when it completes, none when it leaves completed."""
    if to == booking.status:
        return {}
    if to == "completed":
        if booking.camp_id is None:
            return {"completed_at": now}
        terms = await plan_at(session, booking.camp_id, booking.created_at)
        return {
            "completed_at": now,
            "commission_plan": terms.plan,
            "commission_percent": terms.commission_percent,
            "commission_amount": commission(booking.booking_amount, terms.commission_percent),
        }
    if booking.status == "completed":
        return {"completed_at": None, "commission_plan": None, "commission_percent": None, "commission_amount": None}
    return {}
