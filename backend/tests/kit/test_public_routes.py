"""How the server resolves a path of the SPA, from the registry of public pages (app/kit/public_site.json)."""

from __future__ import annotations

import pytest

from app.kit.public_routes import SITEMAP_PAGES, canonical_list_path, resolve
from app.kit.public_site import PAGES


@pytest.mark.parametrize(
    ("path", "key", "indexable", "package_ref", "blog_slug"),
    [
        ("", "home", True, None, None),
        ("fr", "home", True, None, None),
        ("de/surf-camps", "surfCamps", True, None, None),
        ("join-partner", "pricing", True, None, None),
        ("partner-signup", "partnerSignup", True, None, None),
        ("de/imsouane-camps", "imsouaneCamps", True, None, None),
        ("fr/surf-yoga-camps", "surfYogaCamps", True, None, None),
        ("packages/12", "packageDetail", True, "12", None),
        ("fr/packages/12/some-slug", "packageDetail", True, "12", None),
        ("blog/first-waves", "blogPost", True, None, "first-waves"),
        ("camp-owner", "ownerDashboard", False, None, None),
        ("camp-owner/login", "ownerLogin", False, None, None),
        ("camp-owner/anything", "adminDashboard", False, None, None),
        ("admin", "adminDashboard", False, None, None),
        ("admin/login", "adminLogin", False, None, None),
        ("de/admin/bookings", "adminDashboard", False, None, None),
        ("newsletter/unsubscribe", "newsletterUnsubscribe", False, None, None),
        ("review", "review", False, None, None),
    ],
)
def test_each_kind_of_page_resolves_to_its_key_and_indexing(
    path: str, key: str, indexable: bool, package_ref: str | None, blog_slug: str | None
) -> None:
    page = resolve(path)
    assert (page.key, page.indexable, page.package_ref, page.blog_slug, page.known) == (
        key,
        indexable,
        package_ref,
        blog_slug,
        True,
    )


@pytest.mark.parametrize("path", ["nope", "packages", "packages/1/slug/more", "blog/a/b", "administrator", "en/faq"])
def test_paths_outside_the_registry_are_unknown(path: str) -> None:
    page = resolve(path)
    assert (page.key, page.indexable, page.known) == ("notFound", False, False)


def test_every_registered_page_resolves_to_its_own_entry() -> None:
    for entry in PAGES:
        path = entry.path.replace(":id", "7").replace(":slug", "a-slug").removesuffix("/*")
        page = resolve(path)
        if not entry.is_area:  # an area's own root may be a page of its own (camp-owner)
            assert (page.key, page.indexable) == (entry.key, entry.index), entry.path


def test_the_sitemap_lists_the_indexable_exact_pages_in_registry_order() -> None:
    assert [page.path for page in SITEMAP_PAGES][:3] == ["", "surf-camps", "taghazout-camps"]
    assert "register-camp" not in [page.path for page in SITEMAP_PAGES]
    assert all(page.index and page.is_exact for page in SITEMAP_PAGES)


def test_the_camp_list_has_a_landing_page_for_each_town_and_the_levels_worth_finding() -> None:
    landing = {page.path: page.filter for page in PAGES if page.filter}
    assert landing == {
        "taghazout-camps": {"location": "taghazout"},
        "tamraght-camps": {"location": "tamraght"},
        "imsouane-camps": {"location": "imsouane"},
        "agadir-camps": {"location": "agadir"},
        "beginner-camps": {"type": "beginner"},
        "surf-yoga-camps": {"type": "surf-yoga"},
    }
    assert set(landing) <= {page.path for page in SITEMAP_PAGES}


@pytest.mark.parametrize(
    ("path", "query", "canonical"),
    [
        ("surf-camps", {}, "surf-camps"),
        ("fr/surf-camps", {"location": "imsouane"}, "imsouane-camps"),
        # A later page is its own canonical, on the list and on a landing page.
        ("surf-camps", {"location": "Agadir", "page": "2"}, "agadir-camps?page=2"),
        ("surf-camps", {"page": "3"}, "surf-camps?page=3"),
        ("fr/imsouane-camps", {"page": "2"}, "imsouane-camps?page=2"),
        ("surf-camps", {"page": "1"}, "surf-camps"),
        ("surf-camps", {"page": "0"}, "surf-camps"),
        ("surf-camps", {"page": "two"}, "surf-camps"),
        ("surf-camps", {"page": "²"}, "surf-camps"),
        ("surf-camps", {"page": "02"}, "surf-camps"),
        ("de/surf-camps", {"type": "beginner"}, "beginner-camps"),
        ("surf-camps", {"type": "surf-yoga", "location": ""}, "surf-yoga-camps"),
        # No landing page for these, or more than one filter: the list itself.
        ("surf-camps", {"location": "both"}, "surf-camps"),
        ("surf-camps", {"budget": "300-400"}, "surf-camps"),
        ("surf-camps", {"duration": "7"}, "surf-camps"),
        ("surf-camps", {"location": "imsouane", "budget": "300-400"}, "surf-camps"),
        ("surf-camps", {"duration": "7", "page": "2"}, "surf-camps"),
        ("surf-camps", {"type": "advanced"}, "surf-camps"),
        # A landing page stays its own canonical whatever refines it.
        ("imsouane-camps", {"budget": "300-400"}, "imsouane-camps"),
        ("imsouane-camps", {"budget": "300-400", "page": "2"}, "imsouane-camps"),
        ("beginner-camps", {"location": "agadir"}, "beginner-camps"),
    ],
)
def test_a_filtered_list_url_names_its_landing_page_or_the_list_as_canonical(
    path: str, query: dict[str, str], canonical: str
) -> None:
    assert canonical_list_path(resolve(path), query) == canonical
