"""What a crawler without JavaScript sees: each page's head in the HTML, the sitemap, robots.txt."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.languages import LANGUAGES
from app.kit.public_routes import localized_path
from app.kit.public_site import PAGES
from app.main import create_app
from app.models import BlogPost, CampPackage, Review
from app.reviews.service import refresh_package_ratings
from app.seo.head import OG_LOCALES
from tests.factories import make_camp, make_package, translated_as_written

INDEX = """<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="placeholder" />
    <title>Placeholder</title>
    <script defer src="/assets/load-after-paint-0123abcd.js" data-entry="/assets/app.js"
      data-modules="/assets/react.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
"""

TEXTS = {
    lang: {
        "brand": "Morocco Surf Camps",
        "pages": {
            "home": {"title": f"Home {lang}", "description": f"Home description {lang}"},
            "faq": {"title": f"FAQ {lang}", "description": f"FAQ description {lang}"},
            "surfCamps": {"title": f"Camps {lang}", "description": f"Camps description {lang}"},
            "imsouaneCamps": {"title": f"Imsouane {lang}", "description": f"Imsouane description {lang}"},
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


def loader_modules(head: str) -> list[str]:
    """The modules the page's loader fetches after the first paint (src/boot/load-after-paint.js)."""
    [modules] = re.findall(r'<script defer src="/assets/load-after-paint-[^"]+" [^>]*data-modules="([^"]*)"', head)
    return modules.split()


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
    assert data["areaServed"] == ["Taghazout, Morocco", "Tamraght, Morocco", "Imsouane, Morocco", "Agadir, Morocco"]
    german = head_of((await site.get("/de")).text)
    served = json.loads(re.findall(r'ld\+json">(.*?)</script>', german)[0])["areaServed"]
    assert served[0] == "Taghazout, Marokko"


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
    # Not translated into German: the English page is the one offered to search engines.
    assert f'<link rel="canonical" href="https://surf.example/packages/{rated.id}/rated-week">' in head
    assert 'hreflang="de"' not in head and 'hreflang="fr"' not in head
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', head)
    assert "</script> week" not in head  # database text cannot close the script element
    product = json.loads(blocks[0])
    assert product["@type"] == "Product"
    assert product["offers"]["price"] == "483.00" and product["offers"]["priceCurrency"] == "EUR"
    assert product["offers"]["areaServed"] == "Taghazout, Marokko"  # the page's language, not the stored English
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
        package = await make_package(session, camp, "Rated Week", translations={"de": {"name": "Bewertete Woche"}})
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
    assert f"<loc>https://surf.example/fr/packages/{package.id}/rated-week</loc>" not in xml  # no French text yet
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
    entry, reviews = initial_data(head)
    assert entry["path"] == f"/api/v1/packages/{package.id}" and entry["query"] == {"lang": "fr"}
    assert entry["data"] == (await site.get(f"/api/v1/packages/{package.id}?lang=fr")).json()
    # Its reviews too, as the page asks for them: the server renders them.
    assert reviews["path"] == f"/api/v1/packages/{package.id}/reviews"
    assert reviews["query"] == {"pageSize": "10", "lang": "fr"}
    assert reviews["data"] == (await site.get(f"{reviews['path']}?pageSize=10&lang=fr")).json()
    # The route's modules are fetched with the entry's, after the first paint (the styles and the photo above first).
    assert loader_modules(head) == [
        "/assets/public-fr.js",
        "/assets/package-page.js",
        "/assets/gallery.js",
        "/assets/react.js",
    ]
    home = head_of((await site.get("/")).text)
    # The hero's photo lies behind its drawn scene (the largest paint): not preloaded, so the page's
    # code does not wait for it (load-after-paint.js).
    assert 'rel="preload" as="image"' not in home
    hero, featured, testimonials, cms_testimonials, blog, deal, facets = initial_data(home)
    assert hero["path"] == "/api/v1/content" and hero["query"] == {"section": "hero", "lang": "en"}
    assert hero["data"] == (await site.get("/api/v1/content?section=hero&lang=en")).json()
    # The sections under the hero, which the server renders too.
    for entry, url in (
        (featured, "/api/v1/camps/featured?lang=en"),
        (testimonials, "/api/v1/reviews/testimonials?lang=en"),
        (cms_testimonials, "/api/v1/content?section=testimonials&lang=en"),
        (blog, "/api/v1/blog?lang=en"),
    ):
        assert entry["path"] == url.split("?")[0] and entry["data"] == (await site.get(url)).json(), url
    assert deal["path"] == "/api/v1/packages/anchor-point-surf-house-7-day-beginner-surf-coaching"
    assert deal["data"] == (await site.get(f"{deal['path']}?lang=en")).json()
    assert facets["path"] == "/api/v1/camps/facets"  # the search bar's choices
    assert loader_modules(home) == ["/assets/public-en.js", "/assets/home-page.js", "/assets/react.js"]
    camps = head_of((await site.get("/de/surf-camps")).text)
    [first_page, _] = initial_data(camps)
    assert first_page["path"] == "/api/v1/camps"
    assert first_page["query"] == {"page": "1", "pageSize": "12", "lang": "de"}
    assert first_page["data"] == (await site.get("/api/v1/camps?page=1&pageSize=12&lang=de")).json()
    assert 'imagesizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high">' in camps
    missing = head_of((await site.get("/packages/999999")).text)
    assert loader_modules(missing) == ["/assets/react.js"] and "preload" not in missing
    # Only its answer, the API's 404, so the page starts "not found" (tests/seo/test_ssr.py walks every kind).
    assert [entry["path"] for entry in initial_data(missing)] == ["/api/v1/packages/999999"]


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
    entry = initial_data(html)[0]
    assert isinstance(entry["data"], dict) and entry["data"]["name"] == name


async def test_a_package_is_offered_in_the_languages_it_is_written_in(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Tag Surf House")
        package = await make_package(
            session, camp, "Rated Week", "483", description="Seven days", translations={"de": {"name": "Woche"}}
        )
    url = f"https://surf.example/de/packages/{package.id}/rated-week"
    head = head_of((await site.get(f"/de/packages/{package.id}")).text)
    assert f'<link rel="canonical" href="{url}">' not in head  # the description is still English only

    async with get_sessionmaker()() as session, session.begin():
        row = await session.get(CampPackage, package.id)
        assert row is not None
        row.translations = translated_as_written(row, {"de": {"name": "Woche", "description": "Sieben Tage"}})
    head = head_of((await site.get(f"/de/packages/{package.id}")).text)
    assert f'<link rel="canonical" href="{url}">' in head
    assert f'<link rel="alternate" hreflang="de" href="{url}">' in head
    assert 'hreflang="fr"' not in head

    sitemap = (await site.get("/sitemap.xml")).text
    assert f"<loc>{url}</loc>" in sitemap
    assert f"<loc>https://surf.example/fr/packages/{package.id}/rated-week</loc>" not in sitemap


async def test_every_public_page_speaks_the_language_of_its_url(site: httpx.AsyncClient) -> None:
    """The same URL always answers the same language: an unprefixed URL is English whatever the
    visitor read before, and its head names its own language version."""
    for page in [page for page in PAGES if page.is_exact]:
        for lang in LANGUAGES:
            url = localized_path(lang, page.path)
            response = await site.get(url, headers={"Accept-Language": "de-DE,de;q=0.9", "Cookie": "lang=fr"})
            assert response.status_code == 200, url
            assert f'<html lang="{lang}"' in response.text, url
            head = head_of(response.text)
            assert f'<meta property="og:locale" content="{OG_LOCALES[lang]}">' in head, url
            if page.index:
                assert f'<link rel="canonical" href="https://surf.example{url}">' in head, url


async def test_a_landing_page_has_its_own_head_and_first_page_in_each_language(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        there = await make_camp(session, "Imsouane Bay House", location_key="imsouane")
        await make_package(session, there, "Bay Week")
        elsewhere = await make_camp(session, "Tag Surf House")
        await make_package(session, elsewhere, "Tag Week")
    html = (await site.get("/de/imsouane-camps")).text
    head = head_of(html)
    assert '<html lang="de"' in html
    assert "<title>Imsouane de | Morocco Surf Camps</title>" in head
    assert '<meta name="description" content="Imsouane description de">' in head
    assert '<link rel="canonical" href="https://surf.example/de/imsouane-camps">' in head
    for lang, href in (("en", "/imsouane-camps"), ("fr", "/fr/imsouane-camps"), ("x-default", "/imsouane-camps")):
        assert f'<link rel="alternate" hreflang="{lang}" href="https://surf.example{href}">' in head
    # The page's first API call, with its preset filter, is in the page: only the Imsouane camp.
    [first_page, _] = initial_data(head)
    assert first_page["query"] == {"location": "imsouane", "page": "1", "pageSize": "12", "lang": "de"}
    assert [card["name"] for card in first_page["data"]["items"]] == ["Bay Week"]
    api = await site.get("/api/v1/camps", params=first_page["query"])
    assert first_page["data"] == api.json()


@pytest.mark.parametrize(
    ("url", "canonical"),
    [
        ("/fr/surf-camps?location=imsouane", "/fr/imsouane-camps"),
        ("/surf-camps?type=beginner&page=2", "/beginner-camps?page=2"),
        ("/de/surf-camps?page=2", "/de/surf-camps?page=2"),
        ("/de/surf-camps?location=imsouane&budget=300-400", "/de/surf-camps"),
        ("/surf-camps?budget=300-400", "/surf-camps"),
        ("/imsouane-camps?duration=7", "/imsouane-camps"),
    ],
)
async def test_a_filtered_list_url_is_canonical_to_its_landing_page_or_the_list(
    site: httpx.AsyncClient, url: str, canonical: str
) -> None:
    response = await site.get(url)
    assert response.status_code == 200
    head = head_of(response.text)
    assert f'<link rel="canonical" href="https://surf.example{canonical}">' in head
    assert head.count('rel="canonical"') == 1
    assert f'<meta property="og:url" content="https://surf.example{canonical}">' in head
    path = canonical.removeprefix("/fr").removeprefix("/de")
    assert f'<link rel="alternate" hreflang="en" href="https://surf.example{path}">' in head


async def test_the_sitemap_lists_the_landing_pages_in_three_languages_and_no_alias(site: httpx.AsyncClient) -> None:
    xml = (await site.get("/sitemap.xml")).text
    for path in (
        "imsouane-camps",
        "agadir-camps",
        "taghazout-camps",
        "tamraght-camps",
        "beginner-camps",
        "surf-yoga-camps",
    ):
        for lang in LANGUAGES:
            url = f"https://surf.example{localized_path(lang, path)}"
            assert f"<loc>{url}</loc>" in xml, url
            assert f'<xhtml:link rel="alternate" hreflang="{lang}" href="{url}"/>' in xml, url
    for alias in ("pricing", "careers", "press", "register-camp", "surf-coaching-package"):
        assert f"/{alias}<" not in xml and f'/{alias}"' not in xml, alias
    assert "?" not in xml.split("?>", 1)[1]  # no filtered list URL


async def test_a_list_filtered_by_arrival_day_carries_the_filtered_answer(site: httpx.AsyncClient) -> None:
    """?date= is the list's "available on" filter: the page embeds the API's answer for it (availableOn),
    the very answer the page asks for, so it hydrates; a day not on the calendar is left out as the page does."""
    day = (date.today() + timedelta(days=20)).isoformat()
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Arrival Camp")
        await make_package(session, camp, "Open Week")
        await make_package(session, camp, "Closed Week", season=[{"start": day, "end": day, "open": False}])
    listed = initial_data((await site.get(f"/fr/surf-camps?date={day}")).text)[0]
    assert listed["query"] == {"availableOn": day, "page": "1", "pageSize": "12", "lang": "fr"}
    assert [card["name"] for card in listed["data"]["items"]] == ["Open Week"]
    assert listed["data"] == (await site.get("/api/v1/camps", params=listed["query"])).json()
    assert listed["data"]["items"][0]["nextAvailable"] is not None
    wrong = initial_data((await site.get("/surf-camps?date=2027-02-30")).text)[0]
    assert "availableOn" not in wrong["query"] and wrong["data"]["total"] == 2
    # Nobody arrives yesterday: the page drops a past day as the search bar refuses it (filters.ts).
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    past = initial_data((await site.get(f"/surf-camps?date={yesterday}")).text)[0]
    assert "availableOn" not in past["query"] and past["data"]["total"] == 2


async def test_pages_with_the_camp_search_carry_its_choices_from_the_catalogue(site: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Facet Camp", location_key="imsouane")
        await make_package(session, camp, "Short Stay", "305", 5)
        await make_package(session, camp, "Long Stay", "1290", 14)
    answer = (await site.get("/api/v1/camps/facets")).json()
    assert [d["days"] for d in answer["durations"]] == [5, 14]
    for path in ("/", "/de", "/fr/surf-camps?duration=5", "/imsouane-camps"):
        embedded = [e for e in initial_data((await site.get(path)).text) if e["path"] == "/api/v1/camps/facets"]
        assert embedded == [{"path": "/api/v1/camps/facets", "query": {}, "data": answer}], path
    faq = initial_data((await site.get("/faq")).text)
    assert all(e["path"] != "/api/v1/camps/facets" for e in faq)
