"""The one price calculation, used by the booking API, the quote endpoint and (mirrored) the form.

Base price times people; when the chosen days differ from the package's days the base price is
pro-rated per day. Add-ons: Airport Transfer 20 flat, Extra Yoga Sessions 15 per day, Surf Photos 25.
An optional configured group discount applies to the stay. The EUR total converts at the
configured rate and is rounded to whole units in the chosen currency.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

from app.config import GroupDiscount

AddOnKey = Literal["airport-transfer", "extra-yoga", "surf-photos"]
Currency = Literal["EUR", "USD", "GBP"]

CENT = Decimal("0.01")
UNIT = Decimal("1")
DAY_CHOICES = (3, 4, 5, 6, 7, 8, 9, 10, 14)
MAX_PEOPLE = 8


@dataclass(frozen=True)
class AddOn:
    key: AddOnKey
    name: str  # the English name the spec's payload uses
    price: Decimal
    per_day: bool


ADD_ONS: dict[str, AddOn] = {
    "airport-transfer": AddOn("airport-transfer", "Airport Transfer", Decimal("20"), per_day=False),
    "extra-yoga": AddOn("extra-yoga", "Extra Yoga Sessions", Decimal("15"), per_day=True),
    "surf-photos": AddOn("surf-photos", "Surf Photos", Decimal("25"), per_day=False),
}
ADD_ON_BY_NAME = {a.name.lower(): a for a in ADD_ONS.values()}


@dataclass(frozen=True)
class QuoteLine:
    key: str
    amount: Decimal


@dataclass(frozen=True)
class Quote:
    stay: Decimal
    add_ons: list[QuoteLine]
    discount: Decimal
    total_eur: Decimal
    currency: str
    rate: Decimal
    total: Decimal  # in the chosen currency, rounded to whole units


def resolve_add_on(value: str) -> AddOn | None:
    """Accept an add-on by key ("surf-photos") or by its English name ("Surf Photos")."""
    return ADD_ONS.get(value) or ADD_ON_BY_NAME.get(value.strip().lower())


def quote(
    *,
    package_price: Decimal,
    package_days: int,
    days: int,
    people: int,
    add_ons: list[str],
    currency: str,
    rate: Decimal,
    group_discount: GroupDiscount | None = None,
) -> Quote:
    per_stay = package_price if days == package_days else package_price / package_days * days
    stay = (per_stay * people).quantize(CENT, ROUND_HALF_UP)
    discount = Decimal("0.00")
    if group_discount is not None and people >= group_discount.min_people:
        discount = (stay * group_discount.percent / 100).quantize(CENT, ROUND_HALF_UP)
    lines: list[QuoteLine] = []
    for key in dict.fromkeys(add_ons):  # each add-on counts once, in the order chosen
        add_on = ADD_ONS[key]
        amount = add_on.price * days if add_on.per_day else add_on.price
        lines.append(QuoteLine(key, amount.quantize(CENT)))
    total_eur = stay - discount + sum((line.amount for line in lines), Decimal("0"))
    total = (total_eur * rate).quantize(UNIT, ROUND_HALF_UP).quantize(CENT)
    return Quote(
        stay=stay,
        add_ons=lines,
        discount=discount,
        total_eur=total_eur.quantize(CENT),
        currency=currency,
        rate=rate,
        total=total,
    )
