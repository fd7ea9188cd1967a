"""The price calculation, checked against the vectors the booking form's summary also uses."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.bookings.pricing import max_people, offered_add_ons, quote, resolve_add_on
from app.config import GroupDiscount

VECTORS = json.loads((Path(__file__).parents[1] / "fixtures" / "pricing_vectors.json").read_text())


@pytest.mark.parametrize("vector", VECTORS, ids=[v["name"] for v in VECTORS])
def test_quote_matches_the_shared_vectors(vector: dict) -> None:  # type: ignore[type-arg]
    given, expected = vector["input"], vector["expected"]
    discount = given["groupDiscount"]
    result = quote(
        package_price=Decimal(given["packagePrice"]),
        package_days=given["packageDays"],
        days=given["days"],
        people=given["people"],
        add_ons=given["addOns"],
        currency=given["currency"],
        rate=Decimal(given["rate"]),
        group_discount=GroupDiscount(**discount) if discount else None,
    )
    assert str(result.stay) == expected["stay"]
    assert str(result.discount) == expected["discount"]
    assert {line.key: str(line.amount) for line in result.add_ons} == expected["addOns"]
    assert str(result.total_eur) == expected["totalEur"]
    assert str(result.total) == expected["total"]
    assert str(result.stay_in_currency) == expected["stayInCurrency"]
    assert str(result.discount_in_currency) == expected["discountInCurrency"]
    assert {line.key: str(line.amount_in_currency) for line in result.add_ons} == expected["addOnsInCurrency"]


def test_the_spec_examples_by_hand() -> None:
    # 483 EUR for 7 days, chosen 3 days: 483 / 7 * 3 = 207
    assert quote(
        package_price=Decimal(483), package_days=7, days=3, people=1, add_ons=[], currency="EUR", rate=Decimal(1)
    ).total == Decimal("207.00")
    # 595 for 7 days, 10 days with yoga: 850 + 15 * 10 = 1000; in USD 1100
    assert (
        quote(
            package_price=Decimal(595),
            package_days=7,
            days=10,
            people=1,
            add_ons=["extra-yoga"],
            currency="USD",
            rate=Decimal("1.1"),
        ).total
        == 1100
    )


def test_add_ons_are_known_by_key_or_english_name() -> None:
    assert resolve_add_on("Airport Transfer").key == "airport-transfer"  # type: ignore[union-attr]
    assert resolve_add_on("surf-photos").key == "surf-photos"  # type: ignore[union-attr]
    assert resolve_add_on("Free Beer") is None


def test_an_add_on_chosen_twice_counts_once() -> None:
    result = quote(
        package_price=Decimal(100),
        package_days=7,
        days=7,
        people=1,
        add_ons=["surf-photos", "surf-photos"],
        currency="EUR",
        rate=Decimal(1),
    )
    assert result.total == 125


def test_add_ons_convert_like_the_package_price() -> None:
    # 20 EUR transfer and 25 EUR photos in GBP at 0.85: 17.00 and 21.25, not 20 and 25.
    result = quote(
        package_price=Decimal(500),
        package_days=7,
        days=7,
        people=1,
        add_ons=["airport-transfer", "surf-photos"],
        currency="GBP",
        rate=Decimal("0.85"),
    )
    assert [(line.key, line.amount_in_currency) for line in result.add_ons] == [
        ("airport-transfer", Decimal("17.00")),
        ("surf-photos", Decimal("21.25")),
    ]
    assert result.stay_in_currency == Decimal("425.00") and result.total == Decimal("463.00")


def test_a_package_does_not_sell_what_it_includes() -> None:
    keys = lambda features: [a.key for a in offered_add_ons(features)]  # noqa: E731
    assert keys([]) == ["airport-transfer", "extra-yoga", "surf-photos"]
    assert keys(["Lessons", "Airport transfer from Agadir"]) == ["extra-yoga", "surf-photos"]
    assert keys(["Transfert aéroport", "Photos de vos sessions"]) == ["extra-yoga"]
    assert keys(["Flughafentransfer"]) == ["extra-yoga", "surf-photos"]
    # daily transfers to the surf spots are not the airport transfer
    assert keys(["Daily transfers to the spots"]) == ["airport-transfer", "extra-yoga", "surf-photos"]


def test_one_group_size_rule() -> None:
    assert [max_people(n) for n in (None, 1, 6, 8, 12, 100)] == [8, 1, 6, 8, 8, 8]
