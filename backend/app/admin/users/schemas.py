from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field, field_validator

from app.kit.schema import ApiModel, RowId
from app.kit.text import MultiLine
from app.kit.validators import required_text

Role = Literal["super_admin", "camp_admin", "camp_owner"]


class UserSummary(ApiModel):
    total_users: int
    active_users: int
    camp_owners: int
    pending_approvals: int


class AdminUserRead(ApiModel):
    id: int = Field(description="the admin_users (profile) id")
    user_id: int
    email: str
    full_name: str
    role: Role
    assigned_camp_id: int | None
    assigned_camp_name: str | None
    assigned_camp_status: str | None
    assigned_camp_location_key: str | None
    is_active: bool
    email_verified: bool
    pending_approval: bool = Field(description="an inactive camp owner nobody has rejected yet")
    rejected_at: datetime | None
    rejection_reason: str | None = Field(description="why they were not accepted, as e-mailed to them")
    language: str
    created_at: datetime


class AdminUserList(ApiModel):
    summary: UserSummary
    pending: list[AdminUserRead]
    items: list[AdminUserRead]


class AdminUserUpdate(ApiModel):
    """Role (camp_owner needs an assigned camp; any other role clears it) and/or the active flag."""

    role: Role | None = None
    assigned_camp_id: RowId | None = None
    is_active: bool | None = None


class OwnerRejection(ApiModel):
    """Why the camp owner is not accepted: e-mailed to them in their language and shown when they sign in."""

    reason: MultiLine = Field(max_length=2000)

    _reason = field_validator("reason", mode="before")(required_text)
