"""User management (super admins only): approvals of camp owners, roles, the active flag.

The last active super admin cannot be deactivated or demoted, so the back office always keeps
someone who can manage users.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.users.repository import AdminUserRepository
from app.admin.users.schemas import AdminUserList, AdminUserRead, AdminUserUpdate, OwnerRejection, UserSummary
from app.audit.schemas import AuditAction
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.auth.service import language_of
from app.db import begin_write
from app.errors import Conflict, NotFound, ValidationFailed
from app.kit.listing_text import public_text
from app.listings.repository import ListingRepository
from app.listings.rules import BACK_OFFICE
from app.models import AdminUser, SurfCamp, User
from app.models.base import utcnow
from app.notifications import admin_mail, partner_mail
from app.notifications.outbox import queue_email


class UserNotFound(NotFound):
    code = "user_not_found"
    detail = "User not found"


class LastSuperAdmin(Conflict):
    code = "last_super_admin"
    detail = "You are the last active super admin: make someone else super admin first."


class OwnerAlreadyRejected(Conflict):
    code = "owner_already_rejected"
    detail = "This camp owner has already been rejected."


class NotACampOwner(Conflict):
    code = "not_camp_owner"
    detail = "Only camp owner accounts are approved or rejected."


def user_read(profile: AdminUser, user: User, camp: SurfCamp | None) -> AdminUserRead:
    return AdminUserRead(
        id=profile.id,
        user_id=user.id,
        email=user.email,
        full_name=user.full_name,
        role=profile.role,
        assigned_camp_id=profile.assigned_camp_id,
        assigned_camp_name=camp.name if camp else None,
        assigned_camp_status=camp.status if camp else None,
        assigned_camp_location_key=camp.location_key if camp else None,
        is_active=profile.is_active,
        email_verified=user.email_verified_at is not None,
        pending_approval=profile.role == "camp_owner" and not profile.is_active and profile.rejected_at is None,
        rejected_at=profile.rejected_at,
        rejection_reason=profile.rejection_reason,
        language=user.language,
        created_at=profile.created_at,
    )


class AdminUserService:
    def __init__(self, session: AsyncSession, principal: Principal | None) -> None:
        """`principal` None: an operator at the command line (`surfcamp approve-owner`)."""
        self.session = session
        self.principal = principal
        self.repo = AdminUserRepository(session)
        self.audit = AuditTrail(session, principal or "command_line")

    async def overview(self) -> AdminUserList:
        rows = [user_read(*row) for row in await self.repo.all()]
        total, active, owners, pending = await self.repo.summary()
        return AdminUserList(
            summary=UserSummary(total_users=total, active_users=active, camp_owners=owners, pending_approvals=pending),
            pending=[r for r in rows if r.pending_approval],
            items=rows,
        )

    async def _one(self, profile_id: int) -> tuple[AdminUser, User, SurfCamp | None]:
        row = await self.repo.one(profile_id)
        if row is None:
            raise UserNotFound()
        return row

    async def read(self, profile_id: int) -> AdminUserRead:
        return user_read(*await self._one(profile_id))

    async def approve(self, profile_id: int) -> AdminUserRead:
        """Activate a camp owner, publish their pending camp and tell them in their language."""
        profile, user, camp = await self._one(profile_id)
        if profile.role != "camp_owner":
            raise NotACampOwner()
        before = snapshot(profile)
        was_active = profile.is_active
        profile.is_active = True
        profile.rejected_at = None
        profile.rejection_reason = None
        # Their camp goes live with them only when it is complete (a package and a photo); otherwise it
        # stays pending, the owner completes it and the team approves it from the camps screen.
        if camp is not None:
            camp_before = snapshot(camp)
            if await ListingRepository(self.session, BACK_OFFICE).go_live_if_complete(camp):
                await self.session.refresh(camp)
                self.audit.record("camp.publish", "camp", camp.id, camp_before, snapshot(camp))
        await self.session.flush()
        action: AuditAction = "user.approve" if self.principal is not None else "user.approve.cli"
        self.audit.record(action, "user", profile.id, before, snapshot(profile))
        if not was_active:
            queue_email(
                self.session,
                user.email,
                admin_mail.owner_approved(user.language, user.full_name, camp),
            )
        return user_read(profile, user, camp)

    async def reject(self, profile_id: int, data: OwnerRejection) -> AdminUserRead:
        """Keep the record, inactive, out of the pending list, and tell the owner why in their language."""
        profile, user, camp = await self._one(profile_id)
        if profile.role != "camp_owner":
            raise NotACampOwner()
        if profile.rejected_at is not None:
            raise OwnerAlreadyRejected()
        before = snapshot(profile)
        await begin_write(self.session)
        values = {"is_active": False, "rejected_at": utcnow(), "rejection_reason": data.reason}
        if not await self.repo.reject_owner(profile.id, values):
            raise OwnerAlreadyRejected()
        await self.session.refresh(profile)
        self.audit.record("user.reject", "user", profile.id, before, snapshot(profile))
        camp_name = str(public_text(camp, "name", language_of(user.language))[0]) if camp is not None else ""
        queue_email(
            self.session, user.email, partner_mail.owner_rejected(user.language, user.full_name, camp_name, data.reason)
        )
        return user_read(profile, user, camp)

    async def update(self, profile_id: int, data: AdminUserUpdate) -> AdminUserRead:
        profile, user, camp = await self._one(profile_id)
        changes = data.model_dump(exclude_unset=True)
        role = changes.get("role") or profile.role
        active = profile.is_active if changes.get("is_active") is None else bool(changes["is_active"])
        if profile.role == "super_admin" and profile.is_active and not (role == "super_admin" and active):
            seats = await self.repo.lock_active_super_admins()
            if len(seats) <= 1:
                raise LastSuperAdmin()
        before = snapshot(profile)
        if role == "camp_owner":
            camp_id = changes.get("assigned_camp_id", profile.assigned_camp_id)
            if camp_id is None:
                raise ValidationFailed("Choose the camp this owner manages.", fields={"assignedCampId": "required"})
            camp = await self.repo.camp(camp_id)
            if camp is None:
                raise ValidationFailed(fields={"assignedCampId": "invalid_choice"})
            profile.assigned_camp_id = camp_id
        else:
            profile.assigned_camp_id, camp = None, None
        profile.role = role
        if active and not profile.is_active:
            profile.rejected_at = None
            profile.rejection_reason = None
        profile.is_active = active
        await self.session.flush()
        self.audit.record("user.update", "user", profile.id, before, snapshot(profile))
        return user_read(profile, user, camp)

    async def pending_count(self) -> int:
        return await self.repo.pending_count()
