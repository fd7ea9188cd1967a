"""A package price far below what the camp asks for its other stays is asked about before it is stored.

"1.250" typed the German way reaches a form as 1.25: a week at EUR 1.25 instead of 1,250. Such a price
(a thousandth of the real one) is refused with the field code `price_needs_confirmation` until the
request says `confirmLowPrice: true`, which the owner's and the team's package forms and the partner
application send once the person has looked at the price again. One rule for every role and form.

What counts as far below:
- under EUR 10 for a stay (per person): no surf stay costs that; it is a slip far more often than an offer;
- or a price per day under 1/100 of the median price per day of the camp's other packages. A thousandfold
  slip is ten times under that line whatever the camp charges, while the camp's own range (a one-day lesson
  and a two-week all-inclusive stay differ by about 1:5 per day, 1:70 per stay) stays far above it, so a real
  cheap offer is asked about at most once. Per day, so a short package is not compared with a long one.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from statistics import median

from app.errors import ValidationFailed

FLOOR = Decimal("10")
RATIO = Decimal("100")
CODE = "price_needs_confirmation"


def looks_too_low(price: Decimal, days: int, others: Iterable[tuple[Decimal, int]]) -> bool:
    """Whether `price` for `days` days is far below the floor or the camp's `others` (price, days)."""
    if price <= 0:
        return False  # no price at all: a draft's, or refused as `price_required` when on sale
    if price < FLOOR:
        return True
    per_day = [Decimal(p) / max(d, 1) for p, d in others if p > 0]
    return bool(per_day) and price / max(days, 1) * RATIO < median(per_day)


def low_prices(items: list[tuple[Decimal, int]]) -> list[int]:
    """The indexes of the (price, days) that look too low against the floor and the other items (an application's
    packages, which have no camp yet)."""
    return [i for i, (price, days) in enumerate(items) if looks_too_low(price, days, items[:i] + items[i + 1 :])]


def refuse(fields: list[str]) -> None:
    """422 `price_needs_confirmation` on each of the fields."""
    raise ValidationFailed(
        "This price is far below the camp's other packages. Check it, then confirm it if it is right.",
        fields=dict.fromkeys(fields, CODE),
    )


def check_price(
    price: Decimal, days: int, others: Iterable[tuple[Decimal, int]], *, confirmed: bool, field: str = "price"
) -> None:
    """Refuse a price that looks like a typing slip unless the request confirms it (422 `price_needs_confirmation`)."""
    if not confirmed and looks_too_low(price, days, others):
        refuse([field])
