"""How the server resolves a path of the SPA, from the registry of public pages (app/site/public_site.json)."""

from __future__ import annotations

import pytest

from app.seo.routes import SITEMAP_PAGES, resolve
from app.site.public_site import PAGES


@pytest.mark.parametrize(
    ("path", "key", "indexable", "package_ref", "blog_slug"),
    [
        ("", "home", True, None, None),
        ("fr", "home", True, None, None),
        ("de/surf-camps", "surfCamps", True, None, None),
        ("join-partner", "pricing", True, None, None),
        ("register-camp", "partnerSignup", True, None, None),
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
