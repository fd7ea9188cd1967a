"""Admins hide a review with a reason; the rating follows; the change is audited."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import AuditLog, Review
from app.reviews.service import refresh_package_ratings
from tests.factories import PASSWORD, make_camp, make_package, make_user


async def test_a_hidden_review_leaves_the_page_and_the_rating(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        package = await make_package(session, camp)
        await make_user(session, "admin@example.com", "camp_admin")
        await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        for rating in (5, 1):
            session.add(
                Review(
                    package_id=package.id, camp_id=camp.id, rating=rating, comment=f"r{rating}", reviewer_first_name="A"
                )
            )
        await session.flush()
        await refresh_package_ratings(session)
        low = await session.scalar(select(Review.id).where(Review.rating == 1))

    async def token(email: str) -> dict[str, str]:
        r = await client.post("/api/v1/auth/login", json={"email": email, "password": PASSWORD})
        return {"Authorization": f"Bearer {r.json()['accessToken']}"}

    owner = await client.post(
        f"/api/v1/admin/reviews/{low}/hide", json={"reason": "spam"}, headers=await token("owner@example.com")
    )
    assert owner.status_code == 404
    headers = await token("admin@example.com")
    missing_reason = await client.post(f"/api/v1/admin/reviews/{low}/hide", json={"reason": " "}, headers=headers)
    assert missing_reason.status_code == 422
    hidden = await client.post(
        f"/api/v1/admin/reviews/{low}/hide", json={"reason": "Not about this camp"}, headers=headers
    )
    assert hidden.status_code == 200 and hidden.json()["hiddenReason"] == "Not about this camp"
    page = (await client.get(f"/api/v1/packages/{package.id}")).json()
    assert (page["rating"], page["reviewCount"]) == ("5.00", 1)
    assert [r["rating"] for r in (await client.get(f"/api/v1/packages/{package.id}/reviews")).json()["items"]] == [5]
    async with get_sessionmaker()() as session:
        entry = await session.scalar(select(AuditLog).where(AuditLog.action == "review.hide"))
    assert entry is not None
    assert entry.after == {"is_hidden": True, "hidden_reason": "Not about this camp", "reviewer_first_name": "A"}
    shown = await client.post(f"/api/v1/admin/reviews/{low}/show", headers=headers)
    assert shown.status_code == 200 and shown.json()["isHidden"] is False


async def test_testimonials_come_from_real_reviews_only_when_there_are_enough(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Anchor Point")
        package = await make_package(session, camp)
        for i, (rating, demo, lang) in enumerate(
            [(5, True, "en"), (5, False, "de"), (4, False, "en"), (2, False, "en")]
        ):
            session.add(
                Review(
                    package_id=package.id,
                    camp_id=camp.id,
                    rating=rating,
                    is_demo=demo,
                    language=lang,
                    comment=f"Review number {i} with enough words",
                    reviewer_first_name=f"P{i}",
                )
            )
    # Two qualifying real reviews: not enough, the home page keeps its CMS testimonials.
    assert (await client.get("/api/v1/reviews/testimonials")).json() == {"items": []}
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            Review(
                package_id=package.id,
                camp_id=camp.id,
                rating=5,
                language="de",
                comment="Wunderbare Woche mit tollen Lehrern",
                reviewer_first_name="Jonas",
                reviewer_country="DE",
            )
        )
    items = (await client.get("/api/v1/reviews/testimonials?lang=de")).json()["items"]
    assert [i["name"] for i in items] == ["Jonas", "P1", "P2"]  # German first, never demo or low ratings
    assert items[0] == {
        "name": "Jonas",
        "country": "DE",
        "text": "Wunderbare Woche mit tollen Lehrern",
        "rating": 5,
        "campName": "Anchor Point",
        "language": "de",
        "translation": None,
    }


async def _review_in_german(comment: str = "Die Lehrer waren geduldig und das Essen war großartig.") -> tuple[int, int]:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        package = await make_package(session, camp)
        await make_user(session, "admin@example.com", "camp_admin")
        await make_user(session, "owner@example.com", "camp_owner", camp_id=camp.id)
        review = Review(
            package_id=package.id,
            camp_id=camp.id,
            rating=5,
            comment=comment,
            reviewer_first_name="Lukas",
            reviewer_country="DE",
            language="de",
        )
        session.add(review)
        await session.flush()
        return package.id, review.id


async def _headers(client: httpx.AsyncClient, email: str) -> dict[str, str]:
    r = await client.post("/api/v1/auth/login", json={"email": email, "password": PASSWORD})
    return {"Authorization": f"Bearer {r.json()['accessToken']}"}


async def test_a_review_reads_in_its_own_language_with_the_translation_asked_for(client: httpx.AsyncClient) -> None:
    package_id, review_id = await _review_in_german()
    headers = await _headers(client, "admin@example.com")
    url = f"/api/v1/admin/reviews/{review_id}/translations"
    saved = await client.put(url, json={"translations": {"en": "  The teachers were patient.  "}}, headers=headers)
    assert saved.status_code == 200, saved.text
    assert saved.json()["translations"] == {"en": "The teachers were patient."}
    assert saved.json()["comment"].startswith("Die Lehrer")  # the original is never touched

    english = (await client.get(f"/api/v1/packages/{package_id}/reviews", params={"lang": "en"})).json()["items"][0]
    assert english["comment"].startswith("Die Lehrer") and english["language"] == "de"
    assert english["translation"] == {"language": "en", "text": "The teachers were patient."}
    # No French translation: the French page shows the original only; the German page needs none.
    for lang in ("fr", "de"):
        item = (await client.get(f"/api/v1/packages/{package_id}/reviews", params={"lang": lang})).json()["items"][0]
        assert item["translation"] is None and item["language"] == "de"

    # A second save adds French and keeps English; an empty text removes one.
    await client.put(url, json={"translations": {"fr": "Les profs étaient patients."}}, headers=headers)
    both = (await client.put(url, json={"translations": {"en": ""}}, headers=headers)).json()
    assert both["translations"] == {"fr": "Les profs étaient patients."}
    async with get_sessionmaker()() as session:
        entries = (await session.scalars(select(AuditLog).where(AuditLog.action == "review.translate"))).all()
    assert len(entries) == 3
    assert entries[0].after == {"translations": {"en": "The teachers were patient."}, "reviewer_first_name": "Lukas"}


async def test_a_translation_into_the_reviews_own_language_or_too_long_is_refused(client: httpx.AsyncClient) -> None:
    _, review_id = await _review_in_german()
    headers = await _headers(client, "admin@example.com")
    url = f"/api/v1/admin/reviews/{review_id}/translations"
    same = await client.put(url, json={"translations": {"de": "Anders gesagt"}}, headers=headers)
    assert same.status_code == 422 and same.json()["fields"] == {"translations.de": "same_language"}
    long = await client.put(url, json={"translations": {"fr": "x" * 2001}}, headers=headers)
    assert long.status_code == 422 and "translations.fr" in long.json()["fields"]
    unknown = await client.put(url, json={"translations": {"es": "Hola"}}, headers=headers)
    assert unknown.status_code == 422
    owner = await client.put(
        url, json={"translations": {"fr": "x"}}, headers=await _headers(client, "owner@example.com")
    )
    assert owner.status_code == 404
    missing = await client.put("/api/v1/admin/reviews/999999/translations", json={"translations": {}}, headers=headers)
    assert missing.status_code == 404
