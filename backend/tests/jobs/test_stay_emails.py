"""Reminders a week before arrival and review requests after the stay: sent once, whatever runs them."""

from __future__ import annotations

import asyncio
import re
from datetime import date, timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.jobs.stay_emails import send_stay_emails
from app.models import Booking, CampPackage, EmailOutbox
from app.notifications import stay_mail
from app.notifications.stay import Stay
from tests.factories import make_camp, make_package

TODAY = date(2027, 3, 10)


async def add_booking(
    package: CampPackage, reference: str, start: date, days: int = 7, status: str = "confirmed", language: str = "en"
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            Booking(
                booking_reference=reference,
                camp_id=package.camp_id,
                package_id=package.id,
                camp_name="Tag Surf House",
                package_name=package.name,
                full_name="Lena Fischer",
                email=f"{reference.lower()}@example.com",
                guest_country="DE",
                start_date=start,
                number_of_days=days,
                number_of_people=1,
                add_ons=[],
                booking_amount=Decimal(483),
                currency="EUR",
                amount_in_currency=Decimal(483),
                payment_method="cash",
                status=status,
                language=language,
            )
        )


@pytest.fixture
async def package() -> CampPackage:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House")
        return await make_package(session, camp)


async def mails(email_type: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        return list(
            (
                await session.scalars(
                    select(EmailOutbox).where(EmailOutbox.email_type == email_type).order_by(EmailOutbox.id)
                )
            ).all()
        )


async def test_reminders_go_to_confirmed_stays_starting_within_a_week(package: CampPackage) -> None:
    await add_booking(package, "SC-SOON01", TODAY + timedelta(days=7), language="fr")
    await add_booking(package, "SC-SOON02", TODAY + timedelta(days=3))
    await add_booking(package, "SC-LATER1", TODAY + timedelta(days=8))
    await add_booking(package, "SC-PEND01", TODAY + timedelta(days=5), status="pending")
    await add_booking(package, "SC-CANC01", TODAY + timedelta(days=5), status="cancelled")
    assert (await send_stay_emails(get_sessionmaker(), TODAY))["reminders"] == 2
    sent = await mails("stay_reminder")
    assert sorted(m.to_address for m in sent) == ["sc-soon01@example.com", "sc-soon02@example.com"]
    french = next(m for m in sent if m.to_address == "sc-soon01@example.com")
    assert "Les vagues vous attendent, Lena\u202f!" in french.text_body and "30 minutes" in french.text_body
    assert "SC-SOON01" in french.text_body
    # Running again sends nothing more.
    assert (await send_stay_emails(get_sessionmaker(), TODAY))["reminders"] == 0
    assert len(await mails("stay_reminder")) == 2


async def test_review_requests_follow_the_end_of_the_stay(package: CampPackage) -> None:
    await add_booking(package, "SC-DONE01", TODAY - timedelta(days=8), days=7)  # ended 1 day ago
    await add_booking(package, "SC-DONE02", TODAY - timedelta(days=20), days=14, status="completed", language="de")
    await add_booking(package, "SC-STAY01", TODAY - timedelta(days=3), days=7)  # still surfing
    result = await send_stay_emails(get_sessionmaker(), TODAY)
    assert result["review_requests"] == 2
    german = next(m for m in await mails("review_request") if m.to_address == "sc-done02@example.com")
    assert "Danke, dass Sie mit uns gesurft sind, Lena!" in german.text_body and "/de/review?token=" in german.text_body
    assert (await send_stay_emails(get_sessionmaker(), TODAY))["review_requests"] == 0


async def test_two_runners_at_once_send_each_mail_exactly_once(package: CampPackage) -> None:
    for i in range(40):
        await add_booking(package, f"SC-R{i:05d}", TODAY + timedelta(days=1 + i % 6))
        await add_booking(package, f"SC-V{i:05d}", TODAY - timedelta(days=10))
    results = await asyncio.gather(*[send_stay_emails(get_sessionmaker(), TODAY, batch=7) for _ in range(3)])
    assert sum(r["reminders"] for r in results) == 40
    assert sum(r["review_requests"] for r in results) == 40
    reminders = [m.to_address for m in await mails("stay_reminder")]
    assert len(reminders) == len(set(reminders)) == 40


async def test_a_review_through_the_link_changes_the_rating_once(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    await add_booking(package, "SC-DONE01", TODAY - timedelta(days=9))
    await send_stay_emails(get_sessionmaker(), TODAY)
    token = re.search(r"review\?token=([\w-]+)", (await mails("review_request"))[0].text_body).group(1)  # type: ignore[union-attr]

    invitation = (await client.get(f"/api/v1/reviews/invitation?token={token}")).json()
    assert invitation == {
        "bookingReference": "SC-DONE01",
        "packageName": package.name,
        "campName": "Tag Surf House",
        "firstName": "Lena",
        "alreadyReviewed": False,
    }
    bad = await client.post("/api/v1/reviews", json={"token": token, "rating": 6, "comment": "x"})
    assert bad.status_code == 422 and bad.json()["fields"] == {"rating": "too_large"}
    created = await client.post("/api/v1/reviews", json={"token": token, "rating": 4, "comment": "Great coaches"})
    assert created.status_code == 201
    assert created.json()["reviewerFirstName"] == "Lena" and created.json()["reviewerCountry"] == "DE"
    again = await client.post("/api/v1/reviews", json={"token": token, "rating": 1, "comment": "Changed my mind"})
    assert again.status_code == 409 and again.json()["error"] == "already_reviewed"

    card = (await client.get(f"/api/v1/packages/{package.id}")).json()
    assert (card["rating"], card["reviewCount"]) == ("4.00", 1)
    listed = (await client.get(f"/api/v1/packages/{package.id}/reviews")).json()
    assert listed["total"] == 1 and listed["items"][0]["comment"] == "Great coaches"
    unknown = await client.post("/api/v1/reviews", json={"token": "x" * 20, "rating": 5, "comment": "Hi"})
    assert unknown.status_code == 404 and unknown.json()["error"] == "invalid_token"


async def test_a_reminder_that_cannot_be_rendered_holds_up_no_other_and_the_team_is_told(
    package: CampPackage, monkeypatch: pytest.MonkeyPatch
) -> None:
    await add_booking(package, "SC-GOOD01", TODAY + timedelta(days=3))
    await add_booking(package, "SC-BROKEN", TODAY + timedelta(days=4))
    render = stay_mail.stay_reminder

    def failing_for_one(stay: Stay) -> object:
        if stay.booking.booking_reference == "SC-BROKEN":
            raise OverflowError("date value out of range")
        return render(stay)

    monkeypatch.setattr(stay_mail, "stay_reminder", failing_for_one)
    assert (await send_stay_emails(get_sessionmaker(), TODAY))["reminders"] == 1
    assert [m.to_address for m in await mails("stay_reminder")] == ["sc-good01@example.com"]
    [notice] = await mails("mail_not_sent")
    assert notice.to_address == "team@surfcamp.local" and "sc-broken@example.com" in notice.text_body
    assert "OverflowError: date value out of range" in notice.text_body
    # Claimed all the same: the next run does not fail on it again.
    assert (await send_stay_emails(get_sessionmaker(), TODAY))["reminders"] == 0
    assert len(await mails("mail_not_sent")) == 1
