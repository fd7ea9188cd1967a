"""A price typed the German way ("1.250" -> 1.25) is asked about before it is stored, by every form that takes one.

Camp Alpha's one package costs EUR 483 for 7 days (tests/owner/helpers.py).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.listings.prices import looks_too_low
from tests.owner.helpers import World
from tests.partners.helpers import PACKAGE, URL, application

ASKED = {"price": "price_needs_confirmation"}


@pytest.mark.parametrize(
    ("price", "days", "others", "asked"),
    [
        ("1.25", 7, [("1250", 7)], True),  # "1.250" read as 1.25: under the floor
        ("1.25", 7, [], True),  # the floor holds for a camp's first package too
        ("12.50", 7, [("1250", 7), ("1400", 7)], True),  # a hundredth of the others per day
        ("30", 1, [("1400", 14), ("483", 7)], False),  # a one-day lesson next to long stays
        ("250", 7, [("1250", 7)], False),  # cheaper, not a slip
        ("0", 7, [("1250", 7)], False),  # no price yet: the draft's rule (price_required), not this one
        ("15", 7, [], False),
    ],
)
def test_a_price_far_below_the_floor_or_the_camps_others_per_day_looks_too_low(
    price: str, days: int, others: list[tuple[str, int]], asked: bool
) -> None:
    assert looks_too_low(Decimal(price), days, [(Decimal(p), d) for p, d in others]) is asked


def new_package(world: World, **extra: Any) -> dict[str, Any]:
    return {"name": "Camp Alpha Month", "imageUrl": world.a.package.image_url, "durationDays": 7, **extra}


async def test_the_owner_is_asked_about_a_week_at_one_euro_twenty_five_and_may_confirm_it(
    client: httpx.AsyncClient, world: World
) -> None:
    url = "/api/v1/owner/packages"
    refused = await client.post(url, json=new_package(world, price="1.25"), headers=world.a.owner)
    assert (refused.status_code, refused.json()["fields"]) == (422, ASKED)
    assert [p["price"] for p in (await client.get(url, headers=world.a.owner)).json()] == ["483.00"]

    confirmed = await client.post(
        url, json=new_package(world, price="1.25", confirmLowPrice=True), headers=world.a.owner
    )
    assert (confirmed.status_code, confirmed.json()["price"]) == (201, "1.25")
    # Confirmed once: editing anything else does not ask again; a new low price does.
    package = f"{url}/{confirmed.json()['id']}"
    renamed = await client.patch(package, json={"name": "Camp Alpha Promo"}, headers=world.a.owner)
    assert renamed.status_code == 200, renamed.text
    lowered = await client.patch(package, json={"price": "1.10"}, headers=world.a.owner)
    assert (lowered.status_code, lowered.json()["fields"]) == (422, ASKED)


async def test_the_team_is_asked_the_same_for_any_camp(client: httpx.AsyncClient, world: World) -> None:
    url = f"/api/v1/admin/packages/{world.a.package.id}"
    refused = await client.patch(url, json={"price": "4.83"}, headers=world.admin)
    assert (refused.status_code, refused.json()["fields"]) == (422, ASKED)
    created = await client.post(
        "/api/v1/admin/packages",
        json={**new_package(world, price="1.25"), "campId": world.b.camp.id},
        headers=world.admin,
    )
    assert (created.status_code, created.json()["fields"]) == (422, ASKED)
    confirmed = await client.patch(url, json={"price": "4.83", "confirmLowPrice": True}, headers=world.admin)
    assert (confirmed.status_code, confirmed.json()["price"]) == (200, "4.83")


async def test_an_applicant_is_asked_about_a_price_far_below_their_others(client: httpx.AsyncClient) -> None:
    fortnight = {**PACKAGE, "title": "Bay Fortnight", "price": "2.4", "durationDays": 14}  # "2.400" read as 2.4
    body = application(packages=[PACKAGE, fortnight])
    refused = await client.post(URL, json=body)
    assert (refused.status_code, refused.json()["fields"]) == (422, {"packages.1.price": "price_needs_confirmation"})
    confirmed = await client.post(URL, json={**body, "confirmLowPrice": True})
    assert confirmed.status_code == 201, confirmed.text
