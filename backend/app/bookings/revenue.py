"""What every revenue figure counts: the EUR value of confirmed and completed bookings.

A pending request may still be refused and a cancelled one was never paid, so neither is revenue.
The admin dashboard, the bookings cards, analytics and the owner dashboard all sum this expression.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import ColumnElement, case, func

from app.models import Booking

REVENUE_STATUSES = ("confirmed", "completed")


def counts_as_revenue() -> ColumnElement[bool]:
    return Booking.status.in_(REVENUE_STATUSES)


def revenue_sum() -> ColumnElement[Decimal]:
    """SUM of booking_amount (EUR) over confirmed and completed bookings; 0 when there are none."""
    return func.coalesce(func.sum(case((counts_as_revenue(), Booking.booking_amount), else_=0)), 0)
