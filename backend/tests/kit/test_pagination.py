"""One pagination for every list: the query's limits per route, named page schemas, one count."""

from __future__ import annotations

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from app.db import get_sessionmaker
from app.kit.pagination import PageParams, paginate
from app.models import Review
from tests.factories import make_camp, make_package


async def test_the_total_counts_the_same_filtered_statement_as_the_rows() -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session)
        package = await make_package(session, camp)
        for n in range(7):
            session.add(
                Review(
                    package_id=package.id,
                    camp_id=camp.id,
                    rating=5,
                    comment=f"r{n}",
                    reviewer_first_name="A",
                    is_hidden=n % 3 == 0,
                )
            )
        await session.flush()
        visible = select(Review).where(Review.is_hidden.is_(False)).order_by(Review.id)
        rows, total = await paginate(session, visible, PageParams(page=2, page_size=3))
        assert total == 4 and [r.comment for r in rows] == ["r5"]
        past_the_end, total = await paginate(session, visible, PageParams(page=9, page_size=3))
        assert past_the_end == [] and total == 4


async def test_each_list_keeps_its_own_page_size_limits(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        package = await make_package(session, await make_camp(session))
    reviews = f"/api/v1/packages/{package.id}/reviews"
    assert (await client.get(reviews, params={"pageSize": 50})).status_code == 200
    assert (await client.get(reviews, params={"pageSize": 51})).status_code == 422
    assert (await client.get(reviews, params={"page": 1001})).status_code == 422
    assert (await client.get("/api/v1/camps", params={"pageSize": 48})).json()["pageSize"] == 48
    assert (await client.get("/api/v1/camps", params={"pageSize": 49})).status_code == 422


def test_page_schemas_keep_readable_names_in_the_openapi_schema(app: FastAPI) -> None:
    schemas = app.openapi()["components"]["schemas"]
    generic = [name for name in schemas if "[" in name or name.startswith(("Page_", "Counted_"))]
    assert generic == [], "subclass Page[T] under a name of its own (class ReviewPage(Page[ReviewRead]))"
    for name in ("CampPage", "ReviewPage", "AdminReviewPage", "AuditPage", "SubscriberPage", "ChatLeadPage"):
        assert set(schemas[name]["properties"]) >= {"items", "total"}, name
    assert list(schemas["SubscriberPage"]["properties"]) == ["items", "total", "page", "pageSize", "active"]
