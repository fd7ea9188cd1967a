"""Cards and package pages say when a package can next be booked, and the list filters by an arrival day,
in the database, by the same rules as the booking request's check."""

from __future__ import annotations

from datetime import date, timedelta

import httpx
import pytest

from app.availability.repository import AvailabilityRepository
from app.availability.rules import FEW_PLACES
from app.availability.service import next_dates
from app.catalogue.repository import CatalogueFilters, CatalogueRepository
from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.pagination import PageParams
from app.models import CalendarFeed, CalendarFeedBlock, CampPackage, PackageDay
from app.models.base import utcnow
from tests.availability.helpers import Place, add_booking, build_place
from tests.factories import make_package

TODAY = date.today()


def days(n: int) -> date:
    return TODAY + timedelta(days=n)


async def cards(client: httpx.AsyncClient, **query: str) -> dict[int, dict[str, object]]:
    response = await client.get("/api/v1/camps", params={"pageSize": "48", **query})
    assert response.status_code == 200, response.text
    return {card["id"]: card for card in response.json()["items"]}


async def test_a_card_names_the_next_day_a_person_can_arrive_and_says_when_few_places_are_left(
    client: httpx.AsyncClient,
) -> None:
    place = await build_place(places=FEW_PLACES + 2, min_notice_days=2)
    # The first possible arrival (in two days) is blocked; the one after has its places.
    async with get_sessionmaker()() as session, session.begin():
        session.add(PackageDay(package_id=place.package.id, day=days(2), blocked=True))
    card = (await cards(client))[place.package.id]
    assert (card["nextAvailable"], card["fewPlacesLeft"]) == (days(3).isoformat(), False)
    # Two confirmed guests over that stay leave FEW_PLACES: the card says so, and so does the package page.
    await add_booking(place, "confirmed", days(3), 2)
    card = (await cards(client))[place.package.id]
    assert (card["nextAvailable"], card["fewPlacesLeft"]) == (days(3).isoformat(), True)
    page = (await client.get(f"/api/v1/packages/{place.package.id}")).json()
    assert (page["nextAvailable"], page["fewPlacesLeft"]) == (days(3).isoformat(), True)


async def test_a_package_closed_for_the_whole_horizon_has_no_next_date(client: httpx.AsyncClient) -> None:
    season = [{"start": days(0).isoformat(), "end": days(400).isoformat(), "open": False}]
    place = await build_place(season=season)
    card = (await cards(client))[place.package.id]
    assert (card["nextAvailable"], card["fewPlacesLeft"]) == (None, False)


async def test_a_package_full_for_weeks_names_its_first_free_day_beyond_them(client: httpx.AsyncClient) -> None:
    """The next weeks are read first and the rest of the horizon only for packages with no start in them:
    a package full for seven weeks still names the day after, beside one that is open tomorrow."""
    place = await build_place(places=2, min_notice_days=1)
    async with get_sessionmaker()() as session, session.begin():
        open_now = await make_package(session, place.camp, "Open Now", places=2)
    for week in range(7):  # days 1 .. 49 are taken by seven back-to-back weeks of two people
        await add_booking(place, "confirmed", days(1 + 7 * week), 2, n=week)
    found = await cards(client)
    assert found[place.package.id]["nextAvailable"] == days(50).isoformat()
    assert found[open_now.id]["nextAvailable"] == days(1).isoformat()


async def test_a_cards_date_is_kept_for_seconds_and_an_owners_calendar_change_shows_at_once(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With `next_available_seconds` on, a package's date is kept (a booking written by another process
    is seen after the seconds), and a calendar change through the app empties what was kept."""
    next_dates.clear()
    monkeypatch.setattr(get_settings(), "next_available_seconds", 30.0)
    place = await build_place(places=2, min_notice_days=1)
    assert (await cards(client))[place.package.id]["nextAvailable"] == days(1).isoformat()
    await add_booking(place, "confirmed", days(1), 2)  # around the app, as another worker would
    assert (await cards(client))[place.package.id]["nextAvailable"] == days(1).isoformat()  # kept
    response = await client.put(
        f"/api/v1/owner/availability/packages/{place.package.id}/days",
        json={"days": [days(8).isoformat()], "blocked": True},
        headers=place.owner,
    )
    assert response.status_code == 204, response.text
    # Computed again: day 1's week is full, and day 8 is blocked, so no stay can start on days 2 .. 8.
    assert (await cards(client))[place.package.id]["nextAvailable"] == days(9).isoformat()
    page = (await client.get(f"/api/v1/packages/{place.package.id}")).json()
    assert page["nextAvailable"] == days(9).isoformat()
    next_dates.clear()


async def add_rival_packages(place: Place) -> dict[str, CampPackage]:
    """Packages of the same camp that a given arrival day is refused for, each for another rule."""
    day = days(30)
    async with get_sessionmaker()() as session, session.begin():
        made = {
            "open": place.package,
            "full": await make_package(session, place.camp, "Full House", places=2),
            "closed": await make_package(
                session,
                place.camp,
                "Winter Only",
                season=[{"start": days(0).isoformat(), "end": days(28).isoformat(), "open": True}],
            ),
            "closed_later": await make_package(
                session,
                place.camp,
                "Closing Mid Stay",
                season=[{"start": days(33).isoformat(), "end": days(40).isoformat(), "open": False}],
            ),
            "weekday": await make_package(
                session, place.camp, "Other Weekday", start_weekdays=[(day.weekday() + 1) % 7]
            ),
            "notice": await make_package(session, place.camp, "Long Notice", min_notice_days=45),
            "blocked": await make_package(session, place.camp, "Blocked Day", places=6),
            "feed": await make_package(session, place.camp, "Booked Elsewhere"),
            "short": await make_package(session, place.camp, "Short Stay", days=3, places=1),
        }
        session.add(PackageDay(package_id=made["blocked"].id, day=day + timedelta(days=4), blocked=True))
        feed = CalendarFeed(
            camp_id=place.camp.id, package_id=made["feed"].id, name="Airbnb", url="https://x.test/a.ics"
        )
        session.add(feed)
        await session.flush()
        session.add(
            CalendarFeedBlock(feed_id=feed.id, start_date=day + timedelta(days=6), end_date=day + timedelta(days=8))
        )
    # The short stay's one place is held for the three days before the day, not on it.
    await add_booking(
        Place(place.camp, made["full"], place.owner, place.admin), "confirmed", day + timedelta(days=3), 2
    )
    await add_booking(
        Place(place.camp, made["short"], place.owner, place.admin), "pending", day - timedelta(days=3), 1, days=3, n=1
    )
    return made


async def test_the_list_filters_by_arrival_day_with_the_rules_of_a_booking_request(client: httpx.AsyncClient) -> None:
    place = await build_place(places=4)
    made = await add_rival_packages(place)
    day = days(30)
    shown = await cards(client, availableOn=day.isoformat())
    assert {card["name"] for card in shown.values()} == {made["open"].name, made["short"].name}
    listed = (await client.get("/api/v1/camps", params={"availableOn": day.isoformat()})).json()
    assert listed["total"] == 2
    # The day before, the short stay's held place is taken; a past day is no arrival day to ask about.
    before = await cards(client, availableOn=(day - timedelta(days=3)).isoformat())
    assert made["short"].id not in before and made["open"].id in before
    past = await client.get("/api/v1/camps", params={"availableOn": days(-1).isoformat()})
    assert past.status_code == 422 and past.json()["fields"] == {"availableOn": "date_in_past"}
    assert (await client.get("/api/v1/camps", params={"availableOn": "14 March"})).status_code == 422


async def test_the_database_filter_agrees_with_the_ledger_day_by_day() -> None:
    place = await build_place(places=4)
    made = await add_rival_packages(place)
    first, last = days(-2), days(60)
    async with get_sessionmaker()() as session:
        packages = list(made.values())
        ledgers = await AvailabilityRepository(session).ledgers(packages, first, last + timedelta(days=31), utcnow())
        repo = CatalogueRepository(session)
        day = first
        while day <= last:
            expected = {p.id for p in packages if ledgers[p.id].check(day, p.duration_days, 1, TODAY).available}
            rows, _ = await repo.page(CatalogueFilters(available_on=day), "recommended", PageParams(1, 48))
            assert {row.package_id for row in rows} == expected, day
            day += timedelta(days=1)


async def test_an_arrival_day_is_a_calendar_day_written_out(client: httpx.AsyncClient) -> None:
    for wrong in ("0", "1767225600", "2027-02-30", "14/03/2027"):
        response = await client.get("/api/v1/camps", params={"availableOn": wrong})
        assert response.status_code == 422, wrong
        assert response.json()["fields"] == {"availableOn": "invalid_date"}, wrong
