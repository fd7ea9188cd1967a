from __future__ import annotations

from datetime import datetime
from typing import Literal, get_args

from pydantic import Field
from typing_extensions import TypeAliasType

from app.admin.submissions.schemas import SubmissionStatus
from app.audit.schemas import AuditAction, AuditEntity
from app.bookings.schemas import BookingStatus, BookingSummary
from app.content.schemas import ContentSection
from app.jobs.schemas import BackgroundJobsRead
from app.kit.schema import ApiModel

ActivityKind = Literal["booking", "submission", "admin_action"]
# The state a line's item is in now: a booking's, a submission's, or a camp's or package's (pending
# and draft until they go live). Built from the domains' own lists, so a new state cannot break the feed.
ActivityStatus = TypeAliasType(
    "ActivityStatus", Literal[BookingStatus, SubmissionStatus, Literal["active", "inactive", "draft"]]
)
ACTIVITY_STATUSES: frozenset[str] = frozenset(get_args(ActivityStatus.__value__))


class ActivityItem(ApiModel):
    """One line of the recent-activity list; the client words it from `kind`, `action` and `status`."""

    kind: ActivityKind
    at: datetime
    title: str
    reference: str | None = None
    status: ActivityStatus | None = None
    action: AuditAction | None = None
    entity_type: AuditEntity | None = None
    entity_id: str | None = None
    actor_name: str | None = None
    section: ContentSection | None = Field(default=None, description="the section of a content item")


class DashboardSummary(ApiModel):
    bookings: BookingSummary
    bookings_last_7_days: int
    pending_submissions: int
    new_submissions_last_7_days: int
    pending_approvals: int
    recent_activity: list[ActivityItem]
    background_jobs: BackgroundJobsRead
