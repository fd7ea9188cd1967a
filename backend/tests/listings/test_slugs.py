"""One slugify for every path that names a camp or package: accents fold ("Café" -> "cafe")."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.listings.slugs import slugify
from app.models import CampPackage, CampSubmission, SurfCamp
from seed.catalogue import slugify as seed_slugify
from tests.owner.helpers import World


def test_slugify_folds_accents_drops_apostrophes_and_falls_back() -> None:
    assert slugify("Café Ocean") == "cafe-ocean"
    assert slugify("Devil's Rock — Taghazout") == "devils-rock-taghazout"
    assert slugify("  ¡¿  ", fallback="camp") == "camp"
    assert len(slugify("a " * 200)) <= 150 and not slugify("a " * 200).endswith("-")


def test_the_seed_uses_the_same_slugify() -> None:
    assert seed_slugify("Café Ocean") == "cafe-ocean"


async def test_owner_registration_folds_accents_in_the_camp_slug(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/auth/register",
        json={
            "email": "cafe@example.com",
            "password": "blue-waves-at-anchor-point",
            "fullName": "Yassine Amrani",
            "campName": "Café Ocean",
            "location": "imsouane",
        },
    )
    assert response.status_code == 201, response.text
    async with get_sessionmaker()() as session:
        camp = await session.scalar(select(SurfCamp).where(SurfCamp.name == "Café Ocean"))
    assert camp is not None and camp.slug.startswith("cafe-ocean-")


async def test_the_back_office_and_the_owner_fold_accents(client: httpx.AsyncClient, world: World) -> None:
    response = await client.post(
        "/api/v1/admin/camps", json={"name": "Café Ocean", "locationKey": "agadir"}, headers=world.admin
    )
    assert response.status_code == 201 and response.json()["slug"] == "cafe-ocean"
    body = {"name": "Café Week", "price": "300", "imageUrl": world.a.package.image_url}
    response = await client.post("/api/v1/owner/packages", json=body, headers=world.a.owner)
    assert response.status_code == 201 and response.json()["slug"] == "cafe-week"
    body = {**body, "campId": world.b.camp.id, "name": "Café Week", "durationDays": 7}
    response = await client.post("/api/v1/admin/packages", json=body, headers=world.admin)
    assert response.status_code == 201 and response.json()["slug"] == "cafe-week-2"


async def test_a_published_submission_folds_accents(client: httpx.AsyncClient, world: World) -> None:
    async with get_sessionmaker()() as session, session.begin():
        row = CampSubmission(
            camp_name="Café Atlas",
            camp_location="imsouane",
            camp_email="atlas@example.com",
            owner_name="Youssef Amrani",
            owner_email="youssef@example.com",
            packages=[{"title": "Crème Week", "price": "540", "duration_days": 7, "inclusions": []}],
            optional_addons=[],
            status="approved",
        )
        session.add(row)
    response = await client.post(f"/api/v1/admin/submissions/{row.id}/publish", headers=world.admin)
    assert response.status_code == 200, response.text
    async with get_sessionmaker()() as session:
        camp = await session.get(SurfCamp, response.json()["publishedCampId"])
        package = await session.scalar(select(CampPackage).where(CampPackage.name == "Crème Week"))
    assert camp is not None and camp.slug == "cafe-atlas"
    assert package is not None and package.slug == "creme-week"
