"""Every date a request takes is a day within the booking horizon (app/kit/dates.py).

Before, the horizon was checked by the booking form's schema and by hand in the date-change service;
the waitlist stored 9999-12-31 (and the jobs died on it), the availability reads answered 500 to it,
and a blocked 9999-12-31 broke the calendar export. The class tests walk every route of the real app.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

import httpx
import pytest
from pydantic import AfterValidator, BeforeValidator, TypeAdapter, ValidationError
from sqlalchemy import func, select

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit import dates
from app.kit.dates import CalendarDate, StartDate
from app.kit.ratelimit import get_rate_limiter
from app.models import PackageDay, WaitlistEntry
from tests.kit.helpers import RouteInput, route_inputs, unrefused
from tests.owner.helpers import build_world
from tests.security.helpers import CALENDAR_TOKEN, build_marketplace
from tests.shared_app import default_app

DATE_CODES = {"date_too_far", "date_in_past", "invalid_date"}


def _code(type_: object, value: object) -> str | None:
    try:
        TypeAdapter(type_).validate_python(value)
    except ValidationError as caught:
        return str(caught.errors()[0]["ctx"]["error"].code)
    return None


def test_a_start_date_is_a_day_from_today_to_the_horizon() -> None:
    today, last = dates.today(), dates.horizon_end()
    assert last == today + timedelta(days=get_settings().booking_horizon_days)
    assert [_code(StartDate, day.isoformat()) for day in (today, last)] == [None, None]
    assert _code(StartDate, (today - timedelta(days=1)).isoformat()) == "date_in_past"
    assert _code(StartDate, (last + timedelta(days=1)).isoformat()) == "date_too_far"
    assert _code(StartDate, "9999-12-31") == "date_too_far"


def test_a_calendar_date_may_be_past_but_not_before_2000_nor_beyond_the_horizon() -> None:
    assert _code(CalendarDate, "2000-01-01") is None
    assert _code(CalendarDate, (dates.today() - timedelta(days=400)).isoformat()) is None
    assert _code(CalendarDate, "1999-12-31") == "invalid_date"
    assert _code(CalendarDate, "0001-01-01") == "invalid_date"
    assert _code(CalendarDate, (dates.horizon_end() + timedelta(days=1)).isoformat()) == "date_too_far"


@pytest.mark.parametrize("value", ["0", 20270601, "2027-6-1", "2027-06-01T00:00:00", "1767225600"])
def test_a_date_is_written_yyyy_mm_dd(value: object) -> None:
    assert _code(CalendarDate, value) == "invalid_date"
    assert _code(StartDate, value) == "invalid_date"


def _is_date(target: RouteInput) -> bool:
    return isinstance(target.annotation, type) and issubclass(target.annotation, (date, datetime))


def _bounded(target: RouteInput) -> bool:
    """The input carries the kit's rules: the YYYY-MM-DD shape, a floor and the horizon."""
    before = {m.func for m in target.metadata if isinstance(m, BeforeValidator)}
    after = {m.func for m in target.metadata if isinstance(m, AfterValidator)}
    return (
        dates.iso_day in before
        and dates.within_horizon in after
        and bool({dates.not_in_past, dates.not_before_first_day} & after)
    )


DATE_INPUTS = [target for target in route_inputs(default_app()) if _is_date(target)]


def test_the_walk_finds_the_dates_of_bodies_queries_and_query_models() -> None:
    found = {str(target) for target in DATE_INPUTS}
    assert {
        "POST /api/v1/bookings body:startDate",
        "POST /api/v1/availability/waitlist body:startDate",
        "PUT /api/v1/owner/availability/packages/{package_id}/days body:days.0",
        "PUT /api/v1/owner/availability/packages/{package_id}/settings body:season.0.end",
        "GET /api/v1/availability/packages/{package_id} query:from",
        "GET /api/v1/owner/bookings query:startsFrom",
        "GET /api/v1/camps query:availableOn",
        "POST /api/v1/my-booking/{token}/date-requests body:startDate",
    } <= found


def test_every_date_a_request_takes_is_one_of_the_kits_bounded_dates() -> None:
    unbounded = [str(target) for target in DATE_INPUTS if not _bounded(target)]
    assert unbounded == [], "type these inputs as app.kit.dates.StartDate or CalendarDate"


@pytest.mark.parametrize("value", ["9999-12-31", "0001-01-01"])
async def test_every_date_input_refuses_a_day_out_of_range_with_a_field_error(
    walker: httpx.AsyncClient, value: str
) -> None:
    market = await build_marketplace()
    get_rate_limiter().enabled = False
    failures = await unrefused(walker, market, DATE_INPUTS, value, lambda target: DATE_CODES)
    assert not failures, "\n".join(failures)


# --- The findings --------------------------------------------------------------------------------


async def test_the_waitlist_stores_no_day_beyond_the_horizon(walker: httpx.AsyncClient) -> None:
    world = await build_world()
    far = (dates.horizon_end() + timedelta(days=1)).isoformat()
    for day in ("9999-12-31", far):
        response = await walker.post(
            "/api/v1/availability/waitlist",
            json={"packageId": world.a.package.id, "startDate": day, "numberOfDays": 7, "email": "lena@example.com"},
        )
        assert response.status_code == 422 and response.json()["fields"] == {"startDate": "date_too_far"}
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(WaitlistEntry)) == 0


async def test_the_public_start_dates_refuse_a_period_beyond_the_horizon(walker: httpx.AsyncClient) -> None:
    world = await build_world()
    response = await walker.get(
        f"/api/v1/availability/packages/{world.a.package.id}", params={"from": "9999-12-20", "to": "9999-12-31"}
    )
    assert response.status_code == 422
    assert response.json()["fields"] == {"from": "date_too_far", "to": "date_too_far"}


async def test_no_blocked_day_beyond_the_horizon_is_stored_and_the_calendar_export_answers(
    walker: httpx.AsyncClient,
) -> None:
    market = await build_marketplace()
    package_id = market.package_ids["a"]
    response = await walker.put(
        f"/api/v1/owner/availability/packages/{package_id}/days",
        json={"days": [dates.today().isoformat(), "9999-12-31"], "blocked": True},
        headers=market.headers["owner_a"],
    )
    assert response.status_code == 422 and response.json()["fields"] == {"days.1": "date_too_far"}
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(PackageDay)) == 0
    assert (await walker.get(f"/api/v1/calendars/{CALENDAR_TOKEN}.ics")).status_code == 200


async def test_the_catalogue_refuses_an_arrival_day_in_the_past(walker: httpx.AsyncClient) -> None:
    yesterday = (dates.today() - timedelta(days=1)).isoformat()
    response = await walker.get("/api/v1/camps", params={"availableOn": yesterday})
    assert response.status_code == 422 and response.json()["fields"] == {"availableOn": "date_in_past"}
    assert (await walker.get("/api/v1/camps", params={"availableOn": dates.today().isoformat()})).status_code == 200


async def test_the_bookings_lists_refuse_a_filter_day_out_of_range(walker: httpx.AsyncClient) -> None:
    world = await build_world()
    response = await walker.get(
        "/api/v1/owner/bookings", params={"startsFrom": "0001-01-01", "startsTo": "9999-12-31"}, headers=world.a.owner
    )
    assert response.status_code == 422
    assert response.json()["fields"] == {"startsFrom": "invalid_date", "startsTo": "date_too_far"}
    last_year = (dates.today() - timedelta(days=365)).isoformat()
    history = await walker.get("/api/v1/owner/bookings", params={"startsFrom": last_year}, headers=world.a.owner)
    assert history.status_code == 200
