"""The demo catalogue as data: complete, translated, and rich enough for every public filter."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from decimal import Decimal

import pytest

from app.bookings.pricing import ADD_ONS
from app.bookings.submission import REFERENCE_ALPHABET
from seed.blog import BLOG_POSTS, CATEGORIES
from seed.catalogue import AMENITIES, BOOKINGS, CAMPS, FEATURES, HERO, REVIEWS, TESTIMONIALS, slugify

ACTIVE = [camp for camp in CAMPS if camp.status == "active"]
PACKAGES = [(camp, package) for camp in CAMPS for package in camp.packages]
ACTIVE_PACKAGES = [package for camp in ACTIVE for package in camp.packages]
TOWNS = {  # approximate centre of each town
    "taghazout": (Decimal("30.545"), Decimal("-9.709")),
    "tamraght": (Decimal("30.510"), Decimal("-9.682")),
    "imsouane": (Decimal("30.841"), Decimal("-9.822")),
    "agadir": (Decimal("30.425"), Decimal("-9.598")),
}
LEVELS = {"beginner", "intermediate", "advanced", "all_levels"}
TYPES = {"surf-only", "surf-yoga", "all-inclusive"}


def test_camps_cover_the_four_towns_with_three_featured_and_one_pending() -> None:
    assert len(ACTIVE) >= 9
    assert {camp.location_key for camp in ACTIVE} == set(TOWNS)
    assert sum(camp.featured for camp in ACTIVE) == 3
    assert [camp.status for camp in CAMPS if camp.status != "active"] == ["pending"]
    assert len({camp.slug for camp in CAMPS}) == len(CAMPS)
    for camp in CAMPS:
        assert camp.slug in slugify(camp.name)  # the name's slug, maybe without a leading article
        assert camp.location == f"{camp.location_key.title()}, Morocco"
        assert camp.email.endswith("@example.com") and camp.website.startswith("https://example.com/")
        assert set(camp.amenities) <= set(AMENITIES) and camp.amenities
        lat, lon = TOWNS[camp.location_key]
        assert abs(camp.latitude - lat) < Decimal("0.08") and abs(camp.longitude - lon) < Decimal("0.08")  # < 9 km
        assert camp.maps_url.startswith(f"https://www.openstreetmap.org/?mlat={camp.latitude}&mlon={camp.longitude}")
        assert 3 <= camp.en.description.count(". ") + 1 <= 6


def test_packages_are_realistic_and_named_by_the_spec_rule() -> None:
    assert 25 <= len(PACKAGES) <= 32
    assert len({package.key for _, package in PACKAGES}) == len(PACKAGES)
    slugs = [camp.package_slug(package) for camp, package in PACKAGES]
    assert len(set(slugs)) == len(slugs)
    assert CAMPS[0].package_slug(CAMPS[0].packages[0]) == "anchor-point-surf-house-7-day-beginner-surf-coaching"
    for camp in CAMPS:
        assert 2 <= len(camp.packages) <= 4, camp.slug
    durations = Counter(package.duration_days for _, package in PACKAGES)
    assert set(durations) <= {5, 7, 8, 10, 14} and durations[7] >= 3 and durations[8] >= 3
    for _, package in PACKAGES:
        assert Decimal(300) <= package.price <= Decimal(1300), package.key
        assert package.difficulty_level in LEVELS and package.package_type in TYPES
        assert package.max_participants is None or 6 <= package.max_participants <= 12
        assert 4 <= len(package.included_features) <= 12
        assert set(package.included_features) <= set(FEATURES)
    assert sum(package.max_participants is None for _, package in PACKAGES) == 1
    assert any(package.featured for _, package in PACKAGES)


@pytest.mark.parametrize(
    ("name", "price", "days", "kind"),
    [
        ("7-Day Beginner Surf Coaching", "483", 7, "surf-only"),
        ("7-Day Surf & Yoga Retreat", "595", 7, "surf-yoga"),
        ("Surf & Desert Vibes Retreat", "475", 5, "all-inclusive"),
    ],
)
def test_the_spec_packages_are_in_the_catalogue(name: str, price: str, days: int, kind: str) -> None:
    [package] = [package for package in ACTIVE_PACKAGES if package.en.name == name]
    assert (package.price, package.duration_days, package.package_type) == (Decimal(price), days, kind)
    if name.startswith("7-Day Beginner"):
        assert package.difficulty_level == "beginner"


def test_every_public_filter_has_results() -> None:
    by_town = {camp.location_key for camp in ACTIVE}
    assert {"taghazout", "tamraght"} <= by_town
    assert {7, 8} <= {package.duration_days for package in ACTIVE_PACKAGES}
    for low, high in ((300, 400), (400, 500), (500, 600)):
        assert any(low <= package.price <= high for package in ACTIVE_PACKAGES), (low, high)
    assert {package.package_type for package in ACTIVE_PACKAGES} == TYPES
    assert {package.difficulty_level for package in ACTIVE_PACKAGES} == LEVELS


def test_every_text_is_translated_to_french_and_german() -> None:
    for camp in CAMPS:
        translations = camp.translations()
        for lang in ("fr", "de"):
            texts = translations[lang]
            assert all(texts[field] for field in ("name", "short_description", "description"))
            assert texts["description"] != camp.en.description
            assert len(texts["amenities"]) == len(camp.amenities) and all(texts["amenities"])
            assert texts["address"] and texts["address"] != camp.address and "Morocco" not in texts["address"]
    for _, package in PACKAGES:
        translations = package.translations()
        for lang in ("fr", "de"):
            texts = translations[lang]
            assert all(texts[field] for field in ("name", "short_description", "description"))
            assert texts["description"] != package.en.description
            assert len(texts["included_features"]) == len(package.included_features)
            assert all(texts["included_features"])
    for english, names in (*AMENITIES.items(), *FEATURES.items()):
        assert names["fr"] and names["de"], english


def test_demo_reviews_leave_some_packages_new() -> None:
    keys = {package.key for _, package in PACKAGES}
    assert set(REVIEWS) <= keys
    reviewed = [package for package in ACTIVE_PACKAGES if package.key in REVIEWS]
    assert 0.55 <= len(reviewed) / len(ACTIVE_PACKAGES) <= 0.8
    ratings = Counter(review.rating for reviews in REVIEWS.values() for review in reviews)
    assert set(ratings) <= {3, 4, 5} and ratings[3] >= 2 and ratings[3] < ratings[4] + ratings[5] // 4
    for reviews in REVIEWS.values():
        assert 1 <= len(reviews) <= 6
        for review in reviews:
            assert re.fullmatch(r"[A-Z]{2}", review.country) and review.language in ("en", "fr", "de")
            assert date(2025, 1, 1) <= review.written_on <= date(2026, 12, 31)
    assert {review.language for reviews in REVIEWS.values() for review in reviews} == {"en", "fr", "de"}


def test_some_demo_reviews_are_translated_into_other_languages_only() -> None:
    reviews = [review for reviews in REVIEWS.values() for review in reviews]
    translated = [review for review in reviews if review.translations]
    assert 0 < len(translated) < len(reviews)  # a page shows both: with "Show translation", and without
    for review in translated:
        languages = [language for language, _ in review.translations]
        assert review.language not in languages and set(languages) <= {"en", "fr", "de"}
        assert all(text.strip() and text != review.comment for _, text in review.translations)
    # Each language can be read translated from another one somewhere.
    assert {language for review in translated for language, _ in review.translations} == {"en", "fr", "de"}


def test_demo_bookings_are_well_formed() -> None:
    packages = {package.key: (camp, package) for camp, package in PACKAGES}
    references = [booking.reference for booking in BOOKINGS]
    assert len(set(references)) == len(references) >= 12
    assert {booking.status for booking in BOOKINGS} == {"pending", "confirmed", "cancelled", "completed"}
    assert len({packages[booking.package_key][0].slug for booking in BOOKINGS}) == 3
    assert any(packages[booking.package_key][0] is CAMPS[0] for booking in BOOKINGS)
    for booking in BOOKINGS:
        assert re.fullmatch(rf"SC-[{REFERENCE_ALPHABET}]{{6}}", booking.reference)
        camp, package = packages[booking.package_key]
        assert camp.status == "active"
        assert date(2026, 9, 1) <= booking.start_date <= date(2027, 3, 31)
        assert booking.email.endswith("@example.com") and re.fullmatch(r"[A-Z]{2}", booking.country)
        assert booking.language in ("en", "fr", "de") and 0 <= booking.days_ago <= 60
        assert set(booking.add_ons) <= set(ADD_ONS)
        assert package.max_participants is None or booking.people <= package.max_participants
        assert (booking.cancellation_reason is not None) == (booking.status == "cancelled")


def test_blog_posts() -> None:
    assert len(BLOG_POSTS) == 6
    slugs = [post.slug for post in BLOG_POSTS]
    assert {"best-time-surf-morocco-2025", "top-5-surf-spots-taghazout", "what-to-pack-morocco-surf-camp"} <= set(slugs)
    assert {post.category for post in BLOG_POSTS} == set(CATEGORIES)
    assert BLOG_POSTS[0].published_at == max(post.published_at for post in BLOG_POSTS)
    assert all(post.published_at.year == 2025 for post in BLOG_POSTS)
    for post in BLOG_POSTS:
        assert 600 <= len(post.en.body.split()) <= 1000, post.slug
        assert post.read_time_minutes >= 3
        for text in (post.en, post.fr, post.de):
            assert text.title and text.excerpt and "\n## " in text.body and "\n- " in text.body
            assert len(text.body.split()) >= 550
        assert post.fr.body != post.en.body and post.de.body != post.en.body


def test_cms_defaults_per_language() -> None:
    assert set(TESTIMONIALS) == set(HERO) == {"en", "fr", "de"}
    for testimonials in TESTIMONIALS.values():
        assert len(testimonials) == 3
        assert all(t["rating"] == 5 and t["name"] and t["country"] and t["text"] for t in testimonials)
