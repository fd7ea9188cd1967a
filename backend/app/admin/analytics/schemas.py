from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import Field
from typing_extensions import TypeAliasType

from app.bookings.schemas import BookingStatus
from app.kit.schema import ApiModel
from app.leads.schemas import PageType

PERIODS = (7, 30, 90, 365)

# Every e-mail the site writes (tests/admin/test_analytics.py finds them in app/notifications), and
# "other" for a type no longer written; a named enum, so the back office has a text for each.
EmailType = TypeAliasType(
    "EmailType",
    Literal[
        "booking_received",
        "new_booking",
        "booking_confirmed",
        "booking_cancelled",
        "booking_completed",
        "booking_expired",
        "booking_expired_camp",
        "booking_reinstated",
        "booking_status_changed",
        "booking_status_for_camp",
        "my_booking_link",
        "new_message",
        "date_request",
        "date_answer",
        "stay_reminder",
        "waitlist_confirm",
        "waitlist_open",
        "hold_released",
        "review_request",
        "confirm_email",
        "reset_password",
        "owner_registered",
        "owner_approved",
        "owner_rejected",
        "owner_invitation",
        "submission_approved",
        "submission_rejected",
        "partner_application_received",
        "partner_application_team",
        "contact_received",
        "newsletter_welcome",
        "mail_not_sent",
        "job_failed",
        "payment_received",
        "renewal_failed",
        "plan_changed",
        "other",
    ],
)


class AnalyticsCards(ApiModel):
    total_bookings: int
    total_revenue: Decimal = Field(description="EUR value of confirmed and completed bookings")
    average_booking_value: Decimal = Field(description="revenue divided by the confirmed and completed bookings")
    confirmed_bookings: int
    confirmed_percent: float = Field(description="confirmed bookings as a % of all bookings of the period")
    pending_bookings: int


class StatusCount(ApiModel):
    status: BookingStatus
    count: int


class PopularCamp(ApiModel):
    camp_name: str
    bookings: int
    revenue: Decimal


class PageViewCount(ApiModel):
    page_name: str = Field(description="the path, without language prefix")
    page_type: PageType = Field(description="other for a type no longer recorded")
    page_key: str = Field(description="the page in the registry of public pages (its title: pages.<key>.title)")
    record_name: str | None = Field(description="the name of the package a package page shows")
    views: int


class ConversionRate(ApiModel):
    """A camp's bookings of the period per 100 views of its package pages."""

    camp_id: int
    camp_name: str
    views: int = Field(description="views of the camp's package pages in the period")
    bookings: int = Field(description="bookings of the camp made in the period")
    rate: float = Field(description="bookings / views * 100")


class EmailStat(ApiModel):
    email_type: EmailType
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
