"""Camp submissions: review only while pending (the applicant is told), publish only once approved
(a draft camp and its owner's invitation)."""

from __future__ import annotations

import asyncio
import re

import httpx
from sqlalchemy import select, update

from app.db import get_sessionmaker
from app.models import AdminUser, AuditLog, CampPackage, CampSubmission, EmailOutbox, SurfCamp, User
from app.models.base import utcnow
from tests.admin.helpers import Office
from tests.factories import make_user

URL = "/api/v1/admin/submissions"


async def submission(
    status: str = "pending",
    name: str = "Atlas Surf House",
    language: str = "en",
    plan: str | None = None,
    price: str = "540",
) -> int:
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
                    "price": price,
                    "duration_days": 7,
                    "inclusions": ["Lessons", "Breakfast", ""],
                },
                {"title": "Weekend Wave", "price": "bad", "duration_days": "x"},
            ],
            optional_addons=[{"name": "Airport pick-up", "price": 30}],
            status=status,
            language=language,
            plan=plan,
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


async def mails_to(address: str) -> list[EmailOutbox]:
    async with get_sessionmaker()() as session:
        stmt = select(EmailOutbox).where(EmailOutbox.to_address == address).order_by(EmailOutbox.id)
        return list((await session.scalars(stmt)).all())


def link_token(text: str) -> str:
    match = re.search(r"/reset-password\?token=([\w-]+)&area=owner&invite=1", text)
    assert match, text
    return match.group(1)


async def test_review_then_publish_creates_a_draft_camp_and_invites_its_owner(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission(language="de")
    headers = office["camp_admin"]
    response = await client.post(f"{URL}/{sid}/publish", headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "submission_not_approved"
    response = await client.post(
        f"{URL}/{sid}/review", json={"decision": "approved", "adminNotes": " ok "}, headers=headers
    )
    assert response.status_code == 200
    assert response.json()["status"] == "approved" and response.json()["adminNotes"] == "ok"
    assert response.json()["reviewedAt"] and response.json()["rejectionReason"] is None
    [accepted] = await mails_to("youssef@example.com")
    assert accepted.email_type == "submission_approved"
    assert accepted.subject == "Ihre Bewerbung für Atlas Surf House ist angenommen"
    assert "Einladung" in accepted.text_body and "ok" not in accepted.text_body.split()  # the notes stay internal
    response = await client.post(f"{URL}/{sid}/review", json={"decision": "rejected", "reason": "x"}, headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "submission_not_pending"

    response = await client.post(f"{URL}/{sid}/publish", headers=headers)
    assert response.status_code == 200
    published = response.json()
    camp_id = published["publishedCampId"]
    assert published["status"] == "published" and camp_id
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, camp_id)
        packages = (await session.scalars(select(CampPackage).where(CampPackage.camp_id == camp_id))).all()
        actions = (await session.scalars(select(AuditLog.action).order_by(AuditLog.id))).all()
        owner = await session.scalar(select(AdminUser).where(AdminUser.email == "youssef@example.com"))
        user = await session.scalar(select(User).where(User.email == "youssef@example.com"))
    # A draft: the camp waits for the team's approval, its packages are drafts, nothing is public.
    assert camp is not None and camp.status == "pending" and camp.location == "Imsouane, Morocco"
    assert sorted((p.name, str(p.price), p.duration_days, p.status) for p in packages) == [
        ("Longboard Week", "540.00", 7, "draft"),
        ("Weekend Wave", "0.00", 7, "draft"),
    ]
    assert next(p for p in packages if p.name == "Longboard Week").included_features == ["Lessons", "Breakfast"]
    assert owner is not None and (owner.role, owner.assigned_camp_id, owner.is_active) == ("camp_owner", camp_id, True)
    assert user is not None and user.language == "de" and user.email_verified_at is None
    assert list(actions) == [
        "submission.approve",
        "camp.create",
        "package.create",
        "package.create",
        "submission.publish",
        "user.invite",
    ]
    public = (await client.get("/api/v1/camps", params={"pageSize": 48})).json()
    assert "Atlas Surf House" not in str(public)
    assert (await client.post(f"{URL}/{sid}/publish", headers=headers)).status_code == 409

    # The invitation, in German: no password works before the owner chooses one from its link.
    invitation = (await mails_to("youssef@example.com"))[-1]
    assert invitation.email_type == "owner_invitation"
    assert invitation.subject == "Richten Sie Atlas Surf House auf Morocco Surf Camps ein"
    assert "Passwort festlegen" in invitation.html_body and "7 Tage" in invitation.text_body
    assert "/de/reset-password?token=" in invitation.text_body
    login = {"email": "youssef@example.com", "password": "Longboard-Dawn-2026"}
    assert (await client.post("/api/v1/auth/login", json=login)).status_code == 401
    token = link_token(invitation.text_body)
    chosen = await client.post("/api/v1/auth/reset-password", json={"token": token, "password": login["password"]})
    assert chosen.status_code == 200, chosen.text
    again = await client.post("/api/v1/auth/reset-password", json={"token": token, "password": "Another-Wave-2026"})
    assert again.status_code == 400 and again.json()["error"] == "invalid_token"
    signed_in = await client.post("/api/v1/auth/login", json=login)
    assert signed_in.status_code == 200, signed_in.text
    as_owner = {"Authorization": f"Bearer {signed_in.json()['accessToken']}"}
    mine = (await client.get("/api/v1/owner/camp", headers=as_owner)).json()
    assert (mine["name"], mine["status"]) == ("Atlas Surf House", "pending")
    drafts = (await client.get("/api/v1/owner/packages", headers=as_owner)).json()
    assert sorted((p["name"], p["status"]) for p in drafts) == [("Longboard Week", "draft"), ("Weekend Wave", "draft")]

    # The back office's package form says "active": in a camp not yet live the package stays a draft.
    longboard = next(p for p in drafts if p["name"] == "Longboard Week")
    url = f"/api/v1/admin/packages/{longboard['id']}"
    edited = await client.patch(url, json={"status": "active", "name": "Longboard Days"}, headers=headers)
    assert edited.status_code == 200, edited.text
    assert (edited.json()["name"], edited.json()["status"]) == ("Longboard Days", "draft")
    assert "Longboard Days" not in str((await client.get("/api/v1/camps", params={"pageSize": 48})).json())


async def test_an_applicant_who_registered_gets_the_application_in_their_registered_camp_on_the_plan_chosen(
    client: httpx.AsyncClient, office: Office
) -> None:
    # The applicant also registered as a camp owner: their account waits for approval with a pending camp.
    registered = await client.post(
        "/api/v1/auth/register",
        json={
            "email": "Youssef@example.com",
            "password": "blue-waves-at-anchor-point",
            "fullName": "Youssef Amrani",
            "campName": "Atlas Surf House",
            "location": "imsouane",
        },
    )
    assert registered.status_code in (200, 201), registered.text
    async with get_sessionmaker()() as session:
        own_camp = await session.scalar(select(SurfCamp).where(SurfCamp.name == "Atlas Surf House"))
    assert own_camp is not None and own_camp.phone is None
    sid = await submission("approved", plan="pro-monthly")

    response = await client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"])
    assert response.status_code == 200, response.text  # was 409 applicant_has_account, with no camp to assign
    assert response.json()["publishedCampId"] == own_camp.id
    async with get_sessionmaker()() as session:
        camps = (await session.scalars(select(SurfCamp))).all()
        camp = await session.get(SurfCamp, own_camp.id)
        packages = (await session.scalars(select(CampPackage).where(CampPackage.camp_id == own_camp.id))).all()
        owner = await session.scalar(select(AdminUser).where(AdminUser.email == "youssef@example.com"))
    assert [c.id for c in camps if c.name == "Atlas Surf House"] == [own_camp.id]  # one camp, not two
    assert camp is not None and (camp.status, camp.phone) == ("pending", "+212 600 111 222")
    assert sorted((p.name, p.status) for p in packages) == [("Longboard Week", "draft"), ("Weekend Wave", "draft")]
    assert owner is not None and (owner.assigned_camp_id, owner.is_active) == (own_camp.id, True)
    mails = [m.email_type for m in await mails_to("youssef@example.com")]
    assert "owner_approved" in mails and "owner_invitation" not in mails
    # The plan chosen in the application is the camp's from publication (it was free while it waited).
    plan = (
        await client.get(f"/api/v1/admin/statements/camps/{own_camp.id}/plan", headers=office["super_admin"])
    ).json()
    assert [(p["plan"], p["validTo"] is None) for p in plan["history"]] == [("pro-monthly", True), ("free", False)]
    # Once they confirm their address (the link of their registration), they sign in with their own password.
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(
            update(User).where(User.email == "youssef@example.com").values(email_verified_at=utcnow())
        )
    login = {"email": "youssef@example.com", "password": "blue-waves-at-anchor-point"}
    signed_in = await client.post("/api/v1/auth/login", json=login)
    assert signed_in.status_code == 200, signed_in.text
    as_owner = {"Authorization": f"Bearer {signed_in.json()['accessToken']}"}
    assert (await client.get("/api/v1/owner/camp", headers=as_owner)).json()["id"] == own_camp.id


async def test_a_new_applicant_s_camp_is_on_the_plan_chosen_from_its_creation(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission("approved", plan="pro-yearly")
    camp_id = (await client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"])).json()["publishedCampId"]
    plan = (await client.get(f"/api/v1/admin/statements/camps/{camp_id}/plan", headers=office["super_admin"])).json()
    assert [(p["plan"], p["validTo"]) for p in plan["history"]] == [("pro-yearly", None)]  # was Start for Free


async def test_an_applicant_whose_account_runs_a_live_camp_is_refused_and_nothing_is_created(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission("approved")
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "youssef@example.com", "camp_owner", camp_id=office.camp_ids["alpha"])
    response = await client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"])
    assert response.status_code == 409 and response.json()["error"] == "applicant_has_account"
    async with get_sessionmaker()() as session:
        row = await session.get(CampSubmission, sid)
        camps = (await session.scalars(select(SurfCamp).where(SurfCamp.name == "Atlas Surf House"))).all()
    assert row is not None and row.status == "approved" and camps == []
    assert await mails_to("youssef@example.com") == []


async def test_publishing_an_application_with_a_price_far_below_its_others_asks_first(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission("approved", price="1.25")
    shown = (await client.get(f"{URL}/{sid}", headers=office["camp_admin"])).json()
    assert [(p["title"], p["priceLooksLow"]) for p in shown["packages"]] == [
        ("Longboard Week", True),
        ("Weekend Wave", False),
    ]
    refused = await client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"])
    assert (refused.status_code, refused.json()["fields"]) == (422, {"packages.0.price": "price_needs_confirmation"})
    confirmed = await client.post(f"{URL}/{sid}/publish", json={"confirmLowPrice": True}, headers=office["camp_admin"])
    assert confirmed.status_code == 200, confirmed.text


async def test_reject_needs_a_reason_and_mails_it_in_the_applicants_language(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission(language="fr")
    url = f"{URL}/{sid}/review"
    response = await client.post(url, json={"decision": "rejected", "reason": "  "}, headers=office["camp_admin"])
    assert response.status_code == 422 and response.json()["fields"] == {"reason": "required"}
    assert (await client.get(f"{URL}/{sid}", headers=office["camp_admin"])).json()["status"] == "pending"
    response = await client.post(
        url,
        json={"decision": "rejected", "adminNotes": "Checked twice", "reason": "Pas de licence d'école de surf"},
        headers=office["camp_admin"],
    )
    body = response.json()
    assert (body["status"], body["adminNotes"]) == ("rejected", "Checked twice")
    assert body["rejectionReason"] == "Pas de licence d'école de surf"
    [mail] = await mails_to("youssef@example.com")
    assert mail.email_type == "submission_rejected" and mail.subject == "Votre candidature pour Atlas Surf House"
    assert "Pas de licence d'école de surf" in mail.text_body and "Checked twice" not in mail.text_body
    assert (await client.post(url, json={"decision": "maybe"}, headers=office["camp_admin"])).status_code == 422


async def test_a_camp_published_from_a_french_application_is_written_in_french(
    client: httpx.AsyncClient, office: Office
) -> None:
    sid = await submission("approved", "Maison Atlas", language="fr")
    listed = (await client.get(URL, headers=office["camp_admin"])).json()["items"]
    assert [item["language"] for item in listed if item["id"] == sid] == ["fr"]
    response = await client.post(f"{URL}/{sid}/publish", headers=office["camp_admin"])
    assert response.status_code == 200, response.text
    camp_id = response.json()["publishedCampId"]
    camp = (await client.get(f"/api/v1/admin/camps/{camp_id}", headers=office["camp_admin"])).json()
    assert camp["sourceLanguage"] == "fr" and set(camp["translations"]) == {"en", "de"}
    packages = (await client.get(f"/api/v1/admin/packages?campId={camp_id}", headers=office["camp_admin"])).json()
    assert {p["sourceLanguage"] for p in packages} == {"fr"}


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
            client.post(
                f"{URL}/{sid}/review", json={"decision": d, "adminNotes": d, "reason": d}, headers=office["camp_admin"]
            )
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
