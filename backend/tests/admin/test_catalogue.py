"""Camps and packages in the back office."""

from __future__ import annotations

from pathlib import Path

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, Booking, CampPackage
from tests.admin.helpers import Office
from tests.factories import make_camp, make_package, make_user
from tests.outbox import outbox
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

    # The place follows the location key; a typed text is not taken (screens name the key in each language).
    moved = await client.patch(
        f"{CAMPS}/{camp['id']}", json={"locationKey": "tamraght", "location": "Somewhere else"}, headers=headers
    )
    assert moved.json()["location"] == "Tamraght, Morocco" and moved.json()["locationKey"] == "tamraght"

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


async def test_a_pending_camp_is_previewed_and_goes_live_with_a_package_and_a_photo(
    client: httpx.AsyncClient, office: Office
) -> None:
    headers = office["camp_admin"]
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Draft Dunes", status="pending")
        owner = await make_user(session, "dunes@example.com", "camp_owner", active=True, camp_id=camp.id)
        owner.language = "fr"
        await make_user(session, "waiting@example.com", "camp_owner", active=False, camp_id=camp.id)
    url = f"{CAMPS}/{camp.id}"

    response = await client.post(f"{url}/approve", headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "camp_not_ready"  # no package, no photo
    async with get_sessionmaker()() as session, session.begin():
        await make_package(session, camp, name="Dune Week", price="390", status="draft")
        await make_package(session, camp, name="Old Week", status="inactive")
    response = await client.post(f"{url}/approve", headers=headers)
    assert response.status_code == 409 and response.json()["error"] == "camp_not_ready"  # no photo yet

    # The preview shows the cards travellers will see, drafts included, in the language asked for.
    preview = await client.get(f"{url}/preview", params={"lang": "fr"}, headers=headers)
    assert preview.status_code == 200
    assert [(c["name"], c["campName"], c["price"], c["location"]) for c in preview.json()] == [
        ("Dune Week", "Draft Dunes", "390.00", "Taghazout, Maroc")
    ]
    assert "Draft Dunes" not in str((await client.get("/api/v1/camps", params={"pageSize": 48})).json())

    # Each card opens its package's page as it will read once live; the public page does not exist yet.
    draft = preview.json()[0]
    page = await client.get(f"{url}/preview/packages/{draft['packageId']}", params={"lang": "fr"}, headers=headers)
    assert page.status_code == 200, page.text
    assert (page.json()["name"], page.json()["camp"]["name"], page.json()["camp"]["location"]) == (
        "Dune Week",
        "Draft Dunes",
        "Taghazout, Maroc",
    )
    assert (await client.get(f"/api/v1/packages/{draft['packageId']}")).status_code == 404
    async with get_sessionmaker()() as session:
        retired = await session.scalar(select(CampPackage.id).where(CampPackage.name == "Old Week"))
        other = await session.scalar(select(CampPackage.id).where(CampPackage.camp_id != camp.id))
    for hidden in (retired, other, 999999):  # an inactive package, another camp's, none at all
        missing = await client.get(f"{url}/preview/packages/{hidden}", headers=headers)
        assert missing.status_code == 404 and missing.json()["error"] == "package_not_found"

    photo = await upload(client, headers, "camp")
    assert (await client.patch(url, json={"imageUrl": photo}, headers=headers)).status_code == 200
    response = await client.post(f"{url}/approve", headers=headers)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "active"
    again = await client.post(f"{url}/approve", headers=headers)
    assert again.status_code == 409 and again.json()["error"] == "camp_not_pending"
    async with get_sessionmaker()() as session:
        statuses = dict((await session.execute(select(CampPackage.name, CampPackage.status))).all())
        actions = (await session.scalars(select(AuditLog.action).order_by(AuditLog.id))).all()
    mails = await outbox()
    assert statuses["Dune Week"] == "active" and statuses["Old Week"] == "inactive"
    assert list(actions)[-1] == "camp.approve"
    # The active owner is told, in French; the owner still awaiting approval is not.
    assert [(m.to_address, m.email_type, m.subject) for m in mails] == [
        ("dunes@example.com", "owner_approved", "Votre camp Draft Dunes est approuvé")
    ]
    public = (await client.get("/api/v1/camps", params={"pageSize": 48})).json()
    assert "Dune Week" in str(public) and "Old Week" not in str(public)


async def test_only_the_back_office_previews_and_approves(client: httpx.AsyncClient, office: Office) -> None:
    alpha = office.camp_ids["alpha"]
    for headers in (office["camp_owner"], office["anonymous"]):
        assert (await client.post(f"{CAMPS}/{alpha}/approve", headers=headers)).status_code in (401, 404)
        assert (await client.get(f"{CAMPS}/{alpha}/preview", headers=headers)).status_code in (401, 404)
        assert (await client.get(f"{CAMPS}/{alpha}/preview/packages/1", headers=headers)).status_code in (401, 404)
    assert (await client.get(f"{CAMPS}/999999/preview", headers=office["camp_admin"])).status_code == 404


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
    assert package["campName"] == "Surf Bravo" and package["campLocationKey"] == "tamraght"
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


async def test_the_back_office_may_set_every_camp_and_package_field(client: httpx.AsyncClient, office: Office) -> None:
    camps = (await client.get(CAMPS, headers=office["camp_admin"])).json()
    assert camps, "the office has camps"
    writable = camps[0]["writable"]
    assert {"campId", "status", "price", "name"} <= set(writable["package"])
    assert {"locationKey", "mapsEmbedUrl", "status", "featured", "name"} <= set(writable["camp"])
