from __future__ import annotations

import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import BlogPost, CampPackage, Review
from app.reviews.service import refresh_package_ratings
from seed.blog import BLOG_POSTS
from tests.factories import make_camp, make_package


@pytest.fixture
async def catalogue() -> None:
    """A small catalogue: beginner, yoga, all-inclusive, intermediate and advanced packages."""
    async with get_sessionmaker()() as session, session.begin():
        taghazout = await make_camp(session, "Sunset Surf House", location_key="taghazout")
        tamraght = await make_camp(session, "Tamraght Surf Lodge", location_key="tamraght")
        imsouane = await make_camp(session, "Imsouane Point House", location_key="imsouane")
        closed = await make_camp(session, "Closed Camp", status="pending", location_key="taghazout")
        await make_package(
            session,
            taghazout,
            "7-Day Beginner Surf Coaching",
            "483",
            7,
            difficulty_level="beginner",
            package_type="surf-only",
            featured=True,
            included_features=["Accommodation", "Daily surf lessons", "Board and wetsuit"],
            translations={
                "fr": {
                    "name": "Stage de surf débutant 7 jours",
                    "included_features": ["Hébergement", "Cours de surf quotidiens", "Planche et combinaison"],
                },
                "de": {
                    "name": "7-Tage-Anfänger-Surfkurs",
                    "included_features": ["Unterkunft", "Tägliche Surfstunden", "Brett und Neoprenanzug"],
                },
            },
        )
        await make_package(
            session,
            taghazout,
            "7-Day Surf & Yoga Retreat",
            "595",
            7,
            difficulty_level="all_levels",
            package_type="surf-yoga",
            included_features=["Accommodation", "Daily yoga", "Daily surf lessons"],
        )
        await make_package(
            session,
            tamraght,
            "Surf & Desert Vibes Retreat",
            "475",
            5,
            difficulty_level="all_levels",
            package_type="all-inclusive",
            included_features=["Accommodation", "All meals", "Desert trip"],
        )
        await make_package(
            session,
            tamraght,
            "Tamraght Beginner Week",
            "520",
            7,
            difficulty_level="beginner",
            package_type="surf-only",
            included_features=["Accommodation", "Daily surf lessons"],
        )
        await make_package(
            session,
            tamraght,
            "8-Day Intermediate Surf Guiding",
            "560",
            8,
            difficulty_level="intermediate",
            package_type="surf-only",
        )
        await make_package(
            session,
            imsouane,
            "Advanced Point Break Week",
            "640",
            8,
            difficulty_level="advanced",
            package_type="surf-only",
        )
        await make_package(session, taghazout, "Hidden Cheap Package", "99", 7, status="inactive")
        await make_package(session, closed, "Pending Camp Package", "120", 7, difficulty_level="beginner")


@pytest.fixture
async def reviews(catalogue: None) -> None:
    """Stored reviews on three packages (one hidden, which never counts), ratings refreshed like the site does."""
    async with get_sessionmaker()() as session, session.begin():
        packages = {p.name: p for p in (await session.scalars(select(CampPackage))).all()}
        given = {
            "Tamraght Beginner Week": [5, 5, 4],
            "8-Day Intermediate Surf Guiding": [4],
            "Advanced Point Break Week": [5],
        }
        for name, ratings in given.items():
            for rating in ratings:
                session.add(_review(packages[name], rating))
        session.add(_review(packages["Surf & Desert Vibes Retreat"], 5, hidden=True))
        await session.flush()
        await refresh_package_ratings(session)


def _review(package: CampPackage, rating: int, hidden: bool = False) -> Review:
    return Review(
        package_id=package.id,
        camp_id=package.camp_id,
        rating=rating,
        comment="Great waves and a friendly team.",
        reviewer_first_name="Lena",
        is_hidden=hidden,
    )


@pytest.fixture
async def seasons_guide() -> None:
    """The site's seeded "best time to surf" post, the assistant's source for month questions."""
    post = next(p for p in BLOG_POSTS if p.category == "weather-seasons")
    async with get_sessionmaker()() as session, session.begin():
        session.add(
            BlogPost(
                slug=post.slug,
                title=post.en.title,
                excerpt=post.en.excerpt,
                body=post.en.body,
                category=post.category,
                author=post.author,
                published_at=post.published_at,
                translations=post.translations(),
            )
        )
