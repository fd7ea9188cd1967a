"""`seed_demo` on a migrated database: one load (images included) checked for every invariant."""

from __future__ import annotations

import json
import time
from collections import Counter
from decimal import Decimal
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.passwords import verify_password
from app.bookings.pricing import quote
from app.listings.translations import is_translated
from app.media.images import RESPONSIVE_WIDTHS
from app.media.storage import LocalStorage, Storage
from app.models import AdminUser, BlogPost, Booking, CampPackage, CmsContent, Review, SurfCamp, User
from seed.catalogue import CAMPS
from seed.loader import DEMO_ACCOUNTS, seed_demo

TEXT_FIELDS = ("name", "short_description", "description")
MODELS = (SurfCamp, CampPackage, Review, Booking, BlogPost, CmsContent, User, AdminUser)


async def _row_counts(session: AsyncSession) -> dict[str, int]:
    return {model.__name__: await session.scalar(select(func.count()).select_from(model)) or 0 for model in MODELS}


def _assert_stored(storage: LocalStorage, url: str | None) -> None:
    assert url is not None
    name = storage.name_from_url(url)
    assert name is not None and name.endswith(f"-{RESPONSIVE_WIDTHS[-1]}.jpg"), url
    stem = name.removesuffix(f"-{RESPONSIVE_WIDTHS[-1]}.jpg")
    for width in RESPONSIVE_WIDTHS:
        assert (storage.root / f"{stem}-{width}.jpg").stat().st_size > 5_000, (url, width)


def _stored_files(storage: LocalStorage) -> list[Path]:
    return sorted(storage.root.rglob("*.jpg"))


def _assert_translated(row: SurfCamp | CampPackage, list_field: str) -> None:
    for lang in ("fr", "de"):
        assert is_translated(row, lang), (row.slug, lang)
        texts = row.translations[lang]
        assert all(texts[field]["text"] for field in TEXT_FIELDS), (row.slug, lang)
        assert len(texts[list_field]["text"]) == len(getattr(row, list_field)), (row.slug, lang)


async def test_seed_demo_loads_a_consistent_catalogue_once(db_session: AsyncSession, storage: Storage) -> None:
    assert isinstance(storage, LocalStorage)
    started = time.perf_counter()
    counts = await seed_demo(db_session, storage)
    print(f"seed_demo took {time.perf_counter() - started:.1f} s: {counts}")

    rows = await _row_counts(db_session)
    assert counts["camps"] == rows["SurfCamp"] == len(CAMPS)
    assert counts["packages"] == rows["CampPackage"]
    assert counts["reviews"] == rows["Review"] and counts["bookings"] == rows["Booking"]
    assert counts["blog_posts"] == rows["BlogPost"] == 6 and counts["cms_content"] == rows["CmsContent"]
    assert counts["users"] == rows["User"] == rows["AdminUser"] == 3
    assert counts["images"] == len(CAMPS) + 4 * counts["packages"] + 6

    camps = list(await db_session.scalars(select(SurfCamp)))
    packages = list(await db_session.scalars(select(CampPackage)))
    active = [camp for camp in camps if camp.status == "active"]
    assert len(active) >= 8 and {camp.location_key for camp in active} == {
        "taghazout",
        "tamraght",
        "imsouane",
        "agadir",
    }
    assert all(camp.is_demo for camp in camps)
    assert [camp.slug for camp in camps if camp.status == "pending"] == ["argan-garden-surf-camp"]
    per_camp = Counter(package.camp_id for package in packages)
    assert all(2 <= per_camp[camp.id] <= 4 for camp in camps)

    by_name = {package.name: package for package in packages}
    for name, price, days in (
        ("7-Day Beginner Surf Coaching", "483.00", 7),
        ("7-Day Surf & Yoga Retreat", "595.00", 7),
        ("Surf & Desert Vibes Retreat", "475.00", 5),
    ):
        assert (by_name[name].price, by_name[name].duration_days, by_name[name].currency) == (
            Decimal(price),
            days,
            "EUR",
        )

    for camp in camps:
        _assert_translated(camp, "amenities")
        _assert_stored(storage, camp.image_url)
    for package in packages:
        _assert_translated(package, "included_features")
        assert len(package.gallery_images) == 3
        for url in (package.image_url, *package.gallery_images):
            _assert_stored(storage, url)
    image_urls = [camp.image_url for camp in camps] + [
        url for package in packages for url in (package.image_url, *package.gallery_images)
    ]
    assert len(set(image_urls)) == len(image_urls)

    # Ratings come from the stored reviews; some packages have none and show as "New".
    reviews = list(await db_session.scalars(select(Review)))
    assert all(review.is_demo for review in reviews)
    ratings: dict[int, list[int]] = {}
    for review in reviews:
        ratings.setdefault(review.package_id or 0, []).append(review.rating)
    for package in packages:
        assert package.review_count == len(ratings.get(package.id, []))
        if package.review_count:
            expected = Decimal(sum(ratings[package.id])) / package.review_count
            assert package.rating_average is not None and abs(package.rating_average - expected) < Decimal("0.01")
        else:
            assert package.rating_average is None
    assert any(package.review_count == 0 for package in packages if package.camp_id in {c.id for c in active})

    # Demo bookings: amounts are the server's own calculation, and no reminder e-mail is owed.
    bookings = list(await db_session.scalars(select(Booking)))
    package_by_id = {package.id: package for package in packages}
    for booking in bookings:
        package = package_by_id[booking.package_id or 0]
        expected = quote(
            package_price=package.price,
            package_days=package.duration_days,
            days=booking.number_of_days,
            people=booking.number_of_people,
            add_ons=booking.add_ons,
            currency="EUR",
            rate=Decimal(1),
        )
        assert booking.booking_amount == expected.total_eur == booking.amount_in_currency
        assert booking.camp_id == package.camp_id and booking.camp_name and booking.package_name == package.name
        assert booking.reminder_sent_at == booking.created_at == booking.review_requested_at
        assert (booking.cancelled_at is not None) == (booking.status == "cancelled")
        assert booking.start_date > booking.created_at.date()

    # Accounts: verified, active, with the documented passwords; the owner runs an active camp.
    camp_by_id = {camp.id: camp for camp in camps}
    for email, password, role in DEMO_ACCOUNTS:
        user = await db_session.scalar(select(User).where(User.email == email))
        assert user is not None and user.email_verified_at is not None
        assert verify_password(user.password_hash, password)
        profile = await db_session.scalar(select(AdminUser).where(AdminUser.user_id == user.id))
        assert profile is not None and profile.role == role and profile.is_active
        if role == "camp_owner":
            assert profile.assigned_camp_id is not None
            owned = camp_by_id[profile.assigned_camp_id]
            assert owned.status == "active" and owned.location_key == "taghazout"
            assert any(booking.camp_id == owned.id for booking in bookings)
        else:
            assert profile.assigned_camp_id is None

    posts = list(await db_session.scalars(select(BlogPost).order_by(BlogPost.published_at.desc())))
    assert posts[0].slug == "best-time-surf-morocco-2025"
    for post in posts:
        _assert_stored(storage, post.image_url)
        assert set(post.translations) == {"fr", "de"}
    cms = list(await db_session.scalars(select(CmsContent)))
    assert Counter((row.section_key, row.language) for row in cms) == {
        (key, lang): 1 for key in ("testimonials", "hero") for lang in ("en", "fr", "de")
    }
    for row in cms:
        if row.section_key == "testimonials":
            assert row.content_type == "json" and len(json.loads(row.content)) == 3

    # A second run adds nothing, and writes no more files.
    files = _stored_files(storage)
    assert await seed_demo(db_session, storage) == dict.fromkeys(counts, 0)
    assert await _row_counts(db_session) == rows
    assert _stored_files(storage) == files
