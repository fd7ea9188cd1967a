"""What a crawler without JavaScript sees: each page's head in the HTML, the sitemap, robots.txt."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.main import create_app
from app.models import BlogPost, Review
from app.reviews.service import refresh_package_ratings
from tests.factories import make_camp, make_package

INDEX = """<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Placeholder</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
"""

TEXTS = {
    lang: {
        "brand": "Morocco Surf Camps",
        "pages": {
            "home": {"title": f"Home {lang}", "description": f"Home description {lang}"},
            "faq": {"title": f"FAQ {lang}", "description": f"FAQ description {lang}"},
            "surfCamps": {"title": f"Camps {lang}", "description": f"Camps description {lang}"},
            "packageDetail": {"title": "Package", "description": "Package"},
            "ownerLogin": {"title": f"Owner {lang}", "description": "Sign in"},
            "notFound": {"title": f"Not found {lang}", "description": "Missing"},
        },
    }
    for lang in ("en", "fr", "de")
}


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text(INDEX)
    (tmp_path / "seo.json").write_text(json.dumps(TEXTS))
    settings = get_settings().model_copy(update={"frontend_dist": tmp_path, "public_base_url": "https://surf.example"})
    app = create_app(settings)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as client:
        yield client


def head_of(html: str) -> str:
    return html.split("</head>", 1)[0]


async def test_each_language_version_has_its_own_title_canonical_and_alternates(site: httpx.AsyncClient) -> None:
    response = await site.get("/fr/faq")
    assert response.status_code == 200
    head = head_of(response.text)
    assert '<html lang="fr"' in response.text
    assert "<title>FAQ fr | Morocco Surf Camps</title>" in head
    assert '<meta name="description" content="FAQ description fr">' in head
    assert head.count('name="description"') == 1 and head.count("<title>") == 1
    assert '<link rel="canonical" href="https://surf.example/fr/faq">' in head
    for lang, href in (("en", "/faq"), ("fr", "/fr/faq"), ("de", "/de/faq"), ("x-default", "/faq")):
        assert f'<link rel="alternate" hreflang="{lang}" href="https://surf.example{href}">' in head
    assert '<meta property="og:locale" content="fr_FR">' in head


async def test_home_carries_the_organisation_json_ld(site: httpx.AsyncClient) -> None:
    head = head_of((await site.get("/")).text)
    data = json.loads(re.search(r'<script type="application/ld\+json">(.*?)</script>', head).group(1))  # type: ignore[union-attr]
    assert data["@type"] == "TravelAgency" and data["email"] == "hello@surfcamp.local"


async def test_a_package_page_has_product_offer_and_real_rating_only(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House")
        rated = await make_package(session, camp, "Rated Week", "483", short_description="Great </script> week")
        unrated = await make_package(session, camp, "Fresh Week", "390")
        session.add(Review(package_id=rated.id, camp_id=camp.id, rating=5, comment="Top", reviewer_first_name="A"))
        await session.flush()
        await refresh_package_ratings(session)
    head = head_of((await site.get(f"/de/packages/{rated.id}")).text)
    assert "<title>Rated Week – Tag Surf House | Morocco Surf Camps</title>" in head
    assert f'<link rel="canonical" href="https://surf.example/de/packages/{rated.id}/rated-week">' in head
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', head)
    assert "</script> week" not in head  # database text cannot close the script element
    product = json.loads(blocks[0])
    assert product["@type"] == "Product"
    assert product["offers"]["price"] == "483.00" and product["offers"]["priceCurrency"] == "EUR"
    assert product["aggregateRating"] == {"@type": "AggregateRating", "ratingValue": "5.00", "reviewCount": 1}
    unrated_head = head_of((await site.get(f"/packages/{unrated.id}")).text)
    assert "aggregateRating" not in unrated_head
    assert Decimal(json.loads(re.findall(r'ld\+json">(.*?)</script>', unrated_head)[0])["offers"]["price"]) == 390


async def test_unknown_pages_and_packages_answer_404_with_the_app(site: httpx.AsyncClient) -> None:
    for path in ("/no-such-page", "/packages/999999", "/fr/blog/nope"):
        response = await site.get(path)
        assert response.status_code == 404, path
        assert '<div id="root"></div>' in response.text
        assert '<meta name="robots" content="noindex, nofollow">' in response.text


async def test_private_pages_are_not_indexed(site: httpx.AsyncClient) -> None:
    for path in ("/camp-owner/login", "/admin/dashboard", "/reset-password"):
        response = await site.get(path)
        assert response.status_code == 200
        assert '<meta name="robots" content="noindex, nofollow">' in response.text
        assert 'rel="canonical"' not in response.text


async def test_sitemap_lists_every_public_page_package_and_post_in_every_language(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House")
        package = await make_package(session, camp, "Rated Week")
        hidden = await make_package(session, camp, "Hidden Week", status="inactive")
        session.add(
            BlogPost(
                slug="top-5-surf-spots-taghazout",
                title="Top 5",
                excerpt="x",
                body="x",
                category="surf-spots",
                author="Team",
                translations={},
            )
        )
    response = await site.get("/sitemap.xml")
    assert response.status_code == 200 and response.headers["content-type"].startswith("application/xml")
    xml = response.text
    for url in (
        "https://surf.example/",
        "https://surf.example/fr/surf-camps",
        "https://surf.example/de/faq",
        f"https://surf.example/packages/{package.id}/rated-week",
        f"https://surf.example/de/packages/{package.id}/rated-week",
        "https://surf.example/fr/blog/top-5-surf-spots-taghazout",
    ):
        assert f"<loc>{url}</loc>" in xml, url
    assert "hidden-week" not in xml and f"/packages/{hidden.id}/" not in xml
    assert 'hreflang="x-default"' in xml


async def test_robots_points_to_the_sitemap_and_keeps_private_areas_out(site: httpx.AsyncClient) -> None:
    text = (await site.get("/robots.txt")).text
    assert "Sitemap: https://surf.example/sitemap.xml" in text
    assert "Disallow: /admin" in text and "Disallow: /fr/camp-owner" in text and "Disallow: /api/" in text


def initial_data(html: str) -> list[dict[str, Any]]:
    """The API answers written into the page, after the site settings every page carries."""
    found = re.findall(r'<script type="application/json" id="initial-data">(.*?)</script>', html, re.S)
    assert len(found) == 1, "the page carries no initial data, or more than one element"
    data: list[dict[str, Any]] = json.loads(found[0])
    assert data[0]["path"] == "/api/v1/site-config" and data[0]["query"] == {}
    return data[1:]


async def test_pages_preload_chunks_first_api_call_and_largest_image(site: httpx.AsyncClient, tmp_path: Path) -> None:
    preload = {
        "texts": {"public": {"en": ["/assets/public-en.js"], "fr": ["/assets/public-fr.js"], "de": []}},
        "pages": {
            "packageDetail": {"scripts": ["/assets/package-page.js", "/assets/gallery.js"], "texts": ["public"]},
            "home": {"scripts": ["/assets/home-page.js"], "texts": ["public"]},
        },
    }
    (tmp_path / "preload.json").write_text(json.dumps(preload))
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Anchor Point Surf House")
        package = await make_package(session, camp, "Shown Week", "483", image_url="/media/packages/a/x-1200.jpg")
        await make_package(
            session,
            camp,
            "Anchor Point Surf House 7-Day Beginner Surf Coaching",  # its slug is the featured deal's
            gallery_images=["/media/g/one-1200.jpg", "/media/g/two-1200.jpg"],
        )
    head = head_of((await site.get(f"/fr/packages/{package.id}")).text)
    assert (
        '<link rel="preload" as="image" href="/media/packages/a/x-1200.jpg" imagesrcset="/media/packages/a/x-400.jpg'
        ' 400w, /media/packages/a/x-800.jpg 800w, /media/packages/a/x-1200.jpg 1200w" imagesizes="100vw"'
        ' fetchpriority="high">'
    ) in head
    # The first API answer is in the page, byte for byte what the API answers.
    [entry] = initial_data(head)
    assert entry["path"] == f"/api/v1/packages/{package.id}" and entry["query"] == {"lang": "fr"}
    assert entry["data"] == (await site.get(f"/api/v1/packages/{package.id}?lang=fr")).json()
    modules = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)">', head)
    assert modules == ["/assets/public-fr.js", "/assets/package-page.js", "/assets/gallery.js"]
    home = head_of((await site.get("/")).text)
    assert 'href="/media/g/two-1200.jpg"' in home  # the hero shows the featured package's second photo
    home_modules = re.findall(r'modulepreload" crossorigin href="([^"]+)"', home)
    hero, deal = initial_data(home)
    assert hero["path"] == "/api/v1/content" and hero["query"] == {"section": "hero", "lang": "en"}
    assert hero["data"] == (await site.get("/api/v1/content?section=hero&lang=en")).json()
    assert deal["path"] == "/api/v1/packages/anchor-point-surf-house-7-day-beginner-surf-coaching"
    assert deal["data"] == (await site.get(f"{deal['path']}?lang=en")).json()
    assert home_modules == ["/assets/public-en.js", "/assets/home-page.js"]
    camps = head_of((await site.get("/de/surf-camps")).text)
    [first_page] = initial_data(camps)
    assert first_page["path"] == "/api/v1/camps"
    assert first_page["query"] == {"page": "1", "pageSize": "12", "lang": "de"}
    assert first_page["data"] == (await site.get("/api/v1/camps?page=1&pageSize=12&lang=de")).json()
    assert 'imagesizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high">' in camps
    missing = head_of((await site.get("/packages/999999")).text)
    assert "modulepreload" not in missing and "preload" not in missing and initial_data(missing) == []


async def test_every_page_carries_the_site_settings_the_api_answers(site: httpx.AsyncClient) -> None:
    settings = (await site.get("/api/v1/site-config")).json()
    for path in ("/", "/fr/faq", "/de/surf-camps", "/admin/bookings", "/no-such-page"):
        html = (await site.get(path)).text
        found = re.findall(r'<script type="application/json" id="initial-data">(.*?)</script>', html, re.S)
        assert len(found) == 1, path
        assert json.loads(found[0])[0] == {"path": "/api/v1/site-config", "query": {}, "data": settings}, path


async def test_initial_data_cannot_close_its_script_element(site: httpx.AsyncClient) -> None:
    """A stored text with "</script><script>…" stays data: the page has one initial-data element,
    whose JSON still reads back to the exact stored text."""
    name = 'Week </script><script>alert("x")</script> <!-- end'
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Script Camp")
        package = await make_package(session, camp, name, "300")
    html = (await site.get(f"/packages/{package.id}")).text
    assert html.count("</script>") == html.count("<script")
    assert 'alert("x")</script>' not in html
    [entry] = initial_data(html)
    assert isinstance(entry["data"], dict) and entry["data"]["name"] == name
