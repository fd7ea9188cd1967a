"""User management: super admins only (a camp admin is told 403, everyone else 404/401)."""

from __future__ import annotations

from fastapi import APIRouter

from app.admin.users.schemas import AdminUserList, AdminUserRead, AdminUserUpdate, OwnerRejection
from app.admin.users.service import AdminUserService
from app.auth.access import SuperAdmin, SuperAdminAccess
from app.db import SessionDep
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId

# Approving a camp owner publishes their camp.
router = APIRouter(
    prefix="/api/v1/admin/users", tags=["admin-users"], dependencies=[SuperAdminAccess, ChangesPublicReads]
)


@router.get("", operation_id="listAdminUsers")
async def list_users(principal: SuperAdmin, session: SessionDep) -> AdminUserList:
    return await AdminUserService(session, principal).overview()


@router.get("/{profile_id}", operation_id="getAdminUser")
async def get_user(principal: SuperAdmin, session: SessionDep, profile_id: PathId) -> AdminUserRead:
    return await AdminUserService(session, principal).read(profile_id)


@router.patch("/{profile_id}", operation_id="updateAdminUser")
async def update_user(
    principal: SuperAdmin, session: SessionDep, profile_id: PathId, body: AdminUserUpdate
) -> AdminUserRead:
    return await AdminUserService(session, principal).update(profile_id, body)


@router.post("/{profile_id}/approve", operation_id="approveAdminUser")
async def approve_user(principal: SuperAdmin, session: SessionDep, profile_id: PathId) -> AdminUserRead:
    return await AdminUserService(session, principal).approve(profile_id)


@router.post("/{profile_id}/reject", operation_id="rejectAdminUser")
async def reject_user(
    principal: SuperAdmin, session: SessionDep, profile_id: PathId, body: OwnerRejection
) -> AdminUserRead:
    """The reason is required: the owner receives it by e-mail and sees it when they sign in."""
    return await AdminUserService(session, principal).reject(profile_id, body)
