"""User-management queries: every profile with its user and assigned camp, the four counts."""

from __future__ import annotations

from typing import Any

from sqlalchemy import case, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import AdminUser, SurfCamp, User


def pending_condition() -> Any:
    return (AdminUser.role == "camp_owner") & AdminUser.is_active.is_(False) & AdminUser.rejected_at.is_(None)


class AdminUserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _joined(self) -> Any:
        return (
            select(AdminUser, User, SurfCamp)
            .join(User, User.id == AdminUser.user_id)
            .outerjoin(SurfCamp, SurfCamp.id == AdminUser.assigned_camp_id)
        )

    async def all(self) -> list[tuple[AdminUser, User, SurfCamp | None]]:
        stmt = self._joined().order_by(AdminUser.created_at.desc(), AdminUser.id.desc())
        return [(r[0], r[1], r[2]) for r in (await self.session.execute(stmt)).all()]

    async def one(self, profile_id: int) -> tuple[AdminUser, User, SurfCamp | None] | None:
        row = (await self.session.execute(self._joined().where(AdminUser.id == profile_id))).first()
        return (row[0], row[1], row[2]) if row else None

    async def summary(self) -> tuple[int, int, int, int]:
        row = (
            await self.session.execute(
                select(
                    func.count(AdminUser.id),
                    func.coalesce(func.sum(case((AdminUser.is_active.is_(True), 1), else_=0)), 0),
                    func.coalesce(func.sum(case((AdminUser.role == "camp_owner", 1), else_=0)), 0),
                    func.coalesce(func.sum(case((pending_condition(), 1), else_=0)), 0),
                )
            )
        ).one()
        return int(row[0]), int(row[1]), int(row[2]), int(row[3])

    async def lock_active_super_admins(self) -> list[int]:
        """Ids of the active super admins, locked (PostgreSQL) so two demotions cannot race past the last seat."""
        stmt = (
            select(AdminUser.id).where(AdminUser.role == "super_admin", AdminUser.is_active.is_(True)).with_for_update()
        )
        return list((await self.session.scalars(stmt)).all())

    async def camp(self, camp_id: int) -> SurfCamp | None:
        return await self.session.get(SurfCamp, camp_id)

    async def pending_count(self) -> int:
        return int(await self.session.scalar(select(func.count(AdminUser.id)).where(pending_condition())) or 0)

    async def reject_owner(self, profile_id: int, values: dict[str, object]) -> bool:
        """Reject a camp owner nobody has rejected yet, in one statement: of two racing rejections one
        changes the row (and e-mails the owner) and the other finds nothing to change."""
        result = await self.session.execute(
            update(AdminUser)
            .where(AdminUser.id == profile_id, AdminUser.role == "camp_owner", AdminUser.rejected_at.is_(None))
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]
