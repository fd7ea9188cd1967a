"""The public catalogue: filters applied in the database, cards, translations, caching, query counts."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import SurfCamp
from tests.factories import make_camp, make_package, translated_as_written
from tests.sql_statements import count_statements


@pytest.fixture
async def catalogue() -> dict[str, int]:
    async with get_sessionmaker()() as session, session.begin():
        tag = await make_camp(session, "Tag Surf House", location_key="taghazout")
        tag.featured = True
        tag.amenities = ["WiFi", "Meals"]
        tag.translations = translated_as_written(tag, {"fr": {"amenities": ["Wi-Fi", "Repas"]}})
        tam = await make_camp(session, "Tamraght Waves", location_key="tamraght")
        tam.featured = True
        ims = await make_camp(session, "Imsouane Point", location_key="imsouane")
        hidden_camp = await make_camp(session, "Hidden Camp", status="pending")
        ids = {
            "beginner": (
                await make_package(
                    session,
                    tag,
                    "7-Day Beginner Surf Coaching",
                    "483",
                    7,
                    difficulty_level="beginner",
                    package_type="surf-only",
                    included_features=["Lessons", "Boards", "Breakfast", "Transfers"],
                    translations={"fr": {"name": "Coaching surf débutant 7 jours"}},
                )
            ).id,
            "yoga": (
                await make_package(
                    session,
                    tam,
                    "7-Day Surf & Yoga Retreat",
                    "595",
                    7,
                    difficulty_level="all_levels",
                    package_type="surf-yoga",
                    featured=True,
                )
            ).id,
            "desert": (
                await make_package(
                    session,
                    tag,
                    "Surf & Desert Vibes Retreat",
                    "475",
                    5,
                    difficulty_level="intermediate",
                    package_type="all-inclusive",
                )
            ).id,
            "advanced": (
                await make_package(
                    session,
                    ims,
                    "Advanced Point Break Week",
                    "390",
                    8,
                    difficulty_level="advanced",
                    package_type="surf-only",
                    rating_average=Decimal("4.67"),
                    review_count=3,
                )
            ).id,
            "inactive": (await make_package(session, tag, "Old Package", "300", 7, status="inactive")).id,
            "of_hidden_camp": (await make_package(session, hidden_camp, "Hidden Package", "310", 7)).id,
        }
    return ids


async def names(client: httpx.AsyncClient, query: str) -> list[str]:
    response = await client.get(f"/api/v1/camps{query}")
    assert response.status_code == 200, response.text
    return [card["name"] for card in response.json()["items"]]


async def test_the_list_shows_only_active_packages_of_active_camps(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    body = (await client.get("/api/v1/camps")).json()
    assert body["total"] == 4
    assert "Old Package" not in [c["name"] for c in body["items"]]
    assert "Hidden Package" not in [c["name"] for c in body["items"]]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("?location=taghazout", {"7-Day Beginner Surf Coaching", "Surf & Desert Vibes Retreat"}),
        ("?location=tamraght", {"7-Day Surf & Yoga Retreat"}),
        # "Taghazout & Tamraght": those two villages, not Imsouane or Agadir
        (
            "?location=both",
            {"7-Day Beginner Surf Coaching", "Surf & Desert Vibes Retreat", "7-Day Surf & Yoga Retreat"},
        ),
        ("?location=imsouane", {"Advanced Point Break Week"}),
        ("?location=agadir", set()),
        ("?duration=7", {"7-Day Beginner Surf Coaching", "7-Day Surf & Yoga Retreat"}),
        ("?duration=8", {"Advanced Point Break Week"}),
        ("?budget=400-500", {"7-Day Beginner Surf Coaching", "Surf & Desert Vibes Retreat"}),
        ("?budget=475-483", {"7-Day Beginner Surf Coaching", "Surf & Desert Vibes Retreat"}),  # inclusive
        ("?budget=500-600", {"7-Day Surf & Yoga Retreat"}),
        ("?type=beginner", {"7-Day Beginner Surf Coaching"}),
        ("?type=all-levels", {"7-Day Surf & Yoga Retreat"}),
        ("?type=surf-yoga", {"7-Day Surf & Yoga Retreat"}),
        ("?type=surf-only", {"7-Day Beginner Surf Coaching", "Advanced Point Break Week"}),
        ("?type=nonsense", set()),
        ("?location=taghazout&duration=7&budget=400-500&type=beginner", {"7-Day Beginner Surf Coaching"}),
        ("?location=tamraght&duration=8", set()),
    ],
)
async def test_filters(client: httpx.AsyncClient, catalogue: dict[str, int], query: str, expected: set[str]) -> None:
    assert set(await names(client, query)) == expected


async def test_invalid_filters_are_clear_errors_not_crashes(client: httpx.AsyncClient) -> None:
    for query in (
        "?budget=cheap",
        "?duration=abc",
        "?location=paris",
        "?pageSize=500",
        "?page=0",
        "?budget=1'%20OR%201=1--",
    ):
        response = await client.get(f"/api/v1/camps{query}")
        assert response.status_code == 422, query
        assert response.json()["error"] == "validation_error"


async def test_sorting_and_pagination(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    assert await names(client, "?sort=price_asc") == [
        "Advanced Point Break Week",
        "Surf & Desert Vibes Retreat",
        "7-Day Beginner Surf Coaching",
        "7-Day Surf & Yoga Retreat",
    ]
    first = (await client.get("/api/v1/camps?sort=price_desc&pageSize=3")).json()
    second = (await client.get("/api/v1/camps?sort=price_desc&pageSize=3&page=2")).json()
    assert (first["total"], len(first["items"]), len(second["items"])) == (4, 3, 1)
    assert second["items"][0]["name"] == "Advanced Point Break Week"
    assert (await names(client, "?sort=rating"))[0] == "Advanced Point Break Week"


async def test_a_card_has_every_derived_field(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    cards = {c["name"]: c for c in (await client.get("/api/v1/camps")).json()["items"]}
    card = cards["7-Day Beginner Surf Coaching"]
    assert card["id"] == card["packageId"] == catalogue["beginner"]
    assert card["campName"] == "Tag Surf House" and card["locationFilter"] == "taghazout"
    assert (card["price"], card["duration"], card["typeFilter"], card["packageType"]) == (
        "483.00",
        7,
        "beginner",
        "surf-only",
    )
    assert card["includes"] == ["Lessons", "Boards", "Breakfast"] and card["includedCount"] == 4
    assert card["rating"] is None and card["reviewCount"] == 0  # no stored reviews: no score
    assert cards["Advanced Point Break Week"]["rating"] == "4.67"
    assert cards["7-Day Surf & Yoga Retreat"]["typeFilter"] == "all-levels"


async def test_card_and_page_show_the_group_size_a_booking_takes(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Sizes Camp", location_key="agadir")
        sizes = {
            n: (await make_package(session, camp, f"Week for {n}", max_participants=n)).id for n in (None, 6, 12, 60)
        }
    cards = {c["id"]: c for c in (await client.get("/api/v1/camps?location=agadir")).json()["items"]}
    for named, shown in ((None, 8), (6, 6), (12, 8), (60, 8)):
        page = (await client.get(f"/api/v1/packages/{sizes[named]}")).json()
        assert cards[sizes[named]]["maxPeople"] == page["maxPeople"] == shown, named
        assert "maxParticipants" not in page


async def test_a_package_page_offers_the_add_ons_it_does_not_include(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Transfer Camp")
        package = await make_package(session, camp, "Door to Door", included_features=["Airport transfer"])
    page = (await client.get(f"/api/v1/packages/{package.id}")).json()
    assert page["addOns"] == [
        {"key": "extra-yoga", "price": "15", "perDay": True},
        {"key": "surf-photos", "price": "25", "perDay": False},
    ]
    plain = (await client.get(f"/api/v1/packages/{catalogue['yoga']}")).json()
    assert [a["key"] for a in plain["addOns"]] == ["airport-transfer", "extra-yoga", "surf-photos"]


async def test_texts_come_in_the_requested_language(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    cards = {c["id"]: c for c in (await client.get("/api/v1/camps?lang=fr")).json()["items"]}
    assert cards[catalogue["beginner"]]["name"] == "Coaching surf débutant 7 jours"
    assert cards[catalogue["beginner"]]["amenities"] == ["Wi-Fi", "Repas"]
    assert cards[catalogue["yoga"]]["name"] == "7-Day Surf & Yoga Retreat"  # no translation: English


@pytest.mark.parametrize(
    ("lang", "place"), [("en", "Tamraght, Morocco"), ("fr", "Tamraght, Maroc"), ("de", "Tamraght, Marokko")]
)
async def test_the_camp_s_place_is_named_from_its_location_key_in_the_requested_language(
    client: httpx.AsyncClient, catalogue: dict[str, int], lang: str, place: str
) -> None:
    # Whatever English text the row stores (camps made before it was derived kept what was typed).
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(SurfCamp).values(location="Somewhere typed by hand"))
    cards = {c["id"]: c for c in (await client.get(f"/api/v1/camps?lang={lang}")).json()["items"]}
    featured = {i["packageId"]: i for i in (await client.get(f"/api/v1/camps/featured?lang={lang}")).json()["items"]}
    page = (await client.get(f"/api/v1/packages/{catalogue['yoga']}?lang={lang}")).json()
    assert cards[catalogue["yoga"]]["location"] == featured[catalogue["yoga"]]["location"] == place
    assert page["camp"]["location"] == place and page["camp"]["locationKey"] == "tamraght"


async def test_featured_lists_one_package_per_featured_camp(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    items = (await client.get("/api/v1/camps/featured")).json()["items"]
    assert [(i["name"], i["packageId"]) for i in items] == [
        ("Tag Surf House", catalogue["desert"]),  # cheapest when none is featured
        ("Tamraght Waves", catalogue["yoga"]),
    ]
    assert items[0]["features"] == ["WiFi", "Meals"]
    assert [i["locationKey"] for i in items] == ["taghazout", "tamraght"]  # for the town's name in each language


async def test_package_by_id_or_slug_with_its_camp(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    by_id = (await client.get(f"/api/v1/packages/{catalogue['beginner']}")).json()
    by_slug = (await client.get("/api/v1/packages/7-day-beginner-surf-coaching")).json()
    assert by_id == by_slug
    assert by_id["camp"]["name"] == "Tag Surf House" and by_id["includedFeatures"][0] == "Lessons"


async def test_inactive_or_missing_packages_are_not_found(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    huge, superscript = "9" * 20, "\u00b2"  # past any row id; a digit to str.isdigit() but not to int()
    for ref in (catalogue["inactive"], catalogue["of_hidden_camp"], 424242, "no-such-slug", huge, superscript):
        response = await client.get(f"/api/v1/packages/{ref}")
        assert response.status_code == 404
        assert response.json() == {"error": "package_not_found", "detail": "The requested package could not be found."}


async def test_public_reads_are_cacheable_with_etags(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    for path in (
        "/api/v1/camps?location=taghazout",
        "/api/v1/camps/featured",
        "/api/v1/camps/facets",
        f"/api/v1/packages/{catalogue['yoga']}",
    ):
        first = await client.get(path)
        assert "public, max-age=" in first.headers["cache-control"]
        again = await client.get(path, headers={"If-None-Match": first.headers["etag"]})
        assert again.status_code == 304 and again.content == b""


async def test_each_read_costs_a_fixed_number_of_queries(client: httpx.AsyncClient, catalogue: dict[str, int]) -> None:
    # The next available dates cost three more, whatever the number of cards: changed days, imported
    # calendars' blocks and the bookings taking places (app/availability/repository.py `ledgers`). A list
    # page is its count, the versions of its rows and their packages (a package's page: its versions and
    # the package); tests/catalogue/test_kept_cards.py has the reads when cards and dates are kept.
    day = date.today() + timedelta(days=20)
    for path, expected in (
        ("/api/v1/camps?pageSize=48", 3 + 3),
        ("/api/v1/camps?pageSize=1", 3 + 3),
        (f"/api/v1/camps?pageSize=48&availableOn={day}", 3 + 3),
        ("/api/v1/camps/featured", 1 + 3),
        ("/api/v1/camps/facets", 2),  # the packages by length, town, kind and level; then by price range
        (f"/api/v1/packages/{catalogue['beginner']}", 2 + 3),
    ):
        with count_statements() as statements:
            assert (await client.get(path)).status_code == 200
        assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == expected, path


async def test_the_filters_offer_what_the_listed_packages_have(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    facets = (await client.get("/api/v1/camps/facets")).json()
    # Lengths and prices of the four listed packages only (not the inactive one, not the pending camp's).
    assert [d["days"] for d in facets["durations"]] == [5, 7, 8]
    assert (facets["priceMin"], facets["priceMax"]) == ("390.00", "595.00")
    # Round ranges of one width over 390..595, the empty ones left out.
    assert [(b["value"], b["count"]) for b in facets["budgets"]] == [("350-400", 1), ("450-500", 2), ("550-600", 1)]
    assert [(v["value"], v["count"]) for v in facets["locations"]] == [
        ("taghazout", 2),
        ("tamraght", 1),
        ("imsouane", 1),
        ("both", 3),
    ]
    assert [v["value"] for v in facets["packageTypes"]] == ["surf-only", "surf-yoga", "all-inclusive"]
    assert [v["value"] for v in facets["levels"]] == ["beginner", "intermediate", "advanced", "all-levels"]


async def test_every_offered_filter_choice_finds_the_packages_it_counts(
    client: httpx.AsyncClient, catalogue: dict[str, int]
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Long Stays", location_key="agadir")
        await make_package(session, camp, "Fortnight", "1290", 14, difficulty_level="advanced")
        await make_package(session, camp, "Ten Days", "305", 10, package_type="surf-yoga")
    facets = (await client.get("/api/v1/camps/facets")).json()
    assert [d["days"] for d in facets["durations"]] == [5, 7, 8, 10, 14]
    assert [b["value"] for b in facets["budgets"]] == ["200-400", "400-600", "1200-1400"]
    choices = [("duration", d["days"], d["count"]) for d in facets["durations"]]
    choices += [("budget", b["value"], b["count"]) for b in facets["budgets"]]
    choices += [("location", v["value"], v["count"]) for v in facets["locations"]]
    choices += [("type", v["value"], v["count"]) for v in facets["packageTypes"] + facets["levels"]]
    for name, value, count in choices:
        found = (await client.get(f"/api/v1/camps?{name}={value}")).json()["total"]
        assert found == count > 0, (name, value)


async def test_with_nothing_listed_the_filters_offer_nothing(client: httpx.AsyncClient) -> None:
    facets = (await client.get("/api/v1/camps/facets")).json()
    assert facets == {
        "durations": [],
        "priceMin": None,
        "priceMax": None,
        "budgets": [],
        "locations": [],
        "packageTypes": [],
        "levels": [],
    }
