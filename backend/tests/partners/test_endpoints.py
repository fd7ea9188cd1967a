"""POST /api/partner-signup: a pending camp submission, the team told, the applicant acknowledged."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import CampSubmission, EmailOutbox
from tests.partners.helpers import PACKAGE, URL, application


async def outbox() -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(EmailOutbox).order_by(EmailOutbox.id))).all())


async def test_an_application_becomes_a_pending_submission(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json=application(plan="pro-yearly", language="de"))
    assert response.status_code == 201, response.text
    assert response.json() == {
        "message": "Thank you! Our team will contact you within 24 hours.",
        "contactWithinHours": 24,
    }
    async with get_sessionmaker()() as session:
        submission = await session.scalar(select(CampSubmission))
    assert submission is not None
    assert (submission.status, submission.camp_name, submission.camp_location) == (
        "pending",
        "Atlas Wave House",
        "imsouane",
    )
    assert (submission.owner_name, submission.owner_email, submission.camp_email) == (
        "Youssef Amrani",
        "youssef@atlaswave.ma",
        "youssef@atlaswave.ma",
    )
    assert submission.camp_phone == "+212 612 345 678" and submission.camp_website == "https://atlaswave.ma"
    assert submission.instagram_handle == "@atlaswavehouse" and submission.camp_type == "yoga-surf"
    assert submission.languages_spoken == "Arabic, French, English" and submission.plan == "pro-yearly"
    assert submission.camp_description == "Eight rooms facing the bay, yoga deck, daily lessons."
    assert submission.packages == [
        {"title": "Surf & Yoga Week", "price": "549", "duration_days": 7, "inclusions": PACKAGE["inclusions"]}
    ]
    team, applicant = await outbox()
    assert team.to_address == "team@surfcamp.local" and team.email_type == "partner_application_team"
    assert "Atlas Wave House" in team.subject and "/admin/submissions" in team.text_body
    assert applicant.to_address == "youssef@atlaswave.ma"
    assert applicant.subject == "Wir haben Ihre Bewerbung für Atlas Wave House erhalten"
    assert "innerhalb von 24 Stunden" in applicant.text_body and "Pro-Partner jährlich" in applicant.text_body


@pytest.mark.parametrize(
    ("language", "promise"),
    [("en", "within 24 hours"), ("fr", "sous 24 heures"), ("de", "innerhalb von 24 Stunden")],
)
async def test_the_acknowledgement_speaks_the_applicants_language(
    client: httpx.AsyncClient, language: str, promise: str
) -> None:
    await client.post(URL, json=application(language=language, instagramHandle=None, website=""))
    applicant = (await outbox())[-1]
    assert promise in applicant.text_body and promise in applicant.html_body


async def test_every_required_field_is_checked(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json={})
    assert response.status_code == 422
    assert response.json()["fields"] == {
        "surfCampName": "required",
        "contactName": "required",
        "email": "required",
        "whatsappNumber": "required",
        "location": "required",
        "campType": "required",
        "message": "required",
        "packages": "required",
    }
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count(CampSubmission.id))) == 0
    assert await outbox() == []


async def test_field_formats_and_choices(client: httpx.AsyncClient) -> None:
    response = await client.post(
        URL,
        json=application(
            email="nope",
            whatsappNumber="call me",
            website="ftp://x",
            instagramHandle="not a handle!",
            location="marrakech",
            campType="party",
            plan="platinum",
        ),
    )
    assert response.json()["fields"] == {
        "email": "invalid_email",
        "whatsappNumber": "invalid_phone",
        "website": "invalid_url",
        "instagramHandle": "invalid_instagram",
        "location": "invalid_choice",
        "campType": "invalid_choice",
        "plan": "invalid_choice",
    }


async def test_every_location_and_camp_type_is_accepted(client: httpx.AsyncClient) -> None:
    for location, camp_type in [
        ("taghazout", "beginner"),
        ("tamraght", "luxury"),
        ("imsouane", "hostel"),
        ("agadir", "family"),
        ("taghazout", "digital-nomad"),
    ]:
        response = await client.post(URL, json=application(location=location, campType=camp_type))
        assert response.status_code == 201, (location, camp_type)


async def test_applications_are_rate_limited_per_ip(client: httpx.AsyncClient) -> None:
    for _ in range(5):
        assert (await client.post(URL, json=application())).status_code == 201
    limited = await client.post(URL, json=application())
    assert limited.status_code == 429 and limited.json()["error"] == "rate_limited"
    assert int(limited.headers["Retry-After"]) > 0


async def test_at_least_one_complete_package_is_asked_for(client: httpx.AsyncClient) -> None:
    none = await client.post(URL, json=application(packages=[]))
    assert none.status_code == 422 and none.json()["fields"] == {"packages": "required"}
    blank = {"title": " ", "price": "0", "durationDays": 0, "inclusions": ["", "  "]}
    response = await client.post(URL, json=application(packages=[PACKAGE, blank]))
    assert response.status_code == 422
    assert response.json()["fields"] == {
        "packages.1.title": "required",
        "packages.1.price": "too_small",
        "packages.1.durationDays": "too_small",
        "packages.1.inclusions": "required",
    }
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count(CampSubmission.id))) == 0
