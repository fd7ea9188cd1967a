"""Camps and packages in the back office."""

from __future__ import annotations

from pathlib import Path

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, Booking, CampPackage
from tests.admin.helpers import Office
from tests.factories import make_camp
from tests.owner.helpers import png_bytes

CAMPS = "/api/v1/admin/camps"
PACKAGES = "/api/v1/admin/packages"


async def upload(client: httpx.AsyncClient, headers: dict[str, str], purpose: str) -> str:
    response = await client.post(
        "/api/v1/media/images",
        files={"file": ("photo.png", png_bytes(), "image/png")},
        data={"purpose": purpose},
        headers=headers,
    )
    assert response.status_code == 201, response.text
    url: str = response.json()["url"]
    return url


def stored(root: Path, url: str) -> bool:
    return (root / url.removeprefix("/media/")).exists()


async def test_camp_create_requires_name_and_location(client: httpx.AsyncClient, office: Office) -> None:
    response = await client.post(CAMPS, json={"name": " "}, headers=office["camp_admin"])
    assert response.status_code == 422
    assert response.json()["fields"] == {"name": "required", "locationKey": "required"}


async def test_camp_crud_with_amenities_status_and_featured(
    client: httpx.AsyncClient, office: Office, media_root: Path
) -> None:
    headers = office["camp_admin"]
    image = await upload(client, headers, "camp")
    response = await client.post(
        CAMPS,
        json={
            "name": "Ocean Vibes",
            "locationKey": "imsouane",
            "amenities": [" WiFi ", "", "Yoga deck", "WiFi"],
            "email": "HELLO@oceanvibes.ma",
            "website": "oceanvibes.ma",
            "imageUrl": image,
        },
        headers=headers,
    )
    assert response.status_code == 201, response.text
    camp = response.json()
    assert camp["location"] == "Imsouane, Morocco" and camp["status"] == "active" and camp["featured"] is False
    assert camp["amenities"] == ["WiFi", "Yoga deck"]
    assert camp["email"] == "hello@oceanvibes.ma" and camp["website"] == "https://oceanvibes.ma"
    assert camp["slug"] == "ocean-vibes"

    response = await client.patch(
        f"{CAMPS}/{camp['id']}", json={"status": "inactive", "featured": True, "imageUrl": None}, headers=headers
    )
    assert response.status_code == 200
    assert response.json()["status"] == "inactive" and response.json()["featured"] is True
    assert not stored(media_root, image)  # the dropped image's files are gone

    names = [c["name"] for c in (await client.get(CAMPS, headers=headers)).json()]
    assert names == sorted(names) and "Ocean Vibes" in names

    response = await client.patch(f"{CAMPS}/{camp['id']}", json={"status": "pending"}, headers=headers)
    assert response.status_code == 422


async def test_deleting_a_camp_removes_its_packages_and_keeps_bookings_as_snapshots(
    client: httpx.AsyncClient, office: Office, media_root: Path
) -> None:
    headers = office["super_admin"]
    alpha = office.camp_ids["alpha"]
    camps = {c["id"]: c for c in (await client.get(CAMPS, headers=headers)).json()}
    assert camps[alpha]["packageCount"] == 1 and camps[alpha]["bookingCount"] == 2
    # Its pending and confirmed bookings are closed first (a camp with open bookings is kept).
    for ref, closed in (("SC-PEND01", "cancelled"), ("SC-CONF01", "completed")):
        booking_id = office.booking_ids[ref]
        patched = await client.patch(f"/api/v1/admin/bookings/{booking_id}", json={"status": closed}, headers=headers)
        assert patched.status_code == 200
    response = await client.delete(f"{CAMPS}/{alpha}", headers=headers)
    assert response.status_code == 200
    assert response.json() == {"id": alpha, "packagesDeleted": 1, "bookingsUnlinked": 2}
    async with get_sessionmaker()() as session:
        assert await session.get(CampPackage, office.package_id) is None
        kept = (await session.scalars(select(Booking).where(Booking.camp_name == "Camp Alpha"))).all()
        entry = await session.scalar(select(AuditLog).where(AuditLog.action == "camp.delete"))
    assert len(kept) == 2 and all(b.camp_id is None and b.package_name == "Week of Waves" for b in kept)
    assert entry is not None and entry.before is not None and entry.before["name"] == "Camp Alpha"
    assert (await client.delete(f"{CAMPS}/{alpha}", headers=headers)).status_code == 404


async def test_a_camp_with_open_bookings_is_not_deleted(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["super_admin"]
    alpha = office.camp_ids["alpha"]
    response = await client.delete(f"{CAMPS}/{alpha}", headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "camp_has_open_bookings"
    async with get_sessionmaker()() as session:
        bookings = (await session.scalars(select(Booking).where(Booking.camp_name == "Camp Alpha"))).all()
        assert await session.get(CampPackage, office.package_id) is not None
    assert {b.camp_id for b in bookings} == {alpha} and {b.status for b in bookings} == {"pending", "confirmed"}
    # One open booking is enough to keep the camp.
    pending = office.booking_ids["SC-PEND01"]
    await client.patch(f"/api/v1/admin/bookings/{pending}", json={"status": "cancelled"}, headers=headers)
    assert (await client.delete(f"{CAMPS}/{alpha}", headers=headers)).status_code == 409
    assert (await client.get(f"{CAMPS}/{alpha}", headers=headers)).status_code == 200


async def test_editing_a_pending_camp_does_not_publish_it(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Waiting Waves", status="pending")
    url = f"{CAMPS}/{camp.id}"
    assert (await client.get(url, headers=headers)).json()["status"] == "pending"

    response = await client.patch(url, json={"name": "Waiting Waves Camp", "status": "active"}, headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "camp_awaits_approval"
    response = await client.patch(url, json={"name": "Waiting Waves Camp", "status": "inactive"}, headers=headers)
    assert response.status_code == 409
    response = await client.patch(url, json={"name": "Waiting Waves Camp", "featured": True}, headers=headers)
    assert response.status_code == 200
    assert response.json()["status"] == "pending" and response.json()["name"] == "Waiting Waves Camp"


async def test_package_needs_a_featured_image(client: httpx.AsyncClient, office: Office) -> None:
    body = {"campId": office.camp_ids["alpha"], "name": "Surf Week", "price": "450", "durationDays": 7}
    response = await client.post(PACKAGES, json=body, headers=office["camp_admin"])
    assert response.status_code == 422
    assert response.json()["fields"] == {"imageUrl": "featured_image_required"}


async def test_package_prices_are_in_eur_only(client: httpx.AsyncClient, office: Office) -> None:
    body = {"campId": office.camp_ids["alpha"], "name": "Dollar Week", "price": "690", "durationDays": 7}
    response = await client.post(PACKAGES, json={**body, "currency": "USD"}, headers=office["camp_admin"])
    assert response.status_code == 422 and response.json()["fields"]["currency"] == "invalid_choice"


async def test_package_crud_with_images(client: httpx.AsyncClient, office: Office, media_root: Path) -> None:
    headers = office["camp_admin"]
    featured = await upload(client, headers, "package-featured")
    gallery = [await upload(client, headers, "package-gallery") for _ in range(2)]
    response = await client.post(
        PACKAGES,
        json={
            "campId": office.camp_ids["bravo"],
            "name": "Surf & Yoga Week",
            "price": "649.50",
            "durationDays": 7,
            "maxParticipants": None,
            "imageUrl": featured,
            "galleryImages": gallery,
            "includedFeatures": ["Daily lessons", " ", "Board rental"],
        },
        headers=headers,
    )
    assert response.status_code == 201, response.text
    package = response.json()
    assert package["campName"] == "Surf Bravo" and package["campLocation"] == "Tamraght, Morocco"
    assert package["currency"] == "EUR" and package["difficultyLevel"] == "all_levels"
    assert package["status"] == "active" and package["price"] == "649.50"
    assert package["includedFeatures"] == ["Daily lessons", "Board rental"]

    listed = (await client.get(PACKAGES, headers=headers)).json()
    assert listed[0]["id"] == package["id"]  # newest first

    response = await client.patch(
        f"{PACKAGES}/{package['id']}",
        json={"galleryImages": gallery[:1], "status": "inactive", "maxParticipants": 6},
        headers=headers,
    )
    assert response.status_code == 200
    assert response.json()["galleryImages"] == gallery[:1] and response.json()["status"] == "inactive"
    assert not stored(media_root, gallery[1]) and stored(media_root, gallery[0])

    response = await client.patch(f"{PACKAGES}/{package['id']}", json={"imageUrl": None}, headers=headers)
    assert response.status_code == 422

    response = await client.delete(f"{PACKAGES}/{package['id']}", headers=headers)
    assert response.status_code == 204
    assert not stored(media_root, featured) and not stored(media_root, gallery[0])
    assert (await client.get(f"{PACKAGES}/{package['id']}", headers=headers)).status_code == 404


async def test_an_active_package_needs_a_price_above_zero(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    body = {
        "campId": office.camp_ids["alpha"],
        "name": "Free Week",
        "price": "0",
        "durationDays": 7,
        "imageUrl": "/media/seed/alpha-1200.jpg",
    }
    response = await client.post(PACKAGES, json=body, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"price": "price_required"}
    # Inactive it may wait for its price; it goes on sale once it has one.
    response = await client.post(PACKAGES, json={**body, "status": "inactive"}, headers=headers)
    assert response.status_code == 201
    url = f"{PACKAGES}/{response.json()['id']}"
    response = await client.patch(url, json={"status": "active"}, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"price": "price_required"}
    response = await client.patch(url, json={"status": "active", "price": "380"}, headers=headers)
    assert response.status_code == 200 and response.json()["status"] == "active"
    response = await client.patch(url, json={"price": "0"}, headers=headers)
    assert response.status_code == 422
    assert (await client.get(url, headers=headers)).json()["price"] == "380.00"


async def test_too_many_gallery_images(client: httpx.AsyncClient, office: Office) -> None:
    body = {
        "campId": office.camp_ids["alpha"],
        "name": "Big Gallery",
        "price": "100",
        "durationDays": 3,
        "imageUrl": "/media/x-1200.jpg",
        "galleryImages": [f"/media/g{i}-1200.jpg" for i in range(6)],
    }
    response = await client.post(PACKAGES, json=body, headers=office["camp_admin"])
    assert response.status_code == 422 and response.json()["fields"] == {"galleryImages": "too_many_images"}
