"""The analytics screen for a period of 7, 30, 90 or 365 days (by creation time)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import get_args

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.analytics.repository import TOP, AnalyticsRepository
from app.admin.analytics.schemas import (
    AnalyticsCards,
    AnalyticsReport,
    ConversionRate,
    EmailStat,
    EmailType,
    MonthTrend,
    PageViewCount,
    PopularCamp,
    StatusCount,
)
from app.bookings.schemas import BookingStatus
from app.kit.listing_text import public_text
from app.kit.public_routes import resolve
from app.leads.schemas import PageType
from app.models.base import utcnow

STATUS_ORDER: tuple[BookingStatus, ...] = ("pending", "confirmed", "completed", "cancelled")
PAGE_TYPES: frozenset[str] = frozenset(get_args(PageType.__value__))
EMAIL_TYPES: frozenset[str] = frozenset(get_args(EmailType.__value__))
TREND_MONTHS = 6


def trend_months(now: datetime, count: int = TREND_MONTHS) -> list[str]:
    """The current month and the `count - 1` before it, oldest first, as YYYY-MM."""
    year, month = now.year, now.month
    months = []
    for _ in range(count):
        months.append(f"{year:04d}-{month:02d}")
        year, month = (year - 1, 12) if month == 1 else (year, month - 1)
    return months[::-1]


# A package page's path names the package by id or slug: /packages/12, /packages/12/slug, /packages/slug.
PACKAGE_PAGE = re.compile(r"^/packages/([^/?#]+)(?:/([^/?#]+))?/?$")


class AnalyticsService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = AnalyticsRepository(session)

    async def _packages(self, lang: str) -> dict[str, tuple[str, int, str]]:
        """Package id and slug -> (package name, camp id, camp name), the names in `lang`."""
        packages: dict[str, tuple[str, int, str]] = {}
        for package, camp in await self.repo.package_camps():
            named = (public_text(package, "name", lang)[0], camp.id, public_text(camp, "name", lang)[0])
            packages[str(package.id)] = packages[package.slug] = named
        return packages

    async def popular_camps(self, since: datetime, lang: str) -> list[PopularCamp]:
        """The most booked camps, named in `lang` (as booked when the camp is gone)."""
        rows = await self.repo.popular_camps(since)
        camps = await self.repo.camps({camp_id for camp_id, _, _, _ in rows if camp_id is not None})
        return [
            PopularCamp(
                camp_name=public_text(camps[camp_id], "name", lang)[0] if camp_id in camps else name,
                bookings=n,
                revenue=revenue,
            )
            for camp_id, name, n, revenue in rows
        ]

    async def conversion_rates(
        self, since: datetime, packages: dict[str, tuple[str, int, str]]
    ) -> list[ConversionRate]:
        """Per camp: the period's bookings for it per 100 views of its package pages (top 5 by rate)."""
        views: dict[tuple[int, str], int] = {}
        for page_name, count in await self.repo.package_page_views(since):
            match = PACKAGE_PAGE.match(page_name)
            package = match and (packages.get(match.group(1)) or packages.get(match.group(1).lower()))
            if package:
                camp = package[1:]
                views[camp] = views.get(camp, 0) + count
        bookings = await self.repo.bookings_per_camp(since)
        rates = [
            ConversionRate(
                camp_id=camp_id,
                camp_name=camp_name,
                views=n,
                bookings=bookings.get(camp_id, 0),
                rate=round(bookings.get(camp_id, 0) * 100 / n, 2),
            )
            for (camp_id, camp_name), n in views.items()
        ]
        rates.sort(key=lambda r: (-r.rate, -r.views, r.camp_name))
        return rates[:TOP]

    async def top_pages(self, since: datetime, packages: dict[str, tuple[str, int, str]]) -> list[PageViewCount]:
        """The most viewed pages, each named by its page in the registry (and a package page by its package)."""
        pages = []
        for name, kind, views in await self.repo.top_pages(since):
            page = resolve(name)
            package = packages.get(page.package_ref or "") or packages.get((page.package_ref or "").lower())
            pages.append(
                PageViewCount(
                    page_name=name,
                    page_type=kind if kind in PAGE_TYPES else "other",
                    page_key=page.key,
                    record_name=package[0] if package else None,
                    views=views,
                )
            )
        return pages

    def email_stats(self, rows: list[tuple[str, int, int]]) -> list[EmailStat]:
        """Sent and failed per e-mail type; types no longer written count together as "other"."""
        totals: dict[str, list[int]] = {}
        for kind, sent, failed in rows:
            counts = totals.setdefault(kind if kind in EMAIL_TYPES else "other", [0, 0])
            counts[0] += sent
            counts[1] += failed
        return [EmailStat(email_type=kind, sent=s, failed=f) for kind, (s, f) in sorted(totals.items())]

    async def report(self, days: int, now: datetime | None = None, lang: str = "en") -> AnalyticsReport:
        now = now or utcnow()
        since = now - timedelta(days=days)
        counts, revenue, paying = await self.repo.status_counts(since)
        total = sum(counts.values())
        confirmed = counts.get("confirmed", 0)
        cards = AnalyticsCards(
            total_bookings=total,
            total_revenue=revenue,
            average_booking_value=(revenue / paying).quantize(Decimal("0.01")) if paying else Decimal("0.00"),
            confirmed_bookings=confirmed,
            confirmed_percent=round(confirmed * 100 / total, 1) if total else 0.0,
            pending_bookings=counts.get("pending", 0),
        )
        statuses = [s for s in STATUS_ORDER if counts.get(s)]
        months = trend_months(now)
        first_month = datetime(int(months[0][:4]), int(months[0][5:]), 1, tzinfo=UTC)
        monthly = await self.repo.monthly(first_month)
        packages = await self._packages(lang)
        return AnalyticsReport(
            days=days,
            cards=cards,
            status_distribution=[StatusCount(status=s, count=counts[s]) for s in statuses],
            popular_camps=await self.popular_camps(since, lang),
            top_pages=await self.top_pages(since, packages),
            conversion_rates=await self.conversion_rates(since, packages),
            email_stats=self.email_stats(await self.repo.email_stats(since)),
            monthly_trends=[
                MonthTrend(
                    month=m,
                    bookings=monthly.get(m, (0, Decimal("0.00")))[0],
                    revenue=monthly.get(m, (0, Decimal("0.00")))[1],
                )
                for m in months
            ],
        )
