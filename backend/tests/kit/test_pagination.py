"""One pagination for every list: the query's limits per route, named page schemas, one count."""

from __future__ import annotations

from decimal import Decimal

import httpx
from fastapi import FastAPI
from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_sessionmaker
from app.kit.pagination import Order, PageParams, paginate, paginate_bounded, paginate_ordered
from app.models import Review
from tests.factories import make_camp, make_package
from tests.sql_statements import count_statements


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


async def test_a_page_read_from_the_end_is_the_same_page_in_the_same_order(client: httpx.AsyncClient) -> None:
    """Pages past the middle are read backwards (paginate_ordered): every page of every order of the
    camp list, ties and packages without a rating included, is the slice of the whole list in order."""
    async with get_sessionmaker()() as session, session.begin():
        camps = [await make_camp(session, f"Camp {n}", location_key=("taghazout", "agadir")[n % 2]) for n in range(3)]
        for n in range(23):
            await make_package(
                session,
                camps[n % 3],
                name=f"Week {n}",
                price=str(400 + (n % 5) * 50),  # ties in price, broken by the id
                days=(5, 7, 7, 10)[n % 4],
                featured=n % 6 == 0,
                rating_average=None if n % 4 == 0 else Decimal(3) + Decimal(n % 3) / 2,
                review_count=n % 3,
            )
    for sort in ("recommended", "price_asc", "price_desc", "rating", "duration"):
        for location in (None, "taghazout"):
            query = {"sort": sort, **({"location": location} if location else {})}
            whole = (await client.get("/api/v1/camps", params={**query, "pageSize": 48})).json()
            ids = [card["id"] for card in whole["items"]]
            assert len(ids) == whole["total"]
            for page in range(1, 7):
                body = (await client.get("/api/v1/camps", params={**query, "pageSize": 4, "page": page})).json()
                assert body["total"] == whole["total"]
                assert [card["id"] for card in body["items"]] == ids[(page - 1) * 4 : page * 4], (query, page)


async def test_ordered_pages_past_the_end_are_empty_with_the_total() -> None:
    async with get_sessionmaker()() as session, session.begin():
        package = await make_package(session, await make_camp(session))
        stmt = select(Review.id).where(Review.package_id == package.id)
        for n in range(5):
            session.add(
                Review(
                    package_id=package.id, camp_id=package.camp_id, rating=5, comment=f"r{n}", reviewer_first_name="A"
                )
            )
        await session.flush()
        newest = [Order(Review.id, descending=True)]
        rows, total = await paginate_ordered(session, stmt, newest, PageParams(page=2, page_size=3))
        assert total == 5 and rows == sorted(rows, reverse=True) and len(rows) == 2
        assert await paginate_ordered(session, stmt, newest, PageParams(page=3, page_size=3)) == ([], 5)


async def _reviews(session: AsyncSession, comments: list[str]) -> Select[str]:
    """A new package's reviews with these comments, in this order; the statement of their comments."""
    package = await make_package(session, await make_camp(session))
    session.add_all(
        Review(package_id=package.id, camp_id=package.camp_id, rating=5, comment=comment, reviewer_first_name="A")
        for comment in comments
    )
    await session.flush()
    return select(Review.comment).where(Review.package_id == package.id)


async def test_a_bounded_count_is_exact_up_to_the_bound_and_a_lower_bound_past_it() -> None:
    """`paginate_bounded` counts at most `bound` rows past the page's start: a list that has more says
    so (total_exact false, total the rows counted) and its pages are still the right rows."""
    async with get_sessionmaker()() as session, session.begin():
        stmt = await _reviews(session, [f"r{n}" for n in range(12)])
        oldest = [Order(Review.id)]
        whole = [f"r{n}" for n in range(12)]
        assert await paginate_bounded(session, stmt, oldest, PageParams(page=1, page_size=5), bound=20) == (
            whole[:5],
            12,
            True,
        )
        # Exact, and the last page is read from the end: still the last rows in order.
        assert await paginate_bounded(session, stmt, oldest, PageParams(page=3, page_size=5), bound=8) == (
            whole[10:],
            12,
            True,
        )
        # More rows than the page's start plus the bound: a lower bound, and the page read forwards.
        assert await paginate_bounded(session, stmt, oldest, PageParams(page=1, page_size=5), bound=6) == (
            whole[:5],
            6,
            False,
        )
        assert await paginate_bounded(session, stmt, oldest, PageParams(page=2, page_size=5), bound=6) == (
            whole[5:10],
            11,
            False,
        )
        assert await paginate_bounded(session, stmt, oldest, PageParams(page=2, page_size=5), bound=7) == (
            whole[5:10],
            12,
            True,
        )


async def test_a_first_page_that_is_not_full_is_the_whole_list_and_is_not_counted() -> None:
    """A search for one booking reference, an owner with a few bookings: one statement, not two."""
    async with get_sessionmaker()() as session, session.begin():
        stmt = await _reviews(session, ["s0", "s1", "s2"])
        with count_statements() as statements:
            page = await paginate_bounded(session, stmt, [Order(Review.id)], PageParams(page=1, page_size=5))
        assert page == (["s0", "s1", "s2"], 3, True)
        assert len(statements) == 1
        with count_statements() as statements:  # a full first page is counted
            page = await paginate_bounded(session, stmt, [Order(Review.id)], PageParams(page=1, page_size=3))
        assert page == (["s0", "s1", "s2"], 3, True)
        assert len(statements) == 2
