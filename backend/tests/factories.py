"""Builders for rows the tests need, written through the same models the app uses."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.passwords import hash_password
from app.listings.translations import written_against_source
from app.models import AdminUser, CampPackage, SurfCamp, User
from app.models.base import utcnow


def translated_as_written(row: SurfCamp | CampPackage, texts: object) -> dict[str, Any]:
    """Translations given as {lang: {field: text}}, stored as written for the row's current texts."""
    assert isinstance(texts, dict)
    return written_against_source(row, texts)


PASSWORD = "correct-horse-battery-42"
_HASH = hash_password(PASSWORD)


async def make_camp(
    session: AsyncSession, name: str = "Test Camp", status: str = "active", location_key: str = "taghazout"
) -> SurfCamp:
    camp = SurfCamp(
        slug=name.lower().replace(" ", "-"),
        name=name,
        location=f"{location_key.title()}, Morocco",
        location_key=location_key,
        status=status,
        amenities=[],
        source_language="en",
        translations={},
    )
    session.add(camp)
    await session.flush()
    return camp


async def make_user(
    session: AsyncSession,
    email: str,
    role: str | None = None,
    *,
    active: bool = True,
    verified: bool = True,
    camp_id: int | None = None,
) -> User:
    user = User(
        email=email,
        full_name=email.split("@")[0].title(),
        password_hash=_HASH,
        email_verified_at=utcnow() if verified else None,
    )
    session.add(user)
    await session.flush()
    if role:
        session.add(
            AdminUser(
                user_id=user.id,
                email=email,
                full_name=user.full_name,
                role=role,
                assigned_camp_id=camp_id,
                is_active=active,
            )
        )
        await session.flush()
    return user


async def make_package(
    session: AsyncSession,
    camp: SurfCamp,
    name: str = "7-Day Beginner Surf Coaching",
    price: str = "483",
    days: int = 7,
    status: str = "active",
    **extra: object,
) -> CampPackage:
    texts = extra.pop("translations", {})
    fields: dict[str, object] = {"gallery_images": [], "included_features": [], **extra}
    package = CampPackage(
        camp_id=camp.id,
        slug=name.lower().replace(" ", "-").replace("&", "and"),
        name=name,
        price=Decimal(price),
        duration_days=days,
        status=status,
        source_language="en",
        **fields,
    )
    package.translations = translated_as_written(package, texts)
    session.add(package)
    await session.flush()
    return package
