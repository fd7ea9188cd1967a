"""The dashboard: real figures and the latest activity.

The activity feed puts the work first: new booking requests, partner applications and approvals.
Other admin edits take at most ADMIN_EDITS of its lines, so a busy editing session cannot push a
new booking request out of sight. Each viewer sees only what their role may see: the users screen
and the audit log are a super admin's, so camp admins see neither user decisions nor edits of users.
"""

from __future__ import annotations

from datetime import timedelta
from typing import get_args

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.dashboard.repository import DashboardRepository
from app.admin.dashboard.schemas import ACTIVITY_STATUSES, ActivityItem, DashboardSummary
from app.admin.submissions.repository import SubmissionRepository
from app.admin.users.repository import AdminUserRepository
from app.audit.repository import AuditRepository
from app.auth.access import Principal
from app.bookings.repository import BookingRepository
from app.bookings.service import BookingService
from app.content.schemas import ContentSection
from app.jobs.service import background_jobs
from app.models import AuditLog
from app.models.base import utcnow

ACTIVITY_ITEMS = 12
ADMIN_EDITS = 3
# Audit actions that are decisions on someone's request, listed with the bookings rather than as edits.
APPROVALS = ("user.approve", "user.reject", "camp.publish", "submission.publish")
# The edits the feed lists are the team's own (and an operator's); camps' and travellers' are in the log.
TEAM_PARTIES = ("team", "command_line")
# Entity types only a super admin may see (their screen and their audit entries).
SUPER_ADMIN_ENTITIES = ("user",)


SECTIONS: frozenset[str] = frozenset(get_args(ContentSection.__value__))


def _audit_title(after: dict[str, object] | None, before: dict[str, object] | None) -> str:
    """What the entry is about, as its row names it (a content item by its title; its section comes apart)."""
    for source in (after or {}, before or {}):
        for key in ("name", "booking_reference", "camp_name", "title", "full_name", "email", "reviewer_first_name"):
            value = source.get(key)
            if isinstance(value, str) and value:
                return value
    return ""


class DashboardService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def summary(self, viewer: Principal) -> DashboardSummary:
        week_ago = utcnow() - timedelta(days=7)
        repo = DashboardRepository(self.session)
        submissions = SubmissionRepository(self.session)
        counts = await submissions.counts()
        return DashboardSummary(
            bookings=await BookingService(self.session).summary(viewer),
            bookings_last_7_days=await repo.bookings_since(week_ago),
            pending_submissions=counts.get("pending", 0),
            new_submissions_last_7_days=await repo.submissions_since(week_ago),
            pending_approvals=await AdminUserRepository(self.session).pending_count(),
            recent_activity=await self.activity(viewer),
            background_jobs=await background_jobs(self.session),
        )

    async def activity(self, viewer: Principal) -> list[ActivityItem]:
        hidden = () if viewer.is_super_admin else SUPER_ADMIN_ENTITIES
        audit = AuditRepository(self.session)
        work: list[ActivityItem] = []
        for b in await BookingRepository(self.session).recent(viewer, ACTIVITY_ITEMS):
            work.append(
                ActivityItem(
                    kind="booking",
                    at=b.created_at,
                    title=f"{b.full_name} · {b.package_name or b.camp_name}",
                    reference=b.booking_reference,
                    status=b.status,
                    entity_type="booking",
                    entity_id=str(b.id),
                )
            )
        for s in await SubmissionRepository(self.session).recent(ACTIVITY_ITEMS):
            work.append(
                ActivityItem(
                    kind="submission",
                    at=s.created_at,
                    title=f"{s.camp_name} · {s.owner_name}",
                    status=s.status,
                    entity_type="submission",
                    entity_id=str(s.id),
                )
            )
        approvals = await audit.recent(ACTIVITY_ITEMS, actions=APPROVALS, except_entity_types=hidden)
        work.extend(_admin_action(entry, actor) for entry, actor in approvals)
        edits = [
            _admin_action(entry, actor)
            for entry, actor in await audit.recent(
                ADMIN_EDITS, except_actions=APPROVALS, except_entity_types=hidden, parties=TEAM_PARTIES
            )
        ]
        work.sort(key=lambda item: item.at, reverse=True)
        items = work[: ACTIVITY_ITEMS - len(edits)] + edits
        items.sort(key=lambda item: item.at, reverse=True)
        return items


def _admin_action(entry: AuditLog, actor: str | None) -> ActivityItem:
    return ActivityItem(
        kind="admin_action",
        at=entry.created_at,
        title=_audit_title(entry.after, entry.before),
        action=entry.action,
        entity_type=entry.entity_type,
        entity_id=entry.entity_id,
        actor_name=actor,
        status=status if (status := (entry.after or {}).get("status")) in ACTIVITY_STATUSES else None,
        section=section
        if (section := {**(entry.before or {}), **(entry.after or {})}.get("section_key")) in SECTIONS
        else None,
    )
