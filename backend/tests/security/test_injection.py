"""Hostile text in every filter, query parameter and text field of every write.

Each payload either gets a clean 4xx in the one error shape, or is stored exactly as sent (read back
from the database). A filter never matches more because of a payload, and every table is still
there afterwards. No answer is ever a 500.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from sqlalchemy import func, select

from app.auth.tokens import hash_secret
from app.db import get_sessionmaker
from app.errors import ErrorBody
from app.kit.ratelimit import get_rate_limiter
from app.models import Base, Booking
from tests.security.helpers import BOOKING, PARTNER, Marketplace, build_marketplace, fill, snapshot, tables_present

PAYLOADS = [
    "' OR 1=1 --",
    "'; DROP TABLE bookings; --",
    '" OR ""="',
    "%' --",
    "\\",
    "%_%",
    "1; SELECT pg_sleep(5)",
    "Robert'); DELETE FROM surf_camps WHERE ('1'='1",
    "Ünïcødé 🌊 ‮ 'ß' — 中文",
    "nul\x00byte",
    "not a nul: \\u0000",
    "' UNION SELECT email, password_hash FROM users --",
    "x" * 20_000,
]
# Writes get the payloads that differ in how they must be stored (quotes, comments, backslashes,
# wildcards, unicode, NUL and its escaped look-alike, length); the other SQL shapes add nothing there.
WRITE_PAYLOADS = [p for p in PAYLOADS if not p.startswith(("1; SELECT", "Robert'", "' UNION", "%_%"))]
# Login checks a password hash per attempt (slow by design): a few payloads are enough there.
LOGIN_PAYLOADS = [PAYLOADS[0], PAYLOADS[9], PAYLOADS[-1]]


@pytest.fixture
async def market() -> Marketplace:
    get_rate_limiter().enabled = False  # hundreds of writes from one address; limits have their own tests
    return await build_marketplace()


def error_shape_problem(response: httpx.Response) -> str | None:
    """None when a 4xx answer has the one error shape."""
    try:
        body = response.json()
    except ValueError:
        return f"{response.status_code} is not JSON: {response.text[:80]!r}"
    if not isinstance(body, dict) or not isinstance(body.get("error"), str) or not isinstance(body.get("detail"), str):
        return f"{response.status_code} body is not the error shape: {str(body)[:120]}"
    if set(body) - set(ErrorBody.model_fields):
        return f"{response.status_code} body has extra keys: {sorted(body)}"
    return None


def walk(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from walk(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from walk(item)


async def stored_texts(table: str | None = None) -> list[str]:
    """Every text stored anywhere (or in one table), JSON columns opened up."""
    texts: list[str] = []
    for rows in (await snapshot(table)).values():
        for row in rows:
            for value in row:
                if isinstance(value, str) and value.startswith(("{", "[")):
                    with contextlib.suppress(ValueError):
                        value = json.loads(value)
                texts.extend(walk(value))
    return texts


# --- Query parameters and path segments --------------------------------------------------------------

# (principal, url with {} for the payload, params with "{}" for the payload, result-count key or None).
# A count key means a filter: when it answers 200, it matched nothing.
QUERIES: list[tuple[str, str, dict[str, str], str | None]] = [
    ("anonymous", "/api/v1/camps", {"location": "{}"}, "total"),
    ("anonymous", "/api/v1/camps", {"type": "{}"}, "total"),
    ("anonymous", "/api/v1/camps", {"budget": "{}"}, "total"),
    ("anonymous", "/api/v1/camps", {"duration": "{}"}, "total"),
    ("anonymous", "/api/v1/camps", {"sort": "{}"}, None),
    ("anonymous", "/api/v1/camps", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/camps", {"page": "{}"}, None),
    ("anonymous", "/api/v1/camps", {"pageSize": "{}"}, None),
    ("anonymous", "/api/v1/camps/featured", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/packages/{}", {}, None),
    ("anonymous", "/api/v1/packages/{package_ref}", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/blog", {"category": "{}"}, "items"),
    ("anonymous", "/api/v1/blog", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/blog/{}", {}, None),
    ("anonymous", "/api/v1/content", {"section": "{}"}, "items"),
    ("anonymous", "/api/v1/content", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/reviews/invitation", {"token": "{}"}, None),
    ("anonymous", "/api/v1/reviews/testimonials", {"lang": "{}"}, None),
    ("anonymous", "/api/v1/packages/{package_ref}/reviews", {"page": "{}"}, None),
    ("owner_a", "/api/v1/owner/bookings", {"status": "{}"}, "total"),
    ("owner_a", "/api/v1/owner/bookings", {"page": "{}"}, None),
    ("super_admin", "/api/v1/admin/bookings", {"q": "{}"}, "total"),
    ("super_admin", "/api/v1/admin/bookings", {"status": "{}"}, "total"),
    ("super_admin", "/api/v1/admin/bookings", {"pageSize": "{}"}, None),
    ("super_admin", "/api/v1/admin/bookings/{}", {}, None),
    ("super_admin", "/api/v1/admin/packages", {"campId": "{}"}, None),
    ("super_admin", "/api/v1/admin/content", {"section": "{}"}, "items"),
    ("super_admin", "/api/v1/admin/content", {"lang": "{}"}, None),
    ("super_admin", "/api/v1/admin/audit-log", {"entityType": "{}"}, "total"),
    ("super_admin", "/api/v1/admin/analytics", {"days": "{}"}, None),
    ("super_admin", "/api/v1/admin/contact-messages", {"page": "{}"}, None),
    ("super_admin", "/api/v1/admin/users/{}", {}, None),
    ("super_admin", "/api/v1/admin/camps/{}", {}, None),
]


def result_count(body: Any, key: str) -> int:
    if isinstance(body, list):
        return len(body)
    value = body[key]
    return value if isinstance(value, int) else len(value)


# One test per query (a second or two each): the test workers share the walk.
@pytest.mark.parametrize(
    ("principal", "url", "params", "count_key"), QUERIES, ids=[f"{q[0]} {q[1]} {sorted(q[2])}" for q in QUERIES]
)
async def test_hostile_query_parameters_never_widen_a_filter_or_fail(
    client: httpx.AsyncClient,
    market: Marketplace,
    principal: str,
    url: str,
    params: dict[str, str],
    count_key: str | None,
) -> None:
    before = await snapshot()
    wrong = []
    for payload in PAYLOADS:
        ids = market.ids[principal]
        path = url.replace("{package_ref}", str(ids["package_ref"])).replace("{}", quote(payload, safe=""))
        query = {k: payload if v == "{}" else v for k, v in params.items()}
        response = await client.get(path, params=query, headers=market.headers[principal])
        where = (sorted(query), payload[:30])
        if response.status_code >= 500:
            wrong.append((*where, response.status_code, response.text[:120]))
        elif response.status_code >= 400:
            if problem := error_shape_problem(response):
                wrong.append((*where, problem))
        elif count_key is not None and result_count(response.json(), count_key) != 0:
            wrong.append((*where, "a hostile filter matched rows"))
        elif count_key is None and response.status_code != 200:
            wrong.append((*where, response.status_code))
    assert wrong == []
    assert await snapshot() == before, "a read changed the database"
    assert await tables_present() == {t.name for t in Base.metadata.sorted_tables}


async def test_a_hostile_search_still_finds_what_it_names(client: httpx.AsyncClient, market: Marketplace) -> None:
    """Quotes and LIKE wildcards are matched as the characters they are."""
    async with get_sessionmaker()() as session:
        a = await session.get(Booking, market.booking_ids["a"])
        assert a is not None
        odd = Booking(
            **{
                c.name: getattr(a, c.name)
                for c in Booking.__table__.columns
                if c.name not in ("id", "review_token_hash", "search_text")
            }
        )
        odd.booking_reference, odd.full_name, odd.email = "SC-QUOTE1", "O'Brien %_ \\ Surfer", "obrien@example.com"
        session.add(odd)
        await session.commit()
    headers = market.headers["super_admin"]
    for needle, expected in (("O'Brien", 1), ("%_ \\", 1), ("' OR 1=1 --", 0), ("%", 1), ("_", 1)):
        body = (await client.get("/api/v1/admin/bookings", params={"q": needle}, headers=headers)).json()
        assert [i["bookingReference"] for i in body["items"]] == ["SC-QUOTE1"] * expected, needle


# --- Text fields of every write -----------------------------------------------------------------------

# (name, principal, method, url, valid body, text fields). "a.b" is a nested field, "a[]" a list item.
WRITES: list[tuple[str, str, str, str, dict[str, Any], list[str]]] = [
    (
        "booking",
        "anonymous",
        "POST",
        "/api/v1/bookings",
        BOOKING,
        [
            "fullName",
            "email",
            "country",
            "phoneNumber",
            "specialRequests",
            "surfingLevel",
            "currency",
            "paymentMethod",
            "language",
            "addOns[]",
        ],
    ),
    ("quote", "anonymous", "POST", "/api/v1/bookings/quote", {"packageId": "{package_ref}"}, ["currency", "addOns[]"]),
    (
        "contact",
        "anonymous",
        "POST",
        "/api/v1/contact",
        {"name": "Lena", "email": "lena@example.com", "message": "Is October good?"},
        ["name", "email", "message", "language"],
    ),
    ("newsletter", "anonymous", "POST", "/api/v1/newsletter", {"email": "r@example.com"}, ["email", "language"]),
    ("unsubscribe", "anonymous", "POST", "/api/v1/newsletter/unsubscribe", {"token": "t"}, ["token"]),
    ("page-view", "anonymous", "POST", "/api/v1/page-views", {"pageName": "home"}, ["pageName", "pageType"]),
    (
        "partner",
        "anonymous",
        "POST",
        "/api/partner-signup",
        PARTNER,
        [
            "surfCampName",
            "contactName",
            "email",
            "whatsappNumber",
            "instagramHandle",
            "website",
            "location",
            "campType",
            "languagesSpoken",
            "message",
            "plan",
            "language",
        ],
    ),
    (
        "register",
        "anonymous",
        "POST",
        "/api/v1/auth/register",
        {
            "email": "new-owner@example.com",
            "password": "blue-waves-at-anchor-point",
            "fullName": "Yassine Amrani",
            "campName": "Anchor Point Surf House",
            "location": "imsouane",
        },
        ["email", "password", "fullName", "campName", "location", "phone", "website", "language"],
    ),
    (
        "login",
        "anonymous",
        "POST",
        "/api/v1/auth/login",
        {"email": "a@example.com", "password": "x"},
        ["email", "password"],
    ),
    ("confirm", "anonymous", "POST", "/api/v1/auth/confirm-email", {"token": "t"}, ["token"]),
    ("forgot", "anonymous", "POST", "/api/v1/auth/forgot-password", {"email": "a@example.com"}, ["email", "area"]),
    (
        "reset",
        "anonymous",
        "POST",
        "/api/v1/auth/reset-password",
        {"token": "t", "password": "blue-waves-at-anchor-point"},
        ["token", "password"],
    ),
    (
        "chat",
        "anonymous",
        "POST",
        "/api/v1/assistant/chat",
        {"visitorId": "visitor-inject", "messages": [{"role": "user", "content": "hi"}]},
        ["visitorId", "language", "messages[].content", "messages[].role", "userEmail"],
    ),
    (
        "chat-email",
        "anonymous",
        "POST",
        "/api/v1/assistant/email",
        {"visitorId": "visitor-inject", "email": "lena@example.com"},
        ["visitorId", "email", "language"],
    ),
    ("review", "anonymous", "POST", "/api/v1/reviews", {"token": "{token}", "rating": 5, "comment": "ok"}, ["comment"]),
    (
        "owner-camp",
        "owner_a",
        "PATCH",
        "/api/v1/owner/camp",
        {},
        [
            "name",
            "description",
            "shortDescription",
            "address",
            "phone",
            "email",
            "website",
            "mapsUrl",
            "imageUrl",
            "amenities[]",
        ],
    ),
    (
        "owner-package-new",
        "owner_a",
        "POST",
        "/api/v1/owner/packages",
        {"name": "Weekend", "price": 250, "durationDays": 3, "imageUrl": "{image_url}"},
        ["name", "description", "shortDescription", "currency", "difficultyLevel", "packageType", "includedFeatures[]"],
    ),
    (
        "owner-package",
        "owner_a",
        "PATCH",
        "/api/v1/owner/packages/{package_id}",
        {},
        ["name", "description", "shortDescription", "price", "currency", "packageType", "galleryImages[]"],
    ),
    ("owner-cancel", "owner_a", "POST", "/api/v1/owner/bookings/{booking_id}/cancel", {}, ["reason"]),
    (
        "admin-camp-new",
        "super_admin",
        "POST",
        "/api/v1/admin/camps",
        {"name": "New Camp", "locationKey": "agadir"},
        [
            "name",
            "locationKey",
            "description",
            "shortDescription",
            "address",
            "phone",
            "email",
            "website",
            "mapsUrl",
            "mapsEmbedUrl",
            "status",
            "amenities[]",
        ],
    ),
    ("admin-camp", "super_admin", "PATCH", "/api/v1/admin/camps/{camp_id}", {}, ["name", "description"]),
    (
        "admin-package-new",
        "super_admin",
        "POST",
        "/api/v1/admin/packages",
        {"campId": "{camp_id}", "name": "Admin Week", "price": 300, "durationDays": 7, "imageUrl": "{image_url}"},
        ["name", "description", "shortDescription", "status", "difficultyLevel", "includedFeatures[]"],
    ),
    ("admin-package", "super_admin", "PATCH", "/api/v1/admin/packages/{package_id}", {}, ["name", "description"]),
    (
        "admin-booking",
        "super_admin",
        "PATCH",
        "/api/v1/admin/bookings/{booking_id}",
        {"status": "cancelled"},
        ["status", "cancellationReason", "adminNotes"],
    ),
    (
        "cms-new",
        "super_admin",
        "POST",
        "/api/v1/admin/content",
        {"sectionKey": "hero", "content": "Surf"},
        ["sectionKey", "title", "content", "contentType", "language", "meta", "meta.note"],
    ),
    (
        "cms",
        "super_admin",
        "PATCH",
        "/api/v1/admin/content/{content_id}",
        {},
        ["title", "content", "sectionKey", "meta"],
    ),
    ("admin-user", "super_admin", "PATCH", "/api/v1/admin/users/{profile_id}", {}, ["role"]),
    (
        "submission-review",
        "super_admin",
        "POST",
        "/api/v1/admin/submissions/{submission_id}/review",
        {"decision": "rejected"},
        ["decision", "adminNotes"],
    ),
    ("review-hide", "super_admin", "POST", "/api/v1/admin/reviews/{review_id}/hide", {"reason": "x"}, ["reason"]),
]
# Accepted but not kept, by design: the server takes these from elsewhere or only matches against them.
NOT_STORED = {
    ("login", "email"),
    ("login", "password"),
    ("register", "password"),
    ("reset", "password"),
    ("forgot", "email"),
    ("quote", "addOns[]"),
    ("booking", "addOns[]"),
    ("chat", "messages[].role"),
    ("chat", "userEmail"),  # an address that is not one is dropped
}

# Writes that change one row in place, with the table to read it back from.
OVERWRITES = {
    "owner-camp": "surf_camps",
    "owner-package": "camp_packages",
    "owner-cancel": "bookings",
    "admin-camp": "surf_camps",
    "admin-package": "camp_packages",
    "admin-booking": "bookings",
    "cms": "cms_content",
    "admin-user": "admin_users",
    "submission-review": "camp_submissions",
    "review-hide": "reviews",
}


def with_field(body: dict[str, Any], field: str, payload: str) -> dict[str, Any]:
    body = json.loads(json.dumps(body))
    if field.endswith("[]"):
        body[field[:-2]] = [payload]
    elif "[]." in field:
        name, key = field.split("[].")
        body[name] = [{**body.get(name, [{}])[0], key: payload}]
    elif "." in field:
        name, key = field.split(".")
        body[name] = {key: payload}
    else:
        body[field] = payload
    return body


async def review_tokens(market: Marketplace, count: int) -> list[str]:
    """One single-use review link per attempt, so every payload reaches the comment field."""
    tokens = [f"review-inject-{i:04d}" for i in range(count)]
    async with get_sessionmaker()() as session:
        a = await session.get(Booking, market.booking_ids["a"])
        assert a is not None
        for i, token in enumerate(tokens):
            row = Booking(
                **{c.key: getattr(a, c.key) for c in Booking.__mapper__.column_attrs if c.key not in ("id",)},
            )
            row.booking_reference, row.status, row.review_token_hash = f"SC-RV{i:04d}", "completed", hash_secret(token)
            session.add(row)
        await session.commit()
    return tokens


@pytest.mark.parametrize("write", WRITES, ids=[w[0] for w in WRITES])
async def test_hostile_text_in_a_write_is_refused_cleanly_or_stored_verbatim(
    client: httpx.AsyncClient, market: Marketplace, write: tuple[str, str, str, str, dict[str, Any], list[str]]
) -> None:
    name, principal, method, url, base, fields = write
    ids = dict(market.ids[principal])
    if name in ("admin-booking",):
        ids["booking_id"] = market.booking_ids["b"]
    tokens = iter(await review_tokens(market, len(fields) * len(WRITE_PAYLOADS))) if name == "review" else None
    wrong = []
    accepted = []
    payloads = LOGIN_PAYLOADS if name == "login" else WRITE_PAYLOADS
    for field in fields:
        for payload in payloads:
            # Tagged with the field, so each field has to keep its own copy exactly.
            payload = f"{payload} [{field}]"
            if tokens is not None:
                ids["token"] = next(tokens)
            body = with_field(fill(base, ids), field, payload)
            response = await client.request(method, fill(url, ids), json=body, headers=market.headers[principal])
            where = (field, payload[:30])
            if response.status_code >= 500:
                wrong.append((*where, response.status_code, response.text[:160]))
            elif response.status_code >= 400:
                if problem := error_shape_problem(response):
                    wrong.append((*where, problem))
            elif (name, field) in NOT_STORED:
                continue
            elif name in OVERWRITES:
                # The next request overwrites this one: read the row back now.
                if not any(payload in text for text in await stored_texts(OVERWRITES[name])):
                    wrong.append((*where, "accepted but not stored as sent"))
            else:
                accepted.append((*where, payload))
    texts = await stored_texts()
    for field, short, payload in accepted:
        if not any(payload in text for text in texts):
            wrong.append((field, short, "accepted but not stored as sent"))
    assert wrong == [], "\n".join(map(repr, wrong))
    assert await tables_present() == {t.name for t in Base.metadata.sorted_tables}
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count(Booking.id))) >= 6  # the world's bookings survived


async def test_a_nul_character_is_refused_at_the_door_on_every_database(client: httpx.AsyncClient) -> None:
    """PostgreSQL text cannot hold U+0000; it used to reach the database and come back as a 503."""
    refusals = [
        await client.get("/api/v1/blog/first%00waves"),
        await client.get("/api/v1/camps", params={"type": "surf\x00"}),
        await client.post("/api/v1/contact", json={"name": "Le\x00na", "email": "l@example.com", "message": "Hi"}),
        await client.post(
            "/api/v1/contact",
            content=b'{"name": "Lena", "email": "l@example.com", "message": "\\\\\\u0000"}',
            headers={"Content-Type": "application/json"},
        ),
    ]
    for response in refusals:
        assert response.status_code == 400, response.text
        assert response.json() == {
            "error": "invalid_characters",
            "detail": "The request contains a character that is not allowed.",
        }
    # An escaped backslash followed by "u0000" is ordinary text.
    literal = await client.post(
        "/api/v1/contact",
        content=b'{"name": "Lena", "email": "l@example.com", "message": "C:\\\\u0000"}',
        headers={"Content-Type": "application/json"},
    )
    assert literal.status_code == 201, literal.text
    assert any("C:\\u0000" in text for text in await stored_texts("contact_messages"))
