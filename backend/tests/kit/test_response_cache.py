"""The public-read micro-cache: repeated visitor reads skip the database, writes are seen at once."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from starlette.types import Receive, Scope, Send

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.response_cache import ResponseCacheMiddleware
from app.main import create_app
from tests.admin.helpers import bearer
from tests.bookings.helpers import form
from tests.factories import make_camp, make_package
from tests.sql_statements import count_statements


async def test_a_repeated_visitor_read_is_answered_without_the_database(
    visitor: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    first = await visitor.get("/api/v1/camps?location=taghazout")
    with count_statements() as statements:
        again = await visitor.get("/api/v1/camps?location=taghazout")
        conditional = await visitor.get(
            "/api/v1/camps?location=taghazout", headers={"If-None-Match": first.headers["etag"]}
        )
    assert statements == []
    assert again.status_code == 200 and again.content == first.content
    assert again.headers["etag"] == first.headers["etag"]
    assert again.headers["content-security-policy"] == first.headers["content-security-policy"]
    assert conditional.status_code == 304 and conditional.content == b""
    assert conditional.headers["etag"] == first.headers["etag"]
    assert "x-content-type-options" in conditional.headers


async def test_another_query_string_is_its_own_entry(visitor: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    everywhere = await visitor.get("/api/v1/camps")
    elsewhere = await visitor.get("/api/v1/camps?location=imsouane")
    assert everywhere.json()["total"] == 1
    assert elsewhere.json()["total"] == 0


async def test_an_admin_edit_is_visible_on_the_next_read(visitor: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    path = f"/api/v1/packages/{catalogue['package']}"
    assert (await visitor.get(path)).json()["name"] == "Week of Waves"
    edit = await visitor.patch(
        f"/api/v1/admin/packages/{catalogue['package']}",
        json={"name": "Week of Bigger Waves"},
        headers=bearer(catalogue["admin"]),
    )
    assert edit.status_code == 200, edit.text
    assert (await visitor.get(path)).json()["name"] == "Week of Bigger Waves"


async def test_a_new_booking_keeps_the_cached_catalogue(visitor: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    await visitor.get("/api/v1/camps")
    booked = await visitor.post("/api/v1/bookings", json=form(catalogue["package"]))
    assert booked.status_code == 201, booked.text
    with count_statements() as statements:
        assert (await visitor.get("/api/v1/camps")).status_code == 200
    assert statements == []


async def test_errors_and_signed_in_reads_are_never_cached(
    visitor: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    assert (await visitor.get("/api/v1/packages/999999")).status_code == 404
    with count_statements() as statements:
        assert (await visitor.get("/api/v1/packages/999999")).status_code == 404
    assert statements != []
    await visitor.get("/api/v1/camps")
    with count_statements() as statements:
        await visitor.get("/api/v1/camps", headers=bearer(catalogue["admin"]))
    assert statements != []


async def test_other_processes_changes_show_once_the_entry_expires(
    catalogue: dict[str, int],
) -> None:
    short = create_app(get_settings().model_copy(update={"response_cache_seconds": 0.3}))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=short), base_url="http://testserver") as c:
        assert (await c.get("/api/v1/camps")).json()["total"] == 1
        async with get_sessionmaker()() as session, session.begin():  # as a CLI command or another worker would
            second = await make_camp(session, "Second Camp", location_key="taghazout")
            await make_package(session, second, "Long Week", "520", 8)
        assert (await c.get("/api/v1/camps")).json()["total"] == 1
        await asyncio.sleep(0.35)
        # Expired: this request is answered from the entry at once, and the entry is renewed beside it.
        assert (await c.get("/api/v1/camps")).json()["total"] == 1
        for _ in range(100):
            if (await c.get("/api/v1/camps")).json()["total"] == 2:
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("the renewed entry never showed the other process's camp")


@pytest.mark.parametrize("first_encoding", ["gzip", "identity"])
async def test_a_cached_read_goes_gzipped_to_browsers_that_accept_it_and_plain_to_the_others(
    visitor: httpx.AsyncClient, catalogue: dict[str, int], first_encoding: str
) -> None:
    """Whichever form the first visitor got is kept; the other one is made from it."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Imsouane Point", location_key="imsouane")
        for days in (5, 8, 10, 14):
            await make_package(session, camp, f"{days} Days of Long Rides", "600", days)
    first = await visitor.get("/api/v1/camps", headers={"Accept-Encoding": first_encoding})
    with count_statements() as statements:
        cached = await visitor.get("/api/v1/camps", headers={"Accept-Encoding": "gzip"})
        plain = await visitor.get("/api/v1/camps", headers={"Accept-Encoding": "identity"})
    assert statements == []
    assert len(plain.content) > 1024
    assert first.headers.get("content-encoding") == (first_encoding if first_encoding == "gzip" else None)
    assert cached.headers["content-encoding"] == "gzip"
    assert int(cached.headers["content-length"]) < len(plain.content)
    assert int(plain.headers["content-length"]) == len(plain.content)
    assert cached.headers["vary"] == "Accept-Encoding"
    assert cached.json() == first.json() == plain.json()
    assert "content-encoding" not in plain.headers
    # The security headers are on cached answers too.
    assert cached.headers["x-content-type-options"] == plain.headers["x-content-type-options"] == "nosniff"


class SlowPage:
    """An app whose answers can be held back, numbered so a test sees which computation it got."""

    def __init__(self) -> None:
        self.calls = 0
        self.hold: asyncio.Event | None = None
        self.status = 200

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.calls += 1
        number = self.calls
        if self.hold is not None and scope["method"] == "GET":
            await self.hold.wait()
        scope.setdefault("state", {})["share_response"] = True
        if scope["method"] != "GET":
            scope["state"]["changes_public_reads"] = True  # as a route declaring ChangesPublicReads
        await send({"type": "http.response.start", "status": self.status, "headers": []})
        await send({"type": "http.response.body", "body": f"answer {number}".encode()})


async def fetch(app: ResponseCacheMiddleware, method: str = "GET") -> bytes:
    scope = {"type": "http", "method": method, "path": "/api/v1/camps", "query_string": b"", "headers": []}
    body = b""

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, object]) -> None:
        nonlocal body
        if message["type"] == "http.response.body":
            body += message["body"]  # type: ignore[operator]

    await app(scope, receive, send)  # type: ignore[arg-type]
    return body


async def settled(cache: ResponseCacheMiddleware) -> None:
    """Wait until the renewals running beside the requests are done."""
    for _ in range(100):
        if not cache._renewals:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("a renewal never finished")


async def test_an_expired_entry_is_answered_at_once_while_one_renewal_runs_beside() -> None:
    """Stale while revalidate: no request waits for the database when its entry expires."""
    page = SlowPage()
    cache = ResponseCacheMiddleware(page, seconds=0.05)
    assert await fetch(cache) == b"answer 1"
    await asyncio.sleep(0.06)
    page.hold = asyncio.Event()  # the renewal is held back: a request waiting for it would hang
    answers = await asyncio.wait_for(asyncio.gather(*(fetch(cache) for _ in range(6))), timeout=1)
    assert answers == [b"answer 1"] * 6
    assert page.calls == 2  # one renewal, not six
    page.hold.set()
    await settled(cache)
    assert await fetch(cache) == b"answer 2"
    assert page.calls == 2


async def test_a_write_is_seen_at_once_even_where_an_entry_had_expired() -> None:
    """Stale answers come only from expiry: after a write of this process, the next read computes."""
    page = SlowPage()
    cache = ResponseCacheMiddleware(page, seconds=0.05)
    assert await fetch(cache) == b"answer 1"
    await asyncio.sleep(0.06)
    await fetch(cache, "PATCH")  # answer 2: the write
    assert await fetch(cache) == b"answer 3"
    assert await fetch(cache) == b"answer 3"


async def test_an_answer_computed_while_a_write_went_through_is_not_kept() -> None:
    page = SlowPage()
    cache = ResponseCacheMiddleware(page, seconds=30)
    page.hold = asyncio.Event()
    reading = asyncio.create_task(fetch(cache))
    await asyncio.sleep(0.01)
    await fetch(cache, "PATCH")  # an edit finishes before the read does
    page.hold.set()
    await reading
    page.hold = None
    assert await fetch(cache) == b"answer 3"  # computed again, not the answer that predates the edit


async def test_an_entry_whose_renewal_fails_is_dropped() -> None:
    page = SlowPage()
    cache = ResponseCacheMiddleware(page, seconds=0.05)
    await fetch(cache)
    await asyncio.sleep(0.06)
    page.status = 404  # e.g. the package was withdrawn by another process
    assert await fetch(cache) == b"answer 1"  # expired: answered from the entry while it is renewed
    await settled(cache)
    page.status = 200
    assert await fetch(cache) == b"answer 3"  # the renewal (answer 2, a 404) dropped the entry
