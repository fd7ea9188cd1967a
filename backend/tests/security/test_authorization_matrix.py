"""Who may call what: every /api route of the real app × every kind of caller.

The routes are read from the app, so a new route without an entry in `ROUTES` fails
`test_every_api_route_is_in_the_matrix` until someone decides who may call it. Each cell is either
ALLOW (the caller gets past the policy: 2xx, or the area's own 400/409/422) or the exact denial
(status and error code). Every id in a path exists, so an allowed caller never sees a 404.
Denied writes must leave every table as it was; owner A must not reach any of owner B's rows.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.db import get_sessionmaker
from app.models import Booking, CampPackage, MediaImage, SurfCamp
from tests.factories import PASSWORD
from tests.owner.helpers import png_bytes
from tests.security.helpers import (
    BOOKING,
    PARTNER,
    PRINCIPALS,
    Marketplace,
    api_routes,
    build_marketplace,
    fill,
    snapshot,
)

ALLOW = "allow"
UNAUTHENTICATED = (401, "not_authenticated")
NO_ADMIN_AREA = (404, "not_found")  # the back office does not exist for a non-admin
NOT_SUPER = (403, "forbidden")
PENDING = (403, "account_pending")
NOT_OWNER = (403, "not_camp_owner")

Outcome = str | tuple[int, str]

# Policy -> what each principal gets.
POLICIES: dict[str, dict[str, Outcome]] = {
    "public": dict.fromkeys(PRINCIPALS, ALLOW),
    "signed_in": {**dict.fromkeys(PRINCIPALS, ALLOW), "anonymous": UNAUTHENTICATED},
    "owner": {
        "anonymous": UNAUTHENTICATED,
        "owner_a": ALLOW,
        "owner_b": ALLOW,
        "inactive_owner": PENDING,
        "inactive_admin": NOT_OWNER,
        "camp_admin": NOT_OWNER,
        "super_admin": NOT_OWNER,
    },
    "owner_or_admin": {
        "anonymous": UNAUTHENTICATED,
        "owner_a": ALLOW,
        "owner_b": ALLOW,
        "inactive_owner": PENDING,
        "inactive_admin": NOT_OWNER,  # an inactive admin profile counts as no admin at all
        "camp_admin": ALLOW,
        "super_admin": ALLOW,
    },
    "admin": {
        "anonymous": UNAUTHENTICATED,
        "owner_a": NO_ADMIN_AREA,
        "owner_b": NO_ADMIN_AREA,
        "inactive_owner": NO_ADMIN_AREA,
        "inactive_admin": NO_ADMIN_AREA,
        "camp_admin": ALLOW,
        "super_admin": ALLOW,
    },
    "super": {
        "anonymous": UNAUTHENTICATED,
        "owner_a": NO_ADMIN_AREA,
        "owner_b": NO_ADMIN_AREA,
        "inactive_owner": NO_ADMIN_AREA,
        "inactive_admin": NO_ADMIN_AREA,
        "camp_admin": NOT_SUPER,
        "super_admin": ALLOW,
    },
    # Public, but without a refresh cookie every caller is told to sign in.
    "refresh_cookie": dict.fromkeys(PRINCIPALS, (401, "invalid_refresh")),
}

PNG = png_bytes(64, 64)

# (method, path) -> (policy, request). A request may give `json`, `params`, `files` and `ids`
# (placeholder -> key in Marketplace.ids, for routes that must hit a throwaway row).
ROUTES: dict[tuple[str, str], tuple[str, dict[str, Any]]] = {
    ("GET", "/api/v1/health"): ("public", {}),
    ("GET", "/api/v1/health/ready"): ("public", {}),
    ("GET", "/api/v1/site-config"): ("public", {}),
    ("POST", "/api/v1/auth/register"): (
        "public",
        {
            "json": {
                "email": "new-owner@example.com",
                "password": "blue-waves-at-anchor-point",
                "fullName": "Yassine Amrani",
                "campName": "Anchor Point Surf House",
                "location": "imsouane",
            }
        },
    ),
    ("POST", "/api/v1/auth/login"): ("public", {"json": {"email": "owner-a@example.com", "password": PASSWORD}}),
    ("POST", "/api/v1/auth/refresh"): ("refresh_cookie", {}),
    ("POST", "/api/v1/auth/logout"): ("public", {}),
    ("GET", "/api/v1/auth/me"): ("signed_in", {}),
    ("PATCH", "/api/v1/auth/me"): ("signed_in", {"json": {"language": "fr"}}),
    ("POST", "/api/v1/auth/confirm-email"): ("public", {"json": {"token": "no-such-token"}}),
    ("POST", "/api/v1/auth/resend-confirmation"): ("public", {"json": {"email": "owner-a@example.com"}}),
    ("POST", "/api/v1/auth/forgot-password"): ("public", {"json": {"email": "owner-a@example.com"}}),
    ("POST", "/api/v1/auth/reset-password"): (
        "public",
        {"json": {"token": "no-such-token", "password": "blue-waves-at-anchor-point"}},
    ),
    ("GET", "/api/v1/camps"): ("public", {"params": {"location": "taghazout", "sort": "price_asc"}}),
    ("GET", "/api/v1/camps/featured"): ("public", {}),
    ("GET", "/api/v1/camps/facets"): ("public", {}),
    ("GET", "/api/v1/packages/{package_ref}"): ("public", {}),
    ("POST", "/api/v1/bookings/quote"): ("public", {"json": {"packageId": "{package_ref}"}}),
    ("POST", "/api/v1/bookings"): ("public", {"json": BOOKING}),
    ("GET", "/api/v1/blog"): ("public", {"params": {"category": "guides"}}),
    ("GET", "/api/v1/blog/{slug}"): ("public", {}),
    ("POST", "/api/v1/newsletter"): ("public", {"json": {"email": "reader@example.com"}}),
    ("POST", "/api/v1/newsletter/unsubscribe"): ("public", {"json": {"token": "no-such-token"}}),
    ("POST", "/api/v1/contact"): (
        "public",
        {"json": {"name": "Lena", "email": "lena@example.com", "message": "Is October good?"}},
    ),
    ("POST", "/api/v1/page-views"): ("public", {"json": {"pageName": "home"}}),
    ("GET", "/api/v1/content"): ("public", {"params": {"section": "faq"}}),
    ("POST", "/api/v1/assistant/chat"): (
        "public",
        {"json": {"visitorId": "visitor-matrix", "messages": [{"role": "user", "content": "hi"}]}},
    ),
    ("POST", "/api/v1/assistant/email"): (
        "public",
        {"json": {"visitorId": "visitor-matrix", "email": "lena@example.com"}},
    ),
    ("POST", "/api/partner-signup"): ("public", {"json": PARTNER}),
    ("GET", "/api/v1/reviews/invitation"): ("public", {"params": {"token": "{review_token}"}}),
    ("POST", "/api/v1/reviews"): ("public", {"json": {"token": "{review_token}", "rating": 5, "comment": "Lovely"}}),
    ("GET", "/api/v1/reviews/testimonials"): ("public", {}),
    ("GET", "/api/v1/packages/{package_id}/reviews"): ("public", {}),
    # The camp owner's dashboard.
    ("GET", "/api/v1/owner/camp"): ("owner", {}),
    ("PATCH", "/api/v1/owner/camp"): ("owner", {"json": {"shortDescription": "Waves all year"}}),
    ("GET", "/api/v1/owner/packages"): ("owner", {}),
    ("POST", "/api/v1/owner/packages"): (
        "owner",
        {"json": {"name": "Long Weekend", "price": 250, "durationDays": 3, "imageUrl": "{image_url}"}},
    ),
    ("PATCH", "/api/v1/owner/packages/{package_id}"): ("owner", {"json": {"shortDescription": "Updated"}}),
    ("DELETE", "/api/v1/owner/packages/{package_id}"): ("owner", {"ids": {"package_id": "spare_package_id"}}),
    ("GET", "/api/v1/owner/bookings"): ("owner", {"params": {"status": "pending"}}),
    ("GET", "/api/v1/owner/bookings/export"): ("owner", {"params": {"status": "pending"}}),
    ("GET", "/api/v1/owner/bookings/{booking_id}"): ("owner", {}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/confirm"): ("owner", {}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/cancel"): ("owner", {"json": {"reason": "Storm season"}}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/complete"): ("owner", {}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/release-hold"): ("owner", {}),
    ("GET", "/api/v1/owner/bookings/{booking_id}/thread"): ("owner", {}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/messages"): ("owner", {"json": {"body": "See you soon"}}),
    ("POST", "/api/v1/owner/bookings/{booking_id}/date-requests/{request_id}/{decision}"): ("owner", {"json": {}}),
    ("POST", "/api/v1/my-booking-links"): ("public", {"json": {"email": "lena@example.com", "reference": "SC-NONE00"}}),
    ("GET", "/api/v1/my-booking/{token}"): ("public", {}),
    ("GET", "/api/v1/my-booking/{token}/calendar.ics"): ("public", {}),
    ("POST", "/api/v1/my-booking/{token}/cancel"): ("public", {"json": {}}),
    ("POST", "/api/v1/my-booking/{token}/messages"): ("public", {"json": {"body": "Can I bring my board?"}}),
    ("POST", "/api/v1/my-booking/{token}/date-requests"): ("public", {"json": {"startDate": "{later_start}"}}),
    ("GET", "/api/v1/owner/stats"): ("owner", {}),
    # Availability: the public start dates, the waitlist and the secret calendar feeds.
    ("GET", "/api/v1/availability/packages/{package_id}"): (
        "public",
        {"params": {"from": "{start_date}", "to": "{end_date}", "days": 7, "people": 2}},
    ),
    # A link's token that cannot be one of ours: past the policy, refused by the area (422).
    ("POST", "/api/v1/availability/waitlist/confirm"): ("public", {"json": {"token": "not-a-token"}}),
    ("POST", "/api/v1/availability/waitlist/stop"): ("public", {"json": {"token": "not-a-token"}}),
    ("POST", "/api/v1/availability/waitlist"): (
        "public",
        {
            "json": {
                "packageId": "{package_ref}",
                "startDate": "{start_date}",
                "numberOfDays": 7,
                "email": "lena@example.com",
            }
        },
    ),
    ("GET", "/api/v1/calendars/{token}.ics"): ("public", {"ids": {"token": "calendar_token"}}),
    ("GET", "/api/v1/owner/availability/packages/{package_id}/calendar"): (
        "owner",
        {"params": {"from": "{start_date}", "to": "{end_date}"}},
    ),
    ("PUT", "/api/v1/owner/availability/packages/{package_id}/days"): (
        "owner",
        {"json": {"days": ["{start_date}"], "blocked": True}},
    ),
    ("PUT", "/api/v1/owner/availability/packages/{package_id}/settings"): (
        "owner",
        {"json": {"places": 6, "startWeekdays": [5]}},
    ),
    ("GET", "/api/v1/owner/availability/feeds"): ("owner", {}),
    ("POST", "/api/v1/owner/availability/feeds"): (
        "owner",
        {"json": {"name": "Airbnb", "url": "https://example.com/airbnb.ics"}},
    ),
    ("POST", "/api/v1/owner/availability/feeds/{feed_id}/refresh"): ("owner", {}),
    ("DELETE", "/api/v1/owner/availability/feeds/{feed_id}"): ("owner", {}),
    ("GET", "/api/v1/owner/availability/export"): ("owner", {}),
    ("POST", "/api/v1/owner/availability/export/regenerate"): ("owner", {}),
    # Statements: an owner's are always their own camp's (no camp id to name); the back office's, any camp's.
    ("GET", "/api/v1/owner/statements"): ("owner", {}),
    ("GET", "/api/v1/owner/statements/{month}"): ("owner", {}),
    ("GET", "/api/v1/owner/statements/{month}/pdf"): ("owner", {}),
    ("GET", "/api/v1/owner/statements/{month}/csv"): ("owner", {}),
    # Payments (no provider configured here: the writes answer 409 payments_not_configured past the policy).
    ("GET", "/api/v1/owner/payments"): ("owner", {}),
    ("POST", "/api/v1/owner/payments/setup"): ("owner", {"json": {"method": "card"}}),
    ("POST", "/api/v1/owner/payments/subscription"): ("owner", {"json": {"plan": "pro-monthly", "setupId": "seti_1"}}),
    ("POST", "/api/v1/owner/payments/subscription/cancel"): ("owner", {"json": {"cancel": True}}),
    ("POST", "/api/v1/owner/payments/statements/{month}/pay"): ("owner", {"json": {"setupId": "seti_1"}}),
    # Invoices: each owner's own (another camp's: 404, test_owner_a_cannot_reach_any_of_owner_bs_rows).
    ("GET", "/api/v1/owner/payments/invoices/{invoice_id}/pdf"): ("owner", {}),
    ("GET", "/api/v1/owner/payments/statements/{month}/invoice"): ("owner", {"ids": {"month": "paid_month"}}),
    # The provider's webhook: anyone may send one, its signature decides (tests/payments).
    ("POST", "/api/v1/payments/webhooks/stripe"): ("public", {"content": b"{}"}),
    ("POST", "/api/v1/media/images"): (
        "owner_or_admin",
        {"files": {"file": ("photo.png", PNG, "image/png")}, "data": {"purpose": "camp"}},
    ),
    ("DELETE", "/api/v1/media/images/{image_id}"): ("owner_or_admin", {}),
    # No model is set up in tests: an empty body shows the policy let the caller through (422).
    ("POST", "/api/v1/listings/translation-drafts"): ("owner_or_admin", {"json": {}}),
    # The back office: camp_admin gets everything but user management and the audit log.
    ("GET", "/api/v1/admin/dashboard"): ("admin", {}),
    ("GET", "/api/v1/admin/bookings"): ("admin", {"params": {"q": "SC-", "status": "pending"}}),
    ("GET", "/api/v1/admin/bookings/summary"): ("admin", {}),
    ("GET", "/api/v1/admin/bookings/export"): ("admin", {"params": {"startsFrom": "2026-01-01"}}),
    ("GET", "/api/v1/admin/bookings/{booking_id}"): ("admin", {}),
    ("PATCH", "/api/v1/admin/bookings/{booking_id}"): ("admin", {"json": {"status": "confirmed"}}),
    ("GET", "/api/v1/admin/bookings/{booking_id}/thread"): ("admin", {}),
    ("POST", "/api/v1/admin/bookings/{booking_id}/messages"): ("admin", {"json": {"body": "Noted"}}),
    ("POST", "/api/v1/admin/bookings/{booking_id}/date-requests/{request_id}/{decision}"): ("admin", {"json": {}}),
    ("POST", "/api/v1/admin/bookings/{booking_id}/manage-link/revoke"): ("admin", {}),
    ("POST", "/api/v1/admin/bookings/{booking_id}/release-hold"): ("admin", {}),
    ("GET", "/api/v1/admin/availability/packages/{package_id}/calendar"): (
        "admin",
        {"params": {"from": "{start_date}", "to": "{end_date}"}},
    ),
    ("PUT", "/api/v1/admin/availability/packages/{package_id}/days"): (
        "admin",
        {"json": {"days": ["{start_date}"], "blocked": True}},
    ),
    ("PUT", "/api/v1/admin/availability/packages/{package_id}/settings"): (
        "admin",
        {"json": {"places": 6, "startWeekdays": [5]}},
    ),
    ("GET", "/api/v1/admin/availability/feeds"): ("admin", {"params": {"campId": "{camp_id}"}}),
    ("POST", "/api/v1/admin/availability/feeds"): (
        "admin",
        {"json": {"name": "Airbnb", "url": "https://example.com/airbnb.ics", "campId": "{camp_id}"}},
    ),
    ("POST", "/api/v1/admin/availability/feeds/{feed_id}/refresh"): ("admin", {}),
    ("DELETE", "/api/v1/admin/availability/feeds/{feed_id}"): ("admin", {}),
    ("GET", "/api/v1/admin/availability/export"): ("admin", {"params": {"campId": "{camp_id}"}}),
    ("POST", "/api/v1/admin/availability/export/regenerate"): ("admin", {"params": {"campId": "{camp_id}"}}),
    ("GET", "/api/v1/admin/camps"): ("admin", {}),
    ("POST", "/api/v1/admin/camps"): ("admin", {"json": {"name": "New Camp", "locationKey": "agadir"}}),
    ("GET", "/api/v1/admin/camps/{camp_id}"): ("admin", {}),
    ("PATCH", "/api/v1/admin/camps/{camp_id}"): ("admin", {"json": {"featured": True}}),
    ("DELETE", "/api/v1/admin/camps/{camp_id}"): ("admin", {}),
    ("GET", "/api/v1/admin/camps/{camp_id}/preview"): ("admin", {"params": {"lang": "fr"}}),
    ("GET", "/api/v1/admin/camps/{camp_id}/preview/packages/{package_id}"): (
        "admin",
        {"params": {"lang": "de"}, "ids": {"camp_id": "package_camp_id"}},
    ),
    ("POST", "/api/v1/admin/camps/{camp_id}/approve"): ("admin", {}),
    ("GET", "/api/v1/admin/packages"): ("admin", {}),
    ("POST", "/api/v1/admin/packages"): (
        "admin",
        {
            "json": {
                "campId": "{camp_id}",
                "name": "Admin Week",
                "price": 300,
                "durationDays": 7,
                "imageUrl": "{image_url}",
            }
        },
    ),
    ("GET", "/api/v1/admin/packages/{package_id}"): ("admin", {}),
    ("PATCH", "/api/v1/admin/packages/{package_id}"): ("admin", {"json": {"featured": True}}),
    ("DELETE", "/api/v1/admin/packages/{package_id}"): ("admin", {"ids": {"package_id": "throwaway_package_id"}}),
    ("GET", "/api/v1/admin/analytics"): ("admin", {"params": {"days": 30}}),
    ("GET", "/api/v1/admin/content"): ("admin", {}),
    ("POST", "/api/v1/admin/content"): ("admin", {"json": {"sectionKey": "hero", "content": "Surf"}}),
    ("GET", "/api/v1/admin/content/{content_id}"): ("admin", {}),
    ("PATCH", "/api/v1/admin/content/{content_id}"): ("admin", {"json": {"isActive": False}}),
    ("DELETE", "/api/v1/admin/content/{content_id}"): ("admin", {"ids": {"content_id": "throwaway_content_id"}}),
    ("GET", "/api/v1/admin/users"): ("super", {}),
    ("GET", "/api/v1/admin/users/{profile_id}"): ("super", {}),
    ("PATCH", "/api/v1/admin/users/{profile_id}"): ("super", {"json": {"isActive": True}}),
    ("POST", "/api/v1/admin/users/{profile_id}/approve"): ("super", {}),
    ("POST", "/api/v1/admin/users/{profile_id}/reject"): ("super", {"json": {"reason": "No surf school licence"}}),
    ("GET", "/api/v1/admin/submissions"): ("admin", {}),
    ("GET", "/api/v1/admin/submissions/{submission_id}"): ("admin", {}),
    ("POST", "/api/v1/admin/submissions/{submission_id}/review"): ("admin", {"json": {"decision": "approved"}}),
    ("POST", "/api/v1/admin/submissions/{submission_id}/publish"): ("admin", {}),
    ("GET", "/api/v1/admin/contact-messages"): ("admin", {}),
    ("GET", "/api/v1/admin/newsletter-subscribers"): ("admin", {}),
    ("GET", "/api/v1/admin/newsletter-subscribers/export"): ("admin", {}),
    ("GET", "/api/v1/admin/chat-leads"): ("admin", {}),
    ("GET", "/api/v1/admin/audit-log"): ("super", {}),
    ("GET", "/api/v1/admin/reviews"): ("admin", {}),
    # Money is a camp matter like the others: camp admins too, not only super admins.
    ("GET", "/api/v1/admin/statements"): ("admin", {"params": {"month": "{month}", "status": "open"}}),
    ("GET", "/api/v1/admin/statements/commission"): ("admin", {"params": {"months": 6}}),
    ("GET", "/api/v1/admin/statements/camps/{camp_id}/plan"): ("admin", {}),
    # Money decisions: a camp's plan and marking a month paid are the super admins'.
    ("PUT", "/api/v1/admin/statements/camps/{camp_id}/plan"): ("super", {"json": {"plan": "pro-monthly"}}),
    ("GET", "/api/v1/admin/statements/camps/{camp_id}/{month}"): ("admin", {}),
    ("GET", "/api/v1/admin/statements/camps/{camp_id}/{month}/pdf"): ("admin", {}),
    ("GET", "/api/v1/admin/statements/camps/{camp_id}/{month}/csv"): ("admin", {}),
    ("POST", "/api/v1/admin/statements/camps/{camp_id}/{month}/paid"): ("super", {}),
    ("GET", "/api/v1/admin/statements/bookings/{booking_id}/effect"): ("admin", {"params": {"status": "confirmed"}}),
    ("POST", "/api/v1/admin/reviews/{review_id}/hide"): ("admin", {"json": {"reason": "spam"}}),
    ("POST", "/api/v1/admin/reviews/{review_id}/show"): ("admin", {}),
    ("PUT", "/api/v1/admin/reviews/{review_id}/translations"): ("admin", {"json": {"translations": {"fr": "Top"}}}),
}
# Past the policy with a row behind every id: success, or the area's own refusal of this request.
ALLOWED_STATUSES = {200, 201, 202, 204, 400, 409, 422}


def test_every_api_route_is_in_the_matrix(app: FastAPI) -> None:
    routes = set(api_routes(app))
    assert routes - set(ROUTES) == set(), "add the new route to ROUTES with the policy it should have"
    assert set(ROUTES) - routes == set(), "a listed route no longer exists"


async def call(
    client: httpx.AsyncClient, market: Marketplace, principal: str, method: str, path: str
) -> httpx.Response:
    _, request = ROUTES[(method, path)]
    ids = dict(market.ids[principal])
    for placeholder, key in request.get("ids", {}).items():
        ids[placeholder] = ids[key]
    kwargs: dict[str, Any] = {"headers": market.headers[principal]}
    if "json" in request:
        kwargs["json"] = fill(request["json"], ids)
    if "params" in request:
        kwargs["params"] = fill(request["params"], ids)
    if "files" in request:
        kwargs["files"] = request["files"]
        kwargs["data"] = request["data"]
    return await client.request(method, fill(path, ids), **kwargs)


def verdict(response: httpx.Response, expected: Outcome) -> str | None:
    """None when the response is what the cell expects, else a description of what went wrong."""
    try:
        body = response.json()
    except ValueError:
        body = None
    code = body.get("error") if isinstance(body, dict) else None
    if expected == ALLOW:
        if response.status_code in ALLOWED_STATUSES:
            return None
        return f"expected to get past the policy, got {response.status_code} {code}"
    if (response.status_code, code) == expected:
        return None
    return f"expected {expected}, got {response.status_code} {code}"


def in_run_order(routes: list[tuple[str, str]]) -> list[tuple[str, str]]:
    # Deletes last, so the rows the other routes name still exist when they are called.
    return sorted(routes, key=lambda r: (r[0] == "DELETE", r[1], r[0]))


@pytest.mark.parametrize("principal", PRINCIPALS)
async def test_each_principal_gets_exactly_its_routes(app: FastAPI, client: httpx.AsyncClient, principal: str) -> None:
    market = await build_marketplace()
    routes = in_run_order(api_routes(app))
    denied = [r for r in routes if POLICIES[ROUTES[r][0]][principal] != ALLOW]
    allowed = [r for r in routes if POLICIES[ROUTES[r][0]][principal] == ALLOW]
    wrong = []
    # Denied requests first: none of them, reads or writes, may change a single row.
    before = await snapshot()
    for method, path in denied:
        response = await call(client, market, principal, method, path)
        if problem := verdict(response, POLICIES[ROUTES[(method, path)][0]][principal]):
            wrong.append((method, path, problem))
    assert await snapshot() == before, "a denied request changed the database"
    for method, path in allowed:
        response = await call(client, market, principal, method, path)
        if problem := verdict(response, ALLOW):
            wrong.append((method, path, problem, response.text[:200]))
    assert wrong == []


async def test_owner_a_cannot_reach_any_of_owner_bs_rows(client: httpx.AsyncClient) -> None:
    market = await build_marketplace()
    headers = market.headers["owner_a"]
    b_package, b_spare, b_booking = market.package_ids["b"], market.spare_package_ids["b"], market.booking_ids["b"]
    b_image_id, b_image = market.image_ids["b"], market.image_urls["b"]
    a_package = market.package_ids["a"]
    before = await snapshot()
    calls: list[tuple[str, str, Any, str]] = [
        ("PATCH", f"/api/v1/owner/packages/{b_package}", {"name": "Taken over", "price": 1}, "package_not_found"),
        ("DELETE", f"/api/v1/owner/packages/{b_package}", None, "package_not_found"),
        ("DELETE", f"/api/v1/owner/packages/{b_spare}", None, "package_not_found"),
        ("GET", f"/api/v1/owner/bookings/{b_booking}", None, "booking_not_found"),
        ("POST", f"/api/v1/owner/bookings/{b_booking}/confirm", None, "booking_not_found"),
        ("POST", f"/api/v1/owner/bookings/{b_booking}/release-hold", None, "booking_not_found"),
        ("POST", f"/api/v1/owner/bookings/{b_booking}/cancel", {"reason": "Not mine"}, "booking_not_found"),
        ("DELETE", f"/api/v1/media/images/{b_image_id}", None, "image_not_found"),
        # Showing camp B's upload on camp A's rows is refused like any other of camp B's ids.
        ("PATCH", "/api/v1/owner/camp", {"imageUrl": b_image}, "image_not_found"),
        ("PATCH", f"/api/v1/owner/packages/{a_package}", {"galleryImages": [b_image]}, "image_not_found"),
        ("POST", "/api/v1/owner/packages", {"name": "Stolen", "imageUrl": b_image}, "image_not_found"),
        ("GET", f"/api/v1/owner/payments/invoices/{market.invoice_ids['b']}/pdf", None, "invoice_not_found"),
    ]
    wrong = []
    for method, url, body, code in calls:
        response = await client.request(method, url, json=body, headers=headers)
        if response.status_code != 404 or response.json()["error"] != code:
            wrong.append((method, url, response.status_code, response.text[:200]))
    assert wrong == []
    assert await snapshot() == before, "owner A changed a row"
    # Lists and figures only ever contain the owner's own camp.
    packages = (await client.get("/api/v1/owner/packages", headers=headers)).json()
    assert {p["id"] for p in packages} == {a_package, market.spare_package_ids["a"]}
    bookings = (await client.get("/api/v1/owner/bookings", headers=headers)).json()
    assert bookings["items"] and {item["bookingReference"][:4] for item in bookings["items"]} == {"SC-A"}
    camp = (await client.get("/api/v1/owner/camp", headers=headers)).json()
    assert camp["id"] == market.camp_ids["a"]
    statements = (await client.get("/api/v1/owner/statements", headers=headers)).json()
    assert statements["plan"]["campId"] == market.camp_ids["a"]
    assert {s["campId"] for s in statements["statements"]} == {market.camp_ids["a"]}


async def test_an_owner_cannot_move_rows_into_another_camp(client: httpx.AsyncClient) -> None:
    """Camp ids in a body are not fields an owner can set: whatever is sent, rows stay in their camp."""
    market = await build_marketplace()
    headers, a_camp, b_camp = market.headers["owner_a"], market.camp_ids["a"], market.camp_ids["b"]
    stray = {"campId": b_camp, "camp_id": b_camp, "id": b_camp}
    created = await client.post(
        "/api/v1/owner/packages", json={"name": "Sneaky", "price": 100, "durationDays": 2, **stray}, headers=headers
    )
    assert created.status_code in (201, 422), created.text
    patched = await client.patch(
        f"/api/v1/owner/packages/{market.package_ids['a']}", json={"name": "Renamed", **stray}, headers=headers
    )
    assert patched.status_code in (200, 422), patched.text
    camp = await client.patch("/api/v1/owner/camp", json={"name": "Alpha Renamed", **stray}, headers=headers)
    assert camp.status_code in (200, 422), camp.text
    upload = await client.post(
        "/api/v1/media/images",
        headers=headers,
        files={"file": ("photo.png", PNG, "image/png")},
        data={"purpose": "camp", "campId": str(b_camp)},
    )
    assert upload.status_code == 201, upload.text
    async with get_sessionmaker()() as session:
        packages = (await session.execute(CampPackage.__table__.select())).mappings().all()
        assert {p["camp_id"] for p in packages if p["name"] in ("Sneaky", "Renamed")} <= {a_camp}
        b_row = await session.get(SurfCamp, b_camp)
        assert b_row is not None and b_row.name == "Camp Bravo"
        image = await session.get(MediaImage, upload.json()["id"])
        assert image is not None and image.camp_id == a_camp
        b_booking = await session.get(Booking, market.booking_ids["b"])
        assert b_booking is not None and b_booking.status == "pending"
