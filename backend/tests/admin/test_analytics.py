"""Analytics on known data: every figure is checked against hand-computed numbers."""

from __future__ import annotations

import ast
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import get_args

import httpx
import pytest

import app
from app.admin.analytics.schemas import EmailType
from app.admin.analytics.service import trend_months
from app.db import get_sessionmaker
from app.models import CampPackage, EmailLog, PageView, SurfCamp
from app.models.base import utcnow
from tests.admin.helpers import Office, booking
from tests.factories import translated_as_written

URL = "/api/v1/admin/analytics"


@pytest.fixture
async def data(office: Office) -> Office:
    now = utcnow()
    async with get_sessionmaker()() as session, session.begin():
        old = now - timedelta(days=40)
        session.add_all(
            [
                booking(None, "SC-OLD001", "confirmed", "999", camp_name="Camp Alpha", created_at=old),
                booking(
                    None, "SC-NEW001", "confirmed", "500", camp_name="Camp Alpha", created_at=now - timedelta(days=2)
                ),
                booking(
                    None, "SC-NEW002", "pending", "250", camp_name="Imsouane Bay", created_at=now - timedelta(days=10)
                ),
            ]
        )
        views = [("Camp Alpha", "camp")] * 10 + [("Imsouane", "camp")] * 4 + [("home", "page")] * 20
        session.add_all([PageView(page_name=n, page_type=t, created_at=now - timedelta(days=1)) for n, t in views])
        session.add(PageView(page_name="Ancient", page_type="page", created_at=old))
        # Package pages of Camp Alpha's "Alpha Week", by id with and without slug and by slug alone.
        package_pages = [f"/packages/{office.package_id}/alpha-week"] * 6 + [f"/packages/{office.package_id}"] * 2
        package_pages += ["/packages/alpha-week"] * 2 + ["/packages/999999", "/surf-coaching-package"]
        yesterday = now - timedelta(days=1)
        session.add_all([PageView(page_name=n, page_type="package", created_at=yesterday) for n in package_pages])
        session.add(PageView(page_name=f"/packages/{office.package_id}", page_type="package", created_at=old))
        for kind, status in [("booking_received", "sent")] * 3 + [("booking_received", "failed"), ("reminder", "sent")]:
            session.add(EmailLog(email_type=kind, email_status=status, recipient="x@example.com", created_at=now))
        session.add(EmailLog(email_type="reminder", email_status="failed", recipient="x@example.com", created_at=old))
    return office


async def test_thirty_days(client: httpx.AsyncClient, data: Office) -> None:
    response = await client.get(URL, headers=data["camp_admin"])
    assert response.status_code == 200
    report = response.json()
    assert report["days"] == 30
    # office bookings (4, created now): pending 400, confirmed 600, cancelled 1000, completed 300;
    # plus SC-NEW001 confirmed 500 and SC-NEW002 pending 250. SC-OLD001 is outside the period.
    assert report["cards"] == {
        "totalBookings": 6,
        # Revenue counts confirmed and completed bookings only: 600 + 500 + 300.
        "totalRevenue": "1400.00",
        "averageBookingValue": "466.67",  # 1400 / those 3 bookings
        "confirmedBookings": 2,
        "confirmedPercent": 33.3,
        "pendingBookings": 2,
    }
    assert report["statusDistribution"] == [
        {"status": "pending", "count": 2},
        {"status": "confirmed", "count": 2},
        {"status": "completed", "count": 1},
        {"status": "cancelled", "count": 1},
    ]
    assert report["popularCamps"][0] == {"campName": "Camp Alpha", "bookings": 3, "revenue": "1100.00"}
    assert [p["pageName"] for p in report["topPages"]][:3] == [
        "home",
        "Camp Alpha",
        f"/packages/{data.package_id}/alpha-week",
    ]
    # A type no longer recorded reads as "other"; a name that is no page of the site as "notFound".
    assert report["topPages"][0] == {
        "pageName": "home",
        "pageType": "other",
        "pageKey": "notFound",
        "recordName": None,
        "views": 20,
    }
    # A package page is named by its page and its package, so the screen can show words, not paths.
    assert report["topPages"][2] == {
        "pageName": f"/packages/{data.package_id}/alpha-week",
        "pageType": "package",
        "pageKey": "packageDetail",
        "recordName": "Alpha Week",
        "views": 6,
    }
    # Camp Alpha: its two bookings of the period (SC-PEND01, SC-CONF01) per 10 views of its package
    # pages = 20 %. Unknown packages, the coaching page and views before the period do not count;
    # Surf Bravo has bookings but no package page was viewed, so it has no rate.
    assert report["conversionRates"] == [
        {"campId": data.camp_ids["alpha"], "campName": "Camp Alpha", "views": 10, "bookings": 2, "rate": 20.0},
    ]
    # "reminder" is no longer written (the stay reminder is "stay_reminder"): it counts as "other".
    assert report["emailStats"] == [
        {"emailType": "booking_received", "sent": 3, "failed": 1},
        {"emailType": "other", "sent": 1, "failed": 0},
    ]
    trends = report["monthlyTrends"]
    assert [t["month"] for t in trends] == trend_months(utcnow())
    assert sum(t["bookings"] for t in trends) == 7  # SC-OLD001 (40 days ago) is within six months


async def test_camps_and_packages_are_named_in_the_readers_language(client: httpx.AsyncClient, data: Office) -> None:
    async with get_sessionmaker()() as session, session.begin():
        package = await session.get(CampPackage, data.package_id)
        assert package is not None
        camp = await session.get(SurfCamp, package.camp_id)
        assert camp is not None
        package.translations = translated_as_written(package, {"fr": {"name": "Semaine Alpha"}})
        camp.translations = translated_as_written(camp, {"fr": {"name": "Camp Alpha (fr)"}})
    report = (await client.get(URL, params={"days": 30, "lang": "fr"}, headers=data["camp_admin"])).json()
    [page] = [p for p in report["topPages"] if p["pageName"] == f"/packages/{data.package_id}/alpha-week"]
    assert page["recordName"] == "Semaine Alpha"
    assert report["conversionRates"][0]["campName"] == "Camp Alpha (fr)"
    assert report["popularCamps"][0]["campName"] == "Camp Alpha (fr)"
    english = (await client.get(URL, params={"days": 30}, headers=data["camp_admin"])).json()
    assert english["popularCamps"][0]["campName"] == "Camp Alpha"


async def test_a_year_includes_the_older_rows(client: httpx.AsyncClient, data: Office) -> None:
    report = (await client.get(URL, params={"days": 365}, headers=data["camp_admin"])).json()
    assert report["cards"]["totalBookings"] == 7
    assert report["emailStats"][1] == {"emailType": "other", "sent": 1, "failed": 1}


async def test_period_must_be_one_of_the_four(client: httpx.AsyncClient, office: Office) -> None:
    response = await client.get(URL, params={"days": 14}, headers=office["camp_admin"])
    assert response.status_code == 422
    assert (await client.get(URL, params={"days": 7}, headers=office["camp_admin"])).status_code == 200


async def test_empty_database_gives_zeros(client: httpx.AsyncClient, office: Office) -> None:
    report = (await client.get(URL, params={"days": 7}, headers=office["camp_admin"])).json()
    assert report["topPages"] == [] and report["conversionRates"] == [] and report["emailStats"] == []
    assert len(report["monthlyTrends"]) == 6


def test_trend_months_cross_the_year() -> None:
    now = datetime(2026, 2, 14, tzinfo=UTC)
    assert trend_months(now) == ["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]


async def test_pages_of_the_site_are_named_by_their_registry_key(client: httpx.AsyncClient, office: Office) -> None:
    async with get_sessionmaker()() as session, session.begin():
        for name, kind in [("/surf-camps", "list")] * 3 + [("/", "home")] * 2 + [("/blog/surf-spots", "blog")]:
            session.add(PageView(page_name=name, page_type=kind))
    report = (await client.get(URL, params={"days": 7}, headers=office["camp_admin"])).json()
    assert [(p["pageKey"], p["pageType"], p["views"]) for p in report["topPages"]] == [
        ("surfCamps", "list", 3),
        ("home", "home", 2),
        ("blogPost", "blog", 1),
    ]


def _rendered_email_types() -> set[str]:
    """The first argument of every render("type", ...) call in the app: the e-mails it can write."""
    found: set[str] = set()
    for path in Path(app.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "render"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def test_every_e_mail_the_site_writes_has_its_own_type_in_the_analytics() -> None:
    written = _rendered_email_types()
    assert len(written) > 10  # the search finds the mail builders
    assert written <= set(get_args(EmailType.__value__)) - {"other"}
