"""Paths that duplicate another page lead to it: one URL per page and language for crawlers and caches."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.public_routes import SITEMAP_PAGES, resolve
from app.main import create_app
from tests.factories import make_camp, make_package


@pytest.fixture
async def site() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(get_settings())
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as client:
        yield client


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/pricing", "/join-partner#pricing"),
        ("/careers", "/about#careers"),
        ("/press", "/about#press"),
        ("/register-camp", "/partner-signup"),
    ],
)
@pytest.mark.parametrize("prefix", ["", "/fr", "/de"])
async def test_an_alias_moves_for_good_to_its_page_in_the_same_language(
    site: httpx.AsyncClient, path: str, target: str, prefix: str
) -> None:
    response = await site.get(f"{prefix}{path}")
    assert response.status_code == 301
    assert response.headers["location"] == f"{prefix}{target}"
    with_query = await site.get(f"{prefix}{path}?utm_source=news&ref=a%20b")
    page, _, fragment = target.partition("#")
    expected = f"{prefix}{page}?utm_source=news&ref=a%20b" + (f"#{fragment}" if fragment else "")
    assert with_query.headers["location"] == expected


@pytest.mark.parametrize("prefix", ["", "/fr", "/de"])
async def test_the_coaching_package_address_leads_to_the_featured_package_page(
    site: httpx.AsyncClient, prefix: str
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Anchor Point Surf House")
        featured = await make_package(session, camp, "Anchor Point Surf House 7-Day Beginner Surf Coaching")
    response = await site.get(f"{prefix}/surf-coaching-package?src=deal")
    assert response.status_code == 302  # the featured package can change: not cached for good
    slug = "anchor-point-surf-house-7-day-beginner-surf-coaching"
    assert response.headers["location"] == f"{prefix}/packages/{featured.id}/{slug}?src=deal"


async def test_without_a_featured_package_the_coaching_address_is_not_found(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Anchor Point Surf House")
        await make_package(session, camp, "Anchor Point Surf House 7-Day Beginner Surf Coaching", status="inactive")
    response = await site.get("/fr/surf-coaching-package")
    assert response.status_code != 302 and "location" not in response.headers
    assert resolve("fr/surf-coaching-package").known is False


@pytest.mark.parametrize(
    ("path", "target"),
    [("/en", "/"), ("/en/faq", "/faq"), ("/en/surf-camps?location=agadir", "/surf-camps?location=agadir")],
)
async def test_english_under_a_prefix_moves_to_the_unprefixed_url(
    site: httpx.AsyncClient, path: str, target: str
) -> None:
    response = await site.get(path)
    assert (response.status_code, response.headers["location"]) == (301, target)


async def test_pages_and_api_paths_are_not_redirected(site: httpx.AsyncClient) -> None:
    for path in ("/join-partner", "/fr/about", "/entry", "/api/v1/pricing"):
        assert "location" not in (await site.get(path)).headers, path


def test_no_alias_is_a_page_or_in_the_sitemap() -> None:
    listed = [page.path for page in SITEMAP_PAGES]
    for path in ("pricing", "careers", "press", "register-camp", "surf-coaching-package"):
        assert resolve(path).known is False, path
        assert path not in listed
