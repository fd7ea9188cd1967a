"""Booking requests through the API: validation messages, server pricing, idempotency, e-mails."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta

import httpx
import pytest
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import Booking, CampPackage, EmailOutbox
from app.notifications.outbox import deliver_due
from tests.bookings.helpers import SentMails, form
from tests.factories import make_camp, make_package, make_user

# Every booking test runs with each booking writer (group commit and direct).
pytestmark = pytest.mark.usefixtures("booking_writer")


async def test_a_booking_is_priced_by_the_server_and_stored_pending(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    response = await client.post("/api/v1/bookings", json=form(package.id))
    assert response.status_code == 201, response.text
    body = response.json()
    # 483 / 7 * 8 * 2 = 1104; + 20 transfer + 15 * 8 yoga = 1244 EUR; * 1.1 = 1368.4 -> 1368 USD
    assert body["amountEur"] == "1244.00" and body["amount"] == "1368.00" and body["currency"] == "USD"
    assert body["success"] is True and body["bookingReference"].startswith("SC-")
    async with get_sessionmaker()() as session:
        stored = await session.scalar(select(Booking))
    assert stored is not None
    assert stored.booking_reference == body["bookingReference"]
    assert (stored.status, stored.camp_id, stored.package_id) == ("pending", package.camp_id, package.id)
    assert stored.camp_name == "Ocean Vibes Camp" and stored.package_name == "7-Day Beginner Surf Coaching"
    assert stored.add_ons == ["airport-transfer", "extra-yoga"] and stored.language == "de"


async def test_the_booking_queues_the_traveller_team_and_owner_mails(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    reference = (await client.post("/api/v1/bookings", json=form(package.id))).json()["bookingReference"]
    backend = SentMails()
    assert await deliver_due(get_sessionmaker(), backend) == {"sent": 3, "failed": 0}
    sent = {mail.to: mail for mail in backend.sent}
    traveller = sent["lena@example.com"]
    assert traveller.subject == f"Wir haben Ihre Buchungsanfrage {reference} erhalten"
    assert "Vielen Dank, Lena!" in traveller.text  # the traveller's language
    assert "1.368,00\u00a0$" in traveller.text and "24 Stunden" in traveller.text and traveller.html
    assert traveller.attachments[0].filename == f"{reference}.ics"
    assert reference in sent["team@surfcamp.local"].text and "/admin/bookings" in sent["team@surfcamp.local"].text
    assert reference in sent["owner@example.com"].text and "/camp-owner" in sent["owner@example.com"].text
    async with get_sessionmaker()() as session:
        rows = (await session.scalars(select(EmailOutbox).order_by(EmailOutbox.id))).all()
    # The outbox keeps what was sent.
    assert {(r.email_type, r.to_address, r.text_body, r.status) for r in rows} == {
        ("booking_received", "lena@example.com", traveller.text, "sent"),
        ("new_booking", "team@surfcamp.local", sent["team@surfcamp.local"].text, "sent"),
        ("new_booking", "owner@example.com", sent["owner@example.com"].text, "sent"),
    }


@pytest.mark.parametrize(
    ("overrides", "field", "code"),
    [
        ({"fullName": "   "}, "fullName", "required"),
        ({"email": ""}, "email", "required"),
        ({"email": "lena.example.com"}, "email", "invalid_email"),
        ({"country": ""}, "country", "required"),
        ({"country": "XX"}, "country", "invalid_choice"),
        ({"phoneNumber": ""}, "phoneNumber", "required"),
        ({"startDate": ""}, "startDate", "required"),
        ({"startDate": "2020-01-01"}, "startDate", "date_in_past"),
        ({"startDate": "9999-12-31"}, "startDate", "date_too_far"),
        ({"startDate": (date.today() + timedelta(days=731)).isoformat()}, "startDate", "date_too_far"),
        ({"paymentMethod": ""}, "paymentMethod", "required"),
        ({"numberOfDays": 11}, "numberOfDays", "invalid_choice"),
        ({"numberOfPeople": 9}, "numberOfPeople", "too_large"),
        ({"addOns": ["Free Beer"]}, "addOns", "invalid_choice"),
        ({"currency": "JPY"}, "currency", "invalid_choice"),
    ],
)
async def test_each_invalid_field_gets_its_code(
    client: httpx.AsyncClient, package: CampPackage, overrides: dict[str, object], field: str, code: str
) -> None:
    response = await client.post("/api/v1/bookings", json=form(package.id, **overrides))
    assert response.status_code == 422
    assert response.json()["fields"][field] == code


async def test_all_missing_fields_are_reported_at_once(client: httpx.AsyncClient, package: CampPackage) -> None:
    response = await client.post("/api/v1/bookings", json={"packageId": package.id})
    fields = response.json()["fields"]
    assert {k: fields[k] for k in ("fullName", "email", "country", "phoneNumber", "startDate", "paymentMethod")} == {
        "fullName": "required",
        "email": "required",
        "country": "required",
        "phoneNumber": "required",
        "startDate": "required",
        "paymentMethod": "required",
    }


async def test_more_people_than_the_package_takes_is_refused(client: httpx.AsyncClient, package: CampPackage) -> None:
    response = await client.post("/api/v1/bookings", json=form(package.id, numberOfPeople=7))
    assert response.status_code == 422 and response.json()["fields"] == {"numberOfPeople": "too_many_people"}


async def test_inactive_or_unknown_packages_cannot_be_booked(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        hidden = await make_package(session, camp, status="inactive")
        pending_camp = await make_camp(session, "Pending Camp", status="pending")
        of_pending = await make_package(session, pending_camp, name="Other")
    for package_id in (hidden.id, of_pending.id, 999999):
        response = await client.post("/api/v1/bookings", json=form(package_id))
        assert response.status_code == 404
        assert response.json() == {"error": "package_not_found", "detail": "Package not found"}


async def test_a_retried_submission_with_its_key_creates_one_booking(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    headers = {"Idempotency-Key": "form-7b1c2d"}
    first = await client.post("/api/v1/bookings", json=form(package.id), headers=headers)
    again = await client.post("/api/v1/bookings", json=form(package.id), headers=headers)
    assert first.status_code == 201 and again.status_code == 200
    assert again.json()["bookingReference"] == first.json()["bookingReference"]
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(Booking)) == 1


async def test_a_key_reused_with_another_body_is_refused_and_shows_nothing_of_the_first_booking(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    headers = {"Idempotency-Key": "form-reused"}
    first = await client.post("/api/v1/bookings", json=form(package.id), headers=headers)
    other = form(package.id, fullName="Mallory Mallet", email="mallory@example.com")
    reused = await client.post("/api/v1/bookings", json=other, headers=headers)
    assert first.status_code == 201 and reused.status_code == 422
    assert reused.json()["error"] == "idempotency_key_reused"
    assert first.json()["bookingReference"] not in reused.text and "Lena" not in reused.text
    # The first request's own retry is still answered with its booking.
    again = await client.post("/api/v1/bookings", json=form(package.id), headers=headers)
    assert again.status_code == 200 and again.json()["bookingReference"] == first.json()["bookingReference"]


async def test_one_key_sent_at_once_with_two_bodies_stores_one_and_refuses_the_other(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    headers = {"Idempotency-Key": "two-bodies-at-once"}
    bodies = [form(package.id), form(package.id, fullName="Mallory Mallet", email="mallory@example.com")]
    responses = await asyncio.gather(*[client.post("/api/v1/bookings", json=b, headers=headers) for b in bodies])
    assert sorted(r.status_code for r in responses) == [201, 422]
    assert next(r for r in responses if r.status_code == 422).json()["error"] == "idempotency_key_reused"
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(Booking)) == 1


async def test_a_double_click_sending_both_at_once_creates_one_booking(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    headers = {"Idempotency-Key": "double-click-1"}
    responses = await asyncio.gather(
        *[client.post("/api/v1/bookings", json=form(package.id), headers=headers) for _ in range(2)]
    )
    assert sorted(r.status_code for r in responses) in ([200, 201], [201, 201]) or all(
        r.status_code in (200, 201) for r in responses
    )
    assert len({r.json()["bookingReference"] for r in responses}) == 1
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(Booking)) == 1


async def test_bookings_are_rate_limited_per_ip(client: httpx.AsyncClient, package: CampPackage) -> None:
    # Twenty travellers (their addresses have limits of their own, tests/kit/test_mail_limits.py) on one IP.
    codes = [
        (await client.post("/api/v1/bookings", json=form(package.id, email=f"t{n}@example.com"))).status_code
        for n in range(21)
    ]
    assert codes[:20] == [201] * 20 and codes[20] == 429


async def test_quote_uses_the_same_rules(client: httpx.AsyncClient, package: CampPackage) -> None:
    response = await client.post(
        "/api/v1/bookings/quote",
        json={
            "packageId": package.id,
            "numberOfDays": 8,
            "numberOfPeople": 2,
            "addOns": ["airport-transfer", "extra-yoga"],
            "currency": "USD",
        },
    )
    assert response.status_code == 200
    assert response.json() == {
        "packageId": package.id,
        "stay": "1104.00",
        "stayInCurrency": "1214.40",
        "discount": "0.00",
        "discountInCurrency": "0.00",
        "addOns": [
            {"key": "airport-transfer", "amount": "20.00", "amountInCurrency": "22.00"},
            {"key": "extra-yoga", "amount": "120.00", "amountInCurrency": "132.00"},
        ],
        "totalEur": "1244.00",
        "currency": "USD",
        "rate": "1.1",
        "total": "1368.00",
    }


async def test_a_reference_that_is_taken_gives_the_booking_a_fresh_one(
    client: httpx.AsyncClient, package: CampPackage, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = (await client.post("/api/v1/bookings", json=form(package.id))).json()["bookingReference"]
    draws = iter([first, first, "SC-ZZZZZZ"])
    monkeypatch.setattr("app.bookings.submission.new_reference", lambda: next(draws))
    response = await client.post("/api/v1/bookings", json=form(package.id, email="noah@example.com"))
    assert response.status_code == 201, response.text
    assert response.json()["bookingReference"] == "SC-ZZZZZZ"
    async with get_sessionmaker()() as session:
        stored = dict((await session.execute(select(Booking.booking_reference, Booking.email))).all())
        keys = set((await session.scalars(select(EmailOutbox.dedupe_key))).all())
    assert stored == {first: "lena@example.com", "SC-ZZZZZZ": "noah@example.com"}
    assert {f"booking_received:{first}", "booking_received:SC-ZZZZZZ"} <= keys


async def test_the_same_key_sent_five_times_at_once_stores_one_booking_and_its_three_mails(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    headers = {"Idempotency-Key": "five-at-once"}
    responses = await asyncio.gather(
        *[client.post("/api/v1/bookings", json=form(package.id), headers=headers) for _ in range(5)]
    )
    assert sorted(r.status_code for r in responses) == [200, 200, 200, 200, 201]
    assert [r.headers.get("Idempotent-Replayed") for r in responses if r.status_code == 200] == ["true"] * 4
    assert len({r.json()["bookingReference"] for r in responses}) == 1
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(Booking)) == 1
        assert await session.scalar(select(func.count()).select_from(EmailOutbox)) == 3


async def test_every_active_owner_of_the_camp_is_told_in_their_language(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Two Owners Camp")
        await make_user(session, "first-owner@example.com", "camp_owner", camp_id=camp.id)
        second = await make_user(session, "second-owner@example.com", "camp_owner", camp_id=camp.id)
        second.language = "fr"
        await make_user(session, "former-owner@example.com", "camp_owner", camp_id=camp.id, active=False)
        other = await make_camp(session, "Other Camp")
        await make_user(session, "other-owner@example.com", "camp_owner", camp_id=other.id)
        package = await make_package(session, camp)
    assert (await client.post("/api/v1/bookings", json=form(package.id))).status_code == 201
    async with get_sessionmaker()() as session:
        rows = (await session.scalars(select(EmailOutbox).where(EmailOutbox.email_type == "new_booking"))).all()
    by_address = {r.to_address: r for r in rows}
    assert set(by_address) == {"team@surfcamp.local", "first-owner@example.com", "second-owner@example.com"}
    assert by_address["first-owner@example.com"].subject.startswith("New booking request")
    assert by_address["second-owner@example.com"].subject.startswith("Nouvelle demande de réservation")


async def test_the_last_day_of_the_booking_horizon_can_be_booked(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    last = (date.today() + timedelta(days=730)).isoformat()
    response = await client.post("/api/v1/bookings", json=form(package.id, startDate=last))
    assert response.status_code == 201 and response.json()["startDate"] == last


async def test_a_package_takes_the_group_size_its_card_shows(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Big Group Camp")
        twelve = await make_package(session, camp, "Group Week", max_participants=12)
        unnamed = await make_package(session, camp, "Open Week", max_participants=None)
    for package in (twelve, unnamed):
        # Card and page say "Max 8" (one booking holds at most 8), not "Max 12" or "N/A"; so does the booking.
        page = (await client.get(f"/api/v1/packages/{package.id}")).json()
        cards = (await client.get("/api/v1/camps")).json()["items"]
        assert page["maxPeople"] == 8 and {c["maxPeople"] for c in cards} == {8}
        email = f"{package.id}@example.com"
        assert (await client.post("/api/v1/bookings", json=form(package.id, numberOfPeople=8))).status_code == 201
        response = await client.post("/api/v1/bookings", json=form(package.id, numberOfPeople=9, email=email))
        assert response.status_code == 422 and "numberOfPeople" in response.json()["fields"]


async def test_an_add_on_the_package_already_includes_cannot_be_bought(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Transfer Camp")
        package = await make_package(session, camp, included_features=["Lessons", "Airport transfer from Agadir"])
    body = form(package.id, addOns=["Airport Transfer"])
    response = await client.post("/api/v1/bookings", json=body)
    assert response.status_code == 422 and response.json()["fields"] == {"addOns": "not_offered"}
    quote = await client.post(
        "/api/v1/bookings/quote", json={"packageId": package.id, "addOns": ["airport-transfer"], "currency": "EUR"}
    )
    assert quote.status_code == 422 and quote.json()["fields"] == {"addOns": "not_offered"}
    offered = (await client.get(f"/api/v1/packages/{package.id}")).json()["addOns"]
    assert [a["key"] for a in offered] == ["extra-yoga", "surf-photos"]
    assert (await client.post("/api/v1/bookings", json=form(package.id, addOns=["Surf Photos"]))).status_code == 201


async def test_add_ons_are_quoted_in_the_chosen_currency(client: httpx.AsyncClient, package: CampPackage) -> None:
    response = await client.post(
        "/api/v1/bookings/quote",
        json={
            "packageId": package.id,
            "numberOfDays": 7,
            "addOns": ["airport-transfer", "extra-yoga"],
            "currency": "GBP",
        },
    )
    body = response.json()
    # 20 EUR and 15 x 7 EUR at 0.85
    assert [(a["key"], a["amountInCurrency"]) for a in body["addOns"]] == [
        ("airport-transfer", "17.00"),
        ("extra-yoga", "89.25"),
    ]
    assert (body["stayInCurrency"], body["totalEur"], body["total"]) == ("410.55", "608.00", "517.00")
