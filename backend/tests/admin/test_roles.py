"""Role by endpoint: every admin route of the app, for every kind of caller.

The routes are read from the app itself, so a new admin route without an entry in `SUPER_ONLY` or
`ADMIN` makes this test fail until someone decides who may call it.
"""

from __future__ import annotations

import re

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts

from tests.admin.helpers import PRINCIPALS, Office

# (method, path) -> who may call it. camp_admin gets everything but user management and the audit log.
SUPER_ONLY = {
    ("GET", "/api/v1/admin/users"),
    ("GET", "/api/v1/admin/users/{profile_id}"),
    ("PATCH", "/api/v1/admin/users/{profile_id}"),
    ("POST", "/api/v1/admin/users/{profile_id}/approve"),
    ("POST", "/api/v1/admin/users/{profile_id}/reject"),
    ("GET", "/api/v1/admin/audit-log"),
}
ADMIN = {
    ("GET", "/api/v1/admin/dashboard"),
    ("GET", "/api/v1/admin/bookings"),
    ("GET", "/api/v1/admin/bookings/summary"),
    ("GET", "/api/v1/admin/bookings/{booking_id}"),
    ("PATCH", "/api/v1/admin/bookings/{booking_id}"),
    ("GET", "/api/v1/admin/camps"),
    ("POST", "/api/v1/admin/camps"),
    ("GET", "/api/v1/admin/camps/{camp_id}"),
    ("PATCH", "/api/v1/admin/camps/{camp_id}"),
    ("DELETE", "/api/v1/admin/camps/{camp_id}"),
    ("GET", "/api/v1/admin/packages"),
    ("POST", "/api/v1/admin/packages"),
    ("GET", "/api/v1/admin/packages/{package_id}"),
    ("PATCH", "/api/v1/admin/packages/{package_id}"),
    ("DELETE", "/api/v1/admin/packages/{package_id}"),
    ("GET", "/api/v1/admin/analytics"),
    ("GET", "/api/v1/admin/content"),
    ("POST", "/api/v1/admin/content"),
    ("GET", "/api/v1/admin/content/{content_id}"),
    ("PATCH", "/api/v1/admin/content/{content_id}"),
    ("DELETE", "/api/v1/admin/content/{content_id}"),
    ("GET", "/api/v1/admin/submissions"),
    ("GET", "/api/v1/admin/submissions/{submission_id}"),
    ("POST", "/api/v1/admin/submissions/{submission_id}/review"),
    ("POST", "/api/v1/admin/submissions/{submission_id}/publish"),
    ("GET", "/api/v1/admin/contact-messages"),
    ("GET", "/api/v1/admin/newsletter-subscribers"),
    ("GET", "/api/v1/admin/newsletter-subscribers/export"),
    ("GET", "/api/v1/admin/chat-leads"),
    ("GET", "/api/v1/admin/reviews"),
    ("POST", "/api/v1/admin/reviews/{review_id}/hide"),
    ("POST", "/api/v1/admin/reviews/{review_id}/show"),
}

# The answer a denied caller gets, whatever the route: anonymous 401; signed in without an active
# admin profile 404 (the back office does not exist for them); a camp admin on a super-admin route 403.
DENIED = {"anonymous": 401, "camp_owner": 404, "inactive_admin": 404}


def admin_routes(app: FastAPI) -> list[tuple[str, str]]:
    found = []
    for route in iter_route_contexts(app.router.routes):
        path = route.path or ""
        if getattr(route, "dependant", None) is not None and path.startswith("/api/v1/admin"):
            found.extend((method, path) for method in sorted(route.methods or []))
    return sorted(found)


def test_every_admin_route_has_a_decision(app: FastAPI) -> None:
    routes = set(admin_routes(app))
    assert routes - SUPER_ONLY - ADMIN == set(), "add the new admin route to SUPER_ONLY or ADMIN"
    assert (SUPER_ONLY | ADMIN) - routes == set(), "a listed route no longer exists"


def concrete(path: str) -> str:
    # Ids that do not exist: a caller who passes the policy gets the area's own "not found" code.
    return re.sub(r"\{[a-z_]+\}", "999999", path)


@pytest.mark.parametrize("principal", PRINCIPALS)
async def test_each_principal_gets_exactly_its_admin_routes(
    app: FastAPI, client: httpx.AsyncClient, office: Office, principal: str
) -> None:
    wrong = []
    for method, path in admin_routes(app):
        response = await client.request(method, concrete(path), headers=office[principal], json={})
        data = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
        body = data if isinstance(data, dict) else {}
        if principal in DENIED:
            expected_ok = False
            ok = response.status_code == DENIED[principal]
        elif principal == "camp_admin" and (method, path) in SUPER_ONLY:
            expected_ok = False
            ok = response.status_code == 403
        else:
            expected_ok = True
            # Past the policy: any answer but 401/403 and the policy's bare "not_found".
            ok = response.status_code not in (401, 403, 500) and body.get("error") != "not_found"
        if not ok:
            wrong.append((method, path, response.status_code, body.get("error"), "allow" if expected_ok else "deny"))
    assert wrong == []
