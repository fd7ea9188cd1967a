from __future__ import annotations

from datetime import timedelta

import httpx

from app.db import get_sessionmaker
from app.models import AuditLog, CampSubmission, JobFailure, Review
from app.models.base import utcnow
from tests.admin.helpers import Office, booking, pending_owner


async def test_dashboard_figures_and_recent_activity(client: httpx.AsyncClient, office: Office) -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            CampSubmission(
                camp_name="New Camp",
                camp_location="agadir",
                camp_email="n@example.com",
                owner_name="Nora",
                owner_email="n@example.com",
                packages=[],
                optional_addons=[],
            )
        )
    headers = office["camp_admin"]
    booking_id = office.booking_ids["SC-PEND01"]
    await client.patch(f"/api/v1/admin/bookings/{booking_id}", json={"status": "confirmed"}, headers=headers)
    body = (await client.get("/api/v1/admin/dashboard", headers=headers)).json()
    assert body["bookings"]["total"] == 4 and body["bookings"]["confirmed"] == 2
    assert body["bookings"]["revenue"] == "1300.00"
    assert body["pendingSubmissions"] == 1 and body["newSubmissionsLast7Days"] == 1
    assert body["pendingApprovals"] == 0 and body["bookingsLast7Days"] == 4
    activity = body["recentActivity"]
    assert activity[0]["kind"] == "admin_action" and activity[0]["action"] == "booking.update"
    assert activity[0]["actorName"] == "Camp-Admin" and activity[0]["title"] == "SC-PEND01"
    kinds = {a["kind"] for a in activity}
    assert kinds == {"admin_action", "booking", "submission"}


async def test_every_write_is_audited_and_super_admins_read_it(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    camp = (
        await client.post("/api/v1/admin/camps", json={"name": "Audit Camp", "locationKey": "agadir"}, headers=headers)
    ).json()
    await client.patch(f"/api/v1/admin/camps/{camp['id']}", json={"featured": True}, headers=headers)
    content = (
        await client.post("/api/v1/admin/content", json={"sectionKey": "faq", "content": "Q"}, headers=headers)
    ).json()
    await client.patch(f"/api/v1/admin/content/{content['id']}", json={"isActive": False}, headers=headers)
    await client.delete(f"/api/v1/admin/content/{content['id']}", headers=headers)
    await client.delete(f"/api/v1/admin/camps/{camp['id']}", headers=headers)

    assert (await client.get("/api/v1/admin/audit-log", headers=headers)).status_code == 403
    log = (await client.get("/api/v1/admin/audit-log", headers=office["super_admin"])).json()
    actions = [e["action"] for e in log["items"]]
    assert actions == [
        "camp.delete",
        "content.delete",
        "content.toggle",
        "content.create",
        "camp.update",
        "camp.create",
    ]
    update = log["items"][4]
    assert update["before"] == {"featured": False}
    assert update["after"] == {"featured": True, "name": "Audit Camp"}
    assert update["actorEmail"] == "camp-admin@example.com" and update["entityId"] == str(camp["id"])
    only_camps = (
        await client.get("/api/v1/admin/audit-log", params={"entityType": "camp"}, headers=office["super_admin"])
    ).json()
    assert only_camps["total"] == 3


async def test_activity_keeps_new_bookings_in_view_and_shows_each_admin_only_what_they_may_see(
    client: httpx.AsyncClient, office: Office
) -> None:
    profile_id, camp_id = await pending_owner(complete=True)
    response = await client.post(f"/api/v1/admin/users/{profile_id}/approve", headers=office["super_admin"])
    assert response.status_code == 200
    async with get_sessionmaker()() as session, session.begin():
        session.add(booking(None, "SC-NEWREQ", camp_name="Wave Hostel", created_at=utcnow()))
    # A busy editing session after the new request: twenty camp edits.
    for n in range(20):
        patched = await client.patch(
            f"/api/v1/admin/camps/{camp_id}", json={"shortDescription": f"Edit {n}"}, headers=office["camp_admin"]
        )
        assert patched.status_code == 200

    async def feed(principal: str) -> list[dict[str, str]]:
        body = (await client.get("/api/v1/admin/dashboard", headers=office[principal])).json()
        items: list[dict[str, str]] = body["recentActivity"]
        return items

    for principal in ("camp_admin", "super_admin"):
        items = await feed(principal)
        assert len(items) <= 12
        assert "SC-NEWREQ" in [i.get("reference") for i in items], principal
        assert sum(1 for i in items if i.get("action") == "camp.update") <= 3
        assert "camp.publish" in [i.get("action") for i in items]  # the approval published the camp
        assert [i["at"] for i in items] == sorted((i["at"] for i in items), reverse=True)
    # The owner's approval is a super admin's decision about a user: not a camp admin's to see.
    camp_admin_actions = [i.get("action") for i in await feed("camp_admin")]
    assert not any(a and a.startswith("user.") for a in camp_admin_actions)
    assert "user.approve" in [i.get("action") for i in await feed("super_admin")]


async def test_a_field_no_longer_stored_is_left_out_of_the_entry(client: httpx.AsyncClient, office: Office) -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            AuditLog(
                actor_party="team",
                action="camp.update",
                entity_type="camp",
                entity_id="1",
                before={"status": "inactive", "old_column": 1},
                after={"status": "active", "old_column": 2},
                created_at=utcnow(),
            )
        )
    log = (await client.get("/api/v1/admin/audit-log", headers=office["super_admin"])).json()
    assert log["items"][0]["before"] == {"status": "inactive"}
    assert log["items"][0]["after"] == {"status": "active"}


async def test_activity_names_what_each_edit_was_about(client: httpx.AsyncClient, office: Office) -> None:
    """The feed gets the reviewer of a review and the section of a content item, never a bare code to show."""
    headers = office["super_admin"]
    async with get_sessionmaker()() as session, session.begin():
        review = Review(camp_id=office.camp_ids["alpha"], rating=2, comment="Meh", reviewer_first_name="Lena")
        session.add(review)
        await session.flush()
        review_id = review.id
    await client.post(f"/api/v1/admin/reviews/{review_id}/hide", json={"reason": "Off topic"}, headers=headers)
    content = (
        await client.post(
            "/api/v1/admin/content", json={"sectionKey": "faq", "title": "Visas", "content": "Q"}, headers=headers
        )
    ).json()
    await client.patch(f"/api/v1/admin/content/{content['id']}", json={"isActive": False}, headers=headers)
    activity = (await client.get("/api/v1/admin/dashboard", headers=headers)).json()["recentActivity"]
    edits = [(a["action"], a["entityType"], a["title"], a["section"]) for a in activity if a["kind"] == "admin_action"]
    assert edits == [
        ("content.toggle", "content", "Visas", "faq"),
        ("content.create", "content", "Visas", "faq"),
        ("review.hide", "review", "Lena", None),
    ]


async def test_activity_shows_every_state_a_booking_or_listing_can_be_in(
    client: httpx.AsyncClient, office: Office
) -> None:
    """A request whose hold ran out is "expired"; the feed listed only some states and answered 500."""
    async with get_sessionmaker()() as session, session.begin():
        session.add(booking(None, "SC-EXPIRD", status="expired", camp_name="Wave Hostel", created_at=utcnow()))
    response = await client.get("/api/v1/admin/dashboard", headers=office["camp_admin"])
    assert response.status_code == 200, response.text
    expired = [i for i in response.json()["recentActivity"] if i.get("reference") == "SC-EXPIRD"]
    assert [(i["kind"], i["status"]) for i in expired] == [("booking", "expired")]


async def test_the_dashboard_lists_the_rows_the_background_jobs_fail_on(
    client: httpx.AsyncClient, office: Office
) -> None:
    now = utcnow()
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(
            [
                JobFailure(
                    job="waitlist",
                    row_key="waitlist_entry:17",
                    error_class="OverflowError",
                    message="date value out of range",
                    count=3,
                    first_seen_at=now - timedelta(minutes=10),
                    last_seen_at=now - timedelta(minutes=1),
                ),
                JobFailure(
                    job="mail_delivery",
                    row_key="",  # the whole job: it runs every pass, never paused
                    error_class="OperationalError",
                    message="disk full",
                    count=4,
                    first_seen_at=now,
                    last_seen_at=now,
                ),
                # A job that no longer runs (a name from an older release) is not listed.
                JobFailure(job="retired", row_key="", error_class="E", message="", first_seen_at=now, last_seen_at=now),
            ]
        )
    for principal in ("super_admin", "camp_admin"):
        jobs = (await client.get("/api/v1/admin/dashboard", headers=office[principal])).json()["backgroundJobs"]
        assert jobs["totalFailing"] == 2
        assert [(f["job"], f["rowKey"], f["count"], f["paused"]) for f in jobs["failing"]] == [
            ("mail_delivery", "", 4, False),
            ("waitlist", "waitlist_entry:17", 3, True),  # three failures: tried once a day
        ]
        assert jobs["failing"][1]["errorClass"] == "OverflowError"
        assert jobs["failing"][1]["message"] == "date value out of range"
    assert (await client.get("/api/v1/admin/dashboard", headers=office["camp_owner"])).status_code == 404
