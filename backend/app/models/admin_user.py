from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.models.base import Base, TimestampMixin

if TYPE_CHECKING:
    from app.models.user import User


class AdminUser(TimestampMixin, Base):
    """The role profile of a user (spec table `admin_users`); inactive counts as no profile."""

    __tablename__ = "admin_users"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), unique=True)
    email: Mapped[str] = mapped_column(String(254))
    full_name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(20), index=True)
    assigned_camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
    is_active: Mapped[bool] = mapped_column(default=False, index=True)
    # Set when a super admin rejects a camp owner: the record is kept but no longer awaits approval.
    rejected_at: Mapped[datetime | None]
    # Why they were not accepted: e-mailed to them and shown when they sign in.
    rejection_reason: Mapped[str | None] = mapped_column(Text)
    user: Mapped[User] = relationship(back_populates="profile", lazy="raise")
