from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, JSONType, utcnow


class Review(Base):
    __tablename__ = "reviews"
    __table_args__ = (Index("ix_reviews_package_visible", "package_id", "is_hidden"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id", ondelete="SET NULL"), unique=True)
    package_id: Mapped[int | None] = mapped_column(ForeignKey("camp_packages.id", ondelete="CASCADE"))
    camp_id: Mapped[int] = mapped_column(ForeignKey("surf_camps.id", ondelete="CASCADE"), index=True)
    rating: Mapped[int]
    comment: Mapped[str] = mapped_column(Text)
    reviewer_first_name: Mapped[str] = mapped_column(String(100))
    reviewer_country: Mapped[str | None] = mapped_column(String(2))
    language: Mapped[str] = mapped_column(String(2), default="en")
    # The comment in other languages, written by the team: {"fr": "...", "de": "..."}.
    translations: Mapped[dict[str, str]] = mapped_column(JSONType, default=dict, server_default="{}")
    is_demo: Mapped[bool] = mapped_column(default=False)
    is_hidden: Mapped[bool] = mapped_column(default=False)
    hidden_reason: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
