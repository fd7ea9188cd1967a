from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.models.base import Base, TimestampMixin

if TYPE_CHECKING:
    from app.models.admin_user import AdminUser


class User(TimestampMixin, Base):
    """A person who can sign in (camp owners and administrators)."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    full_name: Mapped[str] = mapped_column(String(200))
    language: Mapped[str] = mapped_column(String(2), default="en")
    email_verified_at: Mapped[datetime | None]
    profile: Mapped[AdminUser | None] = relationship(back_populates="user", lazy="raise", uselist=False)
