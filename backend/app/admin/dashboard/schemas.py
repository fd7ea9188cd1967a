from __future__ import annotations

from datetime import datetime
from typing import Literal

from app.bookings.schemas import BookingSummary
from app.kit.schema import ApiModel

ActivityKind = Literal["booking", "submission", "admin_action"]


class ActivityItem(ApiModel):
    """One line of the recent-activity list; the client words it from `kind`, `action` and `status`."""

    kind: ActivityKind
    at: datetime
    title: str
    reference: str | None = None
    status: str | None = None
    action: str | None = None
    entity_type: str | None = None
    entity_id: str | None = None
    actor_name: str | None = None


class DashboardSummary(ApiModel):
    bookings: BookingSummary
    bookings_last_7_days: int
    pending_submissions: int
    new_submissions_last_7_days: int
    pending_approvals: int
    recent_activity: list[ActivityItem]
