"""A marketplace with a row behind every id an /api route can take, and one caller of each kind.

Built on the owner tests' two-camp world; adds a camp admin, throwaway rows for the delete routes,
an unused upload per camp, a CMS section, a partner application, a blog post and a review.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from sqlalchemy import select, text, update

from app.auth.tokens import hash_secret
from app.db import get_sessionmaker
from app.kit.manage_link import manage_token
from app.models import (
    AdminUser,
    BlogPost,
    Booking,
    CalendarFeed,
    CampPackage,
    CampStatement,
    CampSubmission,
    CmsContent,
    MediaImage,
    ProviderInvoice,
    Review,
    SurfCamp,
)
from app.models.base import Base
from tests.factories import make_camp, make_package, make_user
from tests.owner.helpers import bearer, booking, build_world

PRINCIPALS = ("anonymous", "owner_a", "owner_b", "inactive_owner", "inactive_admin", "camp_admin", "super_admin")
REVIEW_TOKEN = "review-link-token-a"
CALENDAR_TOKEN = "camp-a-calendar-feed-secret-0001"

START = (date.today() + timedelta(days=40)).isoformat()
BOOKING = {
    "packageId": "{package_ref}",
    "fullName": "Lena Fischer",
    "email": "lena@example.com",
    "country": "DE",
    "phoneNumber": "+49 170 1234567",
    "startDate": START,
    "numberOfDays": 7,
    "numberOfPeople": 1,
    "paymentMethod": "bank-transfer",
}
PARTNER = {
    "surfCampName": "Atlas Wave House",
    "contactName": "Youssef Amrani",
    "email": "youssef@atlaswave.example.com",
    "whatsappNumber": "+212 612 345 678",
    "location": "imsouane",
    "campType": "yoga-surf",
    "message": "Eight rooms facing the bay.",
    "packages": [{"title": "Bay Week", "price": "450", "durationDays": 7, "inclusions": ["Lessons"]}],
}


# Two months ago: a month each camp has paid (its invoice to download).
PAID_MONTH = (date.today().replace(day=1) - timedelta(days=32)).replace(day=1)


@dataclass
class Marketplace:
    headers: dict[str, dict[str, str]] = field(default_factory=dict)
    # principal -> placeholder -> value; owners get their own camp's ids, admins camp A's.
    ids: dict[str, dict[str, Any]] = field(default_factory=dict)
    camp_ids: dict[str, int] = field(default_factory=dict)
    package_ids: dict[str, int] = field(default_factory=dict)
    spare_package_ids: dict[str, int] = field(default_factory=dict)
    booking_ids: dict[str, int] = field(default_factory=dict)
    image_ids: dict[str, int] = field(default_factory=dict)
    image_urls: dict[str, str] = field(default_factory=dict)
    feed_ids: dict[str, int] = field(default_factory=dict)
    invoice_ids: dict[str, int] = field(default_factory=dict)


async def build_marketplace() -> Marketplace:
    world = await build_world()
    market = Marketplace()
    market.headers = {
        "anonymous": {},
        "owner_a": world.a.owner,
        "owner_b": world.b.owner,
        "inactive_owner": world.inactive_owner,
        "super_admin": world.admin,
    }
    async with get_sessionmaker()() as session:
        camp_admin = await make_user(session, "camp-admin@example.com", "camp_admin")
        market.headers["camp_admin"] = bearer(camp_admin.id)
        inactive_admin = await make_user(session, "former-admin@example.com", "super_admin", active=False)
        market.headers["inactive_admin"] = bearer(inactive_admin.id)
        for key, side in (("a", world.a), ("b", world.b)):
            market.camp_ids[key] = side.camp.id
            market.package_ids[key] = side.package.id
            market.booking_ids[key] = side.pending.id
            camp = side.camp
            spare = await make_package(session, camp, name=f"{camp.name} Spare")
            market.spare_package_ids[key] = spare.id
            image = MediaImage(
                url=f"/media/uploads/unused-{key}.webp",
                purpose="package-gallery",
                width=1200,
                height=800,
                camp_id=camp.id,
                uploaded_by_user_id=None,
            )
            session.add(image)
            await session.flush()
            market.image_ids[key] = image.id
            market.image_urls[key] = image.url
            feed = CalendarFeed(camp_id=camp.id, name=f"{camp.name} on Airbnb", url="https://example.com/cal.ics")
            session.add(feed)
            await session.flush()
            market.feed_ids[key] = feed.id
            # A Pro invoice and a month paid: each owner's invoices to download (another camp's: not found).
            issued = datetime.now(UTC) - timedelta(days=70)
            invoice = ProviderInvoice(
                camp_id=camp.id,
                provider="stripe",
                invoice_id=f"in_matrix_{key}",
                plan="pro-monthly",
                status="paid",
                amount_cents=4900,
                issued_at=issued,
                paid_at=issued,
            )
            zero = Decimal("0")
            paid_month = CampStatement(
                camp_id=camp.id,
                camp_name=camp.name,
                month=PAID_MONTH,
                bookings_total=zero,
                commission_total=zero,
                subscription_fee=Decimal("49"),
                balance=Decimal("49"),
                paid_at=issued,
            )
            session.add_all([invoice, paid_month])
            await session.flush()
            market.invoice_ids[key] = invoice.id
        throwaway_camp = await make_camp(session, "Throwaway Camp", location_key="agadir")
        # Room for every booking the security tests send for the same start date.
        await session.execute(update(CampPackage).where(CampPackage.id == world.a.package.id).values(places=500))
        await session.execute(
            update(SurfCamp).where(SurfCamp.id == world.a.camp.id).values(calendar_token=CALENDAR_TOKEN)
        )
        throwaway_package = await make_package(session, world.b.camp, name="Throwaway Week")
        content = CmsContent(section_key="faq", title="FAQ", content="Questions", language="en", meta={})
        throwaway_content = CmsContent(section_key="about", title="About", content="Old", language="en", meta={})
        submission = CampSubmission(
            camp_name="Atlas Wave House",
            camp_location="imsouane",
            camp_email="atlas@example.com",
            owner_name="Youssef Amrani",
            owner_email="atlas@example.com",
            packages=[],
            optional_addons=[],
        )
        post = BlogPost(
            slug="first-waves",
            title="First waves",
            excerpt="Start here",
            body="Body",
            category="guides",
            author="Team",
            translations={},
        )
        session.add_all([content, throwaway_content, submission, post])
        completed = booking(world.a.camp, world.a.package, "SC-ACOMP1", "completed", "500")
        completed.review_token_hash = hash_secret(REVIEW_TOKEN)
        reviewed = booking(world.a.camp, world.a.package, "SC-AREVD1", "completed", "500")
        session.add_all([completed, reviewed])
        await session.flush()
        review = Review(
            booking_id=reviewed.id,
            package_id=world.a.package.id,
            camp_id=world.a.camp.id,
            rating=5,
            comment="Great waves",
            reviewer_first_name="Elodie",
        )
        session.add(review)
        await session.flush()
        inactive_profile = await session.scalar(select(AdminUser.id).where(AdminUser.email == "waiting@example.com"))
        await session.commit()
        shared = {
            "package_ref": world.a.package.id,
            "slug": post.slug,
            "camp_id": throwaway_camp.id,
            "content_id": content.id,
            "profile_id": inactive_profile,
            "submission_id": submission.id,
            "review_id": review.id,
            "review_token": REVIEW_TOKEN,
            "throwaway_package_id": throwaway_package.id,
            "throwaway_content_id": throwaway_content.id,
            # The traveller's link of camp B's pending booking (the admins revoke camp A's links).
            "token": manage_token(await _booking(market.booking_ids["b"])),
            "later_start": (date.today() + timedelta(days=60)).isoformat(),
            "request_id": 999_999,
            "calendar_token": CALENDAR_TOKEN,
            "start_date": (date.today() + timedelta(days=30)).isoformat(),
            "end_date": (date.today() + timedelta(days=60)).isoformat(),
            # Last month: over, so its statement can be marked paid.
            "month": (date.today().replace(day=1) - timedelta(days=1)).strftime("%Y-%m"),
            "decision": "accept",
            "paid_month": PAID_MONTH.strftime("%Y-%m"),
        }
    for principal in PRINCIPALS:
        side = "b" if principal == "owner_b" else "a"
        market.ids[principal] = {
            **shared,
            "package_id": market.package_ids[side],
            "package_camp_id": market.camp_ids[side],
            "spare_package_id": market.spare_package_ids[side],
            "booking_id": market.booking_ids[side],
            # An admin's package takes camp A's upload; the one it discards is another.
            "image_id": market.image_ids["b" if principal.endswith("admin") else side],
            "image_url": market.image_urls[side],
            "feed_id": market.feed_ids[side],
            "invoice_id": market.invoice_ids[side],
        }
    return market


async def _booking(booking_id: int) -> Booking:
    async with get_sessionmaker()() as session:
        booking = await session.get(Booking, booking_id)
        assert booking is not None
        return booking


async def snapshot(only: str | None = None) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (or of one), to prove that a request changed nothing."""
    rows: dict[str, list[tuple[Any, ...]]] = {}
    async with get_sessionmaker()() as session:
        for table in Base.metadata.sorted_tables:
            if only is not None and table.name != only:
                continue
            result = await session.execute(select(table).order_by(*table.primary_key.columns))
            rows[table.name] = [tuple(row) for row in result.all()]
    return rows


async def tables_present() -> set[str]:
    """Names of the app's tables that still exist in the database."""
    async with get_sessionmaker()() as session:
        present = set()
        for table in Base.metadata.sorted_tables:
            await session.execute(text(f'SELECT COUNT(*) FROM "{table.name}"'))  # noqa: S608 - our metadata
            present.add(table.name)
    return present


def fill(value: Any, ids: dict[str, Any]) -> Any:
    """Replace "{placeholder}" strings (whole values keep the id's type) in a request."""
    if isinstance(value, str):
        whole = re.fullmatch(r"\{([a-z_]+)\}", value)
        if whole:
            return ids[whole.group(1)]
        return re.sub(r"\{([a-z_]+)\}", lambda m: str(ids[m.group(1)]), value)
    if isinstance(value, dict):
        return {k: fill(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, ids) for v in value]
    return value


WRITES = {"POST", "PATCH", "PUT", "DELETE"}


def api_routes(app: FastAPI) -> list[tuple[str, str]]:
    found = []
    for route in iter_route_contexts(app.router.routes):
        path = re.sub(r"\{(\w+):\w+\}", r"{\1}", route.path or "")  # "{id:int}" is the same route as "{id}"
        if getattr(route, "dependant", None) is not None and path.startswith("/api"):
            found.extend((method, path) for method in sorted(route.methods or []) if method != "HEAD")
    return found
