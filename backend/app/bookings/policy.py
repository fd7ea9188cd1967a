"""What cancelling a booking gives back, from the one configured cancellation policy (CANCELLATION_POLICY).

The booking summary, the FAQ, help and terms word the same settings (`/api/v1/site/config`); this is
the rule they describe, applied to one booking at one moment: the full amount up to
`free_until_hours` before arrival, `partial_refund_percent` of it up to `partial_until_hours`,
nothing after that. Arrival is the start of the first day at the camps (Morocco's time).
A request not yet confirmed has taken no payment, so cancelling it costs nothing either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal
from zoneinfo import ZoneInfo

from app.config import CancellationPolicy, get_settings
from app.models import Booking

CAMP_ZONE = ZoneInfo("Africa/Casablanca")
RefundTier = Literal["free", "partial", "none", "nothing_paid"]


@dataclass(frozen=True)
class Refund:
    tier: RefundTier
    percent: int
    amount: Decimal  # in the booking's currency
    currency: str
    hours_before_arrival: int  # whole hours left, never negative


def arrival(start_date: date) -> datetime:
    return datetime.combine(start_date, time(0, 0), CAMP_ZONE)


def refund_for(booking: Booking, at: datetime, policy: CancellationPolicy | None = None) -> Refund:
    """What the policy gives back if `booking` is cancelled at `at` (the one rule; see the module's note)."""
    policy = policy or get_settings().cancellation_policy
    seconds = (arrival(booking.start_date) - at).total_seconds()
    hours = max(0, int(seconds // 3600))
    tier: RefundTier
    if booking.status == "pending":
        tier, percent = "nothing_paid", 0
    elif seconds >= policy.free_until_hours * 3600:
        tier, percent = "free", 100
    elif seconds >= policy.partial_until_hours * 3600:
        tier, percent = "partial", policy.partial_refund_percent
    else:
        tier, percent = "none", 0
    amount = (booking.amount_in_currency * Decimal(percent) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return Refund(tier, percent, amount, booking.currency, hours)
