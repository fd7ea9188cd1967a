from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, TimestampMixin


class CampSubmission(TimestampMixin, Base):
    """A partner application; status pending -> approved/rejected -> published."""

    __tablename__ = "camp_submissions"

    id: Mapped[int] = mapped_column(primary_key=True)
    camp_name: Mapped[str] = mapped_column(String(200))
    camp_location: Mapped[str] = mapped_column(String(50))
    camp_email: Mapped[str] = mapped_column(String(254))
    camp_phone: Mapped[str | None] = mapped_column(String(50))
    camp_website: Mapped[str | None] = mapped_column(String(300))
    camp_description: Mapped[str | None] = mapped_column(Text)
    camp_type: Mapped[str | None] = mapped_column(String(30))
    instagram_handle: Mapped[str | None] = mapped_column(String(100))
    languages_spoken: Mapped[str | None] = mapped_column(String(200))
    # The plan chosen on the pricing page, and the language the applicant wrote in.
    plan: Mapped[str | None] = mapped_column(String(30))
    language: Mapped[str] = mapped_column(String(2), default="en", server_default="en")
    owner_name: Mapped[str] = mapped_column(String(200))
    owner_email: Mapped[str] = mapped_column(String(254), index=True)
    packages: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    optional_addons: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    status: Mapped[str] = mapped_column(String(20), default="pending", index=True)
    admin_notes: Mapped[str | None] = mapped_column(Text)
    # Why the application was not accepted: e-mailed to the applicant (admin_notes stay internal).
    rejection_reason: Mapped[str | None] = mapped_column(Text)
    reviewed_at: Mapped[datetime | None]
    reviewed_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    published_camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
