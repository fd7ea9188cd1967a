"""User management: approvals, roles, the active flag, and the last super admin seat."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, EmailOutbox, SurfCamp, User
from tests.admin.helpers import Office, pending_owner
from tests.factories import PASSWORD, make_user

URL = "/api/v1/admin/users"


async def test_cards_pending_and_table(client: httpx.AsyncClient, office: Office) -> None:
    await pending_owner()
    body = (await client.get(URL, headers=office["super_admin"])).json()
    assert body["summary"] == {"totalUsers": 5, "activeUsers": 3, "campOwners": 2, "pendingApprovals": 1}
    assert [p["email"] for p in body["pending"]] == ["newowner@example.com"]
    assert body["pending"][0]["assignedCampName"] == "Wave Hostel"
    assert body["pending"][0]["assignedCampStatus"] == "pending"
    assert len(body["items"]) == 5


async def test_approve_activates_publishes_a_complete_camp_and_mails_in_the_owners_language(
    client: httpx.AsyncClient, office: Office
) -> None:
    profile_id, camp_id = await pending_owner("de", complete=True)
    response = await client.post(f"{URL}/{profile_id}/approve", headers=office["super_admin"])
    assert response.status_code == 200
    assert response.json()["isActive"] is True and response.json()["pendingApproval"] is False
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, camp_id)
        mail = await session.scalar(select(EmailOutbox).where(EmailOutbox.to_address == "newowner@example.com"))
        actions = set((await session.scalars(select(AuditLog.action))).all())
    assert camp is not None and camp.status == "active"
    assert mail is not None and mail.email_type == "owner_approved" and "freigeschaltet" in mail.subject
    assert {"user.approve", "camp.publish"} <= actions
    login = await client.post("/api/v1/auth/login", json={"email": "newowner@example.com", "password": PASSWORD})
    assert login.status_code == 200
    owner = {"Authorization": f"Bearer {login.json()['accessToken']}"}
    assert (await client.get("/api/v1/owner/camp", headers=owner)).status_code == 200
    packages = (await client.get("/api/v1/owner/packages", headers=owner)).json()
    assert [(p["name"], p["status"]) for p in packages] == [("Wave Week", "active")]


async def test_approving_an_owner_keeps_an_incomplete_camp_pending_and_says_what_is_missing(
    client: httpx.AsyncClient, office: Office
) -> None:
    profile_id, camp_id = await pending_owner("fr")
    response = await client.post(f"{URL}/{profile_id}/approve", headers=office["super_admin"])
    assert response.status_code == 200 and response.json()["isActive"] is True
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, camp_id)
        mail = await session.scalar(select(EmailOutbox).where(EmailOutbox.to_address == "newowner@example.com"))
        actions = set((await session.scalars(select(AuditLog.action))).all())
    # No package and no photo yet: the camp waits; the owner may sign in and complete it.
    assert camp is not None and camp.status == "pending"
    assert "camp.publish" not in actions and "user.approve" in actions
    assert mail is not None and mail.email_type == "owner_approved"
    assert mail.subject == "Votre compte partenaire pour Wave Hostel est approuvé"
    assert "dès qu'il aura un forfait et une photo" in mail.text_body and "est maintenant publié" not in mail.text_body


async def test_reject_keeps_the_record_out_of_the_pending_list_and_tells_the_owner_why(
    client: httpx.AsyncClient, office: Office
) -> None:
    profile_id, camp_id = await pending_owner("de")
    url = f"{URL}/{profile_id}/reject"
    missing = await client.post(url, json={"reason": " "}, headers=office["super_admin"])
    assert missing.status_code == 422 and missing.json()["fields"] == {"reason": "required"}
    response = await client.post(url, json={"reason": "Keine Surfschul-Lizenz"}, headers=office["super_admin"])
    assert response.status_code == 200 and response.json()["isActive"] is False
    assert response.json()["rejectionReason"] == "Keine Surfschul-Lizenz"
    body = (await client.get(URL, headers=office["super_admin"])).json()
    assert body["pending"] == [] and body["summary"]["pendingApprovals"] == 0
    assert any(u["id"] == profile_id and u["rejectedAt"] for u in body["items"])
    again = await client.post(url, json={"reason": "Twice"}, headers=office["super_admin"])
    assert again.status_code == 409 and again.json()["error"] == "owner_already_rejected"
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, camp_id)
        to_owner = select(EmailOutbox).where(EmailOutbox.to_address == "newowner@example.com")
        mails = (await session.scalars(to_owner)).all()
        actions = (await session.scalars(select(AuditLog.action))).all()
    assert camp is not None and camp.status == "pending"
    assert [(m.email_type, m.subject) for m in mails] == [("owner_rejected", "Ihr Partnerkonto für Wave Hostel")]
    assert "Begründung unseres Teams: Keine Surfschul-Lizenz" in mails[0].text_body
    assert list(actions) == ["user.reject"]
    # Signed in, the owner reads that they were not accepted, and why.
    login = await client.post("/api/v1/auth/login", json={"email": "newowner@example.com", "password": PASSWORD})
    profile = login.json()["user"]["profile"]
    assert profile["isActive"] is False and profile["rejectedAt"]
    assert profile["rejectionReason"] == "Keine Surfschul-Lizenz"
    # Approved after all: the reason is gone.
    approved = await client.post(f"{URL}/{profile_id}/approve", headers=office["super_admin"])
    assert approved.json()["rejectionReason"] is None and approved.json()["rejectedAt"] is None


async def test_role_changes_assign_or_clear_the_camp(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["super_admin"]
    users = {u["email"]: u for u in (await client.get(URL, headers=headers)).json()["items"]}
    admin = users["camp-admin@example.com"]
    response = await client.patch(f"{URL}/{admin['id']}", json={"role": "camp_owner"}, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"assignedCampId": "required"}
    bravo = office.camp_ids["bravo"]
    response = await client.patch(
        f"{URL}/{admin['id']}", json={"role": "camp_owner", "assignedCampId": bravo}, headers=headers
    )
    assert response.status_code == 200
    assert response.json()["role"] == "camp_owner" and response.json()["assignedCampName"] == "Surf Bravo"
    owner = users["camp-owner@example.com"]
    response = await client.patch(
        f"{URL}/{owner['id']}", json={"role": "camp_admin", "assignedCampId": bravo}, headers=headers
    )
    assert response.json()["role"] == "camp_admin" and response.json()["assignedCampId"] is None
    response = await client.patch(f"{URL}/{owner['id']}", json={"isActive": False}, headers=headers)
    assert response.json()["isActive"] is False


async def test_the_last_super_admin_cannot_leave_the_seat(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["super_admin"]
    users = {u["email"]: u for u in (await client.get(URL, headers=headers)).json()["items"]}
    me = users["super-admin@example.com"]
    for change in ({"isActive": False}, {"role": "camp_admin"}):
        response = await client.patch(f"{URL}/{me['id']}", json=change, headers=headers)
        assert response.status_code == 409
        assert response.json()["error"] == "last_super_admin"
    # With a second active super admin, stepping down is fine.
    other = users["camp-admin@example.com"]
    assert (
        await client.patch(f"{URL}/{other['id']}", json={"role": "super_admin"}, headers=headers)
    ).status_code == 200
    response = await client.patch(f"{URL}/{me['id']}", json={"role": "camp_admin"}, headers=headers)
    assert response.status_code == 200
    # The one left cannot be demoted by anyone.
    async with get_sessionmaker()() as session, session.begin():
        helper = await make_user(session, "helper@example.com", "super_admin", active=False)
        assert isinstance(helper, User)
    response = await client.patch(f"{URL}/{other['id']}", json={"isActive": False}, headers=office["camp_admin"])
    assert response.status_code == 409


async def test_approve_only_camp_owners(client: httpx.AsyncClient, office: Office) -> None:
    users = {u["email"]: u for u in (await client.get(URL, headers=office["super_admin"])).json()["items"]}
    response = await client.post(
        f"{URL}/{users['camp-admin@example.com']['id']}/approve", headers=office["super_admin"]
    )
    assert response.status_code == 409 and response.json()["error"] == "not_camp_owner"
