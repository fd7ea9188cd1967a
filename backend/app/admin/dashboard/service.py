"""The dashboard: real figures and the latest activity (bookings, submissions, admin actions)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.bookings.repository import AdminBookingRepository
from app.admin.bookings.service import AdminBookingService
from app.admin.dashboard.repository import DashboardRepository
from app.admin.dashboard.schemas import ActivityItem, DashboardSummary
from app.admin.submissions.repository import SubmissionRepository
from app.admin.users.repository import AdminUserRepository
from app.audit.repository import AuditRepository
from app.models.base import utcnow

ACTIVITY_ITEMS = 12


def _audit_title(after: dict[str, object] | None, before: dict[str, object] | None) -> str:
    for source in (after or {}, before or {}):
        for key in ("name", "booking_reference", "camp_name", "title", "section_key", "email", "full_name"):
            value = source.get(key)
            if isinstance(value, str) and value:
                return value
    return ""


class DashboardService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def summary(self) -> DashboardSummary:
        week_ago = utcnow() - timedelta(days=7)
        repo = DashboardRepository(self.session)
        submissions = SubmissionRepository(self.session)
        counts = await submissions.counts()
        return DashboardSummary(
            bookings=await AdminBookingService(self.session).summary(),
            bookings_last_7_days=await repo.bookings_since(week_ago),
            pending_submissions=counts.get("pending", 0),
            new_submissions_last_7_days=await repo.submissions_since(week_ago),
            pending_approvals=await AdminUserRepository(self.session).pending_count(),
            recent_activity=await self.activity(),
        )

    async def activity(self) -> list[ActivityItem]:
        items: list[ActivityItem] = []
        for b in await AdminBookingRepository(self.session).recent(ACTIVITY_ITEMS):
            items.append(
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
            items.append(
                ActivityItem(
                    kind="submission",
                    at=s.created_at,
                    title=f"{s.camp_name} · {s.owner_name}",
                    status=s.status,
                    entity_type="submission",
                    entity_id=str(s.id),
                )
            )
        for entry, actor in await AuditRepository(self.session).recent(ACTIVITY_ITEMS):
            items.append(
                ActivityItem(
                    kind="admin_action",
                    at=entry.created_at,
                    title=_audit_title(entry.after, entry.before),
                    action=entry.action,
                    entity_type=entry.entity_type,
                    entity_id=entry.entity_id,
                    actor_name=actor,
                    status=str((entry.after or {}).get("status") or "") or None,
                )
            )
        items.sort(key=lambda item: item.at, reverse=True)
        return items[:ACTIVITY_ITEMS]
