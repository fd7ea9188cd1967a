"""A listing in three languages: translations are kept with their status, never dropped, and the
public site shows a translation only while it says what the source says."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from app.db import get_sessionmaker
from app.models import CampPackage, SurfCamp
from tests.factories import translated_as_written
from tests.owner.helpers import World


async def _translate(package_id: int, texts: dict[str, dict[str, object]]) -> None:
    async with get_sessionmaker()() as session, session.begin():
        package = await session.get(CampPackage, package_id)
        assert package is not None
        package.translations = translated_as_written(package, texts)


async def _owner_package(client: httpx.AsyncClient, world: World) -> dict[str, object]:
    response = await client.get("/api/v1/owner/packages", headers=world.a.owner)
    assert response.status_code == 200
    return next(p for p in response.json() if p["id"] == world.a.package.id)


async def test_an_edited_source_keeps_its_translations_as_outdated_and_the_public_falls_back(
    client: httpx.AsyncClient, world: World
) -> None:
    pid = world.a.package.id
    url = f"/api/v1/owner/packages/{pid}"
    await client.patch(url, json={"description": "Seven days of surf."}, headers=world.a.owner)
    await _translate(pid, {"fr": {"name": "Semaine Alpha", "description": "Sept jours de surf."}})

    response = await client.patch(url, json={"description": "Seven days of surf and yoga."}, headers=world.a.owner)
    assert response.status_code == 200, response.text
    fr = response.json()["translations"]["fr"]
    assert fr["description"] == {
        "text": "Sept jours de surf.",
        "status": "outdated",
        "translatedFrom": "Seven days of surf.",
    }
    assert fr["name"]["status"] == "translated"
    assert response.json()["translations"]["de"]["description"]["status"] == "missing"

    page = (await client.get(f"/api/v1/packages/{pid}?lang=fr")).json()
    assert page["name"] == "Semaine Alpha"
    assert page["description"] == "Seven days of surf and yoga."
    assert page["fallbackLanguages"] == {"description": "en"}
    assert page["languages"] == ["en"]


async def test_the_owner_writes_the_translation_and_the_public_shows_it(
    client: httpx.AsyncClient, world: World
) -> None:
    pid = world.a.package.id
    url = f"/api/v1/owner/packages/{pid}"
    body = {
        "description": "Seven days of surf.",
        "translations": {"fr": {"name": "Semaine Alpha", "description": "Sept jours de surf."}},
    }
    response = await client.patch(url, json=body, headers=world.a.owner)
    assert response.status_code == 200, response.text
    statuses = {field: value["status"] for field, value in response.json()["translations"]["fr"].items()}
    assert statuses["name"] == statuses["description"] == "translated"

    page = (await client.get(f"/api/v1/packages/{pid}?lang=fr")).json()
    assert (page["name"], page["description"]) == ("Semaine Alpha", "Sept jours de surf.")
    assert page["fallbackLanguages"] == {}
    assert "fr" in page["languages"] and "de" not in page["languages"]


async def test_still_correct_marks_a_kept_translation_current_and_an_empty_text_removes_it(
    client: httpx.AsyncClient, world: World
) -> None:
    pid = world.a.package.id
    url = f"/api/v1/owner/packages/{pid}"
    await _translate(pid, {"de": {"name": "Alpha-Woche"}})
    await client.patch(url, json={"name": "Alpha week"}, headers=world.a.owner)
    assert (await _owner_package(client, world))["translations"]["de"]["name"]["status"] == "outdated"

    response = await client.patch(url, json={"translationsUpToDate": {"de": ["name"]}}, headers=world.a.owner)
    assert response.json()["translations"]["de"]["name"] == {
        "text": "Alpha-Woche",
        "status": "translated",
        "translatedFrom": None,
    }
    response = await client.patch(url, json={"translations": {"de": {"name": None}}}, headers=world.a.owner)
    assert response.json()["translations"]["de"]["name"]["status"] == "missing"


async def test_a_translation_has_the_limits_of_its_field_and_the_error_names_it(
    client: httpx.AsyncClient, world: World
) -> None:
    url = f"/api/v1/owner/packages/{world.a.package.id}"
    body = {"translations": {"fr": {"name": "x" * 201, "description": "ok"}}}
    response = await client.patch(url, json=body, headers=world.a.owner)
    assert response.status_code == 422
    assert response.json()["fields"] == {"translations.fr.name": "too_long"}
    response = await client.patch(url, json={"translations": {"it": {"name": "Settimana"}}}, headers=world.a.owner)
    assert response.status_code == 422


async def test_the_back_office_edits_a_camp_in_three_languages_and_can_change_its_language(
    client: httpx.AsyncClient, world: World
) -> None:
    url = f"/api/v1/admin/camps/{world.a.camp.id}"
    body = {
        "shortDescription": "Surf house by the beach.",
        "amenities": ["WiFi", "Meals"],
        "translations": {"fr": {"shortDescription": "Maison de surf", "amenities": ["Wi-Fi", "Repas"]}},
    }
    response = await client.patch(url, json=body, headers=world.admin)
    assert response.status_code == 200, response.text
    fr = response.json()["translations"]["fr"]
    assert fr["amenities"] == {"text": ["Wi-Fi", "Repas"], "status": "translated", "translatedFrom": None}
    assert fr["address"]["status"] in ("missing", "not_needed")

    # The camp is rewritten with French as its own language: English becomes a translation.
    body = {
        "sourceLanguage": "fr",
        "shortDescription": "Maison de surf",
        "amenities": ["Wi-Fi", "Repas"],
        "translations": {"en": {"shortDescription": "Surf house by the beach.", "amenities": ["WiFi", "Meals"]}},
    }
    read = (await client.patch(url, json=body, headers=world.admin)).json()
    assert read["sourceLanguage"] == "fr" and set(read["translations"]) == {"en", "de"}
    assert read["translations"]["en"]["shortDescription"]["status"] == "translated"
    card_fr = (await client.get("/api/v1/camps?lang=fr")).json()["items"]
    assert all("amenities" not in card["fallbackLanguages"] for card in card_fr if card["campId"] == world.a.camp.id)


async def test_a_new_package_takes_its_translations_and_its_camps_language(
    client: httpx.AsyncClient, world: World
) -> None:
    body = {
        "name": "Dawn patrol week",
        "price": "450",
        "imageUrl": world.a.package.image_url or "/media/x.jpg",
        "translations": {"de": {"name": "Morgenwelle-Woche"}},
    }
    response = await client.post("/api/v1/owner/packages", json=body, headers=world.a.owner)
    assert response.status_code == 201, response.text
    read = response.json()
    assert read["sourceLanguage"] == "en"
    assert read["translations"]["de"]["name"]["status"] == "translated"
    assert read["translations"]["fr"]["name"]["status"] == "missing"


async def test_a_too_long_text_is_too_long_and_a_too_long_list_has_too_many_items(
    client: httpx.AsyncClient, world: World
) -> None:
    url = f"/api/v1/owner/packages/{world.a.package.id}"
    response = await client.patch(url, json={"name": "x" * 201}, headers=world.a.owner)
    assert response.json()["fields"] == {"name": "too_long"}
    response = await client.patch(url, json={"includedFeatures": ["x"] * 31}, headers=world.a.owner)
    assert response.json()["fields"] == {"includedFeatures": "too_many"}


async def test_still_correct_names_fields_as_the_rest_of_the_api_does(client: httpx.AsyncClient, world: World) -> None:
    pid = world.a.package.id
    url = f"/api/v1/owner/packages/{pid}"
    await client.patch(url, json={"shortDescription": "Waves."}, headers=world.a.owner)
    await client.patch(url, json={"translations": {"fr": {"shortDescription": "Vagues."}}}, headers=world.a.owner)
    await client.patch(url, json={"shortDescription": "Waves at dawn."}, headers=world.a.owner)
    assert (await _owner_package(client, world))["translations"]["fr"]["shortDescription"]["status"] == "outdated"

    body = {"translationsUpToDate": {"fr": ["shortDescription"]}}
    response = await client.patch(url, json=body, headers=world.a.owner)
    assert response.status_code == 200, response.text
    assert response.json()["translations"]["fr"]["shortDescription"]["status"] == "translated"
    snake = {"translationsUpToDate": {"fr": ["short_description"]}}
    refused = await client.patch(url, json=snake, headers=world.a.owner)
    assert refused.status_code == 422


def _sitemap_languages(xml: str, package_id: int) -> set[str]:
    """The languages whose page of the package the sitemap lists."""
    prefixes = re.findall(rf"<loc>https?://[^/]+/((?:fr|de)/)?packages/{package_id}/", xml)
    return {prefix.rstrip("/") or "en" for prefix in prefixes}


async def test_search_engines_get_a_language_once_the_owner_has_written_it(
    client: httpx.AsyncClient, world: World
) -> None:
    pid = world.a.package.id
    url = f"/api/v1/owner/packages/{pid}"
    texts = {"name": "Alpha week", "shortDescription": "Waves.", "description": "Seven days.", "includedFeatures": []}
    fr = {"name": "Semaine Alpha", "shortDescription": "Vagues.", "description": "Sept jours."}
    de = {"name": "Alpha-Woche", "shortDescription": "Wellen.", "description": "Sieben Tage."}
    body = {**texts, "translations": {"fr": fr, "de": de}}
    assert (await client.patch(url, json=body, headers=world.a.owner)).status_code == 200
    assert _sitemap_languages((await client.get("/sitemap.xml")).text, pid) == {"en", "fr", "de"}

    # The owner rewrites the English description: both translations are outdated, the pages leave the sitemap.
    await client.patch(url, json={"description": "Seven days of surf and yoga."}, headers=world.a.owner)
    xml = (await client.get("/sitemap.xml")).text
    assert _sitemap_languages(xml, pid) == {"en"}
    assert 'hreflang="de"' not in xml.split(f"/packages/{pid}/")[1].split("</url>")[0]
    assert (await client.get(f"/api/v1/packages/{pid}?lang=de")).json()["languages"] == ["en"]

    # The German text is written again: German is offered, French (still outdated) is not.
    body = {"translations": {"de": {"description": "Sieben Tage Surfen und Yoga."}}}
    assert (await client.patch(url, json=body, headers=world.a.owner)).status_code == 200
    assert _sitemap_languages((await client.get("/sitemap.xml")).text, pid) == {"en", "de"}
    page = (await client.get(f"/api/v1/packages/{pid}?lang=de")).json()
    assert page["languages"] == ["en", "de"] and page["fallbackLanguages"] == {}


async def _translate_row(model: type[SurfCamp] | type[CampPackage], row_id: int, texts: dict[str, object]) -> None:
    async with get_sessionmaker()() as session, session.begin():
        row = await session.get(model, row_id)
        assert row is not None
        row.name = "Dawn Week" if model is CampPackage else "Dawn House"
        row.description = "Seven days of surf."
        row.translations = translated_as_written(row, texts)


def _texts(read: dict[str, Any]) -> dict[str, Any]:
    """What a listing says in each language: the source's columns and each translation with its status."""
    texts: dict[str, Any] = {read["sourceLanguage"]: {"name": read["name"], "description": read["description"]}}
    for lang, fields in read["translations"].items():
        texts[lang] = {f: (fields[f]["text"], fields[f]["status"]) for f in ("name", "description")}
    return texts


@pytest.mark.parametrize(
    ("role", "kind"),
    [("owner", "package"), ("owner", "camp"), ("admin", "package"), ("admin", "camp")],
)
async def test_changing_the_language_of_a_listing_moves_its_texts_and_changing_back_restores_them(
    client: httpx.AsyncClient, world: World, role: str, kind: str
) -> None:
    model = CampPackage if kind == "package" else SurfCamp
    row_id = world.a.package.id if kind == "package" else world.a.camp.id
    name = "Dawn Week" if kind == "package" else "Dawn House"
    french = "Semaine de l’aube" if kind == "package" else "Maison de l’aube"
    await _translate_row(
        model,
        row_id,
        {"fr": {"name": french, "description": "Sept jours de surf."}, "de": {"name": "Morgenwoche"}},
    )
    headers = world.a.owner if role == "owner" else world.admin
    base = {"owner": "/api/v1/owner", "admin": "/api/v1/admin"}[role]
    url = f"{base}/{kind}s/{row_id}" if kind == "package" or role == "admin" else f"{base}/camp"

    to_french = await client.patch(url, json={"sourceLanguage": "fr"}, headers=headers)
    assert to_french.status_code == 200, to_french.text
    assert _texts(to_french.json()) == {
        "fr": {"name": french, "description": "Sept jours de surf."},
        "en": {"name": (name, "translated"), "description": ("Seven days of surf.", "translated")},
        "de": {"name": ("Morgenwoche", "translated"), "description": (None, "missing")},
    }
    back = await client.patch(url, json={"sourceLanguage": "en"}, headers=headers)
    assert back.status_code == 200, back.text
    assert _texts(back.json()) == {
        "en": {"name": name, "description": "Seven days of surf."},
        "fr": {"name": (french, "translated"), "description": ("Sept jours de surf.", "translated")},
        "de": {"name": ("Morgenwoche", "translated"), "description": (None, "missing")},
    }


async def test_a_field_not_yet_written_in_the_new_language_keeps_its_text(
    client: httpx.AsyncClient, world: World
) -> None:
    pid = world.a.package.id
    await _translate_row(CampPackage, pid, {"fr": {"name": "Semaine de l’aube"}})
    url = f"/api/v1/owner/packages/{pid}"
    read = (await client.patch(url, json={"sourceLanguage": "fr"}, headers=world.a.owner)).json()
    assert (read["name"], read["description"]) == ("Semaine de l’aube", "Seven days of surf.")
    assert read["translations"]["en"]["description"]["text"] == "Seven days of surf."
    read = (await client.patch(url, json={"sourceLanguage": "en"}, headers=world.a.owner)).json()
    assert (read["name"], read["description"]) == ("Dawn Week", "Seven days of surf.")
    assert read["translations"]["fr"]["name"] == {
        "text": "Semaine de l’aube",
        "status": "translated",
        "translatedFrom": None,
    }
