"""A camp's monthly statement, checked by hand: October 2026 at Camp Alpha, on the free plan (15 %) until
10 October and on Pro Monthly (no commission, EUR 49 a month) after.

| booking     | booked     | plan then | amount   | commission (15 %, half up) |
| SC-AFREE1   | 2026-09-02 | free      |   483.00 |  72.45                     |
| SC-AFREE2   | 2026-09-20 | free      | 1,250.00 | 187.50                     |
| SC-AFREE3   | 2026-10-01 | free      |    96.50 |  14.48 (14.475)            |
| SC-APRO01   | 2026-10-15 | Pro       |   720.00 |   0.00                     |
| bookings total                        | 2,549.50 | 274.43                     |
| Pro Monthly fee, billed from the month it started: 49.00 -> balance 323.43   |
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx
import pypdf
from sqlalchemy import select, update

from app.db import get_sessionmaker
from app.models import AuditLog, Booking, SurfCamp
from tests.owner.helpers import World
from tests.statements.helpers import BOOKINGS, OCTOBER, october_at_alpha, pdf_text


async def test_completing_a_booking_records_the_commission_of_the_plan_in_force_when_it_was_booked(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_at_alpha(client, world)
    async with get_sessionmaker()() as session:
        rows = {
            b.booking_reference: b for b in (await session.scalars(select(Booking).where(Booking.id.in_(ids.values()))))
        }
    recorded = {ref: (b.commission_plan, b.commission_percent, b.commission_amount) for ref, b in rows.items()}
    assert recorded == {
        "SC-AFREE1": ("free", Decimal("15.00"), Decimal("72.45")),
        "SC-AFREE2": ("free", Decimal("15.00"), Decimal("187.50")),
        "SC-AFREE3": ("free", Decimal("15.00"), Decimal("14.48")),
        "SC-APRO01": ("pro-monthly", Decimal("0.00"), Decimal("0.00")),
    }


async def test_the_october_statement_adds_up_as_checked_by_hand(client: httpx.AsyncClient, world: World) -> None:
    await october_at_alpha(client, world)
    response = await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)
    assert response.status_code == 200, response.text
    body = response.json()
    assert [line["bookingReference"] for line in body["lines"]] == [ref for ref, *_ in BOOKINGS]
    assert [line["commission"] for line in body["lines"]] == ["72.45", "187.50", "14.48", "0.00"]
    assert body["fees"] == [{"plan": "pro-monthly", "fee": "49.00", "feeMonths": 1}]
    assert (body["bookingsCount"], body["bookingsTotal"], body["commissionTotal"]) == (4, "2549.50", "274.43")
    assert (body["subscriptionFee"], body["balance"], body["status"]) == ("49.00", "323.43", "open")
    # Camp Bravo's owner sees their own camp's October, which has nothing on it.
    other = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.b.owner)).json()
    assert (other["campName"], other["lines"], other["balance"]) == ("Camp Bravo", [], "0.00")


async def test_the_statement_as_pdf_says_the_same_in_the_camps_language(
    client: httpx.AsyncClient, world: World
) -> None:
    await october_at_alpha(client, world)
    response = await client.get(f"/api/v1/owner/statements/{OCTOBER}/pdf", headers=world.a.owner)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert f'filename="statement-{world.a.camp.id}-2026-10.pdf"' in response.headers["content-disposition"]
    text = pdf_text(response.content)
    for expected in (
        "Statement for October 2026",
        "Camp Alpha",
        "SC-AFREE1",
        "SC-APRO01",
        "€72.45",
        "€187.50",
        "€14.48",
        "€1,250.00",
        "Pro Partner Monthly, monthly fee",
        "Bookings total €2,549.50",
        "Commission due €274.43",
        "Subscription fee €49.00",
        "Balance due €323.43",
    ):
        assert expected in text, expected

    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(SurfCamp).where(SurfCamp.id == world.a.camp.id).values(source_language="de"))
    german = pdf_text((await client.get(f"/api/v1/owner/statements/{OCTOBER}/pdf", headers=world.a.owner)).content)
    for expected in (
        "Abrechnung für Oktober 2026",
        "72,45 €",
        "15 %",
        "Pro-Partner monatlich, Monatsgebühr",
        "Fällige Provision 274,43 €",
        "Zu zahlender Betrag 323,43 €",
    ):
        assert expected in german, expected


async def test_the_statement_as_csv_lists_each_booking_the_fee_and_the_totals(
    client: httpx.AsyncClient, world: World
) -> None:
    await october_at_alpha(client, world)
    async with get_sessionmaker()() as session, session.begin():
        # A guest name a spreadsheet would run as a formula stays text.
        await session.execute(
            update(Booking).where(Booking.booking_reference == "SC-AFREE2").values(full_name="=HYPERLINK(1)")
        )
    response = await client.get(f"/api/v1/owner/statements/{OCTOBER}/csv", headers=world.a.owner)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.text.lstrip("\ufeff"))))
    assert rows[0][:3] == ["Line", "Reference", "Guest"]
    assert [(r[1], r[2], r[6], r[7], r[8], r[9]) for r in rows[1:5]] == [
        ("SC-AFREE1", "Guest 1", "483.00", "Start for Free", "15", "72.45"),
        ("SC-AFREE2", "'=HYPERLINK(1)", "1250.00", "Start for Free", "15", "187.50"),
        ("SC-AFREE3", "Guest 3", "96.50", "Start for Free", "15", "14.48"),
        ("SC-APRO01", "Guest 1", "720.00", "Pro Partner Monthly", "0", "0.00"),
    ]
    assert rows[5][0] == "Subscription fee" and rows[5][9] == "49.00"
    assert [(r[2], r[6] or r[9]) for r in rows[6:]] == [
        ("Bookings total", "2549.50"),
        ("Commission due", "274.43"),
        ("Subscription fee", "49.00"),
        ("Balance due", "323.43"),
    ]


async def test_a_paid_statement_no_longer_changes(client: httpx.AsyncClient, world: World) -> None:
    ids = await october_at_alpha(client, world)
    overview = (await client.get("/api/v1/owner/statements", headers=world.a.owner)).json()
    assert overview["plan"]["current"]["plan"] == "pro-monthly"
    assert overview["owed"] == "323.43"
    assert overview["statements"][0]["status"] == "in_progress"  # this month so far: its Pro fee
    assert [s["month"] for s in overview["statements"] if s["month"] == OCTOBER] == [OCTOBER]

    url = f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid"
    paid = await client.post(url, headers=world.admin)
    assert paid.status_code == 200, paid.text
    assert (paid.json()["status"], paid.json()["balance"]) == ("paid", "323.43")
    again = await client.post(url, headers=world.admin)
    assert (again.status_code, again.json()["error"]) == (409, "statement_already_paid")
    current = datetime.now(UTC).strftime("%Y-%m")
    open_month = await client.post(
        f"/api/v1/admin/statements/camps/{world.a.camp.id}/{current}/paid", headers=world.admin
    )
    assert (open_month.status_code, open_month.json()["error"]) == (409, "statement_month_open")

    # A team correction moves a booking out of completed: the paid statement keeps it.
    corrected = await client.patch(
        f"/api/v1/admin/bookings/{ids['SC-AFREE2']}", json={"status": "confirmed"}, headers=world.admin
    )
    assert corrected.status_code == 200, corrected.text
    async with get_sessionmaker()() as session:
        row = await session.get(Booking, ids["SC-AFREE2"])
        assert row is not None and (row.completed_at, row.commission_amount) == (None, None)
        entry = await session.scalar(select(AuditLog).where(AuditLog.action == "statement.mark_paid"))
        assert entry is not None and entry.after is not None and entry.after["balance"] == "323.43"
    body = (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()
    assert (body["status"], body["balance"], len(body["lines"])) == ("paid", "323.43", 4)
    overview = (await client.get("/api/v1/owner/statements", headers=world.a.owner)).json()
    assert overview["owed"] == "0.00"

    listed = (await client.get("/api/v1/admin/statements", params={"month": OCTOBER}, headers=world.admin)).json()
    assert [(s["campName"], s["status"], s["balance"]) for s in listed["items"]] == [("Camp Alpha", "paid", "323.43")]
    months = (await client.get("/api/v1/admin/statements/commission", headers=world.admin)).json()
    october = next(m for m in months if m["month"] == OCTOBER)
    assert (october["commission"], october["subscriptionFees"], october["total"], october["paid"]) == (
        "274.43",
        "49.00",
        "323.43",
        "323.43",
    )


async def test_the_team_changes_a_camps_plan_and_the_change_is_logged(client: httpx.AsyncClient, world: World) -> None:
    url = f"/api/v1/admin/statements/camps/{world.b.camp.id}/plan"
    before = (await client.get(url, headers=world.admin)).json()
    assert [p["plan"] for p in before["history"]] == ["free"]
    changed = await client.put(url, json={"plan": "pro-yearly"}, headers=world.admin)
    assert changed.status_code == 200, changed.text
    body = changed.json()
    assert body["current"]["plan"] == "pro-yearly" and body["current"]["fee"] == "490.00"
    assert [(p["plan"], p["validTo"] is None) for p in body["history"]] == [("pro-yearly", True), ("free", False)]
    same = await client.put(url, json={"plan": "pro-yearly"}, headers=world.admin)
    assert (same.status_code, same.json()["error"]) == (409, "plan_unchanged")
    unknown = await client.put(url, json={"plan": "platinum"}, headers=world.admin)
    assert (unknown.status_code, unknown.json()["fields"]) == (422, {"plan": "unknown_plan"})
    async with get_sessionmaker()() as session:
        entry = await session.scalar(select(AuditLog).where(AuditLog.action == "camp.plan_change"))
        assert entry is not None and (entry.before, entry.after) == (
            {"name": "Camp Bravo", "plan": "free", "commission_percent": "15", "fee": "0"},
            {"name": "Camp Bravo", "plan": "pro-yearly", "commission_percent": "0", "fee": "490"},
        )
    # The yearly fee shows on this month's statement, the month the plan started.
    overview = (await client.get("/api/v1/owner/statements", headers=world.b.owner)).json()
    assert overview["statements"][0]["subscriptionFee"] == "490.00"
    assert overview["currentMonth"] == "490.00"


async def test_the_statement_pdf_is_dated_the_day_it_is_issued(client: httpx.AsyncClient, world: World) -> None:
    await october_at_alpha(client, world)
    content = (await client.get(f"/api/v1/owner/statements/{OCTOBER}/pdf", headers=world.a.owner)).content
    created = pypdf.PdfReader(io.BytesIO(content)).metadata.creation_date  # was 2000-01-01 (ReportLab's invariant)
    assert created is not None and abs(created - datetime.now(UTC)) < timedelta(minutes=5)
    assert f"Issued on {datetime.now(UTC):%b} {datetime.now(UTC).day}" in pdf_text(content)
