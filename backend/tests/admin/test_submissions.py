"""Camp submissions: review only while pending, publish only once approved."""

from __future__ import annotations

import asyncio

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, CampPackage, CampSubmission, SurfCamp
from tests.admin.helpers import Office

URL = "/api/v1/admin/submissions"


async def submission(status: str = "pending", name: str = "Atlas Surf House") -> int:
    async with get_sessionmaker()() as session, session.begin():
        row = CampSubmission(
            camp_name=name,
            camp_location="imsouane",
            camp_email="atlas@example.com",
            camp_phone="+212 600 111 222",
            camp_description="A calm house above the longest right-hander in Morocco.",
            owner_name="Youssef Amrani",
            owner_email="youssef@example.com",
            packages=[
                {
                    "title": "Longboard Week",
                    "description": "Seven days",
                    "price": "540",
                    "duration_days": 7,
                    "inclusions": ["Lessons", "Breakfast", ""],
                },
                {"title": "Weekend Wave", "price": "bad", "duration_days": "x"},
            ],
            optional_addons=[{"name": "Airport pick-up", "price": 30}],
            status=status,
        )
        session.add(row)
        await session.flush()
        return row.id


async def test_counts_and_list(client: httpx.AsyncClient, office: Office) -> None:
    await submission("pending")
    await submission("approved", "Other Camp")
    body = (await client.get(URL, headers=office["camp_admin"])).json()
    assert body["counts"] == {"pending": 1, "approved": 1, "rejected": 0, "published": 0}
    assert body["items"][0]["campName"] == "Other Camp"  # newest first
    assert body["items"][1]["packages"][0]["inclusions"] == ["Lessons", "Breakfast", ""]
    assert body["items"][1]["optionalAddons"] == [{"name": "Airport pick-up", "description": None, "price": "30"}]


async def test_review_then_publish_creates_the_camp_and_packages(client: httpx.AsyncClient, office: Office) -> None:
    sid = await submission()
    headers = office["camp_admin"]
    response = await client.post(f"{URL}/{sid}/publish", headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "submission_not_approved"
    response = await client.post(
        f"{URL}/{sid}/review", json={"decision": "approved", "adminNotes": " ok "}, headers=headers
    )
    assert response.status_code == 200
    assert response.json()["status"] == "approved" and response.json()["adminNotes"] == "ok"
    assert response.json()["reviewedAt"]
    response = await client.post(f"{URL}/{sid}/review", json={"decision": "rejected"}, headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "submission_not_pending"

    response = await client.post(f"{URL}/{sid}/publish", headers=headers)
    assert response.status_code == 200
    published = response.json()
    assert published["status"] == "published" and published["publishedCampId"]
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, published["publishedCampId"])
        packages = (
            await session.scalars(select(CampPackage).where(CampPackage.camp_id == published["publishedCampId"]))
        ).all()
        actions = (await session.scalars(select(AuditLog.action).order_by(AuditLog.id))).all()
    assert camp is not None and camp.status == "active" and camp.location == "Imsouane, Morocco"
    assert sorted((p.name, str(p.price), p.duration_days) for p in packages) == [
        ("Longboard Week", "540.00", 7),
        ("Weekend Wave", "0.00", 7),
    ]
    assert next(p for p in packages if p.name == "Longboard Week").included_features == ["Lessons", "Breakfast"]
    assert list(actions) == [
        "submission.approve",
        "camp.create",
        "package.create",
        "package.create",
        "submission.publish",
    ]

    public = (await client.get("/api/v1/camps", params={"pageSize": 48})).json()
    assert "Atlas Surf House" in str(public)
    response = await client.post(f"{URL}/{sid}/publish", headers=headers)
    assert response.status_code == 409


async def test_reject(client: httpx.AsyncClient, office: Office) -> None:
    sid = await submission()
    response = await client.post(
        f"{URL}/{sid}/review",
        json={"decision": "rejected", "adminNotes": "Not in our area"},
        headers=office["camp_admin"],
    )
    assert response.json()["status"] == "rejected" and response.json()["adminNotes"] == "Not in our area"
    assert (
        await client.post(f"{URL}/{sid}/review", json={"decision": "maybe"}, headers=office["camp_admin"])
    ).status_code == 422


async def test_concurrent_publishes_create_one_camp_and_the_others_get_409(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission("approved")
    answers = await asyncio.gather(
        *(client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"]) for _ in range(5))
    )
    assert sorted(a.status_code for a in answers) == [200, 409, 409, 409, 409]
    assert {a.json()["error"] for a in answers if a.status_code == 409} == {"submission_not_approved"}
    async with get_sessionmaker()() as session:
        camps = (await session.scalars(select(SurfCamp).where(SurfCamp.name == "Atlas Surf House"))).all()
        row = await session.get(CampSubmission, sid)
    assert len(camps) == 1 and row is not None and row.published_camp_id == camps[0].id


async def test_concurrent_reviews_of_one_submission_one_decides_the_others_get_409(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission()
    decisions = ["approved", "rejected", "approved", "rejected"]
    answers = await asyncio.gather(
        *(
            client.post(f"{URL}/{sid}/review", json={"decision": d, "adminNotes": d}, headers=office["camp_admin"])
            for d in decisions
        )
    )
    assert sorted(a.status_code for a in answers) == [200, 409, 409, 409]
    winner = next(a.json() for a in answers if a.status_code == 200)
    async with get_sessionmaker()() as session:
        row = await session.get(CampSubmission, sid)
        audits = (await session.scalars(select(AuditLog.action))).all()
    assert row is not None and (row.status, row.admin_notes) == (winner["status"], winner["status"])
    assert len(audits) == 1
