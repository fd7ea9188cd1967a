from __future__ import annotations

import pytest

from app.db import get_sessionmaker
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
