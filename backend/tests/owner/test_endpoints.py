"""The camp owner's API: their camp, packages, bookings and figures — and nothing of any other camp."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import delete, update

from app.db import get_sessionmaker
from app.listings.translations import written_against_source
from app.models import Booking, CampPackage, EmailOutbox, SurfCamp, User
from app.models.base import utcnow
from tests.outbox import outbox
from tests.owner.helpers import World, bearer


async def outbox_to(address: str) -> list[EmailOutbox]:
    return await outbox(EmailOutbox.to_address == address)


async def test_the_owner_reads_their_own_camp(client: httpx.AsyncClient, world: World) -> None:
    response = await client.get("/api/v1/owner/camp", headers=world.a.owner)
    assert response.status_code == 200
    body = response.json()
    assert body["id"] == world.a.camp.id and body["name"] == "Camp Alpha"
    assert {"shortDescription", "amenities", "mapsUrl", "imageUrl", "website", "phone", "email"} <= body.keys()


async def test_an_owner_without_a_camp_row_sees_camp_not_found(client: httpx.AsyncClient, world: World) -> None:
    async with get_sessionmaker()() as session:
        await session.execute(delete(SurfCamp).where(SurfCamp.id == world.a.camp.id))
        await session.commit()
    response = await client.get("/api/v1/owner/camp", headers=world.a.owner)
    assert response.status_code == 404 and response.json()["error"] == "camp_not_found"
    assert response.json()["detail"] == "Unable to load camp data. Please contact support."


async def test_the_owner_edits_every_camp_field(client: httpx.AsyncClient, world: World) -> None:
    changes = {
        "name": "Camp Alpha Surf House",
        "description": "Right on the point.",
        "shortDescription": "Surf house at Anchor Point",
        "address": "Route d'Essaouira, Taghazout",
        "phone": "+212 600 111 222",
        "email": "Hello@CampAlpha.ma",
        "website": "campalpha.ma",
        "amenities": [" Wi-Fi ", "", "Rooftop terrace", "Wi-Fi", "Surf storage"],
        "mapsUrl": "https://maps.example.com/?q=alpha",
    }
    response = await client.patch("/api/v1/owner/camp", json=changes, headers=world.a.owner)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["name"] == "Camp Alpha Surf House" and body["email"] == "hello@campalpha.ma"
    assert body["website"] == "https://campalpha.ma"
    assert body["amenities"] == ["Wi-Fi", "Rooftop terrace", "Surf storage"]
    # Clearing an optional field works; the location and status are not the owner's to change.
    response = await client.patch(
        "/api/v1/owner/camp", json={"phone": "", "status": "active", "location": "agadir"}, headers=world.a.owner
    )
    assert response.json()["phone"] is None and response.json()["locationKey"] == "taghazout"


async def test_camp_edits_are_validated(client: httpx.AsyncClient, world: World) -> None:
    response = await client.patch(
        "/api/v1/owner/camp",
        json={"name": " ", "email": "not-an-email", "website": "not a site", "amenities": ["x" * 101]},
        headers=world.a.owner,
    )
    assert response.status_code == 422
    assert response.json()["fields"] == {
        "name": "required",
        "email": "invalid_email",
        "website": "invalid_url",
        "amenities": "too_long",
    }


async def test_a_new_package_gets_the_spec_defaults(client: httpx.AsyncClient, world: World) -> None:
    response = await client.post(
        "/api/v1/owner/packages",
        json={"name": "Camp Alpha Week", "imageUrl": world.a.package.image_url, "price": "450"},
        headers=world.a.owner,
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["durationDays"], body["difficultyLevel"], body["maxParticipants"]) == (7, "beginner", 8)
    assert (body["featured"], body["status"], body["price"], body["currency"]) == (False, "active", "450", "EUR")
    assert body["slug"] == "camp-alpha-week-2"  # the first package already has "camp-alpha-week"
    assert body["campId"] == world.a.camp.id


async def test_package_create_rules(client: httpx.AsyncClient, world: World) -> None:
    response = await client.post(
        "/api/v1/owner/packages",
        json={
            "name": "",
            "price": -1,
            "durationDays": 0,
            "galleryImages": [f"/media/x/{i}-1200.jpg" for i in range(6)],
        },
        headers=world.a.owner,
    )
    assert response.status_code == 422
    assert response.json()["fields"] == {
        "name": "required",
        "price": "too_small",
        "durationDays": "too_small",
        "imageUrl": "featured_image_required",
        "galleryImages": "too_many_images",
    }
    # The status is always active on create, whatever the client sends.
    response = await client.post(
        "/api/v1/owner/packages",
        json={
            "name": "Sneaky",
            "price": "300",
            "imageUrl": world.a.package.image_url,
            "status": "inactive",
            "campId": world.b.camp.id,
        },
        headers=world.a.owner,
    )
    assert response.json()["status"] == "active" and response.json()["campId"] == world.a.camp.id


async def test_a_package_goes_on_sale_only_with_a_price_above_zero(client: httpx.AsyncClient, world: World) -> None:
    url = "/api/v1/owner/packages"
    body = {"name": "Free Week", "imageUrl": world.a.package.image_url}
    for price in (None, "0", "0.00"):
        sent = body if price is None else {**body, "price": price}
        response = await client.post(url, json=sent, headers=world.a.owner)
        assert response.status_code == 422, price
        assert response.json()["fields"] == {"price": "price_required"}
    packages = (await client.get(url, headers=world.a.owner)).json()
    assert [p["name"] for p in packages] == [world.a.package.name]

    response = await client.patch(f"{url}/{world.a.package.id}", json={"price": 0}, headers=world.a.owner)
    assert response.status_code == 422 and response.json()["fields"] == {"price": "price_required"}
    # A cent is above zero (and far below the floor, so confirmed: app/listings/prices.py).
    body = {"price": "0.01", "confirmLowPrice": True}
    response = await client.patch(f"{url}/{world.a.package.id}", json=body, headers=world.a.owner)
    assert response.status_code == 200 and response.json()["price"] == "0.01"


async def test_package_prices_are_in_eur_only(client: httpx.AsyncClient, world: World) -> None:
    # A USD price would be quoted and filtered as EUR: the form takes EUR only.
    body = {"name": "Dollar Week", "price": 690, "currency": "USD", "imageUrl": world.a.package.image_url}
    response = await client.post("/api/v1/owner/packages", json=body, headers=world.a.owner)
    assert response.status_code == 422 and response.json()["fields"] == {"currency": "invalid_choice"}
    response = await client.patch(
        f"/api/v1/owner/packages/{world.a.package.id}", json={"currency": "GBP"}, headers=world.a.owner
    )
    assert response.status_code == 422 and response.json()["fields"] == {"currency": "invalid_choice"}


async def test_soft_delete_hides_the_package_from_the_owner_and_the_public(
    client: httpx.AsyncClient, world: World
) -> None:
    package_id = world.a.package.id
    assert (await client.get(f"/api/v1/packages/{package_id}")).status_code == 200
    response = await client.delete(f"/api/v1/owner/packages/{package_id}", headers=world.a.owner)
    assert response.status_code == 204
    assert (await client.get("/api/v1/owner/packages", headers=world.a.owner)).json() == []
    assert (await client.get(f"/api/v1/packages/{package_id}")).status_code == 404
    async with get_sessionmaker()() as session:
        package = await session.get(CampPackage, package_id)
        assert package is not None and package.status == "inactive"  # kept: the back office can restore it
    # A soft-deleted package is gone for the owner: no edits, no second delete.
    assert (
        await client.patch(f"/api/v1/owner/packages/{package_id}", json={}, headers=world.a.owner)
    ).status_code == 404
    assert (await client.delete(f"/api/v1/owner/packages/{package_id}", headers=world.a.owner)).status_code == 404
    stats = (await client.get("/api/v1/owner/stats", headers=world.a.owner)).json()
    assert stats["activePackages"] == 0


async def test_bookings_are_the_camps_newest_first_and_paginated(client: httpx.AsyncClient, world: World) -> None:
    async with get_sessionmaker()() as session:
        now = utcnow()
        for offset, booking_id in enumerate([world.a.pending.id, world.a.confirmed.id]):
            await session.execute(
                update(Booking).where(Booking.id == booking_id).values(created_at=now - timedelta(days=10 + offset))
            )
        await session.commit()
    body = (await client.get("/api/v1/owner/bookings", headers=world.a.owner)).json()
    assert body["total"] == 3 and body["page"] == 1 and body["pageSize"] == 20
    assert [b["bookingReference"] for b in body["items"]] == ["SC-ACANC1", "SC-APEND1", "SC-ACONF1"]
    page2 = (await client.get("/api/v1/owner/bookings?page=2&pageSize=2", headers=world.a.owner)).json()
    assert [b["bookingReference"] for b in page2["items"]] == ["SC-ACONF1"] and page2["total"] == 3
    pending = (await client.get("/api/v1/owner/bookings?status=pending", headers=world.a.owner)).json()
    assert [b["bookingReference"] for b in pending["items"]] == ["SC-APEND1"]


async def test_the_owner_reads_the_booked_package_in_their_account_language(
    client: httpx.AsyncClient, world: World
) -> None:
    async with get_sessionmaker()() as session:
        package = await session.get_one(CampPackage, world.a.package.id)
        package.translations = written_against_source(package, {"fr": {"name": "Semaine de surf"}})
        await session.execute(update(User).where(User.id == world.a.owner_id).values(language="fr"))
        await session.commit()
    items = (await client.get("/api/v1/owner/bookings", headers=world.a.owner)).json()["items"]
    assert {b["packageName"] for b in items} == {"Semaine de surf"} and all(b["fallbackLanguages"] == {} for b in items)
    # Untranslated into German: the booked (English) name, marked as English.
    async with get_sessionmaker()() as session:
        await session.execute(update(User).where(User.id == world.a.owner_id).values(language="de"))
        await session.commit()
    items = (await client.get("/api/v1/owner/bookings", headers=world.a.owner)).json()["items"]
    assert {b["packageName"] for b in items} == {world.a.package.name}
    assert all(b["fallbackLanguages"] == {"packageName": "en"} for b in items)


async def test_confirm_moves_only_a_pending_booking_and_mails_the_traveller(
    client: httpx.AsyncClient, world: World
) -> None:
    booking = world.a.pending
    response = await client.post(f"/api/v1/owner/bookings/{booking.id}/confirm", headers=world.a.owner)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "confirmed" and response.json()["confirmedAt"] is not None
    mails = await outbox_to(booking.email)
    assert len(mails) == 1 and mails[0].email_type == "booking_confirmed"
    assert mails[0].subject == f"Votre réservation {booking.booking_reference} est confirmée"  # booked in French
    # A confirmed booking cannot be confirmed again (no second mail); it can still be cancelled.
    again = await client.post(f"/api/v1/owner/bookings/{booking.id}/confirm", headers=world.a.owner)
    assert again.status_code == 409 and again.json()["error"] == "booking_move_not_allowed"
    assert len(await outbox_to(booking.email)) == 1
    cancel = await client.post(
        f"/api/v1/owner/bookings/{booking.id}/cancel", json={"reason": "Changed mind"}, headers=world.a.owner
    )
    assert cancel.status_code == 200 and cancel.json()["status"] == "cancelled"
    assert [m.email_type for m in await outbox_to(booking.email)] == ["booking_confirmed", "booking_cancelled"]


async def test_cancel_needs_a_reason_stores_it_and_mails_the_traveller(client: httpx.AsyncClient, world: World) -> None:
    booking = world.a.pending
    url = f"/api/v1/owner/bookings/{booking.id}/cancel"
    for body in ({}, {"reason": "   "}):
        response = await client.post(url, json=body, headers=world.a.owner)
        assert response.status_code == 422 and response.json()["fields"] == {"reason": "required"}
    response = await client.post(url, json={"reason": "Fully booked that week"}, headers=world.a.owner)
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "cancelled" and body["cancellationReason"] == "Fully booked that week"
    assert body["cancelledAt"] is not None
    [mail] = await outbox_to(booking.email)
    assert mail.email_type == "booking_cancelled" and "Fully booked that week" in mail.text_body
    again = await client.post(url, json={"reason": "x"}, headers=world.a.owner)
    assert again.status_code == 409 and again.json()["error"] == "booking_move_not_allowed"


async def test_stats_are_computed_by_the_database_for_the_owners_camp(client: httpx.AsyncClient, world: World) -> None:
    response = await client.get("/api/v1/owner/stats", headers=world.a.owner)
    assert response.json() == {
        "activePackages": 1,
        "totalBookings": 3,
        "pendingBookings": 1,
        "confirmedBookings": 1,
        "revenue": "600.00",  # the confirmed 600; the pending 400 and the cancelled 1000 are no revenue
        "currency": "EUR",
        "unreadMessages": 0,
    }


@pytest.mark.parametrize("path", ["/api/v1/owner/bookings/999999/confirm", "/api/v1/owner/packages/999999"])
async def test_unknown_ids_answer_404(client: httpx.AsyncClient, world: World, path: str) -> None:
    method = "POST" if path.endswith("confirm") else "PATCH"
    response = await client.request(method, path, json={}, headers=world.a.owner)
    assert response.status_code == 404


async def test_a_token_of_a_deleted_user_is_refused(client: httpx.AsyncClient, world: World) -> None:
    assert (await client.get("/api/v1/owner/camp", headers=bearer(987654))).status_code == 401


async def test_a_new_package_of_a_camp_not_yet_live_is_a_draft_the_owner_sees(
    client: httpx.AsyncClient, world: World
) -> None:
    async with get_sessionmaker()() as session:
        await session.execute(update(SurfCamp).where(SurfCamp.id == world.a.camp.id).values(status="pending"))
        await session.commit()
    body = {"name": "Draft Week", "price": "300", "durationDays": 7, "imageUrl": world.a.package.image_url}
    created = await client.post("/api/v1/owner/packages", json=body, headers=world.a.owner)
    assert created.status_code == 201, created.text
    assert created.json()["status"] == "draft"
    listed = (await client.get("/api/v1/owner/packages", headers=world.a.owner)).json()
    assert ("Draft Week", "draft") in [(p["name"], p["status"]) for p in listed]
    # Deleted by the owner, a draft is gone from their list like any package.
    assert (await client.delete(f"/api/v1/owner/packages/{created.json()['id']}", headers=world.a.owner)).is_success
    listed = (await client.get("/api/v1/owner/packages", headers=world.a.owner)).json()
    assert "Draft Week" not in [p["name"] for p in listed]


async def test_the_owners_camp_says_which_fields_the_owner_may_set(client: httpx.AsyncClient, world: World) -> None:
    # The owner's package and camp forms show what the server says the owner may write.
    writable = (await client.get("/api/v1/owner/camp", headers=world.a.owner)).json()["writable"]
    assert {"name", "price", "durationDays", "maxParticipants", "imageUrl", "translations"} <= set(writable["package"])
    assert not {"campId", "status"} & set(writable["package"])
    assert {"name", "amenities", "mapsUrl"} <= set(writable["camp"])
    assert not {"locationKey", "mapsEmbedUrl", "status", "featured"} & set(writable["camp"])
    assert "confirmLowPrice" not in writable["package"]
