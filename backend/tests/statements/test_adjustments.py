"""A paid statement is final: a later correction of a booking it billed is an adjustment on a later statement.

Through the API only, as the owner and the team see it (the database's own guard: test_final.py).

Camp Alpha's October (tests/statements/helpers.py) is marked paid; SC-AFREE2 (EUR 1,250, 15 %: EUR 187.50) was
billed in it. Whatever the team and the owner do to that booking afterwards, the owner pays its commission once.
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from typing import Any

import httpx
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import Booking, SurfCamp
from app.statements import months
from tests.owner.helpers import World
from tests.statements.helpers import BILLED, OCTOBER, move, october_paid, pdf_text

COMMISSION = "187.50"
NOW = months.key(months.current())


async def complete_as_owner(client: httpx.AsyncClient, world: World, booking_id: int) -> None:
    response = await client.post(f"/api/v1/owner/bookings/{booking_id}/complete", headers=world.a.owner)
    assert response.status_code == 200, response.text


async def every_statement(client: httpx.AsyncClient, world: World) -> list[dict[str, Any]]:
    overview = (await client.get("/api/v1/owner/statements", headers=world.a.owner)).json()
    return [
        (await client.get(f"/api/v1/owner/statements/{s['month']}", headers=world.a.owner)).json()
        for s in overview["statements"]
    ]


def charged_for(statements: list[dict[str, Any]], reference: str) -> Decimal:
    """Everything the owner is billed for one booking, over every statement: its lines and its adjustments."""
    return sum(
        (
            Decimal(item["commission"] if "commission" in item else item["amount"])
            for s in statements
            for item in [*s["lines"], *s.get("adjustments", [])]
            if item["bookingReference"] == reference
        ),
        Decimal(0),
    )


async def test_a_stay_moved_back_and_completed_again_after_its_month_was_paid_is_billed_once(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_paid(client, world)
    await move(client, world, ids[BILLED], "confirmed")  # the team's correction
    await complete_as_owner(client, world, ids[BILLED])  # the owner marks it completed again

    assert charged_for(await every_statement(client, world), BILLED) == Decimal(COMMISSION)
    october = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    assert (october["status"], october["balance"], len(october["lines"])) == ("paid", "323.43", 4)
    now = (await client.get(f"/api/v1/owner/statements/{NOW}", headers=world.a.owner)).json()
    assert BILLED not in [line["bookingReference"] for line in now["lines"]]
    assert [(a["bookingReference"], a["billedMonth"], a["status"], a["amount"]) for a in now["adjustments"]] == [
        (BILLED, OCTOBER, "confirmed", "-187.50"),
        (BILLED, OCTOBER, "completed", "187.50"),
    ]
    assert (now["adjustmentsCount"], now["adjustmentsTotal"]) == (2, "0.00")  # two lines that cancel out


async def test_a_stay_cancelled_after_its_month_was_paid_is_credited_on_every_screen_and_file(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_paid(client, world)
    await move(client, world, ids[BILLED], "cancelled")
    now = (await client.get(f"/api/v1/owner/statements/{NOW}", headers=world.a.owner)).json()
    assert [(a["status"], a["commissionDue"], a["amount"]) for a in now["adjustments"]] == [
        ("cancelled", "0.00", "-187.50")
    ]
    # The credit is part of the month's balance, for the owner and for the team.
    assert Decimal(now["balance"]) == Decimal(now["commissionTotal"]) + Decimal(now["subscriptionFee"]) - Decimal(
        COMMISSION
    )
    team = await client.get(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{NOW}", headers=world.admin)
    assert [a["amount"] for a in team.json()["adjustments"]] == ["-187.50"]
    assert charged_for(await every_statement(client, world), BILLED) == 0

    rows = list(
        csv.reader(
            io.StringIO(
                (await client.get(f"/api/v1/owner/statements/{NOW}/csv", headers=world.a.owner)).text.lstrip("\ufeff")
            )
        )
    )
    correction = next(r for r in rows if r[1] == BILLED)
    assert (correction[0], correction[5], correction[9]) == ("Correction", "Billed in October 2026", "-187.50")
    assert ["Total", "", "Corrections", "", "", "", "", "", "", "-187.50"] in rows

    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(SurfCamp).where(SurfCamp.id == world.a.camp.id).values(source_language="de"))
    german = pdf_text((await client.get(f"/api/v1/owner/statements/{NOW}/pdf", headers=world.a.owner)).content)
    for expected in (
        "Korrekturen bereits abgerechneter Buchungen",
        f"{BILLED} Guest 2 Oktober 2026 storniert 0,00 € -187,50 €",
        "Korrekturen -187,50 €",
    ):
        assert expected in german, expected


async def test_a_stay_completed_again_for_another_amount_is_charged_the_difference(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_paid(client, world)
    await move(client, world, ids[BILLED], "confirmed")
    async with get_sessionmaker()() as session, session.begin():
        # The stay was corrected to EUR 1,000 while it was not completed (15 %: EUR 150).
        await session.execute(update(Booking).where(Booking.id == ids[BILLED]).values(booking_amount=Decimal("1000")))
    await move(client, world, ids[BILLED], "completed")
    now = (await client.get(f"/api/v1/owner/statements/{NOW}", headers=world.a.owner)).json()
    assert [a["amount"] for a in now["adjustments"]] == ["-187.50", "150.00"]
    assert charged_for(await every_statement(client, world), BILLED) == Decimal("150.00")


async def test_the_team_is_told_before_a_move_what_it_does_to_a_paid_month(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_paid(client, world)
    url = f"/api/v1/admin/statements/bookings/{ids[BILLED]}/effect"
    back = (await client.get(url, params={"status": "confirmed"}, headers=world.admin)).json()
    assert back == {
        "billedMonth": OCTOBER,
        "charged": COMMISSION,
        "due": "0.00",
        "adjustment": "-187.50",
        "statementMonth": NOW,
    }
    same = (await client.get(url, params={"status": "completed"}, headers=world.admin)).json()
    assert (same["billedMonth"], same["adjustment"]) == (OCTOBER, "0.00")
    await move(client, world, ids[BILLED], "confirmed")
    again = (await client.get(url, params={"status": "completed"}, headers=world.admin)).json()
    assert (again["charged"], again["due"], again["adjustment"]) == ("0.00", COMMISSION, COMMISSION)
    # A booking no paid statement holds: nothing to say.
    other = f"/api/v1/admin/statements/bookings/{world.a.confirmed.id}/effect"
    assert (await client.get(other, params={"status": "completed"}, headers=world.admin)).json()["billedMonth"] is None
    # The owner has no back office.
    assert (await client.get(url, params={"status": "confirmed"}, headers=world.a.owner)).status_code == 404
