from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import Field

from app.kit.schema import ApiModel

PERIODS = (7, 30, 90, 365)


class AnalyticsCards(ApiModel):
    total_bookings: int
    total_revenue: Decimal = Field(description="EUR value of confirmed and completed bookings")
    average_booking_value: Decimal = Field(description="revenue divided by the confirmed and completed bookings")
    confirmed_bookings: int
    confirmed_percent: float = Field(description="confirmed bookings as a % of all bookings of the period")
    pending_bookings: int


class StatusCount(ApiModel):
    status: str
    count: int


class PopularCamp(ApiModel):
    camp_name: str
    bookings: int
    revenue: Decimal


class PageViewCount(ApiModel):
    page_name: str
    page_type: str
    views: int


class ConversionRate(ApiModel):
    """A camp's bookings of the period per 100 views of its package pages."""

    camp_id: int
    camp_name: str
    views: int = Field(description="views of the camp's package pages in the period")
    bookings: int = Field(description="bookings of the camp made in the period")
    rate: float = Field(description="bookings / views * 100")


class EmailStat(ApiModel):
    email_type: str
    sent: int
    failed: int


class MonthTrend(ApiModel):
    month: str = Field(description="YYYY-MM")
    bookings: int
    revenue: Decimal


class AnalyticsReport(ApiModel):
    days: int
    currency: Literal["EUR"] = "EUR"
    cards: AnalyticsCards
    status_distribution: list[StatusCount]
    popular_camps: list[PopularCamp]
    top_pages: list[PageViewCount]
    conversion_rates: list[ConversionRate]
    email_stats: list[EmailStat]
    monthly_trends: list[MonthTrend] = Field(description="the current month and the 5 before it, oldest first")
