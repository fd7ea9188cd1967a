"""Property-based API tests: every operation of the OpenAPI schema, driven by Schemathesis.

Each operation is called with generated (valid and invalid) input and every response goes
through all of Schemathesis' default checks: no server error, status code / content type /
headers / body conform to the declared responses, valid data accepted, invalid data rejected,
authentication not ignored, unsupported methods and OPTIONS answered with a true `Allow`.
Operations that need a signed-in user run three times: anonymously, as a super admin and as an
approved camp owner (real users and tokens seeded per test), so they are exercised beyond the
401. Examples are derandomized and bounded, so every run sends the same requests.

The app runs in process on Schemathesis' own event loop; rate limits are switched off for it
(they would turn the generated traffic into 429s), nothing else is.
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
from tests.admin.helpers import Office, build_office
from tests.shared_app import default_app

# Fuzzes every route once, on PostgreSQL when there is one: it refuses what SQLite lets through.
pytestmark = pytest.mark.strictest_database

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
    "POST /api/v1/admin/users/{profile_id}/reject": "blank reason after trimming",
    # Plans come from the configuration (PARTNER_PLANS): 422 unknown_plan for any other key.
    "PUT /api/v1/admin/statements/camps/{camp_id}/plan": "a configured plan key",
    "POST /api/v1/owner/bookings/{booking_id}/messages": "blank message after trimming",
    "POST /api/v1/admin/bookings/{booking_id}/messages": "blank message after trimming",
    "POST /api/v1/my-booking/{token}/messages": "blank message after trimming",
    "POST /api/v1/my-booking/{token}/date-requests": "a start date after today, other than the booked one",
    "POST /api/v1/my-booking-links": "e-mail syntax, blank reference after trimming",
    # Start dates must not be in the past, lengths of stay and add-ons must be ones offered.
    "POST /api/v1/bookings/quote": "offered lengths of stay and add-on names",
    "POST /api/v1/bookings": "start date not in the past, offered stays and add-ons, country codes, blank text",
    # Availability: a period's end after its start and at most half a year long, stay lengths the
    # package offers, a change that changes something, stay limits that leave an offered length,
    # a camp's number of imported calendars, an e-mail's syntax.
    # Every day a request takes is within the booking horizon (app/kit/dates.py: 422 date_too_far),
    # a bound that moves with the day, so the schema gives only the format.
    "GET /api/v1/availability/packages/{package_id}": "period order and length, offered stay lengths, horizon",
    "POST /api/v1/availability/waitlist": "e-mail syntax, start date from today to the horizon",
    "GET /api/v1/owner/availability/packages/{package_id}/calendar": "period order and length, days 2000..horizon",
    "GET /api/v1/admin/availability/packages/{package_id}/calendar": "period order and length, days 2000..horizon",
    "PUT /api/v1/owner/availability/packages/{package_id}/days": "a change that changes something, days 2000..horizon",
    "PUT /api/v1/admin/availability/packages/{package_id}/days": "a change that changes something, days 2000..horizon",
    "PUT /api/v1/owner/availability/packages/{package_id}/settings": "stay limits leave an offered length, season days",
    "PUT /api/v1/admin/availability/packages/{package_id}/settings": "stay limits leave an offered length, season days",
    "GET /api/v1/camps": "an arrival day from today to the horizon",
    "POST /api/v1/owner/availability/feeds": "blank name after trimming, at most 20 calendars a camp",
    "POST /api/v1/admin/availability/feeds": "blank name after trimming, at most 20 calendars a camp",
    # A date range's first day must not be after its last (422 date_range_reversed); "YYYY-MM-DD"
    # also matches days no calendar has (422 invalid_date); the days are 2000..the horizon.
    "GET /api/v1/admin/bookings": "arrival range in order, real calendar days",
    "GET /api/v1/admin/bookings/export": "arrival range in order, real calendar days",
    "GET /api/v1/owner/bookings": "arrival range in order, real calendar days",
    "GET /api/v1/owner/bookings/export": "arrival range in order, real calendar days",
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

APP = default_app()


def _is_protected(ctx: Any) -> bool:
    return bool(ctx.operation.definition.raw.get("security"))


def _is_owner_operation(ctx: Any) -> bool:
    return _is_protected(ctx) and ctx.operation.path.startswith(("/api/v1/owner/", "/api/v1/media/"))


def _is_other_protected(ctx: Any) -> bool:
    return _is_protected(ctx) and not _is_owner_operation(ctx)


def _load(*, coverage: bool) -> schemathesis.BaseSchema:
    loaded = schemathesis.openapi.from_asgi("/api/openapi.json", APP)
    # Set after loading: passed to the loader, an `operations` section also overrides `include()` filters.
    loaded.config.operations = _RULES.projects.default.operations
    # The coverage phase sends every boundary and negative case the schema defines (and the
    # undeclared methods and OPTIONS that the method checks need); it is not bounded by
    # max_examples, so each operation gets it once, with the caller the operation is for.
    loaded.config.phases.coverage.enabled = coverage
    # Every route refuses NUL characters up front (400 invalid_characters: PostgreSQL text cannot
    # hold them), a rule of the whole API rather than of any one schema; tests/security covers it.
    loaded.config.generation.allow_x00 = False
    return loaded


_full = _load(coverage=True)
_fuzz_only = _load(coverage=False)

public = _full.exclude(_is_protected)
# Protected operations: every caller gets the fuzzing phase; the coverage phase runs as the
# principal that gets past authorization (camp owner for the owner's area and uploads, super
# admin for everything else).
anonymous_protected = _fuzz_only.include(_is_protected)
# (Filters given to one include() or chained include() calls are alternatives, hence one predicate each.)
super_admin_covered = _full.include(_is_other_protected)
super_admin_fuzzed = _fuzz_only.include(_is_owner_operation)
camp_owner_covered = _full.include(_is_owner_operation)
camp_owner_fuzzed = _fuzz_only.include(_is_other_protected)

# Small but fixed: the same examples on every run, and the whole file stays within ~90 s.
EXAMPLES = settings(
    max_examples=5,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_every_operation_is_covered() -> None:
    """Each operation gets the coverage phase once and every caller it needs, none is left out."""

    assert _full.config.phases.coverage.enabled and not _fuzz_only.config.phases.coverage.enabled

    def labels(*schemas: schemathesis.BaseSchema) -> list[str]:
        return sorted(op.ok().label for s in schemas for op in s.get_all_operations())

    everything = labels(_load(coverage=False))
    protected = labels(anonymous_protected)
    assert len(everything) == len(set(everything)) > 70
    assert labels(public, anonymous_protected) == everything
    assert labels(public, super_admin_covered, camp_owner_covered) == everything
    assert labels(super_admin_covered, super_admin_fuzzed) == protected
    assert labels(camp_owner_covered, camp_owner_fuzzed) == protected


@pytest.fixture
async def office() -> AsyncIterator[Office]:
    """Seed the back office, then hand the database to the event loop Schemathesis calls the app on."""
    office = await build_office()
    # Schemathesis runs the ASGI app on its own event loop (one thread for the whole session).
    # Pooled connections belong to the loop that opened them (asyncpg refuses others), so the
    # pool is emptied on this loop before the calls and on Schemathesis' loop after them.
    await get_engine().dispose()
    yield office


# Bearer tokens of the seeded principals, filled in by `api_calls` for the test that runs.
TOKENS: dict[str, str] = {}


@pytest.fixture
def api_calls(office: Office) -> Iterator[Office]:
    # Rate limits would turn the generated traffic into 429s; every other check stays on.
    get_rate_limiter().enabled = False
    for principal in ("super_admin", "camp_owner"):
        TOKENS[principal] = office[principal]["Authorization"].removeprefix("Bearer ")
    try:
        yield office
    finally:
        schemathesis_asgi._get_portal().call(get_engine().dispose)
        get_rate_limiter().enabled = True
        TOKENS.clear()


class _Bearer:
    """Signs the generated requests in as one principal. Schemathesis leaves it out of the cases
    that test a missing Authorization header and probes the operation without it and with a
    wrong one. The coverage phase builds its cases at collection time, before any user exists,
    so the cases carry a stand-in that `_send` swaps for the seeded principal's real token."""

    principal = ""

    def get(self, case: schemathesis.Case, context: schemathesis.AuthContext) -> str:
        return self.principal

    def set(self, case: schemathesis.Case, data: str, context: schemathesis.AuthContext) -> None:
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {_STAND_IN}{data}"


_STAND_IN = "token-of-"


class SuperAdmin(_Bearer):
    principal = "super_admin"


class CampOwner(_Bearer):
    principal = "camp_owner"


def _signed_in_as(provider: type[_Bearer]) -> Any:
    # No token cache and no re-login on 401: a 401 is an answer to check.
    return _full.auth(provider, refresh_interval=None, retry_on=[])


def _send(case: schemathesis.Case) -> None:
    authorization = (case.headers or {}).get("Authorization", "")
    if authorization.startswith(f"Bearer {_STAND_IN}"):
        case.headers["Authorization"] = f"Bearer {TOKENS[authorization.removeprefix(f'Bearer {_STAND_IN}')]}"
    case.call_and_validate()


@public.parametrize()
@EXAMPLES
def test_public(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)


@anonymous_protected.parametrize()
@EXAMPLES
def test_protected_anonymously(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)


@super_admin_covered.parametrize()
@_signed_in_as(SuperAdmin)
@EXAMPLES
def test_super_admin(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)


@super_admin_fuzzed.parametrize()
@_signed_in_as(SuperAdmin)
@EXAMPLES
def test_super_admin_in_owner_area(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)


@camp_owner_covered.parametrize()
@_signed_in_as(CampOwner)
@EXAMPLES
def test_camp_owner(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)


@camp_owner_fuzzed.parametrize()
@_signed_in_as(CampOwner)
@EXAMPLES
def test_camp_owner_outside_owner_area(case: schemathesis.Case, api_calls: Office) -> None:
    _send(case)
