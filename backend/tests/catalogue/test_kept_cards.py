"""Cards and package pages are kept by the versions of their rows (app/catalogue/service.py,
`listed_cards` and `package_pages`): a write is seen by the next read, whichever process made it, and
nothing is built twice for rows that did not change."""

from __future__ import annotations

import json

import httpx
import pytest
from sqlalchemy import update

from app.catalogue.schemas import CampListQuery
from app.catalogue.service import CatalogueService, listed_cards, package_pages
from app.config import get_settings
from app.db import get_sessionmaker
from app.models import CampPackage, SurfCamp
from tests.factories import make_camp, make_package
from tests.sql_statements import count_statements

CAMPS = "/api/v1/camps"


async def _listed() -> tuple[int, int]:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Kept Camp", location_key="imsouane")
        package = await make_package(session, camp, name="Kept Week", price="500")
        return camp.id, package.id


async def _write(*statements: object) -> None:
    """Written around the app, as another worker process or a command would: no cache is told."""
    async with get_sessionmaker()() as session, session.begin():
        for statement in statements:
            await session.execute(statement)  # type: ignore[call-overload]


async def _card(client: httpx.AsyncClient, package_id: int, lang: str = "en") -> dict[str, object]:
    items = (await client.get(CAMPS, params={"location": "imsouane", "lang": lang})).json()["items"]
    return next(item for item in items if item["packageId"] == package_id)


async def test_a_package_written_by_another_process_is_read_anew_at_once(client: httpx.AsyncClient) -> None:
    camp_id, package_id = await _listed()
    assert (await _card(client, package_id))["price"] == "500.00"
    page = (await client.get(f"/api/v1/packages/{package_id}")).json()
    assert page["name"] == "Kept Week"

    await _write(update(CampPackage).where(CampPackage.id == package_id).values(price=520, name="Kept Week, longer"))
    card = await _card(client, package_id)
    assert card["price"] == "520.00" and card["name"] == "Kept Week, longer"
    assert (await client.get(f"/api/v1/packages/{package_id}")).json()["name"] == "Kept Week, longer"

    # The camp's row is the other half of the key: its new name is on the card and the page.
    await _write(update(SurfCamp).where(SurfCamp.id == camp_id).values(name="Kept Camp by the Point"))
    assert (await _card(client, package_id))["campName"] == "Kept Camp by the Point"
    page = (await client.get(f"/api/v1/packages/{package_id}")).json()
    assert page["camp"]["name"] == "Kept Camp by the Point"

    # A camp taken off the list takes its package's card and page with it.
    await _write(update(SurfCamp).where(SurfCamp.id == camp_id).values(status="inactive"))
    items = (await client.get(CAMPS, params={"location": "imsouane"})).json()["items"]
    assert package_id not in [item["packageId"] for item in items]
    assert (await client.get(f"/api/v1/packages/{package_id}")).status_code == 404


def _selects(statements: list[str]) -> list[str]:
    return [s for s in statements if s.lstrip().upper().startswith("SELECT")]


async def test_unchanged_cards_are_not_built_again(client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(get_settings(), "next_available_seconds", 60.0)  # as in production
    _, package_id = await _listed()
    listed_cards.clear()
    package_pages.clear()
    first = (await client.get(CAMPS, params={"location": "imsouane"})).json()
    with count_statements() as statements:
        again = (await client.get(CAMPS, params={"location": "imsouane"})).json()
    assert again == first
    # The count and the rows' versions: neither a package's texts nor its dates are read again.
    assert len(_selects(statements)) == 2
    assert not [s for s in statements if "camp_packages.name" in s]
    page = (await client.get(f"/api/v1/packages/{package_id}")).json()
    with count_statements() as statements:
        assert (await client.get(f"/api/v1/packages/{package_id}")).json() == page
    assert len(_selects(statements)) == 1
    # Each language is its own card.
    french = await _card(client, package_id, "fr")
    assert french["location"] == "Imsouane, Maroc"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
async def test_the_joined_page_is_the_pages_own_json(lang: str) -> None:
    """The API's page is joined from each card's kept JSON (`list_camps_json`): it says what the page's
    model says, dates and fallback languages included, for a full page and an empty one."""
    camp_id, package_id = await _listed()
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, camp_id)
        assert camp is not None
        await make_package(session, camp, name="Kept Fortnight", price="900", days=14, translations={})
    async with get_sessionmaker()() as session:
        catalogue = CatalogueService(session)
        full = (await catalogue.list_camps(CampListQuery(location="imsouane", lang=lang))).items
        assert len(full) == 2 and all(card.next_available is not None for card in full)
        assert lang == "en" or all(card.fallback_languages for card in full)
        for query in (
            CampListQuery(location="imsouane", lang=lang),
            CampListQuery(location="imsouane", lang=lang, page=2, page_size=1),
            CampListQuery(location="agadir", lang=lang),
        ):
            model = (await catalogue.list_camps(query)).model_dump(mode="json", by_alias=True)
            assert json.loads(await catalogue.list_camps_json(query)) == model
    assert model["items"] == [] and model["total"] == 0
    assert package_id in [card.id for card in full]
