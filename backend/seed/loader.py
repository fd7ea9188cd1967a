"""`surfcamp seed`: load the demo catalogue, its artwork and the demo accounts (idempotent).

Images go through `store_image`, the same intake pipeline as real uploads, so every demo image
exists in all responsive widths. The loader only flushes; the caller owns the transaction.
"""

from __future__ import annotations

import asyncio
import json
import os
import zlib
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.passwords import hash_password
from app.bookings.pricing import quote
from app.listings.translations import written_against_source
from app.media.images import MAX_HEIGHT, MAX_WIDTH, StoredImage, store_image
from app.media.storage import Storage
from app.models import AdminUser, BlogPost, Booking, CampPackage, CmsContent, Review, SurfCamp, User
from app.models.base import utcnow
from app.statements.commission import commission
from app.statements.plans import starting_plan
from seed.artwork import render_scene
from seed.blog import BLOG_POSTS
from seed.catalogue import BOOKINGS, CAMPS, HERO, REVIEWS, TESTIMONIALS, TESTIMONIALS_TITLE, PackageSeed

DEMO_ACCOUNTS: list[tuple[str, str, str]] = [
    ("admin@surfcamp.local", "DemoAdmin2024!", "super_admin"),
    ("camp-admin@surfcamp.local", "DemoAdmin2024!", "camp_admin"),
    ("owner@surfcamp.local", "DemoOwner2024!", "camp_owner"),
]
_ACCOUNT_NAMES = {"super_admin": "Demo Super Admin", "camp_admin": "Demo Camp Admin", "camp_owner": "Demo Camp Owner"}
OWNER_CAMP_SLUG = "anchor-point-surf-house"  # the first Taghazout camp, which has the demo bookings

_IMAGE_SIZE = (MAX_WIDTH, MAX_HEIGHT)  # the pipeline keeps at most this size, so render no larger
_CENT = Decimal("0.01")


@dataclass(frozen=True)
class _ImageJob:
    key: str
    kind: str
    folder: str

    @property
    def seed(self) -> int:
        return zlib.crc32(self.key.encode())


def _image_jobs() -> list[_ImageJob]:
    jobs: list[_ImageJob] = []
    for camp in CAMPS:
        jobs.append(_ImageJob(f"camp:{camp.slug}", camp.scene, "camps"))
        for package in camp.packages:
            featured, *gallery = package.scene_kinds
            jobs.append(_ImageJob(f"package:{package.key}:0", featured, "packages/featured"))
            jobs += [
                _ImageJob(f"package:{package.key}:{i}", kind, "packages/gallery") for i, kind in enumerate(gallery, 1)
            ]
    jobs += [_ImageJob(f"blog:{post.slug}", post.scene, "blog") for post in BLOG_POSTS]
    return jobs


async def _store_artwork(storage: Storage) -> dict[str, StoredImage]:
    """Render every demo image and store it through the upload pipeline, a few at a time.

    Threads are enough: Pillow releases the GIL in its pixel work (fills, pastes, resizing, blurs,
    JPEG coding), which is most of the time spent here.
    """
    in_flight = asyncio.Semaphore((os.cpu_count() or 1) + 1)  # one extra overlaps the file writes

    async def one(job: _ImageJob) -> tuple[str, StoredImage]:
        async with in_flight:
            data = await asyncio.to_thread(render_scene, job.kind, job.seed, _IMAGE_SIZE)
            return job.key, await store_image(storage, data, job.folder)

    return dict(await asyncio.gather(*(one(job) for job in _image_jobs())))


def _rating(reviews_of: list[int]) -> Decimal | None:
    if not reviews_of:
        return None
    return (Decimal(sum(reviews_of)) / len(reviews_of)).quantize(_CENT, ROUND_HALF_UP)


def _package_row(camp: SurfCamp, slug: str, package: PackageSeed, images: dict[str, StoredImage]) -> CampPackage:
    ratings = [review.rating for review in REVIEWS.get(package.key, ())]
    row = CampPackage(
        camp_id=camp.id,
        slug=slug,
        name=package.en.name,
        source_language="en",
        description=package.en.description,
        short_description=package.en.short_description,
        price=package.price,
        currency="EUR",
        duration_days=package.duration_days,
        difficulty_level=package.difficulty_level,
        package_type=package.package_type,
        max_participants=package.max_participants,
        image_url=images[f"package:{package.key}:0"].url,
        gallery_images=[images[f"package:{package.key}:{i}"].url for i in (1, 2, 3)],
        included_features=list(package.included_features),
        featured=package.featured,
        status="active",
        rating_average=_rating(ratings),
        review_count=len(ratings),
    )
    row.translations = written_against_source(row, package.translations())
    return row


async def _add_catalogue(
    session: AsyncSession, images: dict[str, StoredImage]
) -> tuple[dict[str, SurfCamp], dict[str, CampPackage]]:
    camps: dict[str, SurfCamp] = {}
    for seed in CAMPS:
        camps[seed.slug] = SurfCamp(
            slug=seed.slug,
            name=seed.name,
            source_language="en",
            description=seed.en.description,
            short_description=seed.en.short_description,
            location=seed.location,
            location_key=seed.location_key,
            address=seed.address,
            phone=seed.phone,
            email=seed.email,
            website=seed.website,
            image_url=images[f"camp:{seed.slug}"].url,
            amenities=list(seed.amenities),
            maps_url=seed.maps_url,
            maps_embed_url=seed.maps_embed_url,
            latitude=seed.latitude,
            longitude=seed.longitude,
            status=seed.status,
            featured=seed.featured,
            is_demo=True,
        )
    for seed in CAMPS:
        camps[seed.slug].translations = written_against_source(camps[seed.slug], seed.translations())
    session.add_all(camps.values())
    await session.flush()
    packages: dict[str, CampPackage] = {}
    for seed in CAMPS:
        camp = camps[seed.slug]
        for package in seed.packages:
            packages[package.key] = _package_row(camp, seed.package_slug(package), package, images)
    session.add_all(packages.values())
    await session.flush()
    return camps, packages


def _reviews(packages: dict[str, CampPackage]) -> list[Review]:
    return [
        Review(
            package_id=packages[key].id,
            camp_id=packages[key].camp_id,
            rating=review.rating,
            comment=review.comment,
            reviewer_first_name=review.first_name,
            reviewer_country=review.country,
            language=review.language,
            translations=dict(review.translations),
            is_demo=True,
            created_at=review.created_at,
        )
        for key, reviews in REVIEWS.items()
        for review in reviews
    ]


def _bookings(camps: dict[str, SurfCamp], packages: dict[str, CampPackage], now: datetime) -> list[Booking]:
    camp_of = {package.key: camps[seed.slug] for seed in CAMPS for package in seed.packages}
    rows: list[Booking] = []
    for seed in BOOKINGS:
        package = packages[seed.package_key]
        priced = quote(
            package_price=package.price,
            package_days=package.duration_days,
            days=seed.days,
            people=seed.people,
            add_ons=list(seed.add_ons),
            currency="EUR",
            rate=Decimal(1),
        )
        # Requested `days_ago`, but never after the stay began (the dates of the demo are fixed).
        requested = min(
            now - timedelta(days=seed.days_ago),
            datetime.combine(seed.start_date - timedelta(days=3), time(10, 0), tzinfo=UTC),
        )
        answered = min(requested + timedelta(hours=20), now)
        # A completed stay was marked completed the day it ended, with the commission of the plan the
        # demo camps are on (the free one: they have no plan history), as app/bookings/status.py records it.
        completed = seed.status == "completed"
        done = min(datetime.combine(seed.start_date + timedelta(days=seed.days), time(10, 0), tzinfo=UTC), now)
        plan = starting_plan()
        rows.append(
            Booking(
                booking_reference=seed.reference,
                camp_id=package.camp_id,
                package_id=package.id,
                camp_name=camp_of[seed.package_key].name,
                package_name=package.name,
                full_name=seed.full_name,
                email=seed.email,
                guest_phone=seed.phone,
                guest_country=seed.country,
                start_date=seed.start_date,
                number_of_days=seed.days,
                number_of_people=seed.people,
                surfing_level=seed.surfing_level,
                add_ons=[line.key for line in priced.add_ons],
                booking_amount=priced.total_eur,
                currency="EUR",
                amount_in_currency=priced.total_eur,
                payment_method=seed.payment_method,
                special_requests=seed.special_requests,
                status=seed.status,
                arrival_time=seed.arrival_time,
                dietary_requirements=seed.dietary_requirements,
                admin_notes=seed.admin_notes,
                cancellation_reason=seed.cancellation_reason,
                cancelled_at=answered if seed.status == "cancelled" else None,
                confirmed_at=answered if seed.status in ("confirmed", "completed") else None,
                completed_at=done if completed else None,
                commission_plan=plan.plan if completed else None,
                commission_percent=plan.commission_percent if completed else None,
                commission_amount=commission(priced.total_eur, plan.commission_percent) if completed else None,
                language=seed.language,
                # Demo bookings must never trigger the reminder or review-request e-mails.
                reminder_sent_at=requested,
                review_requested_at=requested,
                created_at=requested,
                updated_at=done if completed else answered if seed.status != "pending" else requested,
            )
        )
    return rows


def _blog_posts(images: dict[str, StoredImage]) -> list[BlogPost]:
    return [
        BlogPost(
            slug=post.slug,
            title=post.en.title,
            excerpt=post.en.excerpt,
            body=post.en.body,
            image_url=images[f"blog:{post.slug}"].url,
            category=post.category,
            author=post.author,
            read_time_minutes=post.read_time_minutes,
            published_at=post.published_at,
            translations=post.translations(),
        )
        for post in BLOG_POSTS
    ]


def _cms_defaults() -> list[CmsContent]:
    rows: list[CmsContent] = []
    for language, testimonials in TESTIMONIALS.items():
        rows.append(
            CmsContent(
                section_key="testimonials",
                title=TESTIMONIALS_TITLE[language],
                content=json.dumps(testimonials, ensure_ascii=False),
                content_type="json",
                language=language,
                is_active=True,
                meta={},
            )
        )
    for language, (title, subtitle) in HERO.items():
        rows.append(
            CmsContent(
                section_key="hero",
                title=title,
                content=subtitle,
                content_type="text",
                language=language,
                is_active=True,
                meta={},
            )
        )
    return rows


async def _add_accounts(session: AsyncSession, owner_camp_id: int, now: datetime) -> int:
    """The demo accounts; one whose e-mail is already taken is left as it is."""
    created = 0
    for email, password, role in DEMO_ACCOUNTS:
        if await session.scalar(select(User.id).where(User.email == email)) is not None:
            continue
        name = _ACCOUNT_NAMES[role]
        user = User(
            email=email,
            password_hash=await asyncio.to_thread(hash_password, password),
            full_name=name,
            language="en",
            email_verified_at=now,
        )
        session.add(user)
        await session.flush()
        session.add(
            AdminUser(
                user_id=user.id,
                email=email,
                full_name=name,
                role=role,
                assigned_camp_id=owner_camp_id if role == "camp_owner" else None,
                is_active=True,
            )
        )
        created += 1
    await session.flush()
    return created


async def seed_demo(session: AsyncSession, storage: Storage) -> dict[str, int]:
    """Load the demo catalogue once; returns how many rows (and images) of each kind were added."""
    counts = dict.fromkeys(
        ("camps", "packages", "reviews", "bookings", "blog_posts", "cms_content", "users", "images"), 0
    )
    if await session.scalar(select(SurfCamp.id).where(SurfCamp.slug == CAMPS[0].slug)) is not None:
        return counts
    now = utcnow()
    images = await _store_artwork(storage)
    camps, packages = await _add_catalogue(session, images)
    reviews = _reviews(packages)
    bookings = _bookings(camps, packages, now)
    posts = _blog_posts(images)
    cms = _cms_defaults()
    session.add_all([*reviews, *bookings, *posts, *cms])
    await session.flush()
    users = await _add_accounts(session, camps[OWNER_CAMP_SLUG].id, now)
    counts.update(
        camps=len(camps),
        packages=len(packages),
        reviews=len(reviews),
        bookings=len(bookings),
        blog_posts=len(posts),
        cms_content=len(cms),
        users=users,
        images=len(images),
    )
    return counts
