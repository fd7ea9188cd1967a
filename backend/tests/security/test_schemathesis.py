"""Property-based API tests: every operation of the OpenAPI schema, driven by Schemathesis.

Each operation is called with generated (valid and invalid) input and every response goes
through all of Schemathesis' default checks: no server error, status code / content type /
headers / body conform to the declared responses, valid data accepted, invalid data rejected,
authentication not ignored, unsupported methods refused. Operations that need a signed-in
user run three times: anonymously, as a super admin and as an approved camp owner, so they
are exercised beyond the 401.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.python import asgi as schemathesis_asgi

from app.db import get_engine
from app.kit.ratelimit import get_rate_limiter
from app.main import create_app
from tests.admin.helpers import Office, build_office

# Operations whose request bodies carry rules JSON Schema cannot state, so a request that is
# valid by the schema may still be refused with 400/422 by design. Only for these does the
# "valid data is accepted" check also take 400/422; every other check stays as it is, and
# invalid data must still be refused everywhere.
SERVER_SIDE_RULES = {
    # The token must be one the server issued (and not yet used or expired): 400 invalid_token.
    "POST /api/v1/auth/confirm-email": "server-issued token",
    "POST /api/v1/auth/reset-password": "server-issued token",
    "POST /api/v1/newsletter/unsubscribe": "server-issued token",
    "POST /api/v1/reviews": "server-issued review token",
    # Passwords are also checked against a list of common passwords, and e-mail addresses by
    # email-validator, which refuses addresses JSON Schema's "email" format allows (special-use
    # domains, quoted local parts, ...): 422 invalid_email / password_too_common.
    "POST /api/v1/auth/register": "e-mail syntax, common passwords, blank names after trimming",
    "POST /api/v1/auth/resend-confirmation": "e-mail syntax",
    "POST /api/v1/auth/forgot-password": "e-mail syntax",
    "POST /api/v1/newsletter": "e-mail syntax",
    "POST /api/v1/contact": "e-mail syntax, blank text after trimming",
    "POST /api/v1/assistant/email": "e-mail syntax",
    "POST /api/partner-signup": "e-mail, phone, web address and Instagram handle shapes, blank text",
    # Free text is trimmed and a blank required text is refused; image URLs must name uploaded
    # media; web addresses, e-mail and phone numbers have shapes of their own.
    "POST /api/v1/admin/camps": "blank name after trimming, URL / e-mail / image URL shapes",
    "PATCH /api/v1/admin/camps/{camp_id}": "blank name after trimming, URL / e-mail / image URL shapes",
    "POST /api/v1/admin/packages": "featured image required, image URLs must name uploaded media",
    "PATCH /api/v1/admin/packages/{package_id}": "featured image required, image URLs must name uploaded media",
    "POST /api/v1/admin/content": "blank content after trimming",
    "PATCH /api/v1/admin/content/{content_id}": "blank content after trimming",
    "PATCH /api/v1/owner/camp": "blank name after trimming, URL / e-mail / image URL shapes",
    "POST /api/v1/owner/packages": "featured image required, image URLs must name uploaded media",
    "PATCH /api/v1/owner/packages/{package_id}": "featured image required, image URLs must name uploaded media",
    "POST /api/v1/owner/bookings/{booking_id}/cancel": "blank reason after trimming",
    "POST /api/v1/admin/reviews/{review_id}/hide": "blank reason after trimming",
    # Start dates must not be in the past, lengths of stay and add-ons must be ones offered.
    "POST /api/v1/bookings/quote": "offered lengths of stay and add-on names",
    "POST /api/v1/bookings": "start date not in the past, offered stays and add-ons, country codes, blank text",
    # The upload must decode as an image: 415 invalid_file_type for other bytes.
    "POST /api/v1/media/images": "the file must be an image",
}

_ACCEPTED = ["2xx", "3xx", "400", "401", "403", "404", "409", "415", "422", "429", "5xx"]
_RULES = schemathesis.Config.from_dict(
    {
        "operations": [
            {
                "include-name": sorted(SERVER_SIDE_RULES),
                "checks": {"positive_data_acceptance": {"expected-statuses": _ACCEPTED}},
            }
        ]
    }
)

schema = schemathesis.openapi.from_asgi("/api/openapi.json", create_app())
# Set after loading: passed to the loader, an `operations` section also overrides `include()` filters.
schema.config.operations = _RULES.projects.default.operations


def _is_protected(ctx: Any) -> bool:
    return bool(ctx.operation.definition.raw.get("security"))


protected = schema.include(_is_protected)

# Small but fixed: the same examples on every run, and the whole file stays within ~90 s.
EXAMPLES = settings(
    max_examples=8,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@pytest.fixture
async def office() -> AsyncIterator[Office]:
    """Seed the back office, then hand the database to the event loop Schemathesis calls the app on."""
    office = await build_office()
    # Schemathesis runs the ASGI app on its own event loop (one thread for the whole session).
    # Pooled connections belong to the loop that opened them (asyncpg refuses others), so the
    # pool is emptied on this loop before the calls and on Schemathesis' loop after them.
    await get_engine().dispose()
    yield office


@pytest.fixture
def api_calls(office: Office) -> Iterator[Office]:
    # Rate limits would turn the generated traffic into 429s; every other check stays on.
    get_rate_limiter().enabled = False
    try:
        yield office
    finally:
        schemathesis_asgi._get_portal().call(get_engine().dispose)
        get_rate_limiter().enabled = True


@schema.parametrize()
@EXAMPLES
def test_anonymous(case: schemathesis.Case, api_calls: Office) -> None:
    case.call_and_validate()


@protected.parametrize()
@EXAMPLES
def test_super_admin(case: schemathesis.Case, api_calls: Office) -> None:
    case.call_and_validate(headers=api_calls["super_admin"])


@protected.parametrize()
@EXAMPLES
def test_camp_owner(case: schemathesis.Case, api_calls: Office) -> None:
    case.call_and_validate(headers=api_calls["camp_owner"])
