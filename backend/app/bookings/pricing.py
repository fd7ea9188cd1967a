"""The one price calculation, used by the booking API, the quote endpoint and (mirrored) the form.

Package prices are stored in EUR. Base price times people; when the chosen days differ from the
package's days the base price is pro-rated per day. Add-ons: Airport Transfer 20 flat, Extra Yoga
Sessions 15 per day, Surf Photos 25, each offered only by packages that do not already include it.
An optional configured group discount applies to the stay. Every EUR amount converts at the
configured rate with `convert`; the total is rounded to whole units in the chosen currency.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

from typing_extensions import TypeAliasType

from app.config import GroupDiscount
from app.errors import ValidationFailed

AddOnKey = TypeAliasType("AddOnKey", Literal["airport-transfer", "extra-yoga", "surf-photos"])
Currency = Literal["EUR", "USD", "GBP"]
# Package prices are stored in EUR only, so a list's budget filter, its price order and every quote
# read one currency; travellers choose theirs in the booking form (see quote).
PriceCurrency = Literal["EUR"]

CENT = Decimal("0.01")
UNIT = Decimal("1")
DAY_CHOICES = (3, 4, 5, 6, 7, 8, 9, 10, 14)
# The most people one booking request can hold, whatever group size a package names (bigger groups
# ask the team); also the limit of a package that names no group size.
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
# Words in a package's included features (written by owners in any of our languages) that show it
# already includes an add-on, which it then does not sell again.
INCLUDED_WHEN: dict[str, tuple[str, ...]] = {
    "airport-transfer": ("airport", "aéroport", "aeroport", "flughafen"),
    "surf-photos": ("photo", "foto"),
}


def max_people(max_participants: int | None) -> int:
    """The most people one booking of a package can hold: shown on its card and page, offered by
    the form and enforced by the booking."""
    return max(1, min(max_participants or MAX_PEOPLE, MAX_PEOPLE))


def offered_add_ons(included_features: Iterable[str]) -> list[AddOn]:
    """The add-ons a package sells: every one except those its included features already name."""
    included = " ".join(included_features).lower()
    return [a for a in ADD_ONS.values() if not any(word in included for word in INCLUDED_WHEN.get(a.key, ()))]


@dataclass(frozen=True)
class QuoteLine:
    key: str
    amount: Decimal  # EUR
    amount_in_currency: Decimal


@dataclass(frozen=True)
class Quote:
    stay: Decimal
    add_ons: list[QuoteLine]
    discount: Decimal
    total_eur: Decimal
    currency: str
    rate: Decimal
    total: Decimal  # in the chosen currency, rounded to whole units
    stay_in_currency: Decimal
    discount_in_currency: Decimal


def resolve_add_on(value: str) -> AddOn | None:
    """Accept an add-on by key ("surf-photos") or by its English name ("Surf Photos")."""
    return ADD_ONS.get(value) or ADD_ON_BY_NAME.get(value.strip().lower())


def convert(amount_eur: Decimal, rate: Decimal) -> Decimal:
    """An EUR amount in the chosen currency, to the cent (each line of a quote, each add-on price)."""
    return (amount_eur * rate).quantize(CENT, ROUND_HALF_UP)


def check_bookable(
    *, max_participants: int | None, included_features: Iterable[str], people: int, add_ons: list[str]
) -> None:
    """Refuse more people than the package takes, or an add-on it does not sell (the form offers neither)."""
    fields: dict[str, str] = {}
    most = max_people(max_participants)
    if people > most:
        fields["numberOfPeople"] = "too_many_people"
    offered = {a.key for a in offered_add_ons(included_features)}
    if any(key not in offered for key in add_ons):
        fields["addOns"] = "not_offered"
    if fields:
        detail = (
            f"This package takes at most {most} people."
            if "numberOfPeople" in fields
            else "This package already includes one of the chosen add-ons."
        )
        raise ValidationFailed(fields=fields, detail=detail)


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
        lines.append(QuoteLine(key, amount.quantize(CENT), convert(amount, rate)))
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
        stay_in_currency=convert(stay, rate),
        discount_in_currency=convert(discount, rate),
    )
